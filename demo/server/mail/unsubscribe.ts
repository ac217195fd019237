/**
 * Unsubscribing from any list the server mails to (the newsletter; search alerts too):
 * one token rule, one link, one pair of headers.
 *
 * - The token names the list and the address and is signed (HMAC-SHA256 with the
 *   server's `unsubscribe` secret), so it needs no table and never expires: a link in a
 *   newsletter of two years ago still works. Nobody can make one for someone else's address.
 * - Every mail of a list carries the link to the site's unsubscribe page
 *   (`unsubscribePageUrl`, `<agency-unsubscribe>`: one click on its button) and the
 *   RFC 2369 / RFC 8058 headers (`unsubscribeHeaders`), with which a mail client
 *   unsubscribes in one click by `POST {api}/unsubscribe?token=…` with
 *   `List-Unsubscribe=One-Click`. A GET of that URL changes nothing (link scanners open links).
 * - routes/unsubscribe.ts holds what unsubscribing does per list (`UNSUBSCRIBE_LISTS`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../core/i18n/languages.ts';
import { pathFor } from '../../../core/routing/page-paths.ts';

/** The lists a token may name: lower-case words. */
export type UnsubscribeList = string;

export interface UnsubscribeTarget {
  list: UnsubscribeList;
  /** lower case */
  email: string;
}

const signature = (secret: string, list: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${list}\n${email}`).digest('base64url').slice(0, 32);

/** The token of `email` on `list`: `<list>.<address, base64url>.<signature>`. */
export function unsubscribeToken(secret: string, list: UnsubscribeList, email: string): string {
  if (!/^[a-z][a-z-]*$/.test(list)) throw new Error(`not a list name: ${list}`);
  const address = email.trim().toLowerCase();
  return `${list}.${Buffer.from(address).toString('base64url')}.${signature(secret, list, address)}`;
}

/** What a token unsubscribes, or undefined when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | undefined {
  if (typeof token !== 'string' || token.length > 700) return undefined;
  const match = /^([a-z][a-z-]*)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const [, list, encoded, signed] = match as unknown as [string, string, string, string];
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, list, email));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { list, email };
}

/** The site's unsubscribe page for `token`, in the mail's language: the link in the mail's text. */
export function unsubscribePageUrl(siteUrl: string, language: Language, token: string): string {
  return `${siteUrl}${pathFor('newsletter-unsubscribe', language)}?token=${encodeURIComponent(token)}`;
}

/** The one-click endpoint of the API (`apiUrl` ends with `/api/v1`). */
export function oneClickUrl(apiUrl: string, token: string): string {
  return `${apiUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058), for every mail of a list. */
export function unsubscribeHeaders(apiUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(apiUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
