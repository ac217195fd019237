import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../messages/source.ts';
import { ApiError, CLIENT_ERROR_CODES, codeOfStatus, ERROR_STATUS, errorMessageId, isServerErrorCode } from './errors.ts';

describe('errorMessageId', () => {
  it.each([
    ['property_not_found', 'error.propertyNotFound'],
    ['project_not_found', 'error.projectNotFound'],
    ['documents_already_requested', 'error.documentsAlreadyRequested'],
    ['mail_failed', 'error.mailFailed'],
    ['invalid_credentials', 'error.userNotFound'],
    ['person_not_found', 'error.personNotFound'],
    ['forbidden_origin', 'error.api'],
    ['too_many_attempts', 'error.tooManyAttempts'],
    ['unauthorized', 'error.sessionExpired'],
    ['validation', 'validation.form'],
    ['payload_too_large', 'error.payloadTooLarge'],
    ['appointments_full', 'empty.appointments'],
    ['property_sold', 'error.propertySold'],
    ['property_rented', 'error.propertyRented'],
    ['internal', 'error.api'],
    ['network', 'error.network'],
    ['timeout', 'error.network'],
    ['invalid_response', 'error.api'],
  ] as const)('%s → %s', (code, id) => {
    expect(errorMessageId(code)).toBe(id);
  });

  it('uses the forms’ own wording for a failed testimonial and documents request', () => {
    expect(errorMessageId('mail_failed', { kind: 'testimonial' })).toBe('error.testimonialFailed');
    expect(errorMessageId('mail_failed', { kind: 'documents' })).toBe('error.requestDocuments');
    expect(errorMessageId('mail_failed', { kind: 'visit' })).toBe('error.mailFailed');
  });

  it.each([
    ['invalid_credentials', 'error.userNotFound'],
    ['validation', 'error.invalidCredentials'],
    ['network', 'error.loginFailed'],
    ['timeout', 'error.loginFailed'],
    ['internal', 'error.loginFailed'],
    ['unavailable', 'error.loginFailed'],
    ['too_many_attempts', 'error.tooManyAttempts'],
    ['person_not_found', 'error.personNotFound'],
  ] as const)('a login answered %s shows %s', (code, id) => {
    expect(errorMessageId(code, { kind: 'login' })).toBe(id);
  });

  it('names a message of the catalogue for every code', () => {
    for (const code of [...Object.keys(ERROR_STATUS), ...CLIENT_ERROR_CODES] as Parameters<typeof errorMessageId>[0][]) {
      expect(sourceMessages[errorMessageId(code)], code).toBeTruthy();
    }
  });
});

describe('codes and statuses', () => {
  it('every server code is snake_case and has a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status).toBeGreaterThanOrEqual(400);
    }
    expect(isServerErrorCode('validation')).toBe(true);
    expect(isServerErrorCode('toString')).toBe(false);
  });

  it('knows exactly the codes of the server: every one with a status, none of the client failures', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(isServerErrorCode(code), code).toBe(true);
    for (const code of CLIENT_ERROR_CODES) expect(isServerErrorCode(code), code).toBe(false);
    expect(isServerErrorCode('slot-taken')).toBe(false);
    expect(isServerErrorCode(404)).toBe(false);
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [422, 'validation'],
    [429, 'too_many_attempts'],
    [500, 'internal'],
    [502, 'unavailable'],
    [504, 'unavailable'],
  ] as const)('an answer %i without a body counts as %s', (status, code) => {
    expect(codeOfStatus(status)).toBe(code);
  });

  it('ApiError carries code, status, message id and fields', () => {
    const error = new ApiError('validation', { status: 422, fields: { email: 'validation.emailInvalid' } });
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.status, error.messageId]).toEqual(['validation', 422, 'validation.form']);
    expect(error.fields).toEqual({ email: 'validation.emailInvalid' });
  });
});
