/**
 * What a refused or unanswered submission shows: the fields the server refused, each with
 * its message, and the alert above the form (a message of the spec's catalogue). Whether
 * to send again, and how, is core/api/submission.ts's business.
 */
import type { RequestKind } from '../../core/api/contract.ts';
import { ApiError } from '../../core/api/errors.ts';
import * as validationMessages from '../../core/messages/validation.ts';

export interface SendFailure {
  /** field name → message id, for fields the server refused */
  fields: Readonly<Record<string, string>>;
  /** message id of the alert above the form */
  message: string;
}

export function sendFailure(error: unknown, kind?: RequestKind): SendFailure {
  const failure = error instanceof ApiError ? error : new ApiError('network', { cause: error, ...(kind ? { kind } : {}) });
  if (failure.code === 'validation') return { fields: failure.fields, message: validationMessages.form.id };
  return { fields: {}, message: failure.messageId };
}
