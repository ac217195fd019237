/**
 * Error answers: always `{ error: code }` (plus `fields` for validation), with the
 * status of core/api/errors.ts. Whatever a client sends, the answer is a 4xx with a
 * code, never a 500: framework errors (bad JSON, body too large, wrong content type)
 * are mapped here too.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_STATUS, type ErrorBody, type ServerErrorCode } from '../../../core/api/errors.ts';

export class HttpError extends Error {
  readonly code: ServerErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: ServerErrorCode, options: { fields?: Record<string, string>; retryAfter?: number } = {}) {
    super(code);
    this.code = code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

export function fail(code: ServerErrorCode, options: { fields?: Record<string, string>; retryAfter?: number } = {}): never {
  throw new HttpError(code, options);
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  const body: ErrorBody = { error: error.code };
  if (error.fields) body.fields = error.fields;
  if (error.retryAfter !== undefined) {
    body.retryAfter = error.retryAfter;
    reply.header('Retry-After', String(error.retryAfter));
  }
  return reply.code(ERROR_STATUS[error.code]).header('Cache-Control', 'no-store').send(body);
}

function codeOfFrameworkError(error: FastifyError): ServerErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
    return 'payload_too_large';
  }
  if (status === 415 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_attempts';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal';
}

/** Only for /api/ routes; the static pages keep fastify's own answers. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    const code = codeOfFrameworkError(error);
    if (code === 'internal') request.log.error({ err: error }, 'request failed');
    return sendError(reply, new HttpError(code));
  });
}
