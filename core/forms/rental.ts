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
