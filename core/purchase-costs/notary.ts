/**
 * The notary's fees, as dated entries (./dated.ts): the fee of the sale deed and of the
 * credit deed by the legal scale (the annex to the Royal Decree of 16 December 1950, as
 * the Royal Decree of 22 November 2022 rewrote it for deeds from 1 January 2023), the flat
 * administrative costs that decree introduced, and the VAT on both.
 *
 * A scale is a fixed part plus a rate on each band of the amount: the sale deed's fee is
 * reckoned on the price, the credit deed's on the amount the mortgage guarantees.
 *
 * How the 2023 entries were established: the decree's annex itself could not be read
 * where this was written. The bands below € 250 095 are those of the 1950 scale J as
 * published before 2023; the fixed parts and the rates from € 64 095 up are those that
 * reproduce, to the cent, the official calculator of the notaries' federation
 * (notaire.be) at € 150 000, € 280 000 and € 450 000, for both scale J and scale Jbis
 * (the buyers' sole own home). Below € 150 000 the 2023 figures are not confirmed by an
 * official example. The credit deed's scale is a straight line through the calculator's
 * fees for a loan of € 150 000 and of € 252 000. Check these entries against the annex at
 * the `source` address before relying on them outside an estimate.
 */
import { type Dated, entryOn, toCents } from './dated.ts';

export interface FeeBand {
  /** the band runs from the previous band's end to this amount */
  upTo: number;
  rate: number;
}

export interface FeeScale {
  /** added to the bands' sum (negative: taken off); the fee is never below 0 */
  base: number;
  bands: readonly FeeBand[];
}

/** The fee on `amount` by `scale`, to the cent; 0 for no amount. */
export function scaleFee(scale: FeeScale, amount: number): number {
  if (!(amount > 0)) return 0;
  let fee = scale.base;
  let lower = 0;
  for (const band of scale.bands) {
    if (amount <= lower) break;
    fee += (Math.min(amount, band.upTo) - lower) * band.rate;
    lower = band.upTo;
  }
  return Math.max(0, toCents(fee));
}

/** The 1950 scale J's bands up to € 64 095, in force before and, as far as checked, after 2023. */
const LOWER_BANDS: readonly FeeBand[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
];

export interface SaleDeedFees extends Dated {
  /** scale J */
  general: FeeScale;
  /** scale Jbis: natural persons buying their sole own home */
  soleOwnHome: FeeScale;
}

const SCALE_1950: FeeScale = {
  base: 0,
  bands: [...LOWER_BANDS, { upTo: 250_095, rate: 0.0057 }, { upTo: Infinity, rate: 0.00057 }],
};

export const SALE_DEED_FEES: readonly SaleDeedFees[] = [
  {
    // the euro figures of the 1950 scale J (there was no Jbis)
    from: '2002-01-01',
    source: 'http://www.2747.com/2747/law/notary/tariff/1950/belgie.htm',
    general: SCALE_1950,
    soleOwnHome: SCALE_1950,
  },
  {
    from: '2023-01-01',
    source: 'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846',
    general: { base: 29.22, bands: [...LOWER_BANDS, { upTo: 250_095, rate: 0.0057 }, { upTo: Infinity, rate: 0.002 }] },
    soleOwnHome: { base: -119.08, bands: [...LOWER_BANDS, { upTo: 250_095, rate: 0.00485 }, { upTo: Infinity, rate: 0.003 }] },
  },
];

export interface CreditDeedFees extends Dated {
  /** on the amount borrowed */
  scale: FeeScale;
}

export const CREDIT_DEED_FEES: readonly CreditDeedFees[] = [
  {
    from: '2023-01-01',
    source: 'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846',
    scale: { base: 343.34, bands: [{ upTo: Infinity, rate: 0.00179265 }] },
  },
];

export interface AdministrativeCosts extends Dated {
  /** the file's first deed (the sale) */
  firstDeed: number;
  /** each further deed of the same file (the credit deed beside a sale) */
  furtherDeed: number;
}

export const ADMINISTRATIVE_COSTS: readonly AdministrativeCosts[] = [
  {
    from: '2023-01-01',
    source: 'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846',
    firstDeed: 750,
    furtherDeed: 550,
  },
];

export interface VatRate extends Dated {
  /** the standard rate: new buildings, and the notary's fees and costs */
  standard: number;
}

export const VAT_RATES: readonly VatRate[] = [
  { from: '1996-01-01', source: 'https://www.ejustice.just.fgov.be/eli/loi/1969/07/03/1969070303/justel', standard: 0.21 },
];

export interface NotaryBill {
  fee: number;
  administrative: number;
  vat: number;
  /** the entries used, for the sources and dates shown beside the estimate */
  rules: readonly Dated[];
}

/** A deed's bill: its fee, its administrative costs and the VAT on both. */
function bill(fee: Dated & { amount: number }, deed: 'firstDeed' | 'furtherDeed', deedDate: string): NotaryBill | undefined {
  const costs = entryOn(ADMINISTRATIVE_COSTS, deedDate);
  const vat = entryOn(VAT_RATES, deedDate);
  if (!costs || !vat) return undefined;
  const administrative = costs[deed];
  return { fee: fee.amount, administrative, vat: toCents((fee.amount + administrative) * vat.standard), rules: [fee, costs, vat] };
}

/** The sale deed's fee by scale J, or Jbis for a sole own home; undefined before the first entry. */
export function saleDeedFee(price: number, soleOwnHome: boolean, deedDate: string): (SaleDeedFees & { amount: number }) | undefined {
  const fees = entryOn(SALE_DEED_FEES, deedDate);
  return fees && { ...fees, amount: scaleFee(soleOwnHome ? fees.soleOwnHome : fees.general, price) };
}

/** The sale deed: its fee, the file's first administrative costs and the VAT on both. Undefined when an entry is missing for the date. */
export function saleDeedBill(price: number, soleOwnHome: boolean, deedDate: string): NotaryBill | undefined {
  const fee = saleDeedFee(price, soleOwnHome, deedDate);
  return fee && bill(fee, 'firstDeed', deedDate);
}

/** The credit deed beside a sale: its fee on the amount borrowed, a further deed's administrative costs, the VAT on both. */
export function creditDeedBill(borrowed: number, deedDate: string): NotaryBill | undefined {
  const fees = entryOn(CREDIT_DEED_FEES, deedDate);
  return fees && bill({ ...fees, amount: scaleFee(fees.scale, borrowed) }, 'furtherDeed', deedDate);
}
