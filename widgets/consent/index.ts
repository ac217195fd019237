/**
 * Consent for widgets and page scripts: start it, read and change the decision,
 * reopen the choices, and the helpers for third parties that must wait for it.
 */
export { ConsentRequiredError, loadScriptOnDemand, type LoadScriptOptions } from './load-script.ts';
export { closePreferences, consentPanel, openPreferences } from './panel.ts';
export { acceptCategory, type ConsentChangeDetail, decide, type DecideOptions, startConsent } from './consent.ts';
export { track } from './track.ts';
