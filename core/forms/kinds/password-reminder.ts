import type { FormSpec } from '../form-spec.ts';
import { email, captcha } from '../shared-fields.ts';

/** An owner who forgot the password asks for a link to set a new one. */
export const passwordReminderForm = {
  kind: 'password-reminder',
  fields: [email, captcha],
  rules: [],
} as const satisfies FormSpec;
