import { describe, expect, it } from 'vitest';
import {
  acceptedCategories,
  ALL_CHOICES,
  CONSENT_CATEGORIES,
  NO_CHOICES,
  OPTIONAL_CATEGORIES,
  sameChoices,
  toChoices,
  withChoice,
} from './categories.ts';

describe('the categories of spec §9', () => {
  it('are strictly necessary, analytical, marketing, social media and unclassified', () => {
    expect(CONSENT_CATEGORIES).toEqual(['necessary', 'analytics', 'marketing', 'social', 'unclassified']);
    expect(OPTIONAL_CATEGORIES).toEqual(CONSENT_CATEGORIES.filter((category) => category !== 'necessary'));
  });

  it('start with nothing optional accepted, and accept-all accepts every optional one', () => {
    expect(OPTIONAL_CATEGORIES.map((category) => NO_CHOICES[category])).toEqual([false, false, false, false]);
    expect(OPTIONAL_CATEGORIES.map((category) => ALL_CHOICES[category])).toEqual([true, true, true, true]);
    expect(Object.isFrozen(NO_CHOICES) && Object.isFrozen(ALL_CHOICES)).toBe(true);
  });
});

describe('choices', () => {
  it('accept only a literal true from untrusted input', () => {
    expect(toChoices({ analytics: true, marketing: 'true', social: 1, unclassified: true, extra: true })).toEqual({
      analytics: true,
      marketing: false,
      social: false,
      unclassified: true,
    });
    expect(toChoices(null)).toEqual(NO_CHOICES);
    expect(toChoices('all')).toEqual(NO_CHOICES);
  });

  it('change one category without touching the others or the original', () => {
    const next = withChoice(NO_CHOICES, 'social', true);
    expect(next).toEqual({ analytics: false, marketing: false, social: true, unclassified: false });
    expect(NO_CHOICES.social).toBe(false);
    expect(withChoice(ALL_CHOICES, 'marketing', false).marketing).toBe(false);
  });

  it.each([
    [NO_CHOICES, ['necessary']],
    [ALL_CHOICES, ['necessary', 'analytics', 'marketing', 'social', 'unclassified']],
    [{ analytics: true, marketing: false, social: true, unclassified: false }, ['necessary', 'analytics', 'social']],
  ])('accepted categories of %j: %j', (choices, expected) => {
    expect(acceptedCategories(choices)).toEqual(expected);
  });

  it('compare by value', () => {
    expect(sameChoices(NO_CHOICES, { ...NO_CHOICES })).toBe(true);
    expect(sameChoices(NO_CHOICES, withChoice(NO_CHOICES, 'unclassified', true))).toBe(false);
  });
});
