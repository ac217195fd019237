/**
 * Owner sessions: a random token in an httpOnly cookie (SameSite, Secure over https);
 * the store keeps only its SHA-256, so a leaked database opens no session.
 *
 * When the portal's page and the API are on different sites (COOKIE_SAMESITE=none), the
 * cookie is a third-party cookie in the page: `SameSite=None; Secure; Partitioned`.
 * Partitioned (CHIPS) keeps it in a jar of the page's site only, which is what browsers
 * that block unpartitioned third-party cookies still accept; the owner logs in and
 * reads the portal on that same page, so nothing is lost.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerAccount } from '../../../core/api/contract.ts';
import type { SameSite } from '../config.ts';
import type { OwnerSessions } from '../repositories/owner-sessions.ts';
import type { Owners } from '../repositories/owners.ts';

export const SESSION_COOKIE = 'agency_owner';
export const SESSION_TTL_MS = 8 * 3_600_000;
/** the cookie goes only to the owner endpoints */
export const SESSION_PATH = '/api/v1/owner';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(sessions: OwnerSessions, ownerId: number, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  await sessions.start(hashToken(token), ownerId, now, expiresAt);
  return { token, expiresAt };
}

export interface Session {
  owner: OwnerAccount;
  tokenHash: string;
  expiresAt: number;
}

/** A session of the cookie; `gone` when it is valid but the account behind it no longer exists (closed in the CRM). */
export async function readSession(
  sessions: OwnerSessions,
  owners: Owners,
  request: FastifyRequest,
  now = Date.now(),
): Promise<Session | { gone: true; tokenHash: string } | undefined> {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const stored = await sessions.find(tokenHash, now);
  if (!stored) return undefined;
  const owner = await owners.account(stored.ownerId);
  if (!owner) return { gone: true, tokenHash };
  return { owner, tokenHash, expiresAt: stored.expiresAt };
}

function cookieOptions(request: FastifyRequest, sameSite: SameSite) {
  // SameSite=None is only accepted on Secure cookies, and Partitioned only on those
  const crossSite = sameSite === 'none';
  return {
    httpOnly: true,
    sameSite,
    secure: request.protocol === 'https' || crossSite,
    ...(crossSite ? { partitioned: true } : {}),
    path: SESSION_PATH,
  } as const;
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, sameSite: SameSite): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request, sameSite), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, sameSite: SameSite): void {
  // a partitioned cookie is cleared only by a Set-Cookie that is partitioned too
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, sameSite));
}
