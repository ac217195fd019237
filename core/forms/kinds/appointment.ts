import type { FormSpec } from '../form-spec.ts';
import { field, remark, newsletter, captcha, propertyId, person } from '../shared-fields.ts';

/** The appointment plugin: a moment of the agency's calendar, booked by the visit form's person. */
export const appointmentForm = {
  kind: 'appointment',
  fields: [
    propertyId(true),
    field('slotId', 'text', true, 'field.slot', {
      // an id the server made (`5103-20260120T1700`); longer is not one of its
      maxLength: 64,
      messages: { required: 'validation.slotRequired', invalid: 'validation.slotRequired' },
    }),
    ...person,
    remark(false),
    newsletter,
    captcha,
  ],
  rules: [],
} as const satisfies FormSpec;
