/**
 * CORS of the API, as real deployments need it: the CMS on www.agency.be, the bundle on
 * a CDN, the API elsewhere. Pages of the server's own origin and of ALLOWED_ORIGINS may
 * call every endpoint with credentials (the owner's session cookie); `*` in the list lets
 * any site read the public endpoints, without credentials. Other origins get no CORS
 * headers, so browsers keep their pages from reading the answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from './language.ts';

export const CORS_ALLOWED_HEADERS = 'Content-Type, Idempotency-Key, Accept-Language';
export const CORS_EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed';

/**
 * Whether `origin` may call the API with the owner's cookie: the server's own origin and
 * those listed in ALLOWED_ORIGINS (never `*`, which only opens the public reads).
 */
export function credentialedOrigin(request: FastifyRequest, origin: string, allowedOrigins: readonly string[]): boolean {
  const wanted = origin.toLowerCase();
  return wanted === originOf(request).toLowerCase() || allowedOrigins.some((allowed) => allowed !== '*' && allowed.toLowerCase() === wanted);
}

/** `allowedOrigins` is read for each request: with many agencies, the request's agency's own (tenancy/agency-settings.ts). */
export function installCors(app: FastifyInstance, allowedOrigins: () => readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '') return;
    const allowed = allowedOrigins();
    const anyOrigin = allowed.includes('*');
    if (credentialedOrigin(request, origin, allowed)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
    } else if (anyOrigin) {
      reply.header('Access-Control-Allow-Origin', '*');
    } else {
      return;
    }
    reply.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS')
        .header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send();
    }
  });
}
