/**
 * Reading one field's raw value (JSON or a multipart string) into the value the form
 * keeps, or the message that tells the visitor what is wrong.
 */
import type { MessageId } from '../messages.ts';
import * as v from '../messages/validation.ts';
import { type FieldKind, type FieldSpec, MAX_LENGTH } from './fields.ts';

export type ReadResult = { ok: true; value: unknown } | { ok: false; message: MessageId };

/** A file as the browser describes it before sending (the server checks the bytes). */
export interface FileMeta {
  name: string;
  /** bytes */
  size: number;
  /** media type; browsers leave it empty for unknown extensions */
  type: string;
}

const ok = (value: unknown): ReadResult => ({ ok: true, value });
const fail = (message: MessageId): ReadResult => ({ ok: false, message });

/** Kinds whose value is there even when the visitor left the field alone. */
const ALWAYS_PRESENT: readonly FieldKind[] = ['boolean', 'choices', 'ages', 'ids', 'zones'];

/** The field's own message for a value it cannot take (core/forms/fields.ts: each field declares its kind's). */
function invalidOf(spec: FieldSpec): MessageId {
  return spec.messages?.invalid ?? v.invalid.id;
}

/** Nothing typed: absent, null, blank, or an empty list. */
export function isBlank(raw: unknown): boolean {
  return raw == null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

function asText(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw.normalize('NFC') : undefined;
}

// Control characters in a one-line field can only come from a script, and a line break
// there could be smuggled into a mail header.
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function readText(spec: FieldSpec, raw: unknown): ReadResult {
  const text = asText(raw);
  if (text === undefined) return fail(invalidOf(spec));
  const multiline = spec.kind === 'multiline';
  const value = multiline ? text.replace(/\r\n?/g, '\n').trim() : text.trim();
  if ((multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return fail(invalidOf(spec));
  if (spec.maxLength !== undefined && value.length > spec.maxLength) return fail(v.tooLong.id);
  return ok(value);
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)*\.[^\s@<>()[\]\\,;:".0-9]{2,}$/u;

export function isEmail(text: string): boolean {
  const local = text.slice(0, text.lastIndexOf('@'));
  return EMAIL.test(text) && local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** 8 to 15 digits (E.164's maximum), written with the separators people use. */
export function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s./()-]+$/.test(text) && digits >= 8 && digits <= 15;
}

/** Belgian and Luxembourg codes (`1000`, `L-1234`) and those of visitors from abroad. */
/** A Belgian postal code: four digits, 1000 to 9999. */
export const isBelgianZip = (text: string): boolean => /^[1-9]\d{3}$/.test(text);

export function isZip(text: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(text) && /\d/.test(text);
}

/** A web address; `www.agency.be` is read as `https://www.agency.be/`. */
function readUrl(spec: FieldSpec, text: string): ReadResult {
  if (/\s/.test(text)) return fail(invalidOf(spec));
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && /\.[a-z]{2,}$/i.test(url.hostname) ? ok(url.href) : fail(invalidOf(spec));
  } catch {
    return fail(invalidOf(spec));
  }
}

function readBoolean(spec: FieldSpec, raw: unknown): ReadResult {
  if (isBlank(raw)) return ok(false);
  if (typeof raw === 'boolean') return ok(raw);
  const text = String(raw).trim().toLowerCase();
  if (['true', 'on', '1', 'yes'].includes(text)) return ok(true);
  if (['false', 'off', '0', 'no'].includes(text)) return ok(false);
  return fail(invalidOf(spec));
}

function inBounds(spec: FieldSpec, value: number): boolean {
  return (spec.min === undefined || value >= spec.min) && (spec.max === undefined || value <= spec.max);
}

function toInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^[+-]?\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

function readInteger(spec: FieldSpec, raw: unknown): ReadResult {
  const value = toInteger(raw);
  return value !== undefined && inBounds(spec, value) ? ok(value) : fail(invalidOf(spec));
}

/**
 * Euros as Belgians write them: `250000`, `250.000`, `1.234,50`, `€ 1 234,5`; also
 * `1,234.50`. A dot followed by exactly three digits groups thousands (nl-BE, fr-BE).
 */
export function parseAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/€|eur(?:o|os)?\b|[\s\u00a0\u202f']/gi, '');
  let normal: string | undefined;
  if (/^\d+$/.test(text)) normal = text;
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(text)) normal = text.replaceAll('.', '').replace(',', '.');
  else if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(text)) normal = text.replaceAll(',', '');
  else if (/^\d+[.,]\d{1,2}$/.test(text)) normal = text.replace(',', '.');
  return normal === undefined ? undefined : Number(normal);
}

function readAmount(spec: FieldSpec, raw: unknown): ReadResult {
  const value = parseAmount(raw);
  if (value === undefined || !inBounds(spec, value)) return fail(invalidOf(spec));
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? ok(value) : fail(invalidOf(spec));
}

/** Years a date may have: none of the forms deals with the 19th century or the far future. */
const YEARS = { min: 1900, max: 2200 } as const;

function readDate(spec: FieldSpec, raw: unknown): ReadResult {
  if (typeof raw !== 'string') return fail(invalidOf(spec));
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : undefined;
  if (!parts) {
    // a day, month or year left out: "2025-06", "2025--12", "12/06/", "/06/2025"
    const partial = /^\d{0,4}-\d{0,2}(?:-\d{0,2})?$/.test(text) || /^\d{0,2}[/.-]\d{0,2}(?:[/.-]\d{0,4})?$/.test(text);
    return fail(partial ? (spec.messages?.incomplete ?? invalidOf(spec)) : invalidOf(spec));
  }
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < YEARS.min || year > YEARS.max) return fail(invalidOf(spec));
  return ok(`${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/** A list field: an array, or one value as a lone multipart field sends it. */
function asList(raw: unknown): unknown[] {
  return Array.isArray(raw) ? raw : [raw];
}

function readList(spec: FieldSpec, raw: unknown, item: (entry: unknown) => unknown): ReadResult {
  const list = asList(raw);
  if (spec.maxItems !== undefined && list.length > spec.maxItems) return fail(invalidOf(spec));
  const values: unknown[] = [];
  for (const entry of list) {
    const value = item(entry);
    if (value === undefined) return fail(invalidOf(spec));
    // ages repeat (twins); choices and ids are a set
    if (spec.kind === 'ages' || !values.includes(value)) values.push(value);
  }
  return ok(values);
}

function readZone(entry: unknown): number | string | undefined {
  if (typeof entry === 'number') return Number.isSafeInteger(entry) && entry > 0 ? entry : undefined;
  if (typeof entry !== 'string') return undefined;
  const zip = entry.trim();
  return isBelgianZip(zip) ? zip : undefined;
}

function readFile(spec: FieldSpec, raw: unknown): ReadResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(invalidOf(spec));
  const { name, size, type = '' } = raw as Record<string, unknown>;
  if (typeof name !== 'string' || typeof size !== 'number' || typeof type !== 'string') return fail(invalidOf(spec));
  const fileName = name.trim();
  if (fileName === '' || fileName.length > MAX_LENGTH.fileName || CONTROL.test(fileName)) return fail(invalidOf(spec));
  if (!Number.isSafeInteger(size) || size < 0) return fail(invalidOf(spec));
  if (size === 0) return fail(spec.messages?.empty ?? invalidOf(spec));
  const accept = spec.accept;
  const extension = fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  // browsers send an empty or generic type for files their system does not know
  const knownType = type === '' || type === 'application/octet-stream' || (accept?.types.includes(type) ?? true);
  if (accept && (!accept.extensions.includes(extension) || !knownType)) return fail(invalidOf(spec));
  if (spec.maxBytes !== undefined && size > spec.maxBytes) return fail(spec.messages?.tooLarge ?? invalidOf(spec));
  return ok({ name: fileName, size, type } satisfies FileMeta);
}

function readPresent(spec: FieldSpec, raw: unknown): ReadResult {
  switch (spec.kind) {
    case 'text':
    case 'multiline':
    case 'captcha': {
      const text = readText(spec, raw);
      if (!text.ok || !spec.check) return text;
      const value = spec.check(text.value as string);
      return value === undefined ? fail(invalidOf(spec)) : ok(value);
    }
    case 'email':
    case 'phone':
    case 'zip':
    case 'url': {
      const text = readText(spec, raw);
      if (!text.ok) return text;
      const value = text.value as string;
      if (spec.kind === 'url') return readUrl(spec, value);
      const valid = spec.kind === 'email' ? isEmail(value) : spec.kind === 'phone' ? isPhone(value) : spec.belgian ? isBelgianZip(value) : isZip(value);
      return valid ? text : fail(invalidOf(spec));
    }
    case 'password': {
      if (typeof raw !== 'string') return fail(invalidOf(spec));
      if (spec.maxLength !== undefined && raw.length > spec.maxLength) return fail(v.tooLong.id);
      if (spec.minLength !== undefined && raw.length < spec.minLength) return fail(invalidOf(spec));
      return ok(raw);
    }
    case 'choice': {
      const text = asText(raw)?.trim();
      return text !== undefined && spec.options?.includes(text) ? ok(text) : fail(invalidOf(spec));
    }
    case 'choices':
      return readList(spec, raw, (entry) => {
        const text = asText(entry)?.trim();
        return text !== undefined && spec.options?.includes(text) ? text : undefined;
      });
    case 'boolean':
      return readBoolean(spec, raw);
    case 'integer':
      return readInteger(spec, raw);
    case 'amount':
      return readAmount(spec, raw);
    case 'date':
      return readDate(spec, raw);
    case 'ages':
    case 'ids':
      return readList(spec, raw, (entry) => {
        const value = toInteger(entry);
        return value !== undefined && inBounds(spec, value) ? value : undefined;
      });
    case 'zones':
      return readList(spec, raw, readZone);
    case 'file':
      return readFile(spec, raw);
    case 'person':
      // groups are objects of fields: the schema reads each of their fields
      return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? ok(raw) : fail(invalidOf(spec));
  }
}

/**
 * One field's value: trimmed, in the shape its kind keeps, or the message for the
 * visitor. A blank optional field reads as undefined (false or an empty list for the
 * kinds that always have a value).
 */
export function readField(spec: FieldSpec, raw: unknown): ReadResult {
  if (spec.kind === 'boolean') return readBoolean(spec, raw);
  if (isBlank(raw)) {
    if (spec.required) return fail(spec.messages?.required ?? v.required.id);
    return ok(ALWAYS_PRESENT.includes(spec.kind) ? [] : undefined);
  }
  return readPresent(spec, raw);
}
