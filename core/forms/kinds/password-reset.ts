import { MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field } from '../shared-fields.ts';

/** The page the reminder mail links to: a new password, typed twice. */
export const passwordResetForm = {
  kind: 'password-reset',
  fields: [
    field('token', 'text', true, 'field.token', {
      maxLength: MAX_LENGTH.token,
      messages: { required: 'validation.resetLinkInvalid', invalid: 'validation.resetLinkInvalid' },
    }),
    field('password', 'password', true, 'field.newPassword', {
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: MAX_LENGTH.password,
      messages: { required: 'validation.passwordRequired', invalid: 'validation.passwordTooShort' },
    }),
    field('passwordConfirm', 'password', true, 'field.passwordConfirm', {
      maxLength: MAX_LENGTH.password,
      messages: { required: 'validation.passwordConfirmRequired' },
    }),
  ],
  rules: [{ rule: 'same', field: 'passwordConfirm', other: 'password', message: 'validation.passwordMismatch' }],
} as const satisfies FormSpec;
