import { MAX_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, address, captcha, person, cv } from '../shared-fields.ts';

/** A job application or spontaneous contact (no position). */
export const jobForm = {
  kind: 'job',
  fields: [
    ...person,
    ...address(false),
    field('position', 'text', false, 'field.position', { maxLength: MAX_LENGTH.street }),
    field('motivation', 'multiline', false, 'field.motivation', { maxLength: MAX_LENGTH.multiline }),
    cv,
    captcha,
  ],
  rules: [],
} as const satisfies FormSpec;
