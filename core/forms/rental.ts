/**
 * What a rental application may ask, by the law of the property's region (spec §3's
 * fields are the most it asks): which of those fields a candidate sees, and which are
 * required.
 *
 * - Brussels Housing Code, art. 200ter: before a visit only a name and a way to reach
 *   the candidate; after it, the amount of the resources and the composition of the
 *   household. No CV, no pets, no reason for moving; a postal address is optional (an
 *   e-mail address and a phone number reach the candidate).
 * - Flemish Rental Decree, art. 7: only what is necessary to choose a tenant, income as
 *   an amount, never its source. Pets bear on the lease (a building may refuse them),
 *   so they may be stated; a CV and the reason for moving are not necessary.
 * - Wallonia (and the Grand Duchy): the data protection rules (Data Protection Authority,
 *   recommendation 01/2009): what is proportionate, never a national register number or
 *   copies of pay slips, which no field asks anywhere. CV, pets and reason are optional.
 *
 * The application is made after a visit, so Brussels' post-visit list applies.
 */
import type { MessageId } from '../messages.ts';
import * as rentalMessages from '../messages/rental.ts';
import * as termsMessages from '../messages/terms.ts';
import type { Property } from '../property/types.ts';
import { COUNTRY_LUXEMBOURG } from '../property/reference.ts';
import { type Region, regionOfZip } from '../property/region.ts';
import type { FieldSpec } from './fields.ts';
import { FORMS } from './forms.ts';

export const RENTAL_REGIONS = ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const;
export type RentalRegion = (typeof RENTAL_REGIONS)[number];

export type Ask = 'required' | 'optional' | 'omitted';

type RentalField = (typeof FORMS)['rental']['fields'][number]['name'];

/** What differs from the spec's form; a field not named keeps its own `required`. */
const RULES: Readonly<Record<RentalRegion, Partial<Record<RentalField, Ask>>>> = {
  brussels: {
    street: 'optional',
    houseNumber: 'optional',
    zip: 'optional',
    city: 'optional',
    pets: 'omitted',
    reason: 'omitted',
    cv: 'omitted',
  },
  flanders: {
    street: 'optional',
    houseNumber: 'optional',
    zip: 'optional',
    city: 'optional',
    reason: 'omitted',
    cv: 'omitted',
  },
  wallonia: {},
  luxembourg: {},
};

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

/** How the form of `region` treats `field`. */
export function rentalAsk(region: RentalRegion, field: string): Ask {
  const rule = RULES[region][field as RentalField];
  if (rule) return rule;
  const spec = (FORMS.rental.fields as readonly FieldSpec[]).find((candidate) => candidate.name === field);
  if (!spec) return 'omitted';
  return spec.required ? 'required' : 'optional';
}

const cache = new Map<RentalRegion, readonly FieldSpec[]>();

/** The fields of the rental application for a property in `region`, in the spec's order. */
export function rentalFields(region: RentalRegion): readonly FieldSpec[] {
  let fields = cache.get(region);
  if (!fields) {
    fields = (FORMS.rental.fields as readonly FieldSpec[]).flatMap((spec) => {
      const ask = rentalAsk(region, spec.name);
      if (ask === 'omitted') return [];
      return [ask === 'required' ? { ...spec, required: true } : { ...spec, required: false }];
    });
    cache.set(region, fields);
  }
  return fields;
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
