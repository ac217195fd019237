import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { OwnerSession } from '../../core/api/contract.ts';
import { ownerAccount } from '../../core/api/resources/owner-account.ts';
import * as errorMessages from '../../core/messages/error.ts';
import * as routeMessages from '../../core/messages/route.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { type LoginReason, loginReasonOf, OWNER_RETURN_PARAMS, safeReturnPath } from '../../core/routing/owner-return.ts';
import type { ElementContext } from '../define/context.ts';
import { Alert } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { Link, navigate } from '../ui/navigation/Link.tsx';
import { useLocation } from '../ui/navigation/location.ts';
import { forgetLogin, rememberLogin } from '../ui/storage/owner-session.ts';
import { LoginForm } from './LoginForm.tsx';
import { ReminderForm } from './ReminderForm.tsx';
import { ResetForm, tokenOf } from './ResetForm.tsx';
import { useElementId } from '../define/element-id.ts';

export interface OwnerLoginProps {
  /** `login` (default) or `reset`: the page the password reminder's mail links to */
  view?: string;
  /** where an owner goes once logged in (default: the owner portal of the route table) */
  portalHref?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

type Screen = 'login' | 'reminder' | 'reset' | 'reset-done';

/** Whether this tab has a session, once the API said so (undefined while it is asked). */
function useCurrentSession(enabled: boolean): [OwnerSession | null | undefined, (session: OwnerSession | null) => void] {
  const api = useApi();
  const [session, setSession] = useState<OwnerSession | null | undefined>(enabled ? undefined : null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    ownerAccount(api)
      .session({ signal: controller.signal })
      .then(
        (found) => setSession(found),
        () => {
          // no session (401), or the API did not answer: the form is what helps either way
          if (!controller.signal.aborted) setSession(null);
        },
      );
    return () => controller.abort();
  }, [api, enabled]);
  return [session, setSession];
}

export function OwnerLogin({ view, portalHref, headingLevel, host, language }: OwnerLoginProps & ElementContext) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const location = useLocation();
  const url = new URL(location, 'https://site.invalid');
  const reason = loginReasonOf(url.searchParams.get(OWNER_RETURN_PARAMS.reason));
  const next = safeReturnPath(url.searchParams.get(OWNER_RETURN_PARAMS.next));
  const token = tokenOf(url.hash, url.search);
  const resetPage = view?.trim() === 'reset';
  const [screen, setScreen] = useState<Screen>(resetPage ? 'reset' : 'login');
  const [session, setSession] = useCurrentSession(!resetPage);
  const [leaving, setLeaving] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const headingId = useElementId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Another screen of the element: the focus goes to its heading, as a new page's would.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [screen]);
  const show = (next: Screen) => {
    moved.current = true;
    setScreen(next);
  };

  const portal = portalHref?.trim() || pathFor('owner', language);
  const enter = () => {
    rememberLogin(host);
    setLeaving(true);
    navigate(host, next ?? portal);
  };

  const logout = async () => {
    await ownerAccount(api)
      .logout()
      .catch(() => undefined);
    forgetLogin(host, true);
    setLoggedOut(true);
    setSession(null);
  };

  const level = toHeadingLevel(headingLevel, 2);
  const signedInAs = session ? `${session.owner.FirstName} ${session.owner.LastName}` : '';
  const title =
    screen === 'reminder'
      ? t({ id: 'ownerLogin.reminder.heading', message: 'Password forgotten' })
      : screen === 'reset'
        ? i18n._(routeMessages.passwordReset.id)
        : i18n._(routeMessages.login.id);

  return (
    <section className="login" aria-labelledby={headingId} aria-busy={session === undefined ? 'true' : undefined}>
      <Heading level={level} id={headingId} className="login__heading">
        <span part="heading" ref={heading} tabIndex={-1} className="login__heading-text">
          {title}
        </span>
      </Heading>

      {screen === 'login' && session ? (
        <div className="login__signed-in">
          <p>
            {t({
              id: 'ownerLogin.signedIn',
              message: `You are logged in as ${signedInAs}.`,
            })}
          </p>
          <div className="login__actions">
            <Link href={next ?? portal} className="button">
              {t({ id: 'ownerLogin.toPortal', message: 'Go to my properties' })}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => void logout()}>
              {t({ id: 'ownerLogin.logout', message: 'Log out' })}
            </button>
          </div>
        </div>
      ) : null}

      {screen === 'login' && session === null ? (
        <>
          {loggedOut || reason ? <ReasonAlert reason={loggedOut ? 'logout' : reason!} /> : null}
          <p className="login__intro">
            {t({
              id: 'ownerLogin.intro',
              message: 'Log in to follow your property: how often it was viewed online, day by day over the last 30 days, and everything we did for it.',
            })}
          </p>
          <LoginForm host={host} language={language} labelledBy={headingId} leaving={leaving} onLoggedIn={enter} onForgotten={() => show('reminder')} />
        </>
      ) : null}

      {screen === 'reminder' ? <ReminderForm host={host} language={language} labelledBy={headingId} onBack={() => show('login')} /> : null}

      {screen === 'reset' ? (
        token ? (
          <ResetForm
            host={host}
            language={language}
            labelledBy={headingId}
            token={token}
            onReset={() => show('reset-done')}
            onNewLink={() => show('reminder')}
          />
        ) : (
          <div className="login__blocked">
            <Alert tone="error">
              <p>{t({ id: 'ownerLogin.reset.noLink', message: 'This link to choose a new password is not valid or has expired.' })}</p>
            </Alert>
            <p>
              <button type="button" className="button button--secondary" onClick={() => show('reminder')}>
                {t({ id: 'ownerLogin.reset.newLink', message: 'Ask for a new link' })}
              </button>
            </p>
          </div>
        )
      ) : null}

      {screen === 'reset-done' ? (
        <>
          <Alert tone="success">
            <p>{t({ id: 'ownerLogin.reset.done', message: 'Your new password is saved. You can log in with it now.' })}</p>
          </Alert>
          <LoginForm host={host} language={language} labelledBy={headingId} leaving={leaving} onLoggedIn={enter} onForgotten={() => show('reminder')} />
        </>
      ) : null}
    </section>
  );
}

/** Why the owner is here: the session ended, they logged out, or the account is gone. */
function ReasonAlert({ reason }: { reason: LoginReason }) {
  const { t, i18n } = useLingui();
  if (reason === 'logout') {
    return (
      <Alert tone="success">
        <p>{t({ id: 'ownerLogin.loggedOut', message: 'You are logged out. Thank you for your visit.' })}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <p>{i18n._(reason === 'person' ? errorMessages.personNotFound.id : errorMessages.sessionExpired.id)}</p>
    </Alert>
  );
}
