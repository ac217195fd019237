/**
 * A form's draft: what the visitor typed survives a failed submit and a reload of the
 * tab. The browser keeps it in session storage, so it dies with the tab (not local
 * storage: a shared computer does not hand the next person someone's name and phone
 * number); the storage is given (core/storage.ts), never reached for.
 * One draft per form kind and subject (the property asked about), so two tabs about
 * two properties keep two drafts.
 *
 * The draft also carries the idempotency key of its submission: made once, kept until
 * the server confirmed, so every retry of the same lead (the client's own, a second
 * press, a press after a reload) is recognised by the server as the same request.
 *
 * Never stored: the captcha answer (single use, and worthless later) and passwords.
 */
import type { SafeStorage } from '../storage.ts';
import type { FieldKind, FieldSpec } from './fields.ts';
import type { FieldValue, FormValues } from './filling.ts';

export interface Draft {
  values: FormValues;
  /** the Idempotency-Key of this draft's submission, once one was attempted */
  key?: string;
}

const PREFIX = 'agency-form';
/** Bumped when the stored shape changes: an old draft is then ignored, not misread. */
const VERSION = 1;

/** Kinds whose value is never written to storage. */
const UNSTORED: readonly FieldKind[] = ['captcha', 'password', 'file'];

export function draftKey(kind: string, subject = ''): string {
  return `${PREFIX}:${kind}:${subject}`;
}

function isFieldValue(kind: FieldKind, value: unknown): value is FieldValue {
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'choices') return Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (kind === 'zones') return Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');
  return typeof value === 'string';
}

/** The values worth keeping: the form's own fields, of the right type, never a secret. */
export function storableValues(specs: readonly FieldSpec[], values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const spec of specs) {
    const value = values[spec.name];
    if (UNSTORED.includes(spec.kind) || value === undefined || !isFieldValue(spec.kind, value)) continue;
    kept[spec.name] = value;
  }
  return kept;
}

/** The stored draft of this form, read against its current fields (a field that is gone is dropped). */
export function readDraft(storage: SafeStorage, specs: readonly FieldSpec[], key: string): Draft | undefined {
  const raw = storage.read(key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; values?: unknown; key?: unknown };
    if (parsed?.version !== VERSION || typeof parsed.values !== 'object' || parsed.values === null) return undefined;
    const draft: Draft = { values: storableValues(specs, parsed.values as FormValues) };
    if (typeof parsed.key === 'string' && parsed.key) draft.key = parsed.key;
    return draft;
  } catch {
    return undefined;
  }
}

/**
 * Saves the draft; a draft with nothing typed and no submission attempt is removed
 * instead. A full or forbidden storage only costs the draft, never the form.
 */
export function writeDraft(storage: SafeStorage, specs: readonly FieldSpec[], key: string, draft: Draft): void {
  const values = storableValues(specs, draft.values);
  const typed = Object.values(values).some((value) => (Array.isArray(value) ? value.length > 0 : value !== '' && value !== false));
  if (!typed && !draft.key) storage.remove(key);
  else storage.write(key, JSON.stringify({ version: VERSION, values, ...(draft.key ? { key: draft.key } : {}) }));
}
