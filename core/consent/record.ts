import { type ConsentChoices, OPTIONAL_CATEGORIES } from './categories.ts';

/** A visitor's decision, as stored in the browser and proven to the server. */
export interface ConsentRecord {
  /** a random UUID made in the browser, kept across decisions so the server can link them */
  id: string;
  /** the consent revision of the site when the visitor decided */
  revision: number;
  choices: ConsentChoices;
  /** when the visitor decided, epoch milliseconds */
  time: number;
}

/**
 * The first-party cookie that holds the decision. A cookie rather than local
 * storage so that it expires by itself and the agency's own server can read it too.
 */
export const CONSENT_COOKIE = 'agency_consent';

/**
 * Version of the cookie's format: `1.<revision>.<choices>.<time>.<id>`, with one
 * 0/1 digit per optional category in OPTIONAL_CATEGORIES order, e.g.
 * `1.2.1001.1732170000000.1b4e28ba-2fa1-4d2e-8c3f-0123456789ab`. It needs no
 * escaping in a cookie and is readable in the browser's developer tools.
 */
export const CONSENT_FORMAT = 1;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function serializeConsent(record: ConsentRecord): string {
  const bits = OPTIONAL_CATEGORIES.map((category) => (record.choices[category] ? '1' : '0')).join('');
  return [CONSENT_FORMAT, record.revision, bits, Math.trunc(record.time), record.id.toLowerCase()].join('.');
}

/** The stored text → the record; anything malformed, tampered with or of another format gives undefined. */
export function parseConsent(value: unknown): ConsentRecord | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)\.(\d{1,9})\.([01]+)\.(\d{1,15})\.([^.]+)$/.exec(value.trim());
  if (!match) return undefined;
  const [, format, revision, bits, time, id] = match as unknown as [string, string, string, string, string, string];
  if (Number(format) !== CONSENT_FORMAT || bits.length !== OPTIONAL_CATEGORIES.length || !isConsentId(id)) return undefined;
  const choices = Object.fromEntries(OPTIONAL_CATEGORIES.map((category, index) => [category, bits[index] === '1'])) as ConsentChoices;
  return { id: id.toLowerCase(), revision: Number(revision), choices, time: Number(time) };
}

const DAY_MS = 86_400_000;

/**
 * A decision counts for `days` days from the moment it was made. One dated in the
 * future (a clock set wrong, a hand-made cookie) counts as no decision.
 */
export function isExpired(record: ConsentRecord, now: number, days: number): boolean {
  const age = now - record.time;
  return age < 0 || age >= days * DAY_MS;
}

/** The cookie's Max-Age in seconds: the browser forgets the decision when it expires. */
export function consentMaxAge(days: number): number {
  return Math.round(days * 86_400);
}

/**
 * A version 4 UUID (RFC 9562) from 16 random bytes. The caller passes its
 * `crypto.getRandomValues`, which works on plain-HTTP pages too, unlike
 * `crypto.randomUUID`.
 */
export function newConsentId(fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const bytes = fillRandom(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
