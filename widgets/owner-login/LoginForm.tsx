/**
 * The login itself: username or e-mail address and password, as password managers know
 * a login form (`autocomplete="username"` and `current-password`, a real form that is
 * submitted, pasting allowed), with a button that shows the password as typed
 * (WCAG 3.3.8, accessible authentication). The catalogue's messages say what went
 * wrong; after too many attempts, from when the owner can try again.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../core/i18n/languages.ts';
import { ownerAccount } from '../../core/api/resources/owner-account.ts';
import { Form } from '../form/Form.tsx';
import { PasswordFormField } from '../form/PasswordFormField.tsx';
import { useForm } from '../form/use-form.ts';
import { Status } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { loginForm } from '../../core/forms/kinds/login.ts';

export interface LoginFormProps {
  host: HTMLElement;
  language: Language;
  labelledBy: string;
  /** on the way to the portal: the form says so */
  leaving: boolean;
  onLoggedIn(): void;
  onForgotten(): void;
}

export function LoginForm({ host, language, labelledBy, leaving, onLoggedIn, onForgotten }: LoginFormProps) {
  const { t } = useLingui();
  const api = useApi();
  const form = useForm({
    form: loginForm,
    host,
    language,
    send: (body) => ownerAccount(api).login(body, { language }),
    onSent: onLoggedIn,
    controls: { password: PasswordFormField },
  });
  return (
    <div className="login__form">
      <Form
        form={form}
        labelledBy={labelledBy}
        requiredNote={false}
        inputKeptNote={false}
        submitLabel={t({ id: 'ownerLogin.submit', message: 'Log in' })}
        sendingLabel={t({ id: 'ownerLogin.sending', message: 'Logging in…' })}
        sent={<Status>{leaving ? t({ id: 'ownerLogin.opening', message: 'You are logged in. Your properties are on their way…' }) : null}</Status>}
        actions={
          <button type="button" className="button button--quiet login__forgotten" onClick={onForgotten}>
            {t({ id: 'ownerLogin.forgotten', message: 'Password forgotten?' })}
          </button>
        }
      />
    </div>
  );
}
