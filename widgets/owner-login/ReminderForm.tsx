/**
 * "Password forgotten": the owner's e-mail address (and the page's captcha); the same
 * answer whether an account has it or not, so the form cannot tell a stranger who is a
 * client of the agency. The mail's link leads to the reset page of the route table.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { ownerAccount } from '../../core/api/resources/owner-account.ts';
import type { Language } from '../../core/i18n/languages.ts';
import * as successMessages from '../../core/messages/success.ts';
import { Form } from '../form/Form.tsx';
import { useForm } from '../form/use-form.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { passwordReminderForm } from '../../core/forms/kinds/password-reminder.ts';

export interface ReminderFormProps {
  host: HTMLElement;
  language: Language;
  labelledBy: string;
  onBack(): void;
}

export function ReminderForm({ host, language, labelledBy, onBack }: ReminderFormProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const form = useForm({
    form: passwordReminderForm,
    host,
    language,
    send: (body, idempotencyKey) => ownerAccount(api).passwordReminder(body, { idempotencyKey, language }),
    onSent: () => undefined,
  });
  const back = (
    <button type="button" className="button button--quiet" onClick={onBack}>
      {t({ id: 'ownerLogin.backToLogin', message: 'Back to the login' })}
    </button>
  );
  return (
    <div className="login__form">
      <p className="login__intro">
        {t({
          id: 'ownerLogin.reminder.intro',
          message: 'Enter the e-mail address of your account. We will send you a link to choose a new password; it works for one hour.',
        })}
      </p>
      <Form
        form={form}
        labelledBy={labelledBy}
        requiredNote={false}
        submitLabel={t({ id: 'ownerLogin.reminder.submit', message: 'Send me a link' })}
        sent={<ReminderSent message={i18n._(successMessages.passwordReminderSent.id)} back={back} />}
        actions={back}
      />
    </div>
  );
}

function ReminderSent({ message, back }: { message: string; back: ReactNode }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="login__sent" ref={box} tabIndex={-1}>
      <Alert tone="success">
        <p>{message}</p>
        <p>{t({ id: 'ownerLogin.reminder.spam', message: 'No mail within a few minutes? Look in your spam folder, or call us.' })}</p>
      </Alert>
      <p>{back}</p>
    </div>
  );
}
