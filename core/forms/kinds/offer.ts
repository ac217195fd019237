import { MAX_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, captcha, propertyId, MAX_PRICE, person, buyer } from '../shared-fields.ts';

/** Spec §3 purchase offer: the amount twice, how long it holds, where and when signed, by whom. */
export const offerForm = {
  kind: 'offer',
  fields: [
    propertyId(true),
    field('amount', 'amount', true, 'field.amount', {
      min: 1,
      max: MAX_PRICE,
      messages: { required: 'validation.amountRequired', invalid: 'validation.numberInvalid' },
    }),
    field('amountInWords', 'text', true, 'field.amountInWords', {
      maxLength: MAX_LENGTH.amountInWords,
      messages: { required: 'validation.amountInWordsRequired' },
    }),
    field('startDate', 'date', true, 'field.startDate', {
      messages: { required: 'validation.startDateIncomplete', incomplete: 'validation.startDateIncomplete', invalid: 'validation.dateInvalid' },
    }),
    field('endDate', 'date', true, 'field.endDate', {
      messages: { required: 'validation.endDateIncomplete', incomplete: 'validation.endDateIncomplete', invalid: 'validation.dateInvalid' },
    }),
    field('place', 'text', true, 'field.place', { maxLength: MAX_LENGTH.text, messages: { required: 'validation.placeRequired' } }),
    field('signingDate', 'date', true, 'field.signingDate', {
      messages: { required: 'validation.signingDateRequired', incomplete: 'validation.signingDateRequired', invalid: 'validation.dateInvalid' },
    }),
    field('conditions', 'multiline', false, 'field.conditions', { maxLength: MAX_LENGTH.multiline }),
    field('personA', 'person', true, 'field.personA', { fields: buyer }),
    // a second buyer (a partner): filled in completely, or not at all
    field('personB', 'person', false, 'field.personB', { fields: buyer }),
    captcha,
  ],
  rules: [{ rule: 'notBelow', field: 'endDate', other: 'startDate', message: 'validation.endDateInvalid' }],
} as const satisfies FormSpec;
