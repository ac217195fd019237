/**
 * The page the password reminder's mail links to: a new password, typed twice ("Please
 * confirm the password", and the two must be the same), saved as a new password for
 * password managers (`autocomplete="new-password"`). The link's token travels in the
 * address's fragment, which no server or Referer sees; once the password is saved it
 * leaves the address bar too.
 */
import { useLingui } from '@lingui/react/macro';
import { ownerAccount } from '../../core/api/resources/owner-account.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { Form } from '../form/Form.tsx';
import { PasswordFormField } from '../form/PasswordFormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useApi } from '../ui/api.ts';
import { replaceLocation } from '../ui/navigation/location.ts';
import { passwordResetForm } from '../../core/forms/kinds/password-reset.ts';

/** The reset token of a `#token=…` fragment (a `?token=` query is read too, for links made by hand). */
export function tokenOf(hash: string, search = ''): string | undefined {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const token = fromHash ?? new URLSearchParams(search).get('token');
  return token && /^[\w-]{16,200}$/.test(token) ? token : undefined;
}

export interface ResetFormProps {
  host: HTMLElement;
  language: Language;
  labelledBy: string;
  token: string;
  onReset(): void;
  onNewLink(): void;
}

export function ResetForm({ host, language, labelledBy, token, onReset, onNewLink }: ResetFormProps) {
  const { t } = useLingui();
  const api = useApi();
  const form = useForm({
    form: passwordResetForm,
    host,
    language,
    fixed: { token },
    controls: { password: PasswordFormField },
    send: (body) => ownerAccount(api).passwordReset(body),
    onSent: () => {
      // a used link is worth nothing; it should not stay in the history either
      replaceLocation(`${location.pathname}${location.search}`);
      onReset();
    },
  });
  return (
    <div className="login__form">
      <p className="login__intro">
        {t({ id: 'ownerLogin.reset.intro', message: 'Choose the password you will log in with from now on, and type it a second time.' })}
      </p>
      <Form
        form={form}
        labelledBy={labelledBy}
        submitLabel={t({ id: 'ownerLogin.reset.submit', message: 'Save my new password' })}
        sent={null}
        actions={
          <button type="button" className="button button--quiet" onClick={onNewLink}>
            {t({ id: 'ownerLogin.reset.newLink', message: 'Ask for a new link' })}
          </button>
        }
      />
    </div>
  );
}
