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
import { type Ask, type RentalRegion } from './rental-law.ts';

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

/**
 * The deposit a tenant pays, in months of rent (spec §9: three; two in Brussels and
 * Wallonia, whose decrees cap a deposit on a blocked account at two months).
 */
export const DEPOSIT_MONTHS: Readonly<Record<RentalRegion, number>> = { flanders: 3, luxembourg: 3, brussels: 2, wallonia: 2 };

export interface RentalTerm {
  message: MessageId;
  /** euros, when the property's data says how much */
  amount: number | null;
}

/**
 * The costs of moving in that a candidate confirms (spec §9), from what the property's
 * data has: the first month's rent and charges, the deposit, the share of the inventory
 * of condition. The minimum income and the most persons are shown only where the data
 * has them, which the listings do not; the income is never checked against them here.
 */
export function rentalTerms(
  property: Pick<Property, 'Price' | 'PublishPrice' | 'ChargesRenter' | 'DepositAmount' | 'Inventory'>,
  region: RentalRegion,
): RentalTerm[] {
  const rent = property.PublishPrice && typeof property.Price === 'number' ? property.Price : null;
  const months = DEPOSIT_MONTHS[region];
  const terms: RentalTerm[] = [];
  if (rent !== null) terms.push({ message: termsMessages.rentalFirstMonthRent.id, amount: rent });
  if (typeof property.ChargesRenter === 'number') terms.push({ message: termsMessages.rentalFirstMonthCharges.id, amount: property.ChargesRenter });
  terms.push({
    message: months === 2 ? termsMessages.rentalDepositTwoMonths.id : termsMessages.rentalDeposit.id,
    amount: typeof property.DepositAmount === 'number' ? property.DepositAmount : rent !== null ? rent * months : null,
  });
  if (property.Inventory === true) terms.push({ message: termsMessages.rentalInventoryShare.id, amount: null });
  return terms;
}
