import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  ALL_CHOICES,
  type ConsentChoices,
  NO_CHOICES,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
  withChoice,
} from '../../core/consent/categories.ts';
import { agencyStore } from '../../core/store.ts';
import { closePreferences, consentPanel, openPreferences } from '../consent/panel.ts';
import { decide, startConsent } from '../consent/consent.ts';
import type { ElementContext } from '../define/context.ts';
import { useCategoryNames } from '../ui/consent/consent-texts.ts';
import { FOCUS_MOVED } from '../define/focus-relay.ts';
import { deepActiveElement, focusIfPossible, focusMainContent, useUnobscuredFocus } from './focus.ts';
import { cookiePolicyHref } from './policy-link.ts';
import { useAgencyStore } from '../define/page-context.ts';

export interface CookieConsentProps {
  /** the cookie-policy link; default: `<agency-config cookie-policy>`, else the route table's page */
  cookiePolicy?: string;
}

// Gated scripts of the page run as soon as this chunk is in, not after the first render.
startConsent();

/** One dialog per page: a second `<agency-cookie-consent>` (a theme and a plug-in both adding one) stays empty. */
function isFirstOnPage(host: HTMLElement): boolean {
  const first = document.querySelector('agency-cookie-consent');
  return !first || first === host;
}

function useDescriptions(): Record<OptionalCategory | 'necessary', string> {
  const { t } = useLingui();
  return {
    necessary: t({
      id: 'cookieConsent.description.necessary',
      message:
        'Make the website work: they remember your cookie choice and your language, and keep forms secure. They cannot be switched off.',
    }),
    analytics: t({
      id: 'cookieConsent.description.analytics',
      message: 'Count visits and show us how visitors use the website, so that we can improve it.',
    }),
    marketing: t({
      id: 'cookieConsent.description.marketing',
      message:
        'Let us and our advertising partners show you our properties in advertisements on other websites, and measure how well those work.',
    }),
    social: t({
      id: 'cookieConsent.description.social',
      message:
        'Show content from social networks, such as videos and posts, and let you share pages. These networks can see that you visit our website.',
    }),
    unclassified: t({
      id: 'cookieConsent.description.unclassified',
      message:
        'Cookies of services that do not fit one of the categories above yet: we are still finding out with the companies behind them what they do. Until you switch this on, we do not use those services.',
    }),
  };
}

export function CookieConsent({ host, language, cookiePolicy }: CookieConsentProps & ElementContext) {
  const { t } = useLingui();
  const names = useCategoryNames();
  const descriptions = useDescriptions();
  const consent = useAgencyStore((state) => state.consent);
  const configuredPolicy = useAgencyStore((state) => state.config.cookiePolicy);
  const base = useAgencyStore((state) => state.config.base);
  const panel = useStore(consentPanel);
  const [draft, setDraftState] = useState<ConsentChoices>(NO_CHOICES);
  // "Save" reads the switches as they are now, even before the render of the last toggle
  const currentDraft = useRef<ConsentChoices>(NO_CHOICES);
  const setDraft = (choices: ConsentChoices) => {
    currentDraft.current = choices;
    setDraftState(choices);
  };
  const [noticeClosedAt, setNoticeClosedAt] = useState(0);

  const banner = useRef<HTMLElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogTitle = useRef<HTMLHeadingElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  /** where focus was before the first layer took it */
  const focusBefore = useRef<HTMLElement | null>(null);
  /** where focus goes once the next render has removed what had it */
  const pendingFocus = useRef<(() => void) | null>(null);

  const first = isFirstOnPage(host);
  const undecided = first && consent.status === 'unset';
  const showPreferences = first && panel.preferences;
  // the second layer takes the first one's place rather than opening on top of it
  const showBanner = undecided && !showPreferences;
  const showNotice = first && panel.reloadNeeded && noticeClosedAt !== panel.decisions;
  const bannerEdge = useUnobscuredFocus(banner, showBanner);
  const noticeEdge = useUnobscuredFocus(notice, showNotice && !showPreferences);

  useLayoutEffect(() => {
    // the banner takes focus only from nobody: a visitor who has focused something of the page
    // (a field, a moment among radio buttons, a link) is at work there, and a banner that came
    // late must not pull the next key press away (WCAG 3.2.1); Tab reaches it in its place
    if (!undecided || deepActiveElement()) return;
    banner.current?.focus({ preventScroll: true });
  }, [undecided]);

  // where the visitor was in the page before coming into the banner: focus goes back there after a decision
  useEffect(() => {
    if (!undecided) return undefined;
    const track = () => {
      const active = deepActiveElement();
      if (active && !host.shadowRoot?.contains(active)) focusBefore.current = active;
    };
    document.addEventListener('focusin', track, true);
    document.addEventListener(FOCUS_MOVED, track);
    return () => {
      document.removeEventListener('focusin', track, true);
      document.removeEventListener(FOCUS_MOVED, track);
    };
  }, [undecided, host]);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (showPreferences && !element.open) {
      const current = agencyStore.getState().consent;
      setDraft(current.status === 'unset' ? NO_CHOICES : current.choices);
      element.showModal();
      dialogTitle.current?.focus();
    } else if (!showPreferences && element.open) {
      element.close();
    }
  }, [showPreferences]);

  useLayoutEffect(() => {
    const move = pendingFocus.current;
    pendingFocus.current = null;
    move?.();
  });

  if (!first) return null;

  function choose(choices: ConsentChoices) {
    const { opener } = consentPanel.getState();
    const before = focusBefore.current;
    pendingFocus.current = () => {
      // never moving the page: back where the visitor was, else to the main content (a page
      // without one keeps focus where the banner was, and Tab goes on from there)
      if (!focusIfPossible(opener) && !focusIfPossible(before)) focusMainContent();
    };
    closePreferences();
    decide(choices, { from: host, language });
  }

  function cancelPreferences() {
    const { opener } = consentPanel.getState();
    const stillUndecided = agencyStore.getState().consent.status === 'unset';
    pendingFocus.current = () => {
      if (stillUndecided) focusIfPossible(chooseButton.current);
      else if (!focusIfPossible(opener)) focusIfPossible(focusBefore.current);
    };
    closePreferences();
  }

  const policy = cookiePolicyHref(language, base, cookiePolicy, configuredPolicy);
  const policyLink = (
    <a className="link" part="link" href={policy}>
      {t({ id: 'cookieConsent.policyLink', message: 'Read our cookie policy' })}
    </a>
  );
  const acceptAll = t({ id: 'cookieConsent.acceptAll', message: 'Accept all' });
  const onlyNecessary = t({ id: 'cookieConsent.onlyNecessary', message: 'Only necessary' });
  const saved = t({ id: 'cookieConsent.saved', message: 'Your cookie choices have been saved.' });

  return (
    <>
      {showBanner && (
        <section
          ref={banner}
          className={`banner banner--${bannerEdge}`}
          part="banner"
          role="dialog"
          aria-modal="false"
          aria-labelledby="consent-title"
          aria-describedby="consent-text"
          tabIndex={-1}
        >
          <div className="banner__content">
            <div className="banner__text">
              <h2 id="consent-title" className="title">
                {t({ id: 'cookieConsent.title', message: 'Cookies on this website' })}
              </h2>
              <p id="consent-text" className="banner__intro">
                {t({
                  id: 'cookieConsent.intro',
                  message:
                    'We use cookies the website needs to work and, with your consent, cookies to measure visits, to advertise our properties on other websites and to show social media content. You can change your choice at any time.',
                })}{' '}
                {policyLink}
              </p>
            </div>
            {/* equal weight: the same style, size and order of importance for all three (Belgian DPA, EDPB) */}
            <div className="actions" part="actions">
              <button type="button" className="button" part="button" onClick={() => choose(ALL_CHOICES)}>
                {acceptAll}
              </button>
              <button type="button" className="button" part="button" onClick={() => choose(NO_CHOICES)}>
                {onlyNecessary}
              </button>
              <button
                ref={chooseButton}
                type="button"
                className="button"
                part="button"
                aria-haspopup="dialog"
                onClick={() => openPreferences(null)}
              >
                {t({ id: 'cookieConsent.choose', message: 'Let me choose' })}
              </button>
            </div>
          </div>
        </section>
      )}

      <dialog
        ref={dialog}
        className="preferences"
        part="preferences"
        aria-labelledby="preferences-title"
        onCancel={(event) => {
          event.preventDefault();
          cancelPreferences();
        }}
      >
        {showPreferences && (
          <div className="preferences__body">
            <div className="preferences__head">
              <h2 id="preferences-title" ref={dialogTitle} className="title" tabIndex={-1}>
                {t({ id: 'cookieConsent.preferences.title', message: 'Choose your cookies' })}
              </h2>
              <button type="button" className="close" part="close" onClick={cancelPreferences}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t({ id: 'cookieConsent.close', message: 'Close' })}</span>
              </button>
            </div>
            {consent.status === 'preview' && (
              <p className="note">
                {t({
                  id: 'cookieConsent.preview',
                  message: 'This is a preview page: all cookies are accepted here and no choice is saved.',
                })}
              </p>
            )}
            <p>
              {t({
                id: 'cookieConsent.preferences.intro',
                message:
                  'Choose which cookies we may use. Strictly necessary cookies are always on; the others stay off until you switch them on.',
              })}
            </p>
            <ul className="categories">
              <li className="category">
                <div className="category__head">
                  <span className="category__name">{names.necessary}</span>
                  <span className="category__always">{t({ id: 'cookieConsent.alwaysOn', message: 'Always on' })}</span>
                </div>
                <p className="category__text">{descriptions.necessary}</p>
              </li>
              {OPTIONAL_CATEGORIES.map((category) => (
                <li key={category} className="category">
                  <div className="category__head">
                    <label className="category__name" htmlFor={`switch-${category}`}>
                      {names[category]}
                    </label>
                    <input
                      id={`switch-${category}`}
                      className="switch"
                      part="switch"
                      type="checkbox"
                      role="switch"
                      checked={draft[category]}
                      aria-describedby={`text-${category}`}
                      onChange={(event) => setDraft(withChoice(currentDraft.current, category, event.currentTarget.checked))}
                    />
                  </div>
                  <p id={`text-${category}`} className="category__text">
                    {descriptions[category]}
                  </p>
                </li>
              ))}
            </ul>
            <p>{policyLink}</p>
            <div className="actions" part="actions">
              <button type="button" className="button" part="button" onClick={() => choose(currentDraft.current)}>
                {t({ id: 'cookieConsent.save', message: 'Save my choices' })}
              </button>
              <button type="button" className="button" part="button" onClick={() => choose(ALL_CHOICES)}>
                {acceptAll}
              </button>
              <button type="button" className="button" part="button" onClick={() => choose(NO_CHOICES)}>
                {onlyNecessary}
              </button>
            </div>
          </div>
        )}
      </dialog>

      {showNotice && (
        <div ref={notice} className={`notice notice--${noticeEdge}`} part="notice">
          <p role="status">
            {t({
              id: 'cookieConsent.reloadNeeded',
              message: 'Part of what you just refused is already running on this page. Reload the page to stop it.',
            })}
          </p>
          <div className="actions">
            <button type="button" className="button" part="button" onClick={() => location.reload()}>
              {t({ id: 'cookieConsent.reload', message: 'Reload the page' })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              part="button"
              onClick={() => setNoticeClosedAt(panel.decisions)}
            >
              {t({ id: 'cookieConsent.later', message: 'Not now' })}
            </button>
          </div>
        </div>
      )}

      {/* each decision changes the text, so each is announced */}
      <p className="visually-hidden" role="status">
        {panel.decisions > 0 ? `${saved}${panel.decisions % 2 ? '' : '\u00a0'}` : ''}
      </p>
    </>
  );
}
