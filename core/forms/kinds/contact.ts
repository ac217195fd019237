import type { FormSpec } from '../form-spec.ts';
import { remark, timeSlots, newsletter, captcha, propertyId, projectId, person } from '../shared-fields.ts';

/** "Contact me" about a project (or one of its units) or a property, from its contact card. */
export const contactForm = {
  kind: 'contact',
  fields: [...person, remark(false), timeSlots, newsletter, projectId, propertyId(false), captcha],
  rules: [],
} as const satisfies FormSpec;
