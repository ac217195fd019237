import { validate } from 'superstruct';
import type { MessageId } from '../messages.ts';
import * as validationMessages from '../messages/validation.ts';
import type { FormSpec } from './form-spec.ts';
import type { ValuesOf } from './form-values.ts';
import { type FormOptions, formSchema } from './schema.ts';

/** The key of an error about the form as a whole rather than one field. */
export const FORM_ERROR = '_form';

export type FormResult<V = Record<string, unknown>> =
  | { ok: true; value: V }
  /** field name (`personA.firstName` inside a group) → message id */
  | { ok: false; errors: Record<string, MessageId> };

/** Optional fields left blank are left out of the value, in groups too. */
function withoutBlanks(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => [key, withoutBlanks(entry)]),
  );
}

/**
 * The form's own rules fail with a message id (`validation.emailInvalid`); superstruct's
 * built-in checks with an English sentence, never of that form (core/messages.test.ts
 * holds every id to it). Telling them apart by form keeps the table of every message,
 * id → English, out of the bundle.
 */
const MESSAGE_ID = /^[a-z]+(\.[a-zA-Z0-9]+)+$/;

function messageOf(failure: { message: string; type: string }): MessageId {
  if (MESSAGE_ID.test(failure.message)) return failure.message as MessageId;
  // superstruct's `never` is what a field the form does not have meets
  return failure.type === 'never' ? validationMessages.unknownField.id : validationMessages.invalid.id;
}

/**
 * `form` checked against its schema (spec §3, §5): the trimmed, typed value, or each
 * field's message. Never throws: data that is no object gives errors, not an exception.
 */
export function validateWith<F extends FormSpec>(form: F, data: unknown, options: FormOptions = {}): FormResult<ValuesOf<F['fields']>> {
  let result: ReturnType<typeof validate>;
  try {
    result = validate(data, formSchema(form, options ?? {}), { coerce: true });
  } catch {
    // data with throwing getters or proxies: no visitor's browser sends that
    return { ok: false, errors: { [FORM_ERROR]: validationMessages.invalid.id } };
  }
  const [error, value] = result;
  if (!error) return { ok: true, value: withoutBlanks(value) as ValuesOf<F['fields']> };
  const errors: Record<string, MessageId> = {};
  for (const failure of error.failures()) {
    const key = failure.path.join('.') || FORM_ERROR;
    errors[key] ??= messageOf(failure);
  }
  return { ok: false, errors };
}
