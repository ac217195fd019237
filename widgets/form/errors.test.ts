import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode, ERROR_STATUS } from '../../core/api/errors.ts';
import { errorMessages, validationMessages } from '../../core/messages.ts';
import { sendFailure } from './errors.ts';

describe('sendFailure', () => {
  it('puts the fields the server refused (422) on their fields, with the form-level message', () => {
    const error = new ApiError('validation', { status: 422, fields: { email: validationMessages.emailInvalid.id } });
    expect(sendFailure(error, 'visit')).toEqual({
      fields: { email: 'validation.emailInvalid' },
      message: 'validation.form',
      uncertain: false,
      alreadyReceived: false,
    });
  });

  it.each<[ApiErrorCode, string, boolean]>([
    // no answer came: the request may be stored, so the same body goes again under the same key
    ['network', errorMessages.network.id, true],
    ['timeout', errorMessages.network.id, true],
    ['unavailable', errorMessages.api.id, true],
    ['request_in_progress', errorMessages.api.id, true],
    // the server answered: nothing is stored
    ['mail_failed', errorMessages.mailFailed.id, false],
    ['internal', errorMessages.api.id, false],
    ['property_sold', errorMessages.propertySold.id, false],
    ['property_rented', errorMessages.propertyRented.id, false],
    ['property_not_found', errorMessages.propertyNotFound.id, false],
    ['too_many_attempts', errorMessages.tooManyAttempts.id, false],
    ['payload_too_large', errorMessages.payloadTooLarge.id, false],
    ['bad_request', errorMessages.api.id, false],
  ])('%s shows %s (uncertain: %s)', (code, message, uncertain) => {
    const status = code in ERROR_STATUS ? ERROR_STATUS[code as keyof typeof ERROR_STATUS] : 0;
    const failure = sendFailure(new ApiError(code, { status, kind: 'visit' }), 'visit');
    expect(failure).toEqual({ fields: {}, message, uncertain, alreadyReceived: false });
  });

  it('knows a request the server already holds under this key', () => {
    const failure = sendFailure(new ApiError('idempotency_key_reused', { status: 409 }), 'info');
    expect(failure.alreadyReceived).toBe(true);
    expect(failure.uncertain).toBe(false);
  });

  it('uses the catalogue wording of the form kind (documents)', () => {
    expect(sendFailure(new ApiError('mail_failed', { status: 502, kind: 'documents' }), 'documents').message).toBe(
      errorMessages.requestDocuments.id,
    );
  });

  it('treats anything thrown that is no ApiError as a network failure', () => {
    expect(sendFailure(new TypeError('Failed to fetch'), 'visit')).toEqual({
      fields: {},
      message: errorMessages.network.id,
      uncertain: true,
      alreadyReceived: false,
    });
  });
});
