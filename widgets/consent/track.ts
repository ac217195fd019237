/**
 * Spec §7: the social network's tracking function is called if it exists. It is an
 * advertising pixel (Meta's `fbq`), so it is also called only with marketing consent,
 * checked at each call: a withdrawal stops the next event at once.
 */
import { mayRun } from '../../core/consent/rules.ts';
import { agencyStore } from '../../core/store.ts';
import { startConsent } from './consent.ts';

declare global {
  interface Window {
    fbq?: (command: 'track' | 'trackCustom', event: string, data?: Record<string, unknown>) => void;
  }
}

/** Sends `event` to the social network's pixel; true when it was sent. */
export function track(event: string, data?: Record<string, unknown>): boolean {
  startConsent();
  if (!mayRun('marketing', agencyStore.getState().consent) || typeof window.fbq !== 'function') return false;
  try {
    window.fbq('track', event, data);
    return true;
  } catch (error) {
    // a third party's failure must never break the agency's page
    console.warn('agency-widgets: the tracking function failed.', error);
    return false;
  }
}
