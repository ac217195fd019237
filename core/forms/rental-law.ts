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
// Apart from the form's other rules (./rental.ts), so that the form's definition
// (./forms.ts) follows its region without them.
import type { FieldSpec } from './fields.ts';
import type { RentalFieldName } from './kinds/rental-fields.ts';

export const RENTAL_REGIONS = ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const;
export type RentalRegion = (typeof RENTAL_REGIONS)[number];

export type Ask = 'required' | 'optional' | 'omitted';

/** What differs from the spec's form; a field not named keeps its own `required`. */
const RULES: Readonly<Record<RentalRegion, Partial<Record<RentalFieldName, Ask>>>> = {
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

const cache = new Map<RentalRegion, readonly FieldSpec[]>();

/** `fields` (the rental application's, in the spec's order) as the form of `region` asks them. */
export function fieldsInRegion(region: RentalRegion, fields: readonly FieldSpec[]): readonly FieldSpec[] {
  let asked = cache.get(region);
  if (!asked) {
    asked = fields.flatMap((spec) => {
      const ask = RULES[region][spec.name as RentalFieldName] ?? (spec.required ? 'required' : 'optional');
      if (ask === 'omitted') return [];
      return [{ ...spec, required: ask === 'required' }];
    });
    cache.set(region, asked);
  }
  return asked;
}
