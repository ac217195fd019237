/**
 * The forms of spec §3 and §5, field by field, one module each (./kinds/), and the table
 * of them all that the server validates with. Which fields are required follows what an
 * agency needs to answer each request and no more: a visit needs a phone number to plan
 * it, a newsletter only an e-mail address.
 */
import * as validationMessages from '../messages/validation.ts';
import type { FormOptions } from './schema.ts';
import { type FormKind, isFormKind } from './form-kinds.ts';
import type { FormSpec } from './form-spec.ts';
import type { BodyOf, ValuesOf } from './form-values.ts';
import { FORM_ERROR, type FormResult, validateWith } from './validate.ts';
import { contactForm } from './kinds/contact.ts';
import { visitForm } from './kinds/visit.ts';
import { infoForm } from './kinds/info.ts';
import { documentsForm } from './kinds/documents.ts';
import { friendForm } from './kinds/friend.ts';
import { demandForm } from './kinds/demand.ts';
import { valuationForm } from './kinds/valuation.ts';
import { offerForm } from './kinds/offer.ts';
import { rentalForm } from './kinds/rental.ts';
import { appointmentForm } from './kinds/appointment.ts';
import { newsletterForm } from './kinds/newsletter.ts';
import { testimonialForm } from './kinds/testimonial.ts';
import { jobForm } from './kinds/job.ts';
import { siteContactForm } from './kinds/site-contact.ts';
import { loginForm } from './kinds/login.ts';
import { passwordReminderForm } from './kinds/password-reminder.ts';
import { passwordResetForm } from './kinds/password-reset.ts';

export { FORM_KINDS, type FormKind, isFormKind } from './form-kinds.ts';
export type { FieldRule, FormSpec } from './form-spec.ts';

export { contactForm, visitForm, infoForm, documentsForm, friendForm, demandForm, valuationForm, offerForm, rentalForm, appointmentForm, newsletterForm, testimonialForm, jobForm, siteContactForm, loginForm, passwordReminderForm, passwordResetForm };
export type { RentalFieldName } from './kinds/rental.ts';
export { CONTACT_GOALS, DEMAND_GOALS, TIME_SLOTS, TITLES, VALUATION_GOALS } from './shared-fields.ts';

/** Every form by its kind: the server's table; a screen imports its own form alone, so its page carries no other. */
export const FORMS = {
  contact: contactForm,
  visit: visitForm,
  info: infoForm,
  documents: documentsForm,
  friend: friendForm,
  demand: demandForm,
  valuation: valuationForm,
  offer: offerForm,
  rental: rentalForm,
  appointment: appointmentForm,
  newsletter: newsletterForm,
  testimonial: testimonialForm,
  job: jobForm,
  'site-contact': siteContactForm,
  login: loginForm,
  'password-reminder': passwordReminderForm,
  'password-reset': passwordResetForm,
} as const satisfies { [K in FormKind]: FormSpec<K> };

/** What `validateForm(kind, …)` gives when the form is valid; for a union of kinds, the union of their values. */
export type FormValue<K extends FormKind> = K extends FormKind ? ValuesOf<(typeof FORMS)[K]['fields']> : never;

/** The body of form `kind`'s request, from the same field specs its validation reads. */
export type FormBody<K extends FormKind> = K extends FormKind ? BodyOf<(typeof FORMS)[K]['fields']> : never;

/**
 * Form `kind` checked against its schema (spec §3, §5): the trimmed, typed value, or
 * each field's message. Never throws: an unknown kind or data that is no object gives
 * errors, not an exception. The server's check, which knows every form; a screen checks
 * its own form with `validateWith` (./validate.ts), so its page carries no other.
 */
export function validateForm<K extends FormKind>(kind: K, data: unknown, options?: FormOptions): FormResult<FormValue<K>>;
export function validateForm(kind: unknown, data: unknown, options?: FormOptions): FormResult;
export function validateForm(kind: unknown, data: unknown, options: FormOptions = {}): FormResult {
  if (!isFormKind(kind)) return { ok: false, errors: { [FORM_ERROR]: validationMessages.invalid.id } };
  return validateWith(FORMS[kind], data, options);
}
