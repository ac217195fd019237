/**
 * The error answers of the API (`{ error: code }`, snake_case) and the message of the
 * spec's catalogue (core/messages.ts) a visitor sees for each. The server answers the
 * codes; the client turns them, and its own failures, into message ids.
 */
import type { MessageId } from '../messages.ts';
import type { FormKind } from '../forms/form-kinds.ts';
import { invalidFormMessage } from './invalid-form.ts';
import { CLIENT_FAILURE_MESSAGES } from './client-failures.ts';

/** Every code the server answers, with its HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  /** the session is valid but the account behind it is gone (closed in the CRM) */
  person_not_found: 401,
  /** a write to the owner endpoints from a page of another site (the CSRF check) */
  forbidden_origin: 403,
  not_found: 404,
  link_invalid: 404,
  property_not_found: 404,
  project_not_found: 404,
  documents_already_requested: 409,
  slot_not_found: 404,
  appointment_not_found: 404,
  slot_taken: 409,
  slot_passed: 409,
  appointment_already_booked: 409,
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
export type ClientErrorCode = keyof typeof CLIENT_FAILURE_MESSAGES;
export const CLIENT_ERROR_CODES = Object.keys(CLIENT_FAILURE_MESSAGES) as ClientErrorCode[];
export type ApiErrorCode = ServerErrorCode | ClientErrorCode;

/**
 * Whether `value` is a code the server answers. Read from the table of messages, which
 * the client carries anyway, so the statuses above stay with the server.
 */
export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (value === 'validation' || (Object.hasOwn(messageOfCode, value) && !Object.hasOwn(CLIENT_FAILURE_MESSAGES, value)));
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

// Ids as typed literals: the type checks each names a message of the catalogue, and the
// bundle does not carry every message module along with the client. The ids this module
// names are a texts file of their own, loaded the first time an error is about to be shown
// (tools/texts.mjs, widgets/i18n.ts); what an element shows before anything failed (a
// form's fields to correct, a sold property) is named where it is decided.
const messageOfCode: Record<Exclude<ApiErrorCode, 'validation'>, MessageId> = {
  bad_request: 'error.api',
  unauthorized: 'error.sessionExpired',
  // the server answers the same for an unknown account and a wrong password: the
  // catalogue's "e-mail and/or password not correct" says exactly that
  invalid_credentials: 'error.userNotFound',
  person_not_found: 'error.personNotFound',
  forbidden_origin: 'error.api',
  not_found: 'error.notFound',
  link_invalid: 'error.linkInvalid',
  property_not_found: 'error.propertyNotFound',
  project_not_found: 'error.projectNotFound',
  documents_already_requested: 'error.documentsAlreadyRequested',
  slot_taken: 'error.slotTaken',
  slot_passed: 'error.slotPassed',
  slot_not_found: 'error.slotNotFound',
  appointment_already_booked: 'error.appointmentAlreadyBooked',
  appointment_not_found: 'error.appointmentNotFound',
  idempotency_key_reused: 'error.api',
  request_in_progress: 'error.api',
  property_sold: 'error.propertySold',
  property_rented: 'error.propertyRented',
  appointments_full: 'empty.appointments',
  payload_too_large: 'error.payloadTooLarge',
  unsupported_media_type: 'error.api',
  too_many_attempts: 'error.tooManyAttempts',
  internal: 'error.api',
  mail_failed: 'error.mailFailed',
  unavailable: 'error.api',
  ...CLIENT_FAILURE_MESSAGES,
};

const transientOrBroken: ReadonlySet<ApiErrorCode> = new Set(['network', 'timeout', 'aborted', 'internal', 'unavailable', 'invalid_response', 'bad_request']);

/**
 * The message id a visitor is shown for `code`. A few forms have their own wording
 * in the catalogue: the testimonial's failed mail, the documents request's failure.
 */
export function errorMessageId(code: ApiErrorCode, context: { kind?: FormKind } = {}): MessageId {
  // a login the server refused as typed (too long, say) reads as a wrong login
  if (code === 'validation') return invalidFormMessage(context.kind);
  // a login that did not get through
  if (context.kind === 'login' && transientOrBroken.has(code)) return 'error.loginFailed';
  // a form the server stayed too busy for, after the retries it asked for: not sent, as a failed mail
  if (context.kind && code === 'unavailable') code = 'mail_failed';
  if (context.kind === 'testimonial' && (code === 'mail_failed' || code === 'internal')) {
    return 'error.testimonialFailed';
  }
  if (context.kind === 'documents' && (code === 'mail_failed' || code === 'internal')) {
    return 'error.requestDocuments';
  }
  return messageOfCode[code] ?? 'error.api';
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
      kind?: FormKind;
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
