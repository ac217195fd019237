/**
 * The total cost to buy a home in Belgium: the price, the duties on it (or the VAT on a
 * new build sold under VAT), the notary's bill for the sale deed and, when part of the
 * price is borrowed, the costs of the credit deed. Every figure comes from the dated
 * entries of this folder in force on the deed date, for the region of the property's
 * postal code.
 */
import { type Region, regionOfZip } from '../property/region.ts';
import { type Dated, entryOn, toCents } from './dated.ts';
import { registrationDuties } from './duties.ts';
import { mortgageDeedCosts } from './mortgage.ts';
import { VAT_RATES, saleDeedBill } from './notary.ts';

export interface PurchaseSituation {
  /** the price in euro */
  price: number;
  /** the property's region; else the region of `zip` */
  region?: Region;
  /** the property's postal code: its region sets the duties */
  zip?: unknown;
  /** the buyers' sole own home (the reduced rates and the notary's scale Jbis) */
  soleOwnHome: boolean;
  /** a new build sold under VAT: VAT instead of duties */
  newBuild: boolean;
  /** the amount borrowed with a mortgage; 0 or absent: none */
  borrowed?: number;
  /** YYYY-MM-DD */
  deedDate: string;
  /** Flanders: the home is in a core city or the Flemish Rand */
  coreCity?: boolean;
}

export const COST_LINES = [
  'duties',
  'vat',
  'notaryFee',
  'administrative',
  'vatOnFees',
  'mortgageRegistration',
  'mortgageInscription',
  'creditNotaryFee',
  'creditAdministrative',
  'creditVatOnFees',
] as const;
export type CostLineKey = (typeof COST_LINES)[number];

export interface CostLine {
  key: CostLineKey;
  amount: number;
  /** the rate applied, for the duties and the VAT on the price or on the registered sum */
  rate?: number;
}

export interface PurchaseCosts {
  region: Region;
  /** the sale's costs, then the credit deed's */
  lines: readonly CostLine[];
  /** what the sale costs on top of the price */
  purchaseCosts: number;
  /** what the credit deed costs (0 without a loan) */
  mortgageCosts: number;
  /** the price and every cost */
  total: number;
  /** the latest date from which one of the rules used holds: "the rules of …" */
  rulesOf: string;
  /** the official texts of the rules used */
  sources: readonly string[];
}

const sum = (lines: readonly CostLine[]) => toCents(lines.reduce((total, line) => total + line.amount, 0));

/** The costs of buying in `situation`, or undefined when the property is not in a Belgian region, the price is none, or no rule holds on the date. */
export function purchaseCosts(situation: PurchaseSituation): PurchaseCosts | undefined {
  const { price, soleOwnHome, newBuild, deedDate } = situation;
  const region = situation.region ?? regionOfZip(situation.zip);
  if (!region || !(price > 0) || !Number.isFinite(price)) return undefined;
  const rules: Dated[] = [];

  const purchase: CostLine[] = [];
  if (newBuild) {
    const vat = entryOn(VAT_RATES, deedDate);
    if (!vat) return undefined;
    rules.push(vat);
    purchase.push({ key: 'vat', amount: toCents(price * vat.standard), rate: vat.standard });
  } else {
    const duties = registrationDuties({ region, price, soleOwnHome, deedDate, ...(situation.coreCity ? { coreCity: true } : {}) });
    if (!duties) return undefined;
    rules.push(duties.rule);
    purchase.push({ key: 'duties', amount: duties.amount, rate: duties.rate });
  }
  const sale = saleDeedBill(price, soleOwnHome, deedDate);
  if (!sale) return undefined;
  rules.push(...sale.rules);
  purchase.push({ key: 'notaryFee', amount: sale.fee }, { key: 'administrative', amount: sale.administrative }, { key: 'vatOnFees', amount: sale.vat });

  const credit: CostLine[] = [];
  const borrowed = situation.borrowed ?? 0;
  if (borrowed > 0) {
    const mortgage = mortgageDeedCosts(borrowed, deedDate);
    if (!mortgage) return undefined;
    rules.push(...mortgage.rules);
    credit.push(
      { key: 'mortgageRegistration', amount: mortgage.registration, rate: mortgage.duties.registrationRate },
      { key: 'mortgageInscription', amount: mortgage.inscription, rate: mortgage.duties.inscriptionRate },
      { key: 'creditNotaryFee', amount: mortgage.notary.fee },
      { key: 'creditAdministrative', amount: mortgage.notary.administrative },
      { key: 'creditVatOnFees', amount: mortgage.notary.vat },
    );
  }

  const purchaseTotal = sum(purchase);
  const mortgageTotal = sum(credit);
  return {
    region,
    lines: [...purchase, ...credit],
    purchaseCosts: purchaseTotal,
    mortgageCosts: mortgageTotal,
    total: toCents(price + purchaseTotal + mortgageTotal),
    rulesOf: rules.reduce((latest, rule) => (rule.from > latest ? rule.from : latest), ''),
    sources: [...new Set(rules.map((rule) => rule.source))],
  };
}
