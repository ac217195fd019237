/**
 * Why the duties are what they are, in a buyer's words: the rate a sole own home gets
 * (and the one it would be otherwise), Brussels' exempt first € 200,000 and when it does
 * not apply, Flanders' reduction for a modest home, and VAT instead of duties on a new
 * build. A screen says each one (the calculator under its figures), so that no reduction
 * or exemption is applied unseen. And how to read a figure the agency's CRM gives of its
 * own: which situation it matches, so the page can say what it assumes.
 */
import type { Region } from '../property/region.ts';
import { toCents } from './dated.ts';
import { registrationDuties } from './duties.ts';
import type { PurchaseCosts } from './costs.ts';

export type CostNote =
  /** the reduced rate of a sole own home, and the rate otherwise */
  | { kind: 'soleOwnHomeRate'; rate: number; otherRate: number }
  /** the rate for a home that is not the buyers' only one, and the reduced rate it would get */
  | { kind: 'standardRate'; rate: number; otherRate: number }
  /** Brussels: this part of the price is exempt (`exempt` of it here), for a sole own home up to `maxPrice` */
  | { kind: 'exemption'; exempt: number; amount: number; maxPrice: number }
  /** Brussels: no exemption, as the price is above `maxPrice` */
  | { kind: 'exemptionPriceAbove'; amount: number; maxPrice: number }
  /** Brussels: no exemption, as it is not the buyers' only home */
  | { kind: 'exemptionSoleOwnHome'; amount: number; maxPrice: number }
  /** Flanders: the duties of a modest sole own home are reduced by `amount` (price up to `maxPrice`) */
  | { kind: 'reduction'; amount: number; maxPrice: number }
  /** a new build sold under VAT: VAT at `rate` on the price, no duties */
  | { kind: 'vat'; rate: number };

export interface NoteSituation {
  price: number;
  region: Region;
  soleOwnHome: boolean;
  newBuild: boolean;
  deedDate: string;
  coreCity?: boolean;
}

/** The notes of the duties (or the VAT) for a situation whose costs are `costs`. */
export function costNotes(situation: NoteSituation, costs: PurchaseCosts): CostNote[] {
  const vat = costs.lines.find((line) => line.key === 'vat');
  if (vat) return [{ kind: 'vat', rate: vat.rate ?? 0 }];
  const { price, region, soleOwnHome, deedDate, coreCity = false } = situation;
  const duties = registrationDuties({ region, price, soleOwnHome, deedDate, coreCity });
  if (!duties) return [];
  const { rule } = duties;
  const notes: CostNote[] = [];
  if (rule.soleOwnHomeRate !== rule.standardRate) {
    notes.push(
      soleOwnHome
        ? { kind: 'soleOwnHomeRate', rate: rule.soleOwnHomeRate, otherRate: rule.standardRate }
        : { kind: 'standardRate', rate: rule.standardRate, otherRate: rule.soleOwnHomeRate },
    );
  }
  const exemption = rule.exemption;
  if (exemption) {
    const { amount, maxPrice } = exemption;
    if (!soleOwnHome) notes.push({ kind: 'exemptionSoleOwnHome', amount, maxPrice });
    else if (price > maxPrice) notes.push({ kind: 'exemptionPriceAbove', amount, maxPrice });
    else notes.push({ kind: 'exemption', exempt: price - duties.taxable, amount, maxPrice });
  }
  const modest = rule.modestHomeReduction;
  if (modest && duties.reduction > 0) notes.push({ kind: 'reduction', amount: duties.reduction, maxPrice: coreCity ? modest.maxPriceCoreCity : modest.maxPrice });
  return notes;
}

/**
 * What a figure of the agency's own (a CRM's registration duties) assumes, as far as the
 * rules can tell: the same as the estimate; the estimate of the other answer to "will it be
 * your only home" (`soleOwnHome` is that answer); a rate of the region on the whole
 * price, leaving out an exemption or reduction the buyer may have; or nothing the rules
 * recognise.
 */
export type AgencyDuties =
  | { kind: 'same' }
  | { kind: 'otherAnswer'; soleOwnHome: boolean }
  | { kind: 'wholePrice'; rate: number }
  | { kind: 'unknown' };

/** A CRM rounds: within half a percent, or ten euros, two figures are the same. */
export const sameFigure = (a: number, b: number) => Math.abs(a - b) <= Math.max(10, Math.abs(b) * 0.005);

export function readAgencyDuties(figure: number, situation: NoteSituation, estimate: number): AgencyDuties {
  if (sameFigure(figure, estimate)) return { kind: 'same' };
  const { price, region, soleOwnHome, deedDate, coreCity = false } = situation;
  const other = registrationDuties({ region, price, soleOwnHome: !soleOwnHome, deedDate, coreCity });
  if (!situation.newBuild && other && sameFigure(figure, other.amount)) return { kind: 'otherAnswer', soleOwnHome: !soleOwnHome };
  const rule = other?.rule;
  const rate = rule && [rule.soleOwnHomeRate, rule.standardRate].find((candidate) => sameFigure(figure, toCents(price * candidate)));
  return rate === undefined ? { kind: 'unknown' } : { kind: 'wholePrice', rate };
}

/** The notary's bill of the sale deed (fee, administrative costs and the VAT on them) in an estimate. */
export function saleDeedBillTotal(costs: PurchaseCosts): number {
  return toCents(costs.lines.filter((line) => ['notaryFee', 'administrative', 'vatOnFees'].includes(line.key)).reduce((sum, line) => sum + line.amount, 0));
}
