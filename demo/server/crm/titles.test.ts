// A listing without a title text of its own is titled by its type and town, per language;
// a title text of its own wins where it has one.
import { describe, expect, it } from 'vitest';
import { composedTitle, titleOr } from './titles.ts';

const HOUSE = { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' };

describe('a composed title', () => {
  it.each([
    ['a town in every language', { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, { nl: 'Woning in Gent', fr: 'Maison à Gand', en: 'House in Ghent', de: 'Haus in Gent' }],
    ['one town for all (a CRM that writes it once)', 'Namur', { nl: 'Woning in Namur', fr: 'Maison à Namur', en: 'House in Namur', de: 'Haus in Namur' }],
    ['a town in Dutch only serves the other languages', { nl: 'Leuven' }, { nl: 'Woning in Leuven', fr: 'Maison à Leuven', en: 'House in Leuven', de: 'Haus in Leuven' }],
    ['no town', null, HOUSE],
  ])('%s', (_name, town, expected) => {
    expect(composedTitle(HOUSE, town)).toEqual(expected);
  });

  it('a language without a type name has no title (core falls back to another language)', () => {
    expect(composedTitle({ nl: 'Woning', fr: ' ' }, 'Gent')).toEqual({ nl: 'Woning in Gent' });
  });

  it('the record’s own title wins in the languages that have one; the others are composed', () => {
    expect(titleOr({ nl: 'Pastorij met tuin', fr: '' }, HOUSE, 'Gent')).toEqual({ nl: 'Pastorij met tuin', fr: 'Maison à Gent', en: 'House in Gent', de: 'Haus in Gent' });
    expect(titleOr(null, HOUSE, 'Gent').en).toBe('House in Gent');
  });
});
