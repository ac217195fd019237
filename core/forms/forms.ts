/**
 * The forms of spec §3 and §5, field by field. Which fields are required follows what an
 * agency needs to answer each request and no more: a visit needs a phone number to plan
 * it, a newsletter only an e-mail address.
 */
import { OWNER_FORM_KINDS, REQUEST_KINDS } from '../api/contract.ts';
import { CONTACT_TIME_SLOTS, type ContactTimeSlot } from '../constants.ts';
import type { MessageId } from '../messages.ts';
import * as c from '../messages/choice.ts';
import * as l from '../messages/field.ts';
import * as v from '../messages/validation.ts';
import { ALERT_FREQUENCIES } from '../demand/match.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { PROPERTY_TYPE_WEB_IDS } from '../property/reference.ts';
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

/** Every form: the public ones `POST /requests/:kind` takes, a booked viewing (`POST /appointments`), and the owner portal's own. */
export const FORM_KINDS = [...REQUEST_KINDS, 'appointment', ...OWNER_FORM_KINDS] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return (FORM_KINDS as readonly unknown[]).includes(value);
}

/**
 * A rule between two fields, checked once both are valid on their own:
 * `same`: `field` must equal `other`; `notBelow`: `field` must not be less than `other`
 * (numbers, or ISO dates). The message goes on `field`.
 */
export interface FieldRule {
  readonly rule: 'same' | 'notBelow';
  readonly field: string;
  readonly other: string;
  readonly message: MessageId;
}

export interface FormSpec {
  readonly fields: readonly FieldSpec[];
  readonly rules: readonly FieldRule[];
}

type Extra = Omit<FieldSpec, 'name' | 'kind' | 'required' | 'label'> & { label?: MessageId };

function field<const N extends string, const K extends FieldKind, const R extends boolean, const E extends Extra>(
  name: N,
  kind: K,
  required: R,
  label: MessageId,
  extra?: E,
): { name: N; kind: K; required: R; label: MessageId } & E {
  return { name, kind, required, label, ...(extra as E) };
}

export const TITLES = ['mr', 'ms', 'miss'] as const;
/** The contact time slots of spec §9, by id (10:00–13:00, 14:00–16:00, 16:00–19:00). */
export const TIME_SLOTS: readonly ContactTimeSlot['id'][] = CONTACT_TIME_SLOTS.map((slot) => slot.id);
export const DEMAND_GOALS = ['buy', 'rent'] as const;
export const VALUATION_GOALS = ['sell', 'rentOut', 'both'] as const;
export const CONTACT_GOALS = ['sell', 'rentOut', 'buy', 'rent'] as const;

const goalLabels = {
  sell: c.goalSell.id,
  rentOut: c.goalRentOut.id,
  buy: c.goalBuy.id,
  rent: c.goalRent.id,
  both: c.goalBoth.id,
} as const;

// ---------------------------------------------------------------- the person fields of spec §3

const title = <const R extends boolean>(required: R) =>
  field('title', 'choice', required, l.title.id, {
    options: TITLES,
    optionLabels: { mr: c.titleMr.id, ms: c.titleMs.id, miss: c.titleMiss.id },
    // "Miss" lives on in English forms; Dutch, French and German sites dropped Juffrouw,
    // Mademoiselle and Fräulein long ago and address every woman as Mevrouw, Madame, Frau
    optionLanguages: { miss: ['en'] },
    messages: { required: v.titleRequired.id },
  });
const firstName = <const R extends boolean>(required: R, label: MessageId = l.firstName.id) =>
  field('firstName', 'text', required, label, {
    maxLength: MAX_LENGTH.text,
    messages: { required: v.firstNameRequired.id },
  });
const lastName = <const R extends boolean>(required: R, label: MessageId = l.lastName.id) =>
  field('lastName', 'text', required, label, {
    maxLength: MAX_LENGTH.text,
    messages: { required: v.lastNameRequired.id },
  });
const email = field('email', 'email', true, l.email.id, {
  maxLength: MAX_LENGTH.email,
  messages: { required: v.emailRequired.id },
});
const phone = <const R extends boolean>(required: R) =>
  field('phone', 'phone', required, l.phone.id, {
    maxLength: MAX_LENGTH.phone,
    messages: { required: v.phoneRequired.id },
  });

/** Street, number, postal code and city; the valuation's address has its own message, and is in Belgium. */
const address = <const R extends boolean>(required: R, addressMessage: MessageId = v.addressRequired.id, belgian = false) =>
  [
    field('street', 'text', required, l.street.id, {
      maxLength: MAX_LENGTH.street,
      messages: { required: addressMessage },
    }),
    field('houseNumber', 'text', required, l.houseNumber.id, {
      maxLength: MAX_LENGTH.houseNumber,
      messages: { required: addressMessage },
    }),
    field('zip', 'zip', required, l.zip.id, { maxLength: MAX_LENGTH.zip, ...(belgian ? { belgian } : {}), messages: { required: v.zipRequired.id } }),
    field('city', 'text', required, l.city.id, { maxLength: MAX_LENGTH.text, messages: { required: v.cityRequired.id } }),
  ] as const;

const remark = <const R extends boolean>(required: R) =>
  field('remark', 'multiline', required, l.remark.id, {
    maxLength: MAX_LENGTH.multiline,
    messages: { required: v.remarkRequired.id },
  });
const timeSlots = field('timeSlots', 'choices', false, l.timeSlots.id, {
  options: TIME_SLOTS,
  optionLabels: Object.fromEntries(CONTACT_TIME_SLOTS.map((slot) => [slot.id, slot.message])),
  maxItems: TIME_SLOTS.length,
});
/** An opt-in, never ticked for the visitor (GDPR: consent is an act). */
const newsletter = field('newsletter', 'boolean', false, l.newsletter.id);
/** Required when the page uses a captcha (`validateForm(…, { captcha: true })`). */
const captcha = field('captcha', 'captcha', false, l.captcha.id, {
  maxLength: MAX_LENGTH.captcha,
  messages: { required: v.captchaRequired.id },
});

/** The language a mail is written in (the friend's, the newsletter's): the form starts with the visitor's own. Left out, the server writes in the visitor's language. */
const mailLanguage = (label: MessageId) =>
  field('language', 'choice', false, label, {
    options: LANGUAGES,
    optionLabels: { nl: c.languageNl.id, fr: c.languageFr.id, en: c.languageEn.id, de: c.languageDe.id },
  });

const propertyId = <const R extends boolean>(required: R) =>
  field('propertyId', 'integer', required, l.property.id, {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    messages: { required: v.propertyRequired.id, invalid: v.propertyRequired.id },
  });
const projectId = field('projectId', 'integer', false, l.project.id, { min: 1, max: Number.MAX_SAFE_INTEGER });

/** Highest price a search or an offer may name: far above any Belgian home, below absurd. */
const MAX_PRICE = 100_000_000;
/** Highest monthly income a rental application may state. */
const MAX_INCOME = 1_000_000;
/** Room counts of a search: a request for more is a typo. */
const MAX_ROOMS = 20;
/** Largest living area a valuation may state, in m²: a castle, not a typo of a house. */
const MAX_LIVING_AREA = 10_000;

const person = [title(true), firstName(true), lastName(true), email, phone(true)] as const;

/** A CV to send along (the job application, the rental application where the region allows it). */
const cv = field('cv', 'file', false, l.cv.id, { accept: CV_ACCEPT, maxBytes: CV_MAX_BYTES, messages: { invalid: v.cvType.id } });

// ---------------------------------------------------------------- the forms

const buyer = [title(true), firstName(true), lastName(true), ...address(true), email, phone(true)] as const;

export const FORMS = {
  /** "Contact me" about a project (or one of its units) or a property, from its contact card. */
  contact: {
    fields: [...person, remark(false), timeSlots, newsletter, projectId, propertyId(false), captcha],
    rules: [],
  },
  /** Spec §1: ask for a visit of a property. */
  visit: {
    fields: [propertyId(true), ...person, ...address(false), remark(false), timeSlots, newsletter, captcha],
    rules: [],
  },
  /** Spec §1: ask for more information about a property; an e-mail answer is enough. */
  info: {
    fields: [propertyId(true), title(true), firstName(true), lastName(true), email, phone(false), remark(false), timeSlots, newsletter, captcha],
    rules: [],
  },
  /** Spec §1: receive a property's documents by e-mail. */
  documents: {
    fields: [propertyId(true), ...person, newsletter, captcha],
    rules: [],
  },
  /**
   * Spec §3: send a property (or, without one, a page of the site: its path) to one friend,
   * in the language the sender chooses for the friend.
   */
  friend: {
    fields: [
      propertyId(false),
      field('pagePath', 'text', false, l.page.id, { maxLength: MAX_LENGTH.url, messages: { invalid: v.pageInvalid.id } }),
      firstName(true, l.senderFirstName.id),
      lastName(true, l.senderLastName.id),
      { ...email, label: l.senderEmail.id },
      field('friendFirstName', 'text', true, l.friendFirstName.id, {
        maxLength: MAX_LENGTH.text,
        messages: { required: v.friendFirstNameRequired.id },
      }),
      field('friendLastName', 'text', false, l.friendLastName.id, { maxLength: MAX_LENGTH.text }),
      field('friendEmail', 'email', true, l.friendEmail.id, {
        maxLength: MAX_LENGTH.email,
        messages: { required: v.friendEmailInvalid.id, invalid: v.friendEmailInvalid.id },
      }),
      mailLanguage(l.mailLanguage.id),
      remark(false),
      captcha,
    ],
    rules: [],
  },
  /** Spec §3 demand register: a search profile the agency matches new listings against. */
  demand: {
    fields: [
      field('goal', 'choice', true, l.goal.id, {
        options: DEMAND_GOALS,
        optionLabels: { buy: goalLabels.buy, rent: goalLabels.rent },
        messages: { required: v.goalRequired.id, invalid: v.goalRequired.id },
      }),
      field('propertyTypes', 'ids', true, l.propertyTypes.id, {
        min: PROPERTY_TYPE_WEB_IDS[0],
        max: PROPERTY_TYPE_WEB_IDS[PROPERTY_TYPE_WEB_IDS.length - 1],
        maxItems: PROPERTY_TYPE_WEB_IDS.length,
        messages: { required: v.propertyTypeRequired.id },
      }),
      // a search may name every region of the tree and a handful of postal codes
      field('zones', 'zones', true, l.zones.id, { maxItems: 200, messages: { required: v.zoneRequired.id } }),
      field('minPrice', 'amount', false, l.minPrice.id, { min: 0, max: MAX_PRICE }),
      field('maxPrice', 'amount', false, l.maxPrice.id, { min: 0, max: MAX_PRICE }),
      field('minBedrooms', 'integer', false, l.minBedrooms.id, { min: 0, max: MAX_ROOMS }),
      field('maxBedrooms', 'integer', false, l.maxBedrooms.id, { min: 0, max: MAX_ROOMS }),
      field('bathrooms', 'integer', false, l.bathrooms.id, { min: 0, max: MAX_ROOMS }),
      field('garages', 'integer', false, l.garages.id, { min: 0, max: MAX_ROOMS }),
      field('parking', 'boolean', false, l.parking.id),
      field('terrace', 'boolean', false, l.terrace.id),
      field('garden', 'boolean', false, l.garden.id),
      // how often the alerts come; without a choice, once a day (the server's default)
      field('frequency', 'choice', false, l.frequency.id, {
        options: ALERT_FREQUENCIES,
        optionLabels: { instant: c.frequencyInstant.id, daily: c.frequencyDaily.id, weekly: c.frequencyWeekly.id },
      }),
      ...person,
      ...address(false),
      remark(false),
      newsletter,
      captcha,
    ],
    rules: [
      { rule: 'notBelow', field: 'maxPrice', other: 'minPrice', message: v.rangeInvalid.id },
      { rule: 'notBelow', field: 'maxBedrooms', other: 'minBedrooms', message: v.rangeInvalid.id },
    ],
  },
  /** Spec §2 /contact-demand/: a free valuation of the visitor's property at this address. */
  valuation: {
    fields: [
      ...address(true, v.valuationAddressRequired.id, true),
      field('propertyType', 'integer', false, l.propertyType.id, {
        min: PROPERTY_TYPE_WEB_IDS[0],
        max: PROPERTY_TYPE_WEB_IDS[PROPERTY_TYPE_WEB_IDS.length - 1],
      }),
      field('goal', 'choice', false, l.goal.id, {
        options: VALUATION_GOALS,
        optionLabels: { sell: goalLabels.sell, rentOut: goalLabels.rentOut, both: goalLabels.both },
      }),
      // what the agency needs to prepare the visit; the rest it sees there
      field('bedrooms', 'integer', false, l.bedrooms.id, { min: 0, max: MAX_ROOMS }),
      field('livingArea', 'integer', false, l.livingArea.id, { min: 1, max: MAX_LIVING_AREA }),
      ...person,
      remark(false),
      timeSlots,
      newsletter,
      captcha,
    ],
    rules: [],
  },
  /** Spec §3 purchase offer: the amount twice, how long it holds, where and when signed, by whom. */
  offer: {
    fields: [
      propertyId(true),
      field('amount', 'amount', true, l.amount.id, {
        min: 1,
        max: MAX_PRICE,
        messages: { required: v.amountRequired.id },
      }),
      field('amountInWords', 'text', true, l.amountInWords.id, {
        maxLength: MAX_LENGTH.amountInWords,
        messages: { required: v.amountInWordsRequired.id },
      }),
      field('startDate', 'date', true, l.startDate.id, {
        messages: { required: v.startDateIncomplete.id, incomplete: v.startDateIncomplete.id },
      }),
      field('endDate', 'date', true, l.endDate.id, {
        messages: { required: v.endDateIncomplete.id, incomplete: v.endDateIncomplete.id },
      }),
      field('place', 'text', true, l.place.id, { maxLength: MAX_LENGTH.text, messages: { required: v.placeRequired.id } }),
      field('signingDate', 'date', true, l.signingDate.id, {
        messages: { required: v.signingDateRequired.id, incomplete: v.signingDateRequired.id },
      }),
      field('conditions', 'multiline', false, l.conditions.id, { maxLength: MAX_LENGTH.multiline }),
      field('personA', 'person', true, l.personA.id, { fields: buyer }),
      // a second buyer (a partner): filled in completely, or not at all
      field('personB', 'person', false, l.personB.id, { fields: buyer }),
      captcha,
    ],
    rules: [{ rule: 'notBelow', field: 'endDate', other: 'startDate', message: v.endDateInvalid.id }],
  },
  /** Spec §3 rental application: who would live there, from when, with what income. */
  rental: {
    fields: [
      propertyId(true),
      ...person,
      ...address(true),
      field('adults', 'integer', true, l.adults.id, {
        min: 1,
        max: MAX_ROOMS,
        messages: { required: v.adultsRequired.id },
      }),
      // children count for the household up to 25, as for the Belgian child benefit
      field('kids', 'ages', false, l.kids.id, { min: 0, max: 25, maxItems: MAX_ROOMS }),
      field('pets', 'text', false, l.pets.id, { maxLength: MAX_LENGTH.text }),
      field('moveDate', 'date', false, l.moveDate.id),
      field('reason', 'multiline', false, l.reason.id, { maxLength: MAX_LENGTH.multiline }),
      field('incomePerson1', 'amount', true, l.incomePerson1.id, {
        min: 0,
        max: MAX_INCOME,
        messages: { required: v.incomeRequired.id },
      }),
      field('incomePerson2', 'amount', false, l.incomePerson2.id, { min: 0, max: MAX_INCOME }),
      // optional: a tenant without a CV still applies; the income is asked for above
      cv,
      remark(false),
      captcha,
    ],
    rules: [],
  },
  /** The appointment plugin: a moment of the agency's calendar, booked by the visit form's person. */
  appointment: {
    fields: [
      propertyId(true),
      field('slotId', 'text', true, l.slot.id, {
        // an id the server made (`5103-20260120T1700`); longer is not one of its
        maxLength: 64,
        messages: { required: v.slotRequired.id, invalid: v.slotRequired.id },
      }),
      ...person,
      remark(false),
      newsletter,
      captcha,
    ],
    rules: [],
  },
  /** Double opt-in: the address is used once its owner confirmed it from the mail it gets. */
  newsletter: {
    fields: [email, mailLanguage(l.newsletterLanguage.id), firstName(false), lastName(false), captcha],
    rules: [],
  },
  /** Spec §3 testimonial: published after the agency reads it. */
  testimonial: {
    fields: [
      field('name', 'text', true, l.name.id, { maxLength: MAX_LENGTH.text, messages: { required: v.nameRequired.id } }),
      field('aboutYou', 'text', false, l.aboutYou.id, { maxLength: MAX_LENGTH.street }),
      field('website', 'url', false, l.website.id, { maxLength: MAX_LENGTH.url }),
      field('image', 'file', false, l.image.id, {
        accept: IMAGE_ACCEPT,
        maxBytes: IMAGE_MAX_BYTES,
        messages: { invalid: v.imageType.id },
      }),
      field('comment', 'multiline', true, l.comment.id, {
        maxLength: MAX_LENGTH.multiline,
        messages: { required: v.commentRequired.id },
      }),
      captcha,
    ],
    rules: [],
  },
  /** A job application or spontaneous contact (no position). */
  job: {
    fields: [
      ...person,
      ...address(false),
      field('position', 'text', false, l.position.id, { maxLength: MAX_LENGTH.street }),
      field('motivation', 'multiline', false, l.motivation.id, { maxLength: MAX_LENGTH.multiline }),
      cv,
      captcha,
    ],
    rules: [],
  },
  /** The general contact form of the site: a message is the point of it. */
  'site-contact': {
    fields: [
      // what the page the form sits on is about, when it says so (`subject="…"`)
      field('subject', 'text', false, l.subject.id, { maxLength: MAX_LENGTH.street }),
      title(true),
      firstName(true),
      lastName(true),
      email,
      phone(false),
      ...address(false),
      field('goal', 'choice', false, l.goal.id, {
        options: CONTACT_GOALS,
        optionLabels: { sell: goalLabels.sell, rentOut: goalLabels.rentOut, buy: goalLabels.buy, rent: goalLabels.rent },
      }),
      remark(true),
      timeSlots,
      newsletter,
      captcha,
    ],
    rules: [],
  },
  /** Spec §6: an owner logs in with a username or an e-mail address. */
  login: {
    fields: [
      field('username', 'text', true, l.username.id, {
        maxLength: MAX_LENGTH.email,
        messages: { required: v.usernameRequired.id },
      }),
      field('password', 'password', true, l.password.id, {
        maxLength: MAX_LENGTH.password,
        messages: { required: v.passwordRequired.id },
      }),
    ],
    rules: [],
  },
  'password-reminder': {
    fields: [email, captcha],
    rules: [],
  },
  /** The page the reminder mail links to: a new password, typed twice. */
  'password-reset': {
    fields: [
      field('token', 'text', true, l.token.id, {
        maxLength: MAX_LENGTH.token,
        messages: { required: v.resetLinkInvalid.id, invalid: v.resetLinkInvalid.id },
      }),
      field('password', 'password', true, l.newPassword.id, {
        minLength: PASSWORD_MIN_LENGTH,
        maxLength: MAX_LENGTH.password,
        messages: { required: v.passwordRequired.id, invalid: v.passwordTooShort.id },
      }),
      field('passwordConfirm', 'password', true, l.passwordConfirm.id, {
        maxLength: MAX_LENGTH.password,
        messages: { required: v.passwordConfirmRequired.id },
      }),
    ],
    rules: [{ rule: 'same', field: 'passwordConfirm', other: 'password', message: v.passwordMismatch.id }],
  },
} as const satisfies Record<FormKind, FormSpec>;

/** The fields of each form, in the order a form shows them. */
export const FORM_FIELDS: { readonly [K in FormKind]: (typeof FORMS)[K]['fields'] } = Object.fromEntries(
  FORM_KINDS.map((kind) => [kind, FORMS[kind].fields]),
) as { readonly [K in FormKind]: (typeof FORMS)[K]['fields'] };
