import { describe, expect, it } from 'vitest';
import { ALL_CHOICES, CONSENT_CATEGORIES, type ConsentCategory, NO_CHOICES } from './categories.ts';
import type { ConsentRecord } from './record.ts';
import {
  grantedCategories,
  makeRecord,
  mayRun,
  mayRunAll,
  needsDecision,
  resolveConsent,
  withdrawnCategories,
} from './rules.ts';
import { type ConsentState, INITIAL_CONSENT } from './state.ts';

const DAY = 86_400_000;
const now = Date.UTC(2025, 5, 1);
const stored: ConsentRecord = {
  id: '1b4e28ba-2fa1-4d2e-8c3f-0123456789ab',
  revision: 2,
  choices: { analytics: true, marketing: false, social: false, unclassified: false },
  time: now - 10 * DAY,
};
const base = { stored, path: '/nl/te-koop/', now, revision: 2, days: 182 };

describe('resolveConsent', () => {
  it.each([
    ['no stored decision', { stored: undefined }, 'unset'],
    ['a valid decision of this revision', {}, 'decided'],
    ['a decision of an older revision', { revision: 3 }, 'unset'],
    ['a decision of a newer revision (the site went back)', { revision: 1 }, 'unset'],
    ['a decision one day before expiry', { now: stored.time + 181 * DAY }, 'decided'],
    ['a decision on its expiry day', { now: stored.time + 182 * DAY }, 'unset'],
    ['a decision older than a shorter configured period', { days: 7 }, 'unset'],
    ['a preview path, with a decision', { path: '/nl/preview/te-koop/' }, 'preview'],
    ['a preview path, without a decision', { path: '/PREVIEW', stored: undefined }, 'preview'],
    ['"preview" only in the query', { path: '/nl/?preview' }, 'decided'],
  ] as const)('%s → %s', (_what, change, status) => {
    expect(resolveConsent({ ...base, ...change }).status).toBe(status);
  });

  it('applies the stored choices when decided, none when unset, all in preview, without a record in preview', () => {
    expect(resolveConsent(base)).toEqual({ status: 'decided', choices: stored.choices, record: stored });
    expect(resolveConsent({ ...base, revision: 3 })).toEqual(INITIAL_CONSENT);
    expect(resolveConsent({ ...base, path: '/preview/' })).toEqual({ status: 'preview', choices: ALL_CHOICES, record: null });
  });
});

const unset = INITIAL_CONSENT;
const analyticsOnly: ConsentState = { status: 'decided', choices: stored.choices, record: stored };
const all: ConsentState = { status: 'decided', choices: ALL_CHOICES, record: { ...stored, choices: ALL_CHOICES } };
const preview: ConsentState = { status: 'preview', choices: ALL_CHOICES, record: null };

describe('mayRun', () => {
  const table: [string, ConsentState, Record<ConsentCategory, boolean>][] = [
    ['before any choice', unset, { necessary: true, analytics: false, marketing: false, social: false, unclassified: false }],
    ['analytics accepted', analyticsOnly, { necessary: true, analytics: true, marketing: false, social: false, unclassified: false }],
    ['all accepted', all, { necessary: true, analytics: true, marketing: true, social: true, unclassified: true }],
    ['on a preview page', preview, { necessary: true, analytics: true, marketing: true, social: true, unclassified: true }],
    [
      'only necessary chosen',
      { status: 'decided', choices: NO_CHOICES, record: { ...stored, choices: NO_CHOICES } },
      { necessary: true, analytics: false, marketing: false, social: false, unclassified: false },
    ],
  ];
  it.each(table)('%s', (_what, state, expected) => {
    const allowed = Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, mayRun(category, state)]));
    expect(allowed).toEqual(expected);
  });

  it('needs every category of a multi-category tag', () => {
    expect(mayRunAll(['analytics'], analyticsOnly)).toBe(true);
    expect(mayRunAll(['analytics', 'marketing'], analyticsOnly)).toBe(false);
    expect(mayRunAll(['analytics', 'marketing'], all)).toBe(true);
    expect(mayRunAll(['necessary'], unset)).toBe(true);
  });
});

describe('changes between states', () => {
  it('asks for a decision only when none applies', () => {
    expect([unset, analyticsOnly, all, preview].map(needsDecision)).toEqual([true, false, false, false]);
  });

  it('names what a withdrawal stops and what a grant starts', () => {
    expect(withdrawnCategories(all, analyticsOnly)).toEqual(['marketing', 'social', 'unclassified']);
    expect(grantedCategories(all, analyticsOnly)).toEqual([]);
    expect(grantedCategories(unset, analyticsOnly)).toEqual(['analytics']);
    expect(withdrawnCategories(analyticsOnly, unset)).toEqual(['analytics']);
    expect(withdrawnCategories(unset, unset)).toEqual([]);
  });

  it('records a decision with the given id, revision, time and a copy of the choices', () => {
    const choices = { ...NO_CHOICES, social: true };
    const record = makeRecord({ id: stored.id, revision: 4, choices, now });
    expect(record).toEqual({ id: stored.id, revision: 4, choices: { ...NO_CHOICES, social: true }, time: now });
    expect(record.choices).not.toBe(choices);
  });
});
