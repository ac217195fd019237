/**
 * Who the client is, behind the proxies the settings name (`TRUST_PROXY`). Every
 * per-address limit (logins, reminders, send to a friend, the captcha's) counts
 * `request.ip`, so only the trusted proxies' X-Forwarded-For entries are believed: the
 * address a client writes there itself is one more hop to the left, never read.
 */
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * Fastify's `trustProxy` for the setting. A hop count trusts that many proxies in front
 * (the socket's peer is hop 0), as Express reads it: Fastify's own number trusts none.
 */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
