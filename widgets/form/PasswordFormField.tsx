/**
 * A password of a form (the owner's login, a new password): shown or hidden at the
 * visitor's choice (widgets/ui/controls/Field.tsx), with what a password manager needs to know.
 * A form with a password names it as its control (useForm's `controls`).
 */
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '../ui/controls/Field.tsx';
import { type FieldControlProps, fieldLabel } from './FormField.tsx';

export function PasswordFormField({ spec, value, error, hint, onValue }: FieldControlProps) {
  const { t, i18n } = useLingui();
  // a new password (with its least length) and its confirmation are new-password: a
  // password manager offers to make one and saves it; the login's is current-password
  const isNew = Boolean(spec.minLength) || spec.name === 'passwordConfirm';
  const minLength = spec.minLength;
  return (
    <PasswordField
      name={spec.name}
      label={fieldLabel(spec, i18n)}
      error={error}
      required={spec.required}
      hint={hint}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...(minLength ? { minLength, hint: t({ id: 'form.passwordHint', message: `At least ${minLength} characters.` }) } : {})}
      value={typeof value === 'string' ? value : ''}
      onValue={(next) => onValue(spec.name, next)}
    />
  );
}
