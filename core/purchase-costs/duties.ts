/**
 * The registration duties on buying a home, by region, as dated entries (./dated.ts).
 * Flanders calls them "verkooprecht" (registratiebelasting), Wallonia and Brussels
 * "droits d'enregistrement"; they are due on the price unless the seller sells a new
 * build under VAT (./costs.ts).
 *
 * Flanders: 12 %; 2 % for the buyers' sole own home from 2025 (3 % in 2022–2024), less a
 * fixed reduction for a modest one (price up to € 220 000, € 240 000 in the core cities
 * and the Flemish Rand). The 1 % rate for a deep energy renovation or a rebuild ended with
 * 2024 (Programmadecreet bij de begroting 2025, BS 30 December 2024), so it has no entry.
 * Wallonia: 12.5 %; 3 % for a sole own home from 2025, whatever the price (decree of
 * 5 December 2024, MB 13 December 2024, which ended the first-home allowance and the
 * modest-home rate). Brussels: 12.5 %, the first € 200 000 exempt for a sole own home
 * whose price is at most € 600 000 (ordinance in force for sales agreed from 1 April
 * 2023; the deed date stands in for the agreement's here).
 * The buyers' other conditions (natural persons, no other home in full ownership, moving
 * in within the legal term) are the visitor's to declare: "sole own home" means them.
 */
import type { Region } from '../property/region.ts';
import { type Dated, entryOn, toCents } from './dated.ts';

export interface DutyRule extends Dated {
  /** the rate for the buyers' sole own home */
  soleOwnHomeRate: number;
  /** the rate otherwise (a second home, an investment) */
  standardRate: number;
  /** Brussels: this much of the price is free of duties for a sole own home up to `maxPrice` */
  exemption?: { amount: number; maxPrice: number };
  /** Flanders: the duties of a sole own home up to `maxPrice` (`maxPriceCoreCity` in the core cities and the Flemish Rand) are reduced by `amount` */
  modestHomeReduction?: { amount: number; maxPrice: number; maxPriceCoreCity: number };
}

export const REGISTRATION_DUTIES: Readonly<Record<Region, readonly DutyRule[]>> = {
  flanders: [
    {
      from: '2022-01-01',
      source: 'https://www.vlaanderen.be/vlaamse-belastingdienst/nieuwsberichten/fiscale-nieuwigheden-voor-bouwers-en-verbouwers-in-2022',
      soleOwnHomeRate: 0.03,
      standardRate: 0.12,
      modestHomeReduction: { amount: 2800, maxPrice: 220_000, maxPriceCoreCity: 240_000 },
    },
    {
      from: '2025-01-01',
      source: 'https://www.vlaanderen.be/het-verkooprecht-bij-de-aankoop-van-de-enige-eigen-woning',
      soleOwnHomeRate: 0.02,
      standardRate: 0.12,
      modestHomeReduction: { amount: 1867, maxPrice: 220_000, maxPriceCoreCity: 240_000 },
    },
  ],
  wallonia: [
    {
      from: '2025-01-01',
      source: 'https://www.notaire.be/abattement-en-cas-dhabitation-unique-en-wallonie',
      soleOwnHomeRate: 0.03,
      standardRate: 0.125,
    },
  ],
  brussels: [
    {
      from: '2023-04-01',
      source: 'https://fiscalite.brussels/fr/abattement',
      soleOwnHomeRate: 0.125,
      standardRate: 0.125,
      exemption: { amount: 200_000, maxPrice: 600_000 },
    },
  ],
};

export interface DutyInput {
  region: Region;
  /** the price (and charges) in euro */
  price: number;
  soleOwnHome: boolean;
  /** YYYY-MM-DD */
  deedDate: string;
  /** Flanders: the home is in a core city or the Flemish Rand (the modest-home limit is higher there) */
  coreCity?: boolean;
}

export interface Duties {
  rate: number;
  /** the part of the price the rate applies to */
  taxable: number;
  /** the fixed reduction taken off (Flanders' modest home) */
  reduction: number;
  amount: number;
  rule: DutyRule;
}

/** The duties on `price`, or undefined when no entry holds for the deed date. */
export function registrationDuties({ region, price, soleOwnHome, deedDate, coreCity = false }: DutyInput): Duties | undefined {
  const rule = entryOn(REGISTRATION_DUTIES[region], deedDate);
  if (!rule) return undefined;
  const rate = soleOwnHome ? rule.soleOwnHomeRate : rule.standardRate;
  const exempt = soleOwnHome && rule.exemption && price <= rule.exemption.maxPrice ? Math.min(price, rule.exemption.amount) : 0;
  const taxable = price - exempt;
  const gross = toCents(taxable * rate);
  const modest = rule.modestHomeReduction;
  const limit = modest ? (coreCity ? modest.maxPriceCoreCity : modest.maxPrice) : 0;
  const reduction = soleOwnHome && modest && price <= limit ? Math.min(gross, modest.amount) : 0;
  return { rate, taxable, reduction, amount: toCents(gross - reduction), rule };
}
