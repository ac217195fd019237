import { describe, expect, it } from 'vitest';
import { ALL_CHOICES, NO_CHOICES } from './categories.ts';
import {
  CONSENT_COOKIE,
  type ConsentRecord,
  consentMaxAge,
  isConsentId,
  isExpired,
  newConsentId,
  parseConsent,
  serializeConsent,
} from './record.ts';

const id = '1b4e28ba-2fa1-4d2e-8c3f-0123456789ab';
const time = Date.UTC(2025, 0, 15, 9, 30);
const record: ConsentRecord = {
  id,
  revision: 2,
  choices: { analytics: true, marketing: false, social: false, unclassified: true },
  time,
};
const DAY = 86_400_000;

describe('the stored decision', () => {
  it('is a first-party cookie with format, revision, one digit per category, date and id', () => {
    expect(CONSENT_COOKIE).toBe('agency_consent');
    expect(serializeConsent(record)).toBe(`1.2.1001.${time}.${id}`);
    expect(serializeConsent({ ...record, choices: ALL_CHOICES })).toBe(`1.2.1111.${time}.${id}`);
    expect(serializeConsent({ ...record, choices: NO_CHOICES, revision: 17 })).toBe(`1.17.0000.${time}.${id}`);
  });

  it('reads back what it wrote', () => {
    for (const choices of [NO_CHOICES, ALL_CHOICES, record.choices]) {
      const written = { ...record, choices };
      expect(parseConsent(serializeConsent(written))).toEqual(written);
    }
    expect(parseConsent(`1.2.1001.${time}.${id.toUpperCase()}`)?.id).toBe(id);
  });

  it.each([
    ['another format version', `2.2.1001.${time}.${id}`],
    ['a missing category digit', `1.2.101.${time}.${id}`],
    ['an extra category digit', `1.2.10011.${time}.${id}`],
    ['a digit that is not 0 or 1', `1.2.1201.${time}.${id}`],
    ['no revision', `1..1001.${time}.${id}`],
    ['a negative revision', `1.-2.1001.${time}.${id}`],
    ['an id that is no UUID', `1.2.1001.${time}.visitor-7`],
    ['JSON', JSON.stringify(record)],
    ['an empty value', ''],
    ['no value', undefined],
  ])('ignores %s', (_what, value) => {
    expect(parseConsent(value)).toBeUndefined();
  });
});

describe('expiry', () => {
  it.each([
    [0, 182, false],
    [181 * DAY, 182, false],
    [182 * DAY - 1, 182, false],
    [182 * DAY, 182, true],
    [400 * DAY, 182, true],
    [29 * DAY, 30, false],
    [30 * DAY, 30, true],
    [-1, 182, true], // decided "in the future": a wrong clock or a hand-made cookie
  ])('%j ms after the decision, valid %j days → expired %j', (age, days, expected) => {
    expect(isExpired(record, time + age, days)).toBe(expected);
  });

  it.each([
    [182, 15_724_800],
    [1, 86_400],
    [395, 34_128_000],
  ])('%j days → a cookie Max-Age of %j s', (days, seconds) => {
    expect(consentMaxAge(days)).toBe(seconds);
  });
});

describe('newConsentId', () => {
  it('makes a version 4 UUID from the random bytes it is given', () => {
    const zeros = newConsentId((bytes) => bytes.fill(0));
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
    const ones = newConsentId((bytes) => bytes.fill(255));
    expect(ones).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const counting = newConsentId((bytes) => bytes.map((_, index) => index * 17));
    expect(counting).toBe('00112233-4455-4677-8899-aabbccddeeff');
    for (const made of [zeros, ones, counting]) expect(isConsentId(made)).toBe(true);
  });

  it('gives different ids for different random bytes', () => {
    const random = (bytes: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(bytes);
    expect(newConsentId(random)).not.toBe(newConsentId(random));
  });
});
