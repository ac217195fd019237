/**
 * The consent settings a webmaster writes on `<agency-config>`: how long a decision
 * counts, which revision of the cookie policy is current, and whether Google Consent
 * Mode is fed.
 */
import { safeUrl } from '../format/safe-url.ts';

/** Six months: the period after which the French CNIL recommends asking again, and common practice on Belgian sites. */
export const DEFAULT_CONSENT_DAYS = 182;
/** Thirteen months: the longest lifetime the CNIL accepts for a tracking cookie, and so for the consent to it. */
export const MAX_CONSENT_DAYS = 395;
export const DEFAULT_CONSENT_REVISION = 1;

export const CONSENT_MODES = ['none', 'google'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

export interface ConsentSettings {
  /** raise it when the cookie policy changes: decisions made under another revision ask again */
  consentRevision: number;
  /** days a decision counts before the visitor is asked again */
  consentDays: number;
  /** `google`: keep Google Consent Mode v2 in step with the choices */
  consentMode: ConsentMode;
  /** the cookie-policy link; empty: the cookie-policy page of the route table. `{lang}` stands for the language. */
  cookiePolicy: string;
}

function wholeNumber(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** A positive whole number; anything else gives revision 1. */
export function parseConsentRevision(value: string | null | undefined): number {
  const revision = wholeNumber(value);
  return revision !== undefined && revision >= 1 && revision <= 999_999_999 ? revision : DEFAULT_CONSENT_REVISION;
}

/** Whole days from 1 to 395; more is capped at 395, anything unusable gives 182. */
export function parseConsentDays(value: string | null | undefined): number {
  const days = wholeNumber(value);
  if (days === undefined || days < 1) return DEFAULT_CONSENT_DAYS;
  return Math.min(days, MAX_CONSENT_DAYS);
}

export function parseConsentMode(value: string | null | undefined): ConsentMode {
  const mode = value?.trim().toLowerCase();
  return (CONSENT_MODES as readonly string[]).includes(mode ?? '') ? (mode as ConsentMode) : 'none';
}

export function parseConsentSettings(attributes: {
  'consent-revision'?: string | null | undefined;
  'consent-days'?: string | null | undefined;
  'consent-mode'?: string | null | undefined;
  'cookie-policy'?: string | null | undefined;
}): ConsentSettings {
  return {
    consentRevision: parseConsentRevision(attributes['consent-revision']),
    consentDays: parseConsentDays(attributes['consent-days']),
    consentMode: parseConsentMode(attributes['consent-mode']),
    cookiePolicy: safeUrl(attributes['cookie-policy'], { relative: true }) ?? '',
  };
}
