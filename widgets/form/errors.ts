/**
 * What a failed submission means for the form: which fields the server refused, what
 * the visitor reads above the form (a message of the spec's catalogue), and whether the
 * request may have been stored after all (then the very same request is sent again
 * under the same idempotency key, and the server answers it without storing it twice).
 */
import type { RequestKind } from '../../core/api/contract.ts';
import { ApiError, type ApiErrorCode } from '../../core/api/errors.ts';
import * as validationMessages from '../../core/messages/validation.ts';

export interface SendFailure {
  /** field name → message id, for fields the server refused */
  fields: Readonly<Record<string, string>>;
  /** message id of the alert above the form */
  message: string;
  /** no answer came: the request may have been stored; retry the same body with the same key */
  uncertain: boolean;
  /** the server already holds a request under this key, sent with other content */
  alreadyReceived: boolean;
}

/**
 * No answer, or an answer from something in front of the server (a gateway timing out):
 * the request may have been stored. The client has already retried these.
 */
const UNCERTAIN: ReadonlySet<ApiErrorCode> = new Set(['network', 'timeout', 'aborted', 'unavailable', 'request_in_progress']);

export function sendFailure(error: unknown, kind?: RequestKind): SendFailure {
  const failure = error instanceof ApiError ? error : new ApiError('network', { cause: error, ...(kind ? { kind } : {}) });
  if (failure.code === 'validation') {
    return { fields: failure.fields, message: validationMessages.form.id, uncertain: false, alreadyReceived: false };
  }
  return {
    fields: {},
    message: failure.messageId,
    uncertain: UNCERTAIN.has(failure.code),
    alreadyReceived: failure.code === 'idempotency_key_reused',
  };
}
