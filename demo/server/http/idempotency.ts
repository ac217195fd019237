/**
 * Idempotency-Key (as Stripe and the IETF draft define it): a POST that carries a key
 * is done once. A retry with the same key and the same body gets the first answer
 * back, marked `Idempotent-Replayed: true`, and stores nothing twice; the same key
 * with another body is refused (409 `idempotency_key_reused`: the client then knows the
 * first version is stored); a retry while the first is still running waits for its
 * answer a few seconds, and is then told to come back.
 * Only successful answers are kept: after a failure the client may try again. The
 * submission pipeline (submissions/pipeline.ts) applies it to the routes that declare it.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { validationMessages } from '../../../core/messages.ts';
import { fail } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** a key is kept this long, then a client may reuse it for something else */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

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
