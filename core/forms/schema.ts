/**
 * One superstruct schema per form, built from its field specs: each field's raw value is
 * read once (trimmed, parsed and checked, core/forms/values.ts), answering with a message
 * id of core/messages.ts; fields the form does not have fail; the rules between two
 * fields run last, on the fields that are valid on their own.
 */
import { type Struct, coerce, object, optional, refine, unknown } from 'superstruct';
import type { FieldSpec } from './fields.ts';
import type { FieldRule, FormSpec } from './form-spec.ts';
import type { MessageId } from '../messages.ts';
import type { RentalRegion } from './rental-law.ts';
import { isBlank, readField } from './values.ts';

export interface FormOptions {
  /** the page uses a captcha: its answer is required (whether it is right, the server checks) */
  captcha?: boolean;
  /** a rental application asks what the law of the property's region allows (core/forms/rental.ts) */
  region?: RentalRegion | null;
}

/** The fields of `form` as a page shows them: a rental application's follow its region. */
export function formFields(form: FormSpec, options: Pick<FormOptions, 'region'> = {}): readonly FieldSpec[] {
  if (form.regional && options.region) return form.regional(options.region);
  return form.fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What reading left in place of a value it could not read: the reason, for the check after it. */
class Unreadable {
  constructor(readonly message: MessageId) {}
}

/**
 * Reads each field of `raw` once: its value, or why it cannot be read. Groups are left to
 * their own schema; keys the form does not have stay, for the schema to refuse.
 */
function readAll(fields: readonly FieldSpec[], raw: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...raw };
  for (const spec of fields) {
    if (spec.kind === 'person') continue;
    const result = readField(spec, values[spec.name]);
    values[spec.name] = result.ok ? result.value : new Unreadable(result.message);
  }
  return values;
}

/** A field as read: valid, or failing with its message. */
const valueStruct = (spec: FieldSpec): Struct<unknown, null> =>
  refine(unknown(), spec.name, (value) => (value instanceof Unreadable ? { message: value.message } : true));

/** Groups and forms alike: an object of exactly these fields, each read once. */
function fieldsStruct(fields: readonly FieldSpec[]): Struct<unknown, null> {
  const shape = object(Object.fromEntries(fields.map((field) => [field.name, fieldStruct(field)]))) as unknown as Struct<unknown, null>;
  return coerce(shape, unknown(), (raw) => (isRecord(raw) ? readAll(fields, raw) : raw));
}

/**
 * A group of fields (a buyer). Required: an absent group reads as empty, so each of its
 * required fields says what is missing. Optional: a group left blank is no group.
 */
function groupStruct(spec: FieldSpec): Struct<unknown, null> {
  const fields = fieldsStruct(spec.fields ?? []);
  if (spec.required) return coerce(fields, unknown(), (raw) => (isRecord(raw) ? raw : {}));
  return coerce(optional(fields), unknown(), (raw) => {
    if (isRecord(raw)) return Object.values(raw).every(isBlank) ? undefined : raw;
    return isBlank(raw) ? undefined : raw;
  }) as Struct<unknown, null>;
}

function fieldStruct(spec: FieldSpec): Struct<unknown, null> {
  return spec.kind === 'person' ? groupStruct(spec) : valueStruct(spec);
}

/** The value of `name` once read, if it is valid on its own, else undefined. */
function validValue(values: Record<string, unknown>, name: string): unknown {
  const value = values[name];
  return value instanceof Unreadable ? undefined : value;
}

function breaks(rule: FieldRule, value: unknown, other: unknown): boolean {
  if (rule.rule === 'either') return isBlank(value) && isBlank(other);
  if (value === undefined || other === undefined) return false;
  if (rule.rule === 'same') return value !== other;
  // numbers, or ISO dates, which compare as text
  return typeof value === typeof other && (value as number | string) < (other as number | string);
}

const cache = new Map<string, Struct<Record<string, unknown>, null>>();

/** The superstruct schema of `form`; validate with `{ coerce: true }`. */
export function formSchema(form: FormSpec, options: FormOptions = {}): Struct<Record<string, unknown>, null> {
  const { kind, rules } = form;
  const captcha = options.captcha === true;
  const region = form.regional ? (options.region ?? null) : null;
  const key = `${kind}:${String(captcha)}:${region ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const fields: readonly FieldSpec[] = formFields(form, { region }).map((field: FieldSpec) =>
    field.kind === 'captcha' ? { ...field, required: captcha } : field,
  );
  const shape = coerce(fieldsStruct(fields), unknown(), (raw) => (isRecord(raw) ? raw : {}));
  const schema = refine(shape, `${kind}-rules`, (raw) => {
    const values = isRecord(raw) ? raw : {};
    return rules
      .filter((rule) => breaks(rule, validValue(values, rule.field), validValue(values, rule.other)))
      .map((rule) => ({ message: rule.message, path: [rule.field], key: rule.field }));
  }) as Struct<Record<string, unknown>, null>;
  cache.set(key, schema);
  return schema;
}
