import { describe, expect, it } from 'vitest';
import { parseCategoryList, toCategory } from './tags.ts';

describe('toCategory', () => {
  it.each([
    ['necessary', 'necessary'],
    ['Strictly necessary', 'necessary'],
    ['strictly_necessary', 'necessary'],
    ['essential', 'necessary'],
    ['analytics', 'analytics'],
    [' Analytical ', 'analytics'],
    ['statistics', 'analytics'],
    ['MARKETING', 'marketing'],
    ['advertising', 'marketing'],
    ['social', 'social'],
    ['social-media', 'social'],
    ['social media', 'social'],
    ['unclassified', 'unclassified'],
    ['functional', undefined],
    ['', undefined],
    [42, undefined],
  ])('%j → %j', (value, expected) => {
    expect(toCategory(value)).toBe(expected);
  });
});

describe('parseCategoryList (data-category)', () => {
  it.each([
    ['analytics', ['analytics'], []],
    ['analytics marketing', ['analytics', 'marketing'], []],
    ['marketing, social-media, marketing', ['marketing', 'social'], []],
    ['necessary', ['necessary'], []],
    // a name it does not know must not let anything run without consent
    ['statistcs', ['unclassified'], ['statistcs']],
    ['analytics tracking', ['analytics', 'unclassified'], ['tracking']],
    ['', ['unclassified'], []],
    [null, ['unclassified'], []],
  ])('%j → %j (unknown %j)', (list, categories, unknown) => {
    expect(parseCategoryList(list)).toEqual({ categories, unknown });
  });
});
