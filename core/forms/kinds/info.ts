import type { FormSpec } from '../form-spec.ts';
import { title, firstName, lastName, email, phone, remark, timeSlots, newsletter, captcha, propertyId } from '../shared-fields.ts';

/** Spec §1: ask for more information about a property; an e-mail answer is enough. */
export const infoForm = {
  kind: 'info',
  fields: [propertyId(true), title(false), firstName(true), lastName(true), email, phone(false), remark(false), timeSlots, newsletter, captcha],
  rules: [],
} as const satisfies FormSpec;
