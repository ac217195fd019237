/**
 * The error answers of the API (`{ error: code }`, snake_case) and the message of the
 * spec's catalogue (core/messages.ts) a visitor sees for each. The server answers the
 * codes; the client turns them, and its own failures, into message ids.
 */
import { emptyMessages, errorMessages, validationMessages } from '../messages.ts';
import type { RequestKind } from './contract.ts';

/** Every code the server answers, with its HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  not_found: 404,
  property_not_found: 404,
  project_not_found: 404,
  documents_already_requested: 409,
  slot_taken: 409,
  idempotency_key_reused: 409,
  request_in_progress: 409,
  property_sold: 409,
  property_rented: 409,
  appointments_full: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  too_many_attempts: 429,
  internal: 500,
  mail_failed: 502,
  unavailable: 503,
} as const;
export type ServerErrorCode = keyof typeof ERROR_STATUS;

/** Failures the client sees without an error answer from the server. */
export const CLIENT_ERROR_CODES = ['network', 'timeout', 'invalid_response', 'aborted'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ApiErrorCode = ServerErrorCode | ClientErrorCode;

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The JSON body of every error answer. `fields` only with `validation` (and `bad_request` for queries). */
export interface ErrorBody {
  error: ServerErrorCode;
  /** field name → message id of core/messages.ts */
  fields?: Record<string, string>;
  /** seconds, with `too_many_attempts` (also sent as the Retry-After header) */
  retryAfter?: number;
}

/** The code for an error answer without a usable body (a proxy's HTML page, say). */
export function codeOfStatus(status: number): ServerErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 422) return 'validation';
  if (status === 429) return 'too_many_attempts';
  if (status === 500) return 'internal';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

const messageOfCode: Record<ApiErrorCode, string> = {
  bad_request: errorMessages.api.id,
  unauthorized: errorMessages.sessionExpired.id,
  invalid_credentials: errorMessages.invalidCredentials.id,
  not_found: errorMessages.notFound.id,
  property_not_found: errorMessages.propertyNotFound.id,
  project_not_found: errorMessages.projectNotFound.id,
  documents_already_requested: errorMessages.documentsAlreadyRequested.id,
  slot_taken: errorMessages.slotTaken.id,
  idempotency_key_reused: errorMessages.api.id,
  request_in_progress: errorMessages.api.id,
  property_sold: errorMessages.propertySold.id,
  property_rented: errorMessages.propertyRented.id,
  appointments_full: emptyMessages.appointments.id,
  payload_too_large: errorMessages.payloadTooLarge.id,
  unsupported_media_type: errorMessages.api.id,
  validation: validationMessages.form.id,
  too_many_attempts: errorMessages.tooManyAttempts.id,
  internal: errorMessages.api.id,
  mail_failed: errorMessages.mailFailed.id,
  unavailable: errorMessages.api.id,
  network: errorMessages.network.id,
  timeout: errorMessages.network.id,
  invalid_response: errorMessages.api.id,
  aborted: errorMessages.network.id,
};

/**
 * The message id a visitor is shown for `code`. A few forms have their own wording
 * in the catalogue: the testimonial's failed mail, the documents request's failure.
 */
export function errorMessageId(code: ApiErrorCode, context: { kind?: RequestKind } = {}): string {
  if (context.kind === 'testimonial' && (code === 'mail_failed' || code === 'internal')) {
    return errorMessages.testimonialFailed.id;
  }
  if (context.kind === 'documents' && (code === 'mail_failed' || code === 'internal')) {
    return errorMessages.requestDocuments.id;
  }
  return messageOfCode[code] ?? errorMessages.api.id;
}

/** What a client call rejects with: the code, the message to show, and per-field messages. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status, 0 when no answer came */
  readonly status: number;
  /** message id of core/messages.ts to show the visitor */
  readonly messageId: string;
  /** field name → message id, for `validation` */
  readonly fields: Readonly<Record<string, string>>;
  /** seconds to wait before trying again, when the server said so */
  readonly retryAfter: number | undefined;

  constructor(
    code: ApiErrorCode,
    options: {
      status?: number;
      fields?: Record<string, string>;
      retryAfter?: number;
      kind?: RequestKind;
      cause?: unknown;
    } = {},
  ) {
    super(`API error: ${code}${options.status ? ` (HTTP ${options.status})` : ''}`, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? 0;
    this.messageId = errorMessageId(code, { kind: options.kind });
    this.fields = options.fields ?? {};
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
