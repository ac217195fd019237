/**
 * The agency's back office routes (`/admin/…`) open to `Authorization: Bearer <ADMIN_TOKEN>`
 * only. Without ADMIN_TOKEN they do not exist: every call answers 404, as does a wrong
 * token, so a stranger cannot even tell they are there. The token is compared in constant
 * time (both sides hashed first, so their lengths tell nothing either).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fail } from './errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` (the header as sent) carries `token`; never with an empty token. */
export function isAdmin(token: string, authorization: string | undefined): boolean {
  if (!token || typeof authorization !== 'string') return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${token}`));
}

/** Answers 404 unless the request carries the admin token. */
export function requireAdmin(token: string, request: FastifyRequest): void {
  if (!isAdmin(token, request.headers.authorization)) fail('not_found');
}
