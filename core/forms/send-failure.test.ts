import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode, ERROR_STATUS } from '../api/errors.ts';
import { errorMessages, validationMessages } from '../messages.ts';
import { sendFailure } from './send-failure.ts';

describe('sendFailure', () => {
  it('puts the fields the server refused (422) on their fields, with the form-level message', () => {
    const error = new ApiError('validation', { status: 422, fields: { email: validationMessages.emailInvalid.id } });
    expect(sendFailure(error, 'visit')).toEqual({ code: 'validation', fields: { email: 'validation.emailInvalid' }, message: 'validation.form' });
  });

  it.each<[ApiErrorCode, string]>([
    ['network', errorMessages.network.id],
    ['timeout', errorMessages.network.id],
    // a form the server stayed too busy for (the client waited out its Retry-After): not sent, as a failed mail
    ['unavailable', errorMessages.mailFailed.id],
    ['request_in_progress', errorMessages.api.id],
    ['mail_failed', errorMessages.mailFailed.id],
    ['internal', errorMessages.api.id],
    ['property_sold', errorMessages.propertySold.id],
    ['property_rented', errorMessages.propertyRented.id],
    ['property_not_found', errorMessages.propertyNotFound.id],
    ['too_many_attempts', errorMessages.tooManyAttempts.id],
    ['payload_too_large', errorMessages.payloadTooLarge.id],
    ['bad_request', errorMessages.api.id],
  ])('%s shows %s', (code, message) => {
    const status = code in ERROR_STATUS ? ERROR_STATUS[code as keyof typeof ERROR_STATUS] : 0;
    expect(sendFailure(new ApiError(code, { status, kind: 'visit' }), 'visit')).toEqual({ code, fields: {}, message });
  });

  it.each(['mail_failed', 'unavailable'] as const)('uses the catalogue wording of the form kind (documents, testimonial) for %s', (code) => {
    expect(sendFailure(new ApiError(code, { status: 502, kind: 'documents' }), 'documents').message).toBe(errorMessages.requestDocuments.id);
    expect(sendFailure(new ApiError(code, { status: 502, kind: 'testimonial' }), 'testimonial').message).toBe(errorMessages.testimonialFailed.id);
  });

  it('says when to try again after too many attempts', () => {
    const now = Date.UTC(2024, 10, 14, 13, 0);
    expect(sendFailure(new ApiError('too_many_attempts', { status: 429, retryAfter: 754, kind: 'login' }), 'login', now)).toEqual({
      code: 'too_many_attempts',
      fields: {},
      message: errorMessages.tooManyAttempts.id,
      retryAt: now + 754_000,
    });
  });

  it('speaks of the e-mail address or password when a login is refused as typed, and of the login when it did not get through', () => {
    expect(sendFailure(new ApiError('validation', { status: 422, fields: { username: 'validation.usernameRequired' } }), 'login')).toEqual({
      code: 'validation',
      fields: { username: 'validation.usernameRequired' },
      message: errorMessages.invalidCredentials.id,
    });
    expect(sendFailure(new ApiError('invalid_credentials', { status: 401, kind: 'login' }), 'login').message).toBe(errorMessages.userNotFound.id);
    expect(sendFailure(new TypeError('Failed to fetch'), 'login').message).toBe(errorMessages.loginFailed.id);
  });

  it('treats anything thrown that is no ApiError as a network failure', () => {
    expect(sendFailure(new TypeError('Failed to fetch'), 'visit')).toEqual({ code: 'network', fields: {}, message: errorMessages.network.id });
  });
});
