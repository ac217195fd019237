/**
 * Idempotency-Key (as Stripe and the IETF draft define it): a POST that carries a key
 * is done once. A retry with the same key and the same body gets the first answer
 * back, marked `Idempotent-Replayed: true`, and stores nothing twice; the same key
 * with another body is refused (409 `idempotency_key_reused`: the client then knows the
 * first version is stored); a retry while the first is still running is told to wait.
 * Only successful answers are kept: after a failure the client may try again.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationMessages } from '../../../core/messages.ts';
import type { IdempotencyRecords } from '../repositories/idempotency.ts';
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
  records: IdempotencyRecords,
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
  records.forgetBefore(now - IDEMPOTENCY_TTL_MS);
  if (!records.claim(key, scope, print, now)) {
    const record = records.find(key, scope);
    // the holder let go between the claim and the look: try again
    if (!record) return once(records, request, reply, scope, print, work);
    // still running: whether it will be stored is not known yet, so even another body waits
    if (!record.done) fail('request_in_progress', { retryAfter: 1 });
    if (record.fingerprint !== print) fail('idempotency_key_reused');
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(record.status ?? 200).send(record.body);
  }
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    records.release(key, scope);
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) records.complete(key, scope, answer.status, answer.body);
  else records.release(key, scope);
  return reply.code(answer.status).send(answer.body);
}
