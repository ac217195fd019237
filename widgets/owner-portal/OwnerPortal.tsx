import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OwnerProperty, OwnerSession } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import { ownerReports } from '../../core/api/resources/owner.ts';
import { ownerAccount } from '../../core/api/resources/owner-account.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { type LoginReason, loginHref } from '../../core/routing/owner-return.ts';
import type { ElementContext } from '../define/context.ts';
import { Alert, LoadFailure, Status } from '../ui/controls/Alert.tsx';
import { useApi } from '../ui/api.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';
import { navigate } from '../ui/navigation/Link.tsx';
import { pushLocation, sitePath, useLocation } from '../ui/navigation/location.ts';
import { forgetLogin, hadSession, onLogoutElsewhere } from '../ui/storage/owner-session.ts';
import { parseId } from '../ui/navigation/use-route-id.ts';
import { PROPERTY_PARAM } from './params.ts';
import { PropertyChooser } from './PropertyChooser.tsx';
import { Report } from './Report.tsx';
import { usePrinting } from './printing.ts';
import { useElementId } from '../define/element-id.ts';

export interface OwnerPortalProps {
  /** the property shown first (default: the one in the address, else the first) */
  propertyId?: number;
  /** the login page (default: the route table's login page in the element's language) */
  loginHref?: string;
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

type Portal =
  | { status: 'loading' }
  | { status: 'ready'; session: OwnerSession; properties: OwnerProperty[] }
  | { status: 'error'; error: ApiError }
  /** the owner left (logged out, or the session ended): nothing of theirs stays on screen */
  | { status: 'gone' };

/** The API says the owner has no session (any more): the way out, with why. */
function sessionEnd(error: unknown): LoginReason | 'none' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'person_not_found') return 'person';
  if (error.code === 'unauthorized') return hadSession() ? 'expired' : 'none';
  return undefined;
}

export function OwnerPortal({ propertyId, loginHref: loginPage, headingLevel, host, language }: OwnerPortalProps & ElementContext) {
  const { t } = useLingui();
  const api = useApi();
  const location = useLocation();
  const headingId = useElementId();
  const [portal, setPortal] = useState<Portal>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [leaving, setLeaving] = useState<string>();
  const printing = usePrinting();
  const loginPath = loginPage?.trim() || pathFor('login', language);

  /** Clears what the owner saw and goes to the login page, in place of this page in the history. */
  const leave = useCallback(
    (reason: LoginReason | 'none') => {
      setPortal({ status: 'gone' });
      forgetLogin(host, reason === 'logout');
      const next = reason === 'logout' ? undefined : sitePath();
      navigate(host, loginHref(loginPath, { next, reason: reason === 'none' ? undefined : reason }), { replace: true });
    },
    [host, loginPath],
  );
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  /** For the report's loads: an ended session leaves, anything else is shown where it happened. */
  const onSessionError = useCallback((error: unknown) => {
    const reason = sessionEnd(error);
    if (reason) leaveRef.current(reason);
    return reason !== undefined;
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const call = { signal: controller.signal };
    Promise.all([ownerAccount(api).session(call), ownerReports(api).properties(language, call)]).then(
      ([session, properties]) => {
        if (!controller.signal.aborted) setPortal({ status: 'ready', session, properties });
      },
      (error: unknown) => {
        if (controller.signal.aborted || onSessionError(error)) return;
        setPortal({ status: 'error', error: error instanceof ApiError ? error : new ApiError('network', { cause: error }) });
      },
    );
    return () => controller.abort();
  }, [api, language, reload, onSessionError]);

  // A logout in another tab ends this one's view too; a page brought back from the
  // back/forward cache asks the API again whether the session still holds.
  useEffect(() => onLogoutElsewhere(() => leaveRef.current('logout')), []);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setReload((count) => count + 1);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const logout = async () => {
    setLeaving(t({ id: 'ownerPortal.loggingOut', message: 'Logging out…' }));
    // the portal goes whatever the answer: the owner asked to leave
    await ownerAccount(api)
      .logout()
      .catch(() => undefined);
    leave('logout');
  };

  const level = toHeadingLevel(headingLevel, 2);
  const ownerName = portal.status === 'ready' ? `${portal.session.owner.FirstName} ${portal.session.owner.LastName}` : '';
  const fromUrl = parseId(new URLSearchParams(new URL(location, 'https://site.invalid').search).get(PROPERTY_PARAM));
  const properties = portal.status === 'ready' ? portal.properties : [];
  // first the one still on the market: what an owner logs in to follow
  const onMarket = properties.find((property) => property.Online && property.Status === 'available');
  const chosenId = fromUrl ?? parseId(propertyId) ?? (onMarket ?? properties[0])?.ID;
  const chosen = properties.find((property) => property.ID === chosenId);

  const choose = (id: number) => {
    const url = new URL(window.location.href);
    url.searchParams.set(PROPERTY_PARAM, String(id));
    pushLocation(url.href);
  };

  return (
    <section className="portal" aria-labelledby={headingId} aria-busy={portal.status === 'loading' || portal.status === 'gone' ? 'true' : undefined}>
      <div className="portal__top">
        <Heading level={level} id={headingId} className="portal__heading">
          <span part="heading">{t({ id: 'ownerPortal.heading', message: 'Your properties' })}</span>
        </Heading>
        {portal.status === 'ready' ? (
          <div className="portal__account">
            <p className="portal__welcome">
              {t({ id: 'ownerPortal.welcome', message: `Logged in as ${ownerName}` })}
            </p>
            <div className="portal__tools">
              <button type="button" className="button button--secondary" onClick={() => window.print()} part="print">
                {t({ id: 'ownerPortal.print', message: 'Print or save as PDF' })}
              </button>
              <button type="button" className="button button--secondary" onClick={() => void logout()} part="logout">
                {t({ id: 'ownerPortal.logout', message: 'Log out' })}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <Status>{leaving}</Status>

      {portal.status === 'error' ? <LoadFailure messageId={portal.error.messageId} onRetry={() => setReload((count) => count + 1)} /> : null}

      {portal.status === 'ready' && properties.length === 0 ? (
        <Alert tone="info">
          <p>{t({ id: 'ownerPortal.noProperties', message: 'We have no property of yours on file yet. Please contact us.' })}</p>
        </Alert>
      ) : null}

      {portal.status === 'ready' && properties.length > 0 ? (
        <div className="portal__body">
          <PropertyChooser properties={properties} chosen={chosenId} language={language} onChoose={choose} />
          {chosen ? (
            <Report
              key={chosen.ID}
              property={chosen}
              owner={portal.session.owner}
              language={language}
              level={toHeadingLevel(level + 1)}
              printing={printing}
              onSessionError={onSessionError}
            />
          ) : (
            <Alert tone="error">
              <p>{t({ id: 'ownerPortal.notYours', message: 'This property is not among yours. Choose one of your properties.' })}</p>
            </Alert>
          )}
        </div>
      ) : null}
    </section>
  );
}
