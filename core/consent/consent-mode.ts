import type { ConsentChoices } from './categories.ts';

/**
 * Google Consent Mode v2: the four signals Google's tags read before they set a
 * cookie or send identifiers. Analytics drives analytics_storage; the three
 * advertising signals follow marketing, since they are all advertising uses.
 */
export type ConsentModeValue = 'granted' | 'denied';

export interface ConsentModeSignals {
  ad_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
}

/** What is sent as `gtag('consent', 'default', …)` before any tag runs. */
export const CONSENT_MODE_DEFAULTS: Readonly<ConsentModeSignals> = Object.freeze({
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/** How long Google's tags wait for the stored decision to be applied after the default, in ms. */
export const CONSENT_MODE_WAIT_MS = 500;

const signal = (accepted: boolean): ConsentModeValue => (accepted ? 'granted' : 'denied');

/** The `gtag('consent', 'update', …)` values for a set of choices. */
export function consentModeSignals(choices: ConsentChoices): ConsentModeSignals {
  return {
    ad_storage: signal(choices.marketing),
    analytics_storage: signal(choices.analytics),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
  };
}
