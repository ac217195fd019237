import { MAX_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, address } from '../shared-fields.ts';

/** Spec §6: an owner logs in with a username or an e-mail address. */
export const loginForm = {
  kind: 'login',
  fields: [
    field('username', 'text', true, 'field.username', {
      maxLength: MAX_LENGTH.email,
      messages: { required: 'validation.usernameRequired' },
    }),
    field('password', 'password', true, 'field.password', {
      maxLength: MAX_LENGTH.password,
      messages: { required: 'validation.passwordRequired' },
    }),
  ],
  rules: [],
} as const satisfies FormSpec;
