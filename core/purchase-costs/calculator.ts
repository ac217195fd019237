/**
 * The cost calculator, alive without a screen: what the visitor typed and chose (the
 * price, the region, "only home", a new build under VAT, the amount borrowed, the rate,
 * the term), the estimate those give by the rules of this folder (costs, notes, the
 * monthly payment, what an agency's own figures assume), the messages of the fields that
 * cannot be read, and the total read out once the visitor stops typing. The screen binds
 * to it (widgets/cost-calculator/); it knows no framework and no DOM, as the form and map
 * controllers do not (calculator.test.ts).
 *
 * What was typed is kept as typed: an amount is written the way the visitor's language
 * writes numbers only when the visitor leaves the field, and only when it can be read,
 * so `314000` becomes `314.000` (or `314 000`, `314,000`) and never anything else.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { amountFieldText, leftAmountText } from '../format/numbers.ts';
import { parseAmount } from '../forms/values.ts';
import type { Language } from '../i18n/languages.ts';
import type { MessageId } from '../messages.ts';
import { numberInvalid } from '../messages/validation.ts';
import { COUNTRY_BELGIUM } from '../property/reference.ts';
import { REGIONS, type Region, regionOfZip } from '../property/region.ts';
import { realSchedule, type Schedule } from '../schedule.ts';
import { type CostLineKey, purchaseCosts, type PurchaseCosts } from './costs.ts';
import { entryOn } from './dated.ts';
import { MORTGAGE_DUTIES, monthlyPayment } from './mortgage.ts';
import { type AgencyDuties, costNotes, type CostNote, readAgencyDuties, saleDeedBillTotal, sameFigure } from './notes.ts';

/** A rate as typed, `3,5` or `3.5`, with or without `%`; undefined for anything else. */
export function parseRate(text: string): number | undefined {
  const match = /^\s*(\d{1,2}(?:[.,]\d{1,3})?)\s*%?\s*$/.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

/** A term in whole years, 1 to 40. */
export function parseYears(text: string): number | undefined {
  const years = /^\s*\d{1,2}\s*$/.test(text) ? Number(text) : Number.NaN;
  return years >= 1 && years <= 40 ? years : undefined;
}

/** What the visitor typed and chose. */
export interface CalculatorFields {
  price: string;
  region: Region | '';
  soleOwnHome: boolean;
  newBuild: boolean;
  borrowed: string;
  rate: string;
  years: string;
}

export type TextField = 'price' | 'borrowed' | 'rate' | 'years';

/** Figures the agency gives of its own (a property's, from the CRM): the estimate says what they assume. */
export interface AgencyFigures {
  /** registration duties */
  duties?: number | undefined;
  /** the notary's fees and costs with VAT */
  notary?: number | undefined;
}

export interface CostEstimate {
  /** the price read, or undefined */
  amount: number | undefined;
  /** the amount borrowed: 0 for none, undefined when it cannot be read */
  borrowed: number | undefined;
  costs: PurchaseCosts | undefined;
  monthly: number | undefined;
  /** why the duties are what they are */
  notes: readonly CostNote[];
  /** what the agency's figures assume, beside the estimate */
  agency: { duties?: AgencyDuties; notary?: 'same' | 'unknown' };
  /** the fields that cannot be read: field → message id */
  errors: Partial<Record<TextField, MessageId>>;
  /** what is missing before there is an estimate */
  missing: 'region' | 'price' | undefined;
  /**
   * The rates of the mortgage deed's duties on the date, whether a loan is typed or not: its
   * lines name them from the start, so their words do not grow (and wrap) as the visitor
   * types the amount. By the key of their lines; none when no rule holds on the date.
   */
  mortgageRates: Partial<Record<CostLineKey, number>>;
}

/** The estimate for what the visitor typed, on `deedDate` (YYYY-MM-DD). */
export function estimate(fields: CalculatorFields, deedDate: string, agencyFigures: AgencyFigures = {}): CostEstimate {
  const amount = parseAmount(fields.price);
  const borrowed = fields.borrowed.trim() === '' ? 0 : parseAmount(fields.borrowed);
  const rate = parseRate(fields.rate);
  const years = parseYears(fields.years);
  const errors: CostEstimate['errors'] = {};
  if (fields.price.trim() !== '' && amount === undefined) errors.price = numberInvalid.id;
  if (borrowed === undefined) errors.borrowed = numberInvalid.id;
  if (fields.rate.trim() !== '' && rate === undefined) errors.rate = numberInvalid.id;
  if (fields.years.trim() !== '' && years === undefined) errors.years = numberInvalid.id;
  const { region, soleOwnHome, newBuild } = fields;
  const costs =
    amount !== undefined && region !== '' ? purchaseCosts({ price: amount, region, soleOwnHome, newBuild, borrowed: borrowed ?? 0, deedDate }) : undefined;
  const monthly = borrowed && rate !== undefined && years !== undefined ? monthlyPayment(borrowed, rate, years) : undefined;
  const mortgageDuties = entryOn(MORTGAGE_DUTIES, deedDate);
  const agency: CostEstimate['agency'] = {};
  const situation = costs && region !== '' && amount !== undefined ? { price: amount, region, soleOwnHome, newBuild, deedDate } : undefined;
  if (costs && situation) {
    const duties = costs.lines.find((line) => line.key === 'duties' || line.key === 'vat')!;
    if (agencyFigures.duties && !newBuild) agency.duties = readAgencyDuties(agencyFigures.duties, situation, duties.amount);
    if (agencyFigures.notary) agency.notary = sameFigure(agencyFigures.notary, saleDeedBillTotal(costs)) ? 'same' : 'unknown';
  }
  return {
    amount,
    borrowed,
    costs,
    monthly,
    notes: costs && situation ? costNotes(situation, costs) : [],
    agency,
    errors,
    missing: region === '' ? 'region' : amount === undefined ? 'price' : undefined,
    mortgageRates: mortgageDuties ? { mortgageRegistration: mortgageDuties.registrationRate, mortgageInscription: mortgageDuties.inscriptionRate } : {},
  };
}

/** What is read out once the visitor stops typing: the total, and the monthly payment when there is one. */
export interface Announcement {
  total: number;
  monthly: number | undefined;
}

export interface CalculatorState extends CalculatorFields {
  /** read out after the visitor's last change has rested ANNOUNCE_AFTER_MS; none before they change anything */
  announcement: Announcement | undefined;
}

/** How long the visitor's typing rests before the new total is read out. */
export const ANNOUNCE_AFTER_MS = 900;

/** A property the calculator starts from: its published price, its postal code and country, sold under VAT or not. */
export interface StartingProperty {
  PublishPrice?: boolean | null;
  Price?: number | null;
  Zip?: string | null;
  CountryID?: number | null;
  VatRegime?: boolean | null;
}

export interface CalculatorOptions {
  /** the price it starts from */
  price?: number | undefined;
  /** the postal code whose region it starts from */
  postalCode?: string | undefined;
  newBuild?: boolean | undefined;
  /** the language amounts are written in */
  language: Language;
  /** the deed date of the estimate (today in Brussels) */
  deedDate: string;
  agency?: AgencyFigures;
  schedule?: Schedule;
}

export interface CostCalculator {
  readonly store: StoreApi<CalculatorState>;
  /** the estimate for the state now */
  estimate(): CostEstimate;
  /** the visitor changed a field */
  set<K extends keyof CalculatorFields>(field: K, value: CalculatorFields[K]): void;
  /** the visitor left an amount's field: it is written as the language writes numbers, when it can be read */
  leave(field: 'price' | 'borrowed'): void;
  /** the property once it is in: its price (when published) and its region; not the visitor's change */
  fromProperty(property: StartingProperty): void;
  /** the language amounts are written in */
  setLanguage(language: Language): void;
  dispose(): void;
}

export function createCostCalculator(options: CalculatorOptions): CostCalculator {
  const schedule = options.schedule ?? realSchedule;
  let language = options.language;
  const store = createStore<CalculatorState>(() => ({
    price: amountFieldText(options.price, language),
    region: regionOfZip(options.postalCode) ?? '',
    soleOwnHome: true,
    newBuild: Boolean(options.newBuild),
    borrowed: '',
    rate: '',
    years: '25',
    announcement: undefined,
  }));
  const current = () => estimate(store.getState(), options.deedDate, options.agency);
  let cancel: (() => void) | undefined;

  return {
    store,
    estimate: current,
    set(field, value) {
      if (field === 'region' && !(REGIONS as readonly string[]).includes(value as string)) store.setState({ region: '' });
      else store.setState({ [field]: value } as Partial<CalculatorState>);
      cancel?.();
      cancel = schedule(() => {
        const { costs, monthly } = current();
        store.setState({ announcement: costs ? { total: costs.total, monthly } : undefined });
      }, ANNOUNCE_AFTER_MS);
    },
    leave(field) {
      const text = store.getState()[field];
      const shown = leftAmountText(text, language, parseAmount);
      if (shown !== text) store.setState({ [field]: shown });
    },
    fromProperty(property) {
      // a price the agency does not publish stays the visitor's to type
      const price = property.PublishPrice && property.Price ? { price: amountFieldText(property.Price, language) } : {};
      const region = property.CountryID === COUNTRY_BELGIUM ? (regionOfZip(property.Zip) ?? '') : '';
      store.setState({ ...price, region, ...(property.VatRegime ? { newBuild: true } : {}) });
    },
    setLanguage(next) {
      language = next;
    },
    dispose: () => cancel?.(),
  };
}
