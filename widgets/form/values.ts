/**
 * The values a form holds while the visitor fills it in: what each field starts with,
 * and which fields a form shows (all of its kind's fields, less those the page fills in
 * itself, such as the property asked about).
 */
import type { FieldSpec } from '../../core/forms/fields.ts';
import type { FieldValue, FormValues } from './draft.ts';

/** What an untouched field holds: nothing typed, nothing chosen, never an opt-in ticked. */
export function emptyValue(spec: FieldSpec): FieldValue {
  if (spec.kind === 'boolean') return false;
  if (spec.kind === 'choices' || spec.kind === 'zones') return [];
  return '';
}

export function emptyValues(specs: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, emptyValue(spec)]));
}

/** The fields the visitor fills in: the form's own, less the fixed ones and the captcha (shown apart). */
export function visibleFields(specs: readonly FieldSpec[], fixed: Readonly<Record<string, unknown>>): FieldSpec[] {
  return specs.filter((spec) => !Object.hasOwn(fixed, spec.name) && spec.kind !== 'captcha');
}

export function hasCaptchaField(specs: readonly FieldSpec[]): boolean {
  return specs.some((spec) => spec.kind === 'captcha');
}

/** Whether two values are the same content (lists compared item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}
