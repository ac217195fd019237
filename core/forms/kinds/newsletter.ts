import type { FormSpec } from '../form-spec.ts';
import { firstName, lastName, email, address, newsletter, captcha, mailLanguage } from '../shared-fields.ts';

/** Double opt-in: the address is used once its owner confirmed it from the mail it gets. */
export const newsletterForm = {
  kind: 'newsletter',
  fields: [email, mailLanguage('field.newsletterLanguage'), firstName(false), lastName(false), captcha],
  rules: [],
} as const satisfies FormSpec;
