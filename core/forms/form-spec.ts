/** What a form is: its kind, its fields, the rules between them (each kind in ./kinds/, all of them in ./forms.ts). */
import type { MessageId } from '../messages.ts';
import type { FieldSpec } from './fields.ts';
import type { FormKind } from './form-kinds.ts';
import type { RentalRegion } from './rental-law.ts';

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
