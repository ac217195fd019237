/**
 * Consent on the page: reads the stored decision into the shared store, keeps
 * Google Consent Mode and the gated scripts and frames in step with it, and turns
 * the visitor's decisions into a stored choice, a proof for the server and an
 * `agency-consent-change` event. Started by every element or helper that needs it.
 */
import {
  acceptedCategories,
  type ConsentCategory,
  type ConsentChoices,
  type OptionalCategory,
  withChoice,
} from '../../core/consent/categories.ts';
import { consentProof } from '../../core/consent/proof.ts';
import { newConsentId } from '../../core/consent/record.ts';
import { makeRecord, resolveConsent, withdrawnCategories } from '../../core/consent/rules.ts';
import type { ConsentState, ConsentStatus } from '../../core/consent/state.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { agencyStore } from '../../core/store.ts';
import { emit } from '../define/events.ts';
import { startPage } from '../page.ts';
import { startConsentMode, updateConsentMode } from './consent-mode.ts';
import { activate, refused, reloadNeeded, startGating, withdraw } from './gating.ts';
import { consentPanel } from './panel.ts';
import { prepareProof, sendConsentProof } from './send.ts';
import { readStoredConsent, writeStoredConsent } from './storage.ts';

export interface ConsentChangeDetail {
  /** the four optional choices now in force */
  choices: ConsentChoices;
  /** the choices before this decision */
  previous: ConsentChoices;
  /** every accepted category, strictly necessary included */
  accepted: ConsentCategory[];
  /** `preview` on a preview page, where nothing is stored or sent */
  status: ConsentStatus;
  revision: number;
  /** the visitor's consent id, as sent to the server (null on a preview page) */
  id: string | null;
  /** code of a category now refused has run on this page; a reload stops it */
  reloadNeeded: boolean;
}

declare module '../define/events.ts' {
  interface AgencyEventMap {
    'agency-consent-change': ConsentChangeDetail;
  }
}

const consent = () => agencyStore.getState().consent;

function resolveFromStorage(): ConsentState {
  const { config } = agencyStore.getState();
  return resolveConsent({
    stored: readStoredConsent(),
    path: location.pathname,
    now: Date.now(),
    revision: config.consentRevision,
    days: config.consentDays,
  });
}

let started = false;
let consentModeStarted = false;

function followConsentMode(state: ConsentState): void {
  if (agencyStore.getState().config.consentMode !== 'google') return;
  if (!consentModeStarted) {
    consentModeStarted = true;
    startConsentMode(state.status === 'unset' ? undefined : state.choices);
  } else updateConsentMode(state.choices);
}

/** Reads the stored decision and starts gating; safe to call any number of times. */
export function startConsent(): void {
  if (started) return;
  started = true;
  startPage();
  const initial = resolveFromStorage();
  agencyStore.getState().setConsent(initial);
  // Consent Mode's defaults go out before any gated tag can run
  followConsentMode(initial);
  // leftovers of categories not (or no longer) accepted, e.g. from before a withdrawal on another page
  withdraw(refused(initial), initial);
  startGating(consent);
  // a first-time visitor is about to decide: have the proof's sender ready by then
  if (initial.status === 'unset') (window.requestIdleCallback ?? setTimeout)(prepareProof);

  agencyStore.subscribe((state, previous) => {
    if (state.config !== previous.config) {
      const { consentRevision, consentDays, consentMode } = state.config;
      const was = previous.config;
      if (consentRevision !== was.consentRevision || consentDays !== was.consentDays) state.setConsent(resolveFromStorage());
      else if (consentMode !== was.consentMode) followConsentMode(state.consent);
    }
    if (state.consent !== previous.consent) {
      followConsentMode(state.consent);
      withdraw(withdrawnCategories(previous.consent, state.consent), state.consent);
      activate(document, consent);
      consentPanel.setState({ reloadNeeded: reloadNeeded(state.consent) });
    }
  });
}

function fillRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array {
  return crypto.getRandomValues(bytes);
}

export interface DecideOptions {
  /** the element the visitor used: the event is dispatched from it */
  from?: Element | null;
  /** the language the visitor read the choice in (default: the page's) */
  language?: Language;
}

/**
 * The visitor decided: store the choice (first-party, with revision and date), send
 * the proof without waiting for it, apply it to the page and tell the page. On a
 * preview page everything stays accepted and nothing is stored or sent.
 */
export function decide(choices: ConsentChoices, options: DecideOptions = {}): ConsentChangeDetail {
  startConsent();
  const { config, language, consent: before } = agencyStore.getState();
  if (before.status !== 'preview') {
    const id = before.record?.id ?? readStoredConsent()?.id ?? newConsentId(fillRandom);
    const record = makeRecord({ id, revision: config.consentRevision, choices, now: Date.now() });
    writeStoredConsent(record, config.consentDays);
    agencyStore.getState().setConsent({ status: 'decided', choices: record.choices, record });
    sendConsentProof(config.api, consentProof(record, options.language ?? language, location.pathname));
  }
  const after = consent();
  consentPanel.setState((panel) => ({ decisions: panel.decisions + 1 }));
  const detail: ConsentChangeDetail = {
    choices: after.choices,
    previous: before.choices,
    accepted: acceptedCategories(after.choices),
    status: after.status,
    revision: config.consentRevision,
    id: after.record?.id ?? null,
    reloadNeeded: consentPanel.getState().reloadNeeded,
  };
  emit(options.from?.isConnected ? options.from : document.documentElement, 'agency-consent-change', detail);
  return detail;
}

/** Accepts one more category, keeping the others as they are (a placeholder's "accept and load"). */
export function acceptCategory(category: OptionalCategory, options: DecideOptions = {}): ConsentChangeDetail {
  startConsent();
  return decide(withChoice(consent().choices, category, true), options);
}
