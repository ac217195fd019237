/**
 * Owner sessions: a random token in an httpOnly cookie (SameSite, Secure over https);
 * the database keeps only its SHA-256, so a leaked database opens no session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerAccount } from '../../../core/api/contract.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import type { SameSite } from '../config.ts';
import type { Db } from '../db/database.ts';

export const SESSION_COOKIE = 'agency_owner';
export const SESSION_TTL_MS = 8 * 3_600_000;
/** the cookie goes only to the owner endpoints */
export const SESSION_PATH = '/api/v1/owner';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OwnerRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
  password_hash: string;
}

export function toAccount(row: OwnerRow): OwnerAccount {
  return { ID: row.id, Username: row.username, Email: row.email, FirstName: row.first_name, LastName: row.last_name, Language: row.language };
}

export function createSession(db: Db, ownerId: number, now = Date.now()): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  db.prepare('DELETE FROM owner_sessions WHERE expires_at < ?').run(now);
  db.prepare('INSERT INTO owner_sessions (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    ownerId,
    now,
    expiresAt,
  );
  return { token, expiresAt };
}

export interface Session {
  owner: OwnerRow;
  tokenHash: string;
  expiresAt: number;
}

export function readSession(db: Db, request: FastifyRequest, now = Date.now()): Session | undefined {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const row = db
    .prepare(
      `SELECT s.expires_at, o.* FROM owner_sessions s JOIN owners o ON o.id = s.owner_id WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .get(tokenHash, now) as (OwnerRow & { expires_at: number }) | undefined;
  if (!row) return undefined;
  return { owner: row, tokenHash, expiresAt: row.expires_at };
}

export function endSession(db: Db, tokenHash: string): void {
  db.prepare('DELETE FROM owner_sessions WHERE token_hash = ?').run(tokenHash);
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, sameSite: SameSite): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite,
    // SameSite=None is only accepted on Secure cookies
    secure: request.protocol === 'https' || sameSite === 'none',
    path: SESSION_PATH,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, sameSite: SameSite): void {
  reply.clearCookie(SESSION_COOKIE, { path: SESSION_PATH, httpOnly: true, sameSite, secure: request.protocol === 'https' || sameSite === 'none' });
}
