/**
 * One-click unsubscribe (RFC 2369 `List-Unsubscribe`, RFC 8058 `List-Unsubscribe-Post`):
 * mail clients offer an "unsubscribe" button that POSTs to the URL without opening a
 * page. The URL carries the subscription's own signed token, so it works without a login
 * and cannot be guessed for someone else's address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of a mail a subscriber can stop with one click: `url` takes the POST. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A token for `id` signed with `secret`: `id.signature`, URL-safe. */
export function signedToken(secret: string, scope: string, id: string): string {
  return `${id}.${createHmac('sha256', secret).update(`${scope}:${id}`).digest('base64url').slice(0, 32)}`;
}

/** The id a token signed by signedToken() carries, or undefined when it was not signed so. */
export function verifiedId(secret: string, scope: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const id = token.slice(0, token.lastIndexOf('.'));
  if (!id) return undefined;
  const expected = Buffer.from(signedToken(secret, scope, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
