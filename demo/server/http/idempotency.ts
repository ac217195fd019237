/**
 * Idempotency-Key (as Stripe and the IETF draft define it): a POST that carries a key
 * is done once. A retry with the same key and the same body gets the first answer
 * back, marked `Idempotent-Replayed: true`, and stores nothing twice; the same key
 * with another body is refused; a retry while the first is still running is told to
 * wait. Only successful answers are kept: after a failure the client may try again.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationMessages } from '../../../core/messages.ts';
import type { Db } from '../db/database.ts';
import { fail } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** a key is kept this long, then a client may reuse it for something else */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface Answer {
  status: number;
  body: unknown;
}

export function fingerprint(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : JSON.stringify(part) ?? 'undefined').update('\0');
  return hash.digest('hex');
}

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) fail('bad_request', { fields: { 'Idempotency-Key': validationMessages.invalid.id } });
  return value;
}

/**
 * Runs `work` once per key: `scope` names the endpoint, `print` the request's content.
 * Without a key, `work` simply runs.
 */
export async function once(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  print: string,
  work: () => Promise<Answer>,
): Promise<FastifyReply> {
  const key = idempotencyKey(request);
  if (key === undefined) {
    const answer = await work();
    return reply.code(answer.status).send(answer.body);
  }
  const now = Date.now();
  db.prepare('DELETE FROM idempotency WHERE created_at < ?').run(now - IDEMPOTENCY_TTL_MS);
  const claimed = db
    .prepare(`INSERT INTO idempotency (key, scope, fingerprint, state, created_at) VALUES (?, ?, ?, 'pending', ?) ON CONFLICT DO NOTHING`)
    .run(key, scope, print, now);
  if (claimed.changes === 0) {
    const row = db.prepare('SELECT fingerprint, state, status, body FROM idempotency WHERE key = ? AND scope = ?').get(key, scope) as
      | { fingerprint: string; state: string; status: number | null; body: string | null }
      | undefined;
    if (!row) return once(db, request, reply, scope, print, work);
    if (row.fingerprint !== print) fail('idempotency_key_reused');
    if (row.state !== 'done') fail('request_in_progress', { retryAfter: 1 });
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(row.status ?? 200).send(row.body === null ? undefined : JSON.parse(row.body));
  }
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    db.prepare('DELETE FROM idempotency WHERE key = ? AND scope = ?').run(key, scope);
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) {
    db.prepare(`UPDATE idempotency SET state = 'done', status = ?, body = ? WHERE key = ? AND scope = ?`).run(
      answer.status,
      answer.body === undefined ? null : JSON.stringify(answer.body),
      key,
      scope,
    );
  } else {
    db.prepare('DELETE FROM idempotency WHERE key = ? AND scope = ?').run(key, scope);
  }
  return reply.code(answer.status).send(answer.body);
}
