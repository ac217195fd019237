/**
 * Every form, by kind: the public ones `POST /requests/:kind` takes, a booked viewing
 * (`POST /appointments`), and the owner portal's own (the HTTP contract names them,
 * core/api/contract.ts). Apart from the forms' table (./forms.ts), which the forms'
 * definitions (./form-spec.ts, ./kinds/) read without reading the table.
 */
import { OWNER_FORM_KINDS, REQUEST_KINDS } from '../api/contract.ts';

export const FORM_KINDS = [...REQUEST_KINDS, 'appointment', ...OWNER_FORM_KINDS] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return (FORM_KINDS as readonly unknown[]).includes(value);
}
