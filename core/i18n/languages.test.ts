import { describe, expect, it } from 'vitest';
import { LANGUAGES, parseLanguages, toLanguage } from './languages.ts';

describe('toLanguage', () => {
  it.each([
    ['nl', 'nl'],
    ['FR', 'fr'],
    [' en ', 'en'],
    ['de-BE', 'de'],
    ['fr_BE', 'fr'],
    ['es', undefined],
    ['', undefined],
    ['nld', undefined],
    [null, undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(toLanguage(input)).toBe(expected);
  });
});

describe('parseLanguages', () => {
  it.each([
    ['nl,fr,en,de', ['nl', 'fr', 'en', 'de']],
    ['fr, NL', ['fr', 'nl']],
    ['de de nl', ['de', 'nl']],
    ['es,fr', ['fr']],
    ['', [...LANGUAGES]],
    ['xx', [...LANGUAGES]],
    [undefined, [...LANGUAGES]],
  ])('%j → %j', (input, expected) => {
    expect(parseLanguages(input)).toEqual(expected);
  });
});
