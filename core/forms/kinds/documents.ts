import type { FormSpec } from '../form-spec.ts';
import { newsletter, captcha, propertyId, person } from '../shared-fields.ts';

/** Spec §1: receive a property's documents by e-mail. */
export const documentsForm = {
  kind: 'documents',
  fields: [propertyId(true), ...person, newsletter, captcha],
  rules: [],
} as const satisfies FormSpec;
