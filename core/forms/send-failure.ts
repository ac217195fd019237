/**
 * What a refused or unanswered submission shows: the fields the server refused, each with
 * its message, and the alert above the form (a message of the spec's catalogue). Whether
 * to send again, and how, is core/api/submission.ts's business.
 */
import { ApiError, type ApiErrorCode } from '../api/errors.ts';
import type { FormKind } from './forms.ts';
import { invalidFormMessage } from '../api/invalid-form.ts';

export interface SendFailure {
  /** what the server (or the network) said: a screen acts on it (a booked moment gone) */
  code: ApiErrorCode;
  /** field name → message id, for fields the server refused */
  fields: Readonly<Record<string, string>>;
  /** message id of the alert above the form */
  message: string;
  /** epoch ms: when the server takes another attempt (after too_many_attempts) */
  retryAt?: number;
}

export function sendFailure(error: unknown, kind?: FormKind, now = Date.now()): SendFailure {
  const failure = error instanceof ApiError ? error : new ApiError('network', { cause: error, ...(kind ? { kind } : {}) });
  const { code } = failure;
  if (code === 'validation') return { code, fields: failure.fields, message: invalidFormMessage(kind) };
  if (code === 'too_many_attempts' && failure.retryAfter !== undefined && failure.retryAfter > 0) {
    return { code, fields: {}, message: failure.messageId, retryAt: now + failure.retryAfter * 1000 };
  }
  return { code, fields: {}, message: failure.messageId };
}
