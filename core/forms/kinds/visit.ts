import type { FormSpec } from '../form-spec.ts';
import { address, remark, timeSlots, newsletter, captcha, propertyId, person } from '../shared-fields.ts';

/** Spec §1: ask for a visit of a property. */
export const visitForm = {
  kind: 'visit',
  fields: [propertyId(true), ...person, ...address(false), remark(false), timeSlots, newsletter, captcha],
  rules: [],
} as const satisfies FormSpec;
