/**
 * The values a form holds while the visitor fills it in: what each field starts with,
 * and which fields a form shows (all of its kind's fields, less those the page fills in
 * itself, such as the property asked about).
 */
import type { FieldSpec } from './fields.ts';

/** A file field holds the File chosen while the form lives, never stored in a draft (a reload asks for it again); zones: place ids (numbers) and postcodes (strings). */
export type FieldValue = string | boolean | string[] | (number | string)[] | File;
export type FormValues = Record<string, FieldValue>;

/** A field as a form shows it: a buyer's fields carry their group (`personA.firstName` in the group `personA`). */
export type ShownField = FieldSpec & { group?: { name: string; label: FieldSpec['label']; required: boolean } };

/**
 * A group's fields laid out one by one, named `<group>.<field>`: the names the form's
 * errors already use. A field of an optional group is optional on screen (the group is
 * filled in completely, or not at all).
 */
export function flattenGroups(specs: readonly FieldSpec[]): ShownField[] {
  return specs.flatMap((spec): ShownField[] =>
    spec.kind === 'person'
      ? (spec.fields ?? []).map((field) => ({
          ...field,
          name: `${spec.name}.${field.name}`,
          required: spec.required && field.required,
          group: { name: spec.name, label: spec.label, required: spec.required },
        }))
      : [spec],
  );
}

/**
 * The form's values as the API takes them: only the form's own fields (a rental
 * application whose region asks fewer fields leaves the others out), the fields of a group
 * gathered in their object, ages typed as a list (`4, 7`) made a list.
 */
export function toData(specs: readonly FieldSpec[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const names = new Set(specs.map((spec) => spec.name));
  for (const [name, value] of Object.entries(values)) {
    const dot = name.indexOf('.');
    if (!names.has(dot > 0 ? name.slice(0, dot) : name)) continue;
    if (dot > 0) {
      const group = name.slice(0, dot);
      const inner = (data[group] ??= {}) as Record<string, unknown>;
      inner[name.slice(dot + 1)] = value;
      continue;
    }
    const spec = specs.find((candidate) => candidate.name === name);
    data[name] = spec?.kind === 'ages' && typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value;
  }
  return data;
}

/** The checked value with each file field's File put back, for a multipart request. */
export function withFiles(specs: readonly FieldSpec[], value: Record<string, unknown>, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result = { ...value };
  for (const spec of specs) {
    const raw = data[spec.name];
    if (spec.kind === 'file' && typeof Blob !== 'undefined' && raw instanceof Blob && result[spec.name] !== undefined) result[spec.name] = raw;
  }
  return result;
}

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
export function visibleFields(specs: readonly FieldSpec[], fixed: Readonly<Record<string, unknown>>): ShownField[] {
  return flattenGroups(specs.filter((spec) => !Object.hasOwn(fixed, spec.name) && spec.kind !== 'captcha'));
}

export function hasCaptchaField(specs: readonly FieldSpec[]): boolean {
  return specs.some((spec) => spec.kind === 'captcha');
}

/** Whether two values are the same content (lists compared item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}
