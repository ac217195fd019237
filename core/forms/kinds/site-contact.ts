import { MAX_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, CONTACT_GOALS, goalLabels, title, firstName, lastName, email, phone, address, remark, timeSlots, newsletter, captcha } from '../shared-fields.ts';

/** The general contact form of the site: a message is the point of it. */
export const siteContactForm = {
  kind: 'site-contact',
  fields: [
    // what the page the form sits on is about, when it says so (`subject="…"`)
    field('subject', 'text', false, 'field.subject', { maxLength: MAX_LENGTH.street }),
    title(false),
    firstName(true),
    lastName(true),
    email,
    phone(false),
    ...address(false),
    field('goal', 'choice', false, 'field.goal', {
      options: CONTACT_GOALS,
      optionLabels: { sell: goalLabels.sell, rentOut: goalLabels.rentOut, buy: goalLabels.buy, rent: goalLabels.rent },
    }),
    remark(true),
    timeSlots,
    newsletter,
    captcha,
  ],
  rules: [],
} as const satisfies FormSpec;
