/**
 * Unsubscribing from any list the server mails to (the newsletter, the search alerts of
 * the demand register): one token rule, one one-click endpoint, one pair of headers.
 *
 * - The token names the list and who is on it (an address for the newsletter, a search
 *   profile's id for its alerts) and is signed (HMAC-SHA256 with the server's
 *   `unsubscribe` secret), so it needs no table and never expires: a link in a
 *   newsletter of two years ago still works. Nobody can make one for someone else.
 * - Every mail of a list carries a link to a page of the site where one click on a button
 *   unsubscribes (the newsletter's `unsubscribePageUrl`, `<agency-unsubscribe>`; an alert's
 *   own page, `<agency-demand-form>`), and the RFC 2369 / RFC 8058 headers
 *   (`unsubscribeHeaders`), with which a mail client unsubscribes in one click by
 *   `POST {api}/unsubscribe?token=…` with `List-Unsubscribe=One-Click`. A GET of that URL
 *   changes nothing (link scanners open links).
 * - routes/unsubscribe.ts holds what unsubscribing does per list (`UNSUBSCRIBE_LISTS`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../core/i18n/languages.ts';
import { pathFor } from '../../../core/routing/page-paths.ts';

/** The lists a token may name: lower-case words. */
export type UnsubscribeList = string;

export interface UnsubscribeTarget {
  list: UnsubscribeList;
  /** who leaves the list: an address (lower case) or an id */
  subscriber: string;
}

const signature = (secret: string, list: string, subscriber: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${list}\n${subscriber}`).digest('base64url').slice(0, 32);

/**
 * The token of `subscriber` on `list`: `<list>.<subscriber, base64url>.<signature>`. An
 * address is taken in lower case, whatever case it was typed in (ids are lower case).
 */
export function unsubscribeToken(secret: string, list: UnsubscribeList, subscriber: string): string {
  if (!/^[a-z][a-z-]*$/.test(list)) throw new Error(`not a list name: ${list}`);
  const key = subscriber.trim().toLowerCase();
  return `${list}.${Buffer.from(key).toString('base64url')}.${signature(secret, list, key)}`;
}

/** What a token unsubscribes, or undefined when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | undefined {
  if (typeof token !== 'string' || token.length > 700) return undefined;
  const match = /^([a-z][a-z-]*)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const [, list, encoded, signed] = match as unknown as [string, string, string, string];
  const subscriber = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, list, subscriber));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { list, subscriber };
}

/** The site's unsubscribe page for `token`, in the mail's language: the link in the newsletter's text. */
export function unsubscribePageUrl(siteUrl: string, language: Language, token: string): string {
  return `${siteUrl}${pathFor('newsletter-unsubscribe', language)}?token=${encodeURIComponent(token)}`;
}

/** The one-click endpoint of the API (`apiUrl` ends with `/api/v1`), for every list. */
export function oneClickUrl(apiUrl: string, token: string): string {
  return `${apiUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058), for every mail of a list: `url` takes the one-click POST. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
