/**
 * The browser's side of the stored decision: the first-party consent cookie, and
 * deleting the cookies and storage entries of a withdrawn category.
 */
import { cookieDeletions, namesMatching } from '../../core/consent/cleanup.ts';
import { CONSENT_COOKIE, type ConsentRecord, consentMaxAge, parseConsent, serializeConsent } from '../../core/consent/record.ts';
import { LANGUAGE_STORAGE_KEY } from '../../core/i18n/detect.ts';

/**
 * The widgets' own entries (`agency-…`: the visitor's favourites and recently viewed, a
 * form's draft) and the language: what the visitor keeps for themselves (docs/consent.md),
 * no category's trace, never deleted by a withdrawal.
 */
const isVisitors = (key: string) => key.startsWith('agency-') || key === LANGUAGE_STORAGE_KEY;

/** The names of the cookies this page can see. */
export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

export function readStoredConsent(): ConsentRecord | undefined {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/**
 * Path=/ so every page of the site (all languages) shares it; SameSite=Lax because
 * no other site needs it; Secure whenever the page is served over HTTPS. Max-Age
 * makes the browser forget the decision when it expires.
 */
export function writeStoredConsent(record: ConsentRecord, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(record)}; Max-Age=${consentMaxAge(days)}; Path=/; SameSite=Lax${secure}`;
}

/** Deletes the page's cookies that `patterns` cover; returns their names. */
export function deleteCookies(patterns: readonly string[]): string[] {
  const names = namesMatching(cookieNames(), patterns).filter((name) => name !== CONSENT_COOKIE);
  for (const name of names) {
    for (const deletion of cookieDeletions(name, location.hostname, location.pathname)) document.cookie = deletion;
  }
  return names;
}

/** Deletes the local and session storage entries that `patterns` cover; returns their keys. */
export function deleteStorageEntries(patterns: readonly string[]): string[] {
  const deleted: string[] = [];
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      const area = storage();
      const keys = namesMatching(Array.from({ length: area.length }, (_, index) => area.key(index) ?? ''), patterns).filter((key) => !isVisitors(key));
      for (const key of keys) area.removeItem(key);
      deleted.push(...keys);
    } catch {
      // storage blocked by the browser: nothing can be in it
    }
  }
  return deleted;
}
