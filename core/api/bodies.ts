/**
 * What the requests that send a form carry: each the fields of its form of core/forms,
 * typed from the same field specs the browser and the server validate with (a file as a
 * part of a multipart body, the other fields as JSON in its `data` part). Apart from the
 * rest of the contract (./contract.ts), which the forms read for the kinds there are.
 */
import type { FormBody } from '../forms/forms.ts';
import type { RequestKind } from './contract.ts';

/** `POST /requests/:kind`: the fields of form `kind`. */
export type RequestBody<K extends RequestKind = RequestKind> = FormBody<K>;

/** `POST /appointments`: the `appointment` form (a slot and the visit form's person fields). */
export type AppointmentBooking = FormBody<'appointment'>;

/** `POST /owner/session`: the `login` form (a username or an e-mail address, and the password). */
export type OwnerCredentials = FormBody<'login'>;

/** `POST /owner/password-reminder`: the form `password-reminder`. */
export type PasswordReminder = FormBody<'password-reminder'>;

/** `POST /owner/password`: the form `password-reset`. */
export type PasswordReset = FormBody<'password-reset'>;
