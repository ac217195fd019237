/**
 * What a mortgage costs on the day of the deed, and what it costs each month after.
 *
 * The deed: a registration duty of 1 % and a mortgage registration fee of 0.3 %, both on
 * the sum the mortgage is registered for (the amount borrowed and, by bank practice, 10 %
 * of it for interest and costs, the "accessories"), and the notary's bill for the credit
 * deed (./notary.ts). The fixed fee of the land registry office and the notary's
 * disbursements vary with the file and are left out.
 *
 * The month: a loan repaid in equal monthly instalments (an annuity) at the annual rate
 * the visitor types. Belgian mortgage credit states its rate as a yearly one; the monthly
 * rate is the equivalent one, (1 + rate)^(1/12) − 1, not a twelfth of it.
 */
import { type Dated, entryOn, toCents } from './dated.ts';
import { type NotaryBill, creditDeedBill } from './notary.ts';

export interface MortgageDuties extends Dated {
  /** the registration duty on the registered sum */
  registrationRate: number;
  /** the mortgage registration fee on the registered sum */
  inscriptionRate: number;
  /** the share of the amount borrowed registered beside it */
  accessories: number;
}

export const MORTGAGE_DUTIES: readonly MortgageDuties[] = [
  {
    // the date of the cited explanation; the rates are older
    from: '2021-03-10',
    source: 'https://notaris.be/de-notaris/actueel/een-woning-kopen-de-factuur-van-de-notaris-beter-begrijpen',
    registrationRate: 0.01,
    inscriptionRate: 0.003,
    accessories: 0.1,
  },
];

export interface MortgageDeedCosts {
  /** the sum the mortgage is registered for */
  registered: number;
  registration: number;
  inscription: number;
  duties: MortgageDuties;
  notary: NotaryBill;
  rules: readonly Dated[];
}

/** The credit deed's costs for `borrowed` euro, or undefined when an entry is missing for the date or nothing is borrowed. */
export function mortgageDeedCosts(borrowed: number, deedDate: string): MortgageDeedCosts | undefined {
  if (!(borrowed > 0)) return undefined;
  const duties = entryOn(MORTGAGE_DUTIES, deedDate);
  const notary = creditDeedBill(borrowed, deedDate);
  if (!duties || !notary) return undefined;
  const registered = toCents(borrowed * (1 + duties.accessories));
  return {
    registered,
    registration: toCents(registered * duties.registrationRate),
    inscription: toCents(registered * duties.inscriptionRate),
    duties,
    notary,
    rules: [duties, ...notary.rules],
  };
}

/**
 * The monthly instalment repaying `amount` over `years` at `annualRate` percent a year
 * (3.5 for 3.5 %), to the cent. Undefined for input that is no loan (no amount, no term,
 * a negative rate).
 */
export function monthlyPayment(amount: number, annualRate: number, years: number): number | undefined {
  if (!(amount > 0) || !(years > 0) || !Number.isFinite(years) || !(annualRate >= 0) || !Number.isFinite(annualRate)) return undefined;
  const months = Math.round(years * 12);
  if (months < 1) return undefined;
  const monthly = (1 + annualRate / 100) ** (1 / 12) - 1;
  return toCents(monthly === 0 ? amount / months : (amount * monthly) / (1 - (1 + monthly) ** -months));
}
