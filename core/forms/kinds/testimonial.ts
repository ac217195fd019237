import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, MAX_LENGTH } from '../fields.ts';
import type { FormSpec } from '../form-spec.ts';
import { field, captcha } from '../shared-fields.ts';

/** Spec §3 testimonial: published after the agency reads it. */
export const testimonialForm = {
  kind: 'testimonial',
  fields: [
    field('name', 'text', true, 'field.name', { maxLength: MAX_LENGTH.text, messages: { required: 'validation.nameRequired' } }),
    field('aboutYou', 'text', false, 'field.aboutYou', { maxLength: MAX_LENGTH.street }),
    field('website', 'url', false, 'field.website', { maxLength: MAX_LENGTH.url, messages: { invalid: 'validation.websiteInvalid' } }),
    field('image', 'file', false, 'field.image', {
      accept: IMAGE_ACCEPT,
      maxBytes: IMAGE_MAX_BYTES,
      messages: { invalid: 'validation.imageType', empty: 'validation.fileEmpty', tooLarge: 'validation.fileTooLarge' },
    }),
    field('comment', 'multiline', true, 'field.comment', {
      maxLength: MAX_LENGTH.multiline,
      messages: { required: 'validation.commentRequired' },
    }),
    captcha,
  ],
  rules: [],
} as const satisfies FormSpec;
