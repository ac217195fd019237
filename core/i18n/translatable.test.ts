import { describe, expect, it } from 'vitest';
import { pickTranslation, type Translatable } from './translatable.ts';

describe('pickTranslation', () => {
  const content: Translatable = { nl: 'Huis', fr: 'Maison', EN: 'House' };

  it.each([
    ['nl', 'Huis'],
    ['fr', 'Maison'],
    ['en', 'House'], // the upper-case key is accepted
    ['de', undefined], // no German, and no falling back to another language
  ] as const)('%s → %j', (language, expected) => {
    expect(pickTranslation(content, language)).toBe(expected);
  });

  it('prefers the lower-case key to the upper-case one', () => {
    expect(pickTranslation({ nl: 'klein', NL: 'GROOT' }, 'nl')).toBe('klein');
  });

  it('falls back to the upper-case key when the lower-case one is missing or not text', () => {
    expect(pickTranslation({ NL: 'GROOT' }, 'nl')).toBe('GROOT');
    expect(pickTranslation({ nl: null, NL: 'GROOT' } as unknown as Translatable, 'nl')).toBe('GROOT');
  });

  it('keeps an empty text: it is a translation, not a missing one', () => {
    expect(pickTranslation({ nl: '' }, 'nl')).toBe('');
  });

  it('a plain string is the same in every language', () => {
    expect(pickTranslation('Villa', 'fr')).toBe('Villa');
  });

  it.each([[null], [undefined], [42], [true], [{ nl: 42 }]])('no text in %j → undefined', (value) => {
    expect(pickTranslation(value as never, 'nl')).toBeUndefined();
  });
});
