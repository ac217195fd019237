// The rental application's fields apart from its form, so that what the law of each
// region asks of them (../rental-law.ts) reads their names without reading the form.
import { MAX_LENGTH } from '../fields.ts';
import { field, address, remark, captcha, propertyId, MAX_INCOME, MAX_ROOMS, person, cv } from '../shared-fields.ts';

/** Spec §3 rental application: who would live there, from when, with what income (the most any region allows). */
export const rentalFields = [
  propertyId(true),
  ...person,
  ...address(true),
  field('adults', 'integer', true, 'field.adults', {
    min: 1,
    max: MAX_ROOMS,
    messages: { required: 'validation.adultsRequired', invalid: 'validation.numberInvalid' },
  }),
  // children count for the household up to 25, as for the Belgian child benefit
  field('kids', 'ages', false, 'field.kids', { min: 0, max: 25, maxItems: MAX_ROOMS, messages: { invalid: 'validation.numberInvalid' } }),
  field('pets', 'text', false, 'field.pets', { maxLength: MAX_LENGTH.text }),
  field('moveDate', 'date', false, 'field.moveDate', { messages: { invalid: 'validation.dateInvalid' } }),
  field('reason', 'multiline', false, 'field.reason', { maxLength: MAX_LENGTH.multiline }),
  field('incomePerson1', 'amount', true, 'field.incomePerson1', {
    min: 0,
    max: MAX_INCOME,
    messages: { required: 'validation.incomeRequired', invalid: 'validation.numberInvalid' },
  }),
  field('incomePerson2', 'amount', false, 'field.incomePerson2', { min: 0, max: MAX_INCOME, messages: { invalid: 'validation.numberInvalid' } }),
  // optional: a tenant without a CV still applies; the income is asked for above
  cv,
  remark(false),
  captcha,
] as const;
export type RentalFieldName = (typeof rentalFields)[number]['name'];
