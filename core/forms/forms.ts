/**
 * The forms of spec §3 and §5, field by field, one module each (./kinds/), and the table
 * of them all that the server validates with. Which fields are required follows what an
 * agency needs to answer each request and no more: a visit needs a phone number to plan
 * it, a newsletter only an e-mail address.
 */
import { OWNER_FORM_KINDS, REQUEST_KINDS } from '../api/contract.ts';
import type { MessageId } from '../messages.ts';
import type { FieldSpec } from './fields.ts';
import type { RentalRegion } from './rental-law.ts';
import * as validationMessages from '../messages/validation.ts';
import type { FormOptions } from './schema.ts';
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

/** Every form: the public ones `POST /requests/:kind` takes, a booked viewing (`POST /appointments`), and the owner portal's own. */
export const FORM_KINDS = [...REQUEST_KINDS, 'appointment', ...OWNER_FORM_KINDS] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return (FORM_KINDS as readonly unknown[]).includes(value);
}

/**
 * A rule between two fields, checked once both are valid on their own:
 * `same`: `field` must equal `other`; `notBelow`: `field` must not be less than `other`
 * (numbers, or ISO dates); `either`: `field` or `other` must be filled in. The message
 * goes on `field`.
 */
export interface FieldRule {
  readonly rule: 'same' | 'notBelow' | 'either';
  readonly field: string;
  readonly other: string;
  readonly message: MessageId;
}

export interface FormSpec<K extends FormKind = FormKind> {
  readonly kind: K;
  readonly fields: readonly FieldSpec[];
  readonly rules: readonly FieldRule[];
  /** the fields as the law of the property's region allows them (a rental application, core/forms/rental-law.ts) */
  readonly regional?: (region: RentalRegion) => readonly FieldSpec[];
}

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

/**
 * Form `kind` checked against its schema (spec §3, §5): the trimmed, typed value, or
 * each field's message. Never throws: an unknown kind or data that is no object gives
 * errors, not an exception. The server's check, which knows every form; a screen checks
 * its own form with `validateWith` (./validate.ts), so its page carries no other.
 */
export function validateForm<K extends FormKind>(kind: K, data: unknown, options?: FormOptions): FormResult<K>;
export function validateForm(kind: unknown, data: unknown, options?: FormOptions): FormResult;
export function validateForm(kind: unknown, data: unknown, options: FormOptions = {}): FormResult {
  if (!isFormKind(kind)) return { ok: false, errors: { [FORM_ERROR]: validationMessages.invalid.id } };
  return validateWith(FORMS[kind], data, options);
}
