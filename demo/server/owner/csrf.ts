/**
 * Cross-site request forgery: the owner's session is a cookie, which a browser may add
 * to a request another site's page makes (a form posted to the API, a script's fetch),
 * the more so when the portal's page and the API are on different sites and the cookie
 * is `SameSite=None`. Every write to the owner endpoints (log in, log out, reminder,
 * new password) is refused unless it comes from a page of an origin that may use the
 * cookie (the server's own and ALLOWED_ORIGINS), read from the `Origin` header browsers
 * send with every such request (OWASP: "verifying origin with standard headers").
 * Without `Origin`, `Sec-Fetch-Site` decides; a request with neither comes from no
 * browser's page (a server, curl), where no cookie rides along unasked.
 */
import type { FastifyRequest } from 'fastify';
import { credentialedOrigin } from '../http/cors.ts';

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function forgedRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (READS.has(request.method)) return false;
  const origin = request.headers.origin;
  // "null": a sandboxed frame, a data: page or a redirect across sites
  if (typeof origin === 'string' && origin !== '') return !credentialedOrigin(request, origin, allowedOrigins);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
