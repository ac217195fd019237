/**
 * The rental application's rules besides which fields it asks (./rental-law.ts, by the
 * law of the property's region): the region of a property, why the form asks what it
 * asks, and the costs of moving in a candidate confirms.
 */
import type { MessageId } from '../messages.ts';
import * as rentalMessages from '../messages/rental.ts';
import * as termsMessages from '../messages/terms.ts';
import type { Property } from '../property/types.ts';
import { COUNTRY_LUXEMBOURG } from '../property/reference.ts';
import { type Region, regionOfZip } from '../property/region.ts';
import type { FieldSpec } from './fields.ts';
import { rentalForm } from './kinds/rental.ts';
import { type Ask, RENTAL_REGIONS, type RentalRegion } from './rental-law.ts';

export { type Ask, RENTAL_REGIONS, type RentalRegion } from './rental-law.ts';

/** Why the form asks what it asks, by region. */
export const RENTAL_BASIS: Readonly<Record<RentalRegion, MessageId>> = {
  brussels: rentalMessages.basisBrussels.id,
  flanders: rentalMessages.basisFlanders.id,
  wallonia: rentalMessages.basisWallonia.id,
  luxembourg: rentalMessages.basisLuxembourg.id,
};

/** The legal region of a property: the Grand Duchy by its country, Belgium by its postal code; null when neither says. */
export function rentalRegionOf(property: { Zip?: string | null; CountryID?: number | null }): RentalRegion | null {
  if (property?.CountryID === COUNTRY_LUXEMBOURG) return 'luxembourg';
  return regionOfZip(property?.Zip) as Region | null;
}

/** The fields of the rental application for a property in `region`, in the spec's order. */
export function rentalFields(region: RentalRegion): readonly FieldSpec[] {
  return rentalForm.regional(region);
}

/** How the form of `region` treats `field`. */
export function rentalAsk(region: RentalRegion, field: string): Ask {
  const spec = rentalFields(region).find((candidate) => candidate.name === field);
  if (!spec) return 'omitted';
  return spec.required ? 'required' : 'optional';
}

let everywhere: readonly FieldSpec[] | undefined;

/**
 * The fields every region's form asks (optional where any region leaves them so): what a
 * form may ask when the property, and so its law, is not known yet.
 */
export function rentalFieldsEverywhere(): readonly FieldSpec[] {
  everywhere ??= (rentalForm.fields as readonly FieldSpec[]).flatMap((spec) => {
    const asks = RENTAL_REGIONS.map((region) => rentalAsk(region, spec.name));
    if (asks.includes('omitted')) return [];
    return [{ ...spec, required: asks.every((ask) => ask === 'required') }];
  });
  return everywhere;
}

/**
 * The most a landlord may ask as a rental deposit, in months of rent, by the law of the
 * property's region (spec §9 says three months; two where the region caps it):
 * - Flanders, Rental Decree art. 37: at most 3 months, whatever its form.
 * - Brussels, Housing Code art. 248, and Wallonia, decree of 15 March 2018 art. 62: at
 *   most 2 months on a blocked account, the form a candidate is offered here (a bank
 *   guarantee of 3 months is the tenant's choice, not the landlord's).
 * - Luxembourg, law of 21 September 2006 art. 5: at most 3 months.
 */
export const DEPOSIT_MONTHS: Readonly<Record<RentalRegion, number>> = { flanders: 3, luxembourg: 3, brussels: 2, wallonia: 2 };

export interface RentalDeposit {
  /** whole months of rent */
  months: number;
  /** euros; null when the rent is not published (the deposit would tell it) */
  amount: number | null;
}

/** The rent as the listing publishes it, or null. */
function publishedRent(property: Pick<Property, 'Price' | 'PublishPrice'>): number | null {
  return property.PublishPrice === true && typeof property.Price === 'number' && property.Price > 0 ? property.Price : null;
}

/**
 * The deposit a candidate is told, its months and its amount from one rule so that the
 * two never disagree: the CRM's deposit when it is a whole number of months of the
 * published rent within the region's maximum (a landlord may ask less), otherwise the
 * region's maximum computed from the rent. A CRM deposit above the maximum, or not a
 * whole number of months, is not shown: it would contradict the law or the label.
 */
export function rentalDeposit(property: Pick<Property, 'Price' | 'PublishPrice' | 'DepositAmount'>, region: RentalRegion): RentalDeposit {
  const most = DEPOSIT_MONTHS[region];
  const rent = publishedRent(property);
  if (rent === null) return { months: most, amount: null };
  const recorded = property.DepositAmount;
  if (typeof recorded === 'number' && recorded > 0) {
    const months = Math.round(recorded / rent);
    // cents: a deposit of 3 × € 983,33 is recorded as 2949.99 or 2950
    if (months >= 1 && months <= most && Math.abs(recorded - months * rent) < 0.01 * months) return { months, amount: recorded };
  }
  return { months: most, amount: Math.round(rent * most * 100) / 100 };
}

export interface RentalTerm {
  message: MessageId;
  /** the message's placeholders */
  values?: Readonly<Record<string, number>>;
  /** euros, when the property's data says how much */
  amount: number | null;
}

/**
 * The costs of moving in that a candidate confirms (spec §9), from what the property's
 * data has: the first month's rent and charges, the deposit, the share of the inventory
 * of condition. The minimum income and the most persons are shown only where the data
 * has them, which the listings do not; the income is never checked against them here.
 * The online form and the form to download show the same list.
 */
export function rentalTerms(
  property: Pick<Property, 'Price' | 'PublishPrice' | 'ChargesRenter' | 'DepositAmount' | 'Inventory'>,
  region: RentalRegion,
): RentalTerm[] {
  const rent = publishedRent(property);
  const deposit = rentalDeposit(property, region);
  const terms: RentalTerm[] = [];
  if (rent !== null) terms.push({ message: termsMessages.rentalFirstMonthRent.id, amount: rent });
  if (typeof property.ChargesRenter === 'number') terms.push({ message: termsMessages.rentalFirstMonthCharges.id, amount: property.ChargesRenter });
  terms.push({ message: termsMessages.rentalDeposit.id, values: { months: deposit.months }, amount: deposit.amount });
  if (property.Inventory === true) terms.push({ message: termsMessages.rentalInventoryShare.id, amount: null });
  return terms;
}
