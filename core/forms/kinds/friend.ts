import { MAX_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, firstName, lastName, email, remark, captcha, mailLanguage, propertyId } from '../shared-fields.ts';

/**
 * Spec §3: send a property (or, without one, a page of the site: its path) to one friend,
 * in the language the sender chooses for the friend.
 */
export const friendForm = {
  kind: 'friend',
  fields: [
    propertyId(false),
    field('pagePath', 'text', false, 'field.page', { maxLength: MAX_LENGTH.url, messages: { invalid: 'validation.pageInvalid' } }),
    // the sender's own, beside the friend's: whose details each field asks is in its name
    firstName(true, 'field.senderFirstName'),
    lastName(true, 'field.senderLastName'),
    { ...email, label: 'field.senderEmail' },
    field('friendFirstName', 'text', true, 'field.friendFirstName', {
      maxLength: MAX_LENGTH.text,
      messages: { required: 'validation.friendFirstNameRequired' },
    }),
    field('friendLastName', 'text', false, 'field.friendLastName', { maxLength: MAX_LENGTH.text }),
    field('friendEmail', 'email', true, 'field.friendEmail', {
      maxLength: MAX_LENGTH.email,
      messages: { required: 'validation.friendEmailInvalid', invalid: 'validation.friendEmailInvalid' },
    }),
    mailLanguage('field.mailLanguage'),
    remark(false),
    captcha,
  ],
  rules: [],
} as const satisfies FormSpec;
