/**
 * Google Consent Mode v2 through the page's data layer: all four signals denied
 * before any tag runs, then updated on every decision. Google's tags read the
 * commands whenever they load, so the order is what matters, not the timing.
 */
import type { ConsentChoices } from '../../core/consent/categories.ts';
import { CONSENT_MODE_DEFAULTS, CONSENT_MODE_WAIT_MS, consentModeSignals } from '../../core/consent/consent-mode.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

// gtag.js reads Arguments objects from the data layer, not arrays: this is Google's own snippet.
function pushArguments(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(arguments);
}

function gtag(...args: unknown[]): void {
  if (typeof window.gtag === 'function') window.gtag(...args);
  else pushArguments(...args);
}

/** `default` with every signal denied, then, if a decision already applies, its `update`. */
export function startConsentMode(choices: ConsentChoices | undefined): void {
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULTS, wait_for_update: CONSENT_MODE_WAIT_MS });
  gtag('set', 'ads_data_redaction', true);
  if (choices) updateConsentMode(choices);
}

export function updateConsentMode(choices: ConsentChoices): void {
  gtag('consent', 'update', consentModeSignals(choices));
  // without advertising consent, Google's ad tags strip identifiers from what they still send
  gtag('set', 'ads_data_redaction', !choices.marketing);
}
