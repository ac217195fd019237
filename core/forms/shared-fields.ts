/**
 * The fields the forms of core/forms/kinds/ share (a person, an address, the captcha…)
 * and the helper that writes one; each form is a module of its own, so a page carries the
 * definitions of its own form and of these, not of every form.
 */
import { CONTACT_TIME_SLOTS, type ContactTimeSlot } from '../constants.ts';
import type { MessageId } from '../messages.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  type FieldKind,
  type FieldSpec,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './fields.ts';

// Message ids as typed literals (MessageId checks each names a message of the catalogue),
// each field with its own, also what a value of its kind answers when it is not valid (an
// e-mail address, a number, a date): a form's page carries the labels and messages of its
// own fields (tools/texts.mjs follows what the page uses of this module), not those of
// every kind of field some form has.

type Extra = Omit<FieldSpec, 'name' | 'kind' | 'required' | 'label'> & { label?: MessageId };

/*#__NO_SIDE_EFFECTS__*/
export function field<const N extends string, const K extends FieldKind, const R extends boolean, const E extends Extra>(
  name: N,
  kind: K,
  required: R,
  label: MessageId,
  extra?: E,
): { name: N; kind: K; required: R; label: MessageId } & E {
  return { name, kind, required, label, ...(extra as E) };
}

/** The forms of address a visitor may choose, and `none`: no title at all (the mails greet by name). */
export const TITLES = ['mr', 'ms', 'miss', 'none'] as const;
/** The contact time slots of spec §9, by id (10:00–13:00, 14:00–16:00, 16:00–19:00). */
export const TIME_SLOTS: readonly ContactTimeSlot['id'][] = CONTACT_TIME_SLOTS.map((slot) => slot.id);
export const DEMAND_GOALS = ['buy', 'rent'] as const;
export const VALUATION_GOALS = ['sell', 'rentOut', 'both'] as const;
export const CONTACT_GOALS = ['sell', 'rentOut', 'buy', 'rent'] as const;

export const goalLabels = {
  sell: 'choice.goal.sell',
  rentOut: 'choice.goal.rentOut',
  buy: 'choice.goal.buy',
  rent: 'choice.goal.rent',
  both: 'choice.goal.both',
} as const;

// ---------------------------------------------------------------- the person fields of spec §3

/**
 * The title. No form of the site asks for one: a visitor who wants none, or neither of two,
 * skips it or says so with `none`. A form kind that must have a title passes `true` and
 * answers with the spec's message for it.
 */
export const title = <const R extends boolean>(required: R) =>
  field('title', 'choice', required, 'field.title', {
    options: TITLES,
    optionLabels: { mr: 'choice.title.mr', ms: 'choice.title.ms', miss: 'choice.title.miss', none: 'choice.title.none' },
    // "Miss" lives on in English forms; Dutch, French and German sites dropped Juffrouw,
    // Mademoiselle and Fräulein long ago and address every woman as Mevrouw, Madame, Frau
    optionLanguages: { miss: ['en'] },
    messages: { required: 'validation.titleRequired' },
  });
export const firstName = <const R extends boolean>(required: R, label: MessageId = 'field.firstName') =>
  field('firstName', 'text', required, label, {
    maxLength: MAX_LENGTH.text,
    messages: { required: 'validation.firstNameRequired' },
  });
export const lastName = <const R extends boolean>(required: R, label: MessageId = 'field.lastName') =>
  field('lastName', 'text', required, label, {
    maxLength: MAX_LENGTH.text,
    messages: { required: 'validation.lastNameRequired' },
  });
export const email = field('email', 'email', true, 'field.email', {
  maxLength: MAX_LENGTH.email,
  messages: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' },
});
export const phone = <const R extends boolean>(required: R) =>
  field('phone', 'phone', required, 'field.phone', {
    maxLength: MAX_LENGTH.phone,
    messages: { required: 'validation.phoneRequired', invalid: 'validation.phoneInvalid' },
  });

/** Street, number, postal code and city; the valuation's address has its own message, and is in Belgium. */
export const address = <const R extends boolean>(required: R, addressMessage: MessageId = 'validation.addressRequired', belgian = false) =>
  [
    field('street', 'text', required, 'field.street', {
      maxLength: MAX_LENGTH.street,
      messages: { required: addressMessage },
    }),
    field('houseNumber', 'text', required, 'field.houseNumber', {
      maxLength: MAX_LENGTH.houseNumber,
      messages: { required: addressMessage },
    }),
    field('zip', 'zip', required, 'field.zip', { maxLength: MAX_LENGTH.zip, ...(belgian ? { belgian } : {}), messages: { required: 'validation.zipRequired', invalid: 'validation.zipInvalid' } }),
    field('city', 'text', required, 'field.city', { maxLength: MAX_LENGTH.text, messages: { required: 'validation.cityRequired' } }),
  ] as const;

export const remark = <const R extends boolean>(required: R) =>
  field('remark', 'multiline', required, 'field.remark', {
    maxLength: MAX_LENGTH.multiline,
    messages: { required: 'validation.remarkRequired' },
  });
export const timeSlots = field('timeSlots', 'choices', false, 'field.timeSlots', {
  options: TIME_SLOTS,
  optionLabels: Object.fromEntries(CONTACT_TIME_SLOTS.map((slot) => [slot.id, slot.message])),
  maxItems: TIME_SLOTS.length,
});
/** An opt-in, never ticked for the visitor (GDPR: consent is an act). */
export const newsletter = field('newsletter', 'boolean', false, 'field.newsletter');
/** Required when the page uses a captcha (`validateForm(…, { captcha: true })`). */
export const captcha = field('captcha', 'captcha', false, 'field.captcha', {
  maxLength: MAX_LENGTH.captcha,
  messages: { required: 'validation.captchaRequired' },
});

/** The language a mail is written in (the friend's, the newsletter's): the form starts with the visitor's own. Left out, the server writes in the visitor's language. */
export const mailLanguage = (label: MessageId) =>
  field('language', 'choice', false, label, {
    options: LANGUAGES,
    optionLabels: { nl: 'choice.language.nl', fr: 'choice.language.fr', en: 'choice.language.en', de: 'choice.language.de' },
  });

export const propertyId = <const R extends boolean>(required: R) =>
  field('propertyId', 'integer', required, 'field.property', {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    messages: { required: 'validation.propertyRequired', invalid: 'validation.propertyRequired' },
  });
export const projectId = field('projectId', 'integer', false, 'field.project', { min: 1, max: Number.MAX_SAFE_INTEGER, messages: { invalid: 'validation.numberInvalid' } });

/** Highest price a search or an offer may name: far above any Belgian home, below absurd. */
export const MAX_PRICE = 100_000_000;
/** Highest monthly income a rental application may state. */
export const MAX_INCOME = 1_000_000;
/** Room counts of a search: a request for more is a typo. */
export const MAX_ROOMS = 20;
/** Largest living area a valuation may state, in m²: a castle, not a typo of a house. */
export const MAX_LIVING_AREA = 10_000;

export const person = [title(false), firstName(true), lastName(true), email, phone(true)] as const;

/** A CV to send along (the job application, the rental application where the region allows it). */
export const cv = field('cv', 'file', false, 'field.cv', { accept: CV_ACCEPT, maxBytes: CV_MAX_BYTES, messages: { invalid: 'validation.cvType', empty: 'validation.fileEmpty', tooLarge: 'validation.fileTooLarge' } });

/** A buyer of a purchase offer: a person with a postal address. */
export const buyer = [title(false), firstName(true), lastName(true), ...address(true), email, phone(true)] as const;
