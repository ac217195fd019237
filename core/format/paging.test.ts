import { describe, expect, it } from 'vitest';
import { pageOf } from '../api/paging.ts';
import { RESULT_COUNT_BOUND } from '../constants.ts';
import { pagingTitle } from './paging.ts';

describe('pagingTitle', () => {
  it.each([
    ['nl', '48 panden · Pagina 2 van 5'],
    ['fr', '48 biens · Page 2 sur 5'],
    ['en', '48 properties · Page 2 of 5'],
    ['de', '48 Immobilien · Seite 2 von 5'],
  ])('%s: the count, then page X of Y', (lang, title) => {
    expect(pagingTitle(2, 5, 48, lang)).toBe(title);
  });

  it.each([
    ['nl', 0, '0 panden'],
    ['nl', 1, '1 pand'],
    ['nl', 2, '2 panden'],
    ['fr', 0, '0 bien'],
    ['fr', 1, '1 bien'],
    ['fr', 2, '2 biens'],
    ['en', 0, '0 properties'],
    ['en', 1, '1 property'],
    ['en', 2, '2 properties'],
    ['de', 0, '0 Immobilien'],
    ['de', 1, '1 Immobilie'],
    ['de', 2, '2 Immobilien'],
  ])('%s with %j results: singular or plural as the language has it', (lang, total, title) => {
    expect(pagingTitle(1, 1, total, lang)).toBe(title);
  });

  it('groups large counts as each language writes them', () => {
    expect(pagingTitle(1, 105, 1250, 'nl')).toBe('1.250 panden · Pagina 1 van 105');
    expect(pagingTitle(1, 105, 1250, 'de')).toBe('1.250 Immobilien · Seite 1 von 105');
    expect(pagingTitle(1, 105, 1250, 'fr')).toMatch(/^1\s250 biens · Page 1 sur 105$/u);
  });

  it('keeps the numbers in range', () => {
    expect(pagingTitle(0, 0, 0, 'en')).toBe('0 properties');
    expect(pagingTitle(9, 5, 48, 'en')).toBe('48 properties · Page 5 of 5');
    expect(pagingTitle(-3, 5, -2, 'en')).toBe('0 properties · Page 1 of 5');
    expect(pagingTitle(2.7, 5.2, 48.9, 'en')).toBe('48 properties · Page 2 of 5');
    expect(pagingTitle('3', '5', '48', 'en')).toBe('48 properties · Page 3 of 5');
    expect(pagingTitle(NaN, null, undefined, 'en')).toBe('0 properties');
  });

  it('reads regional or upper-case codes, and falls back to Dutch', () => {
    expect(pagingTitle(1, 2, 3, 'FR-be')).toBe('3 biens · Page 1 sur 2');
    expect(pagingTitle(1, 2, 3, 'es')).toBe('3 panden · Pagina 1 van 2');
    expect(pagingTitle(1, 2, 3, undefined)).toBe('3 panden · Pagina 1 van 2');
  });

  describe('at the bound a search counts to', () => {
    it('is 1,000 matches', () => {
      expect(RESULT_COUNT_BOUND).toBe(1_000);
    });

    // the matches a search finds, through the answer it gives (core/api/paging.ts), to the results line of its first page of 12
    const N = '\u202f';
    it.each([
      ['nl', 999, '999 panden · Pagina 1 van 84'],
      ['nl', 1_000, '1.000 panden · Pagina 1 van 84'],
      ['nl', 1_001, 'Meer dan 1.000 panden · Pagina 1'],
      ['fr', 999, '999 biens · Page 1 sur 84'],
      ['fr', 1_000, `1${N}000 biens · Page 1 sur 84`],
      ['fr', 1_001, `Plus de 1${N}000 biens · Page 1`],
      ['en', 999, '999 properties · Page 1 of 84'],
      ['en', 1_000, '1,000 properties · Page 1 of 84'],
      ['en', 1_001, 'More than 1,000 properties · Page 1'],
      ['de', 999, '999 Immobilien · Seite 1 von 84'],
      ['de', 1_000, '1.000 Immobilien · Seite 1 von 84'],
      ['de', 1_001, 'Mehr als 1.000 Immobilien · Seite 1'],
    ])('%s, %i matches: %s', (lang, matches, title) => {
      const answer = pageOf([], matches, { page: 1, pageSize: 12 });
      expect(pagingTitle(answer.page, answer.pageCount, answer.total, lang, answer.moreThanTotal)).toBe(title);
    });

    it.each([
      ['nl', 'Meer dan 1.000 panden · Pagina 85'],
      ['fr', `Plus de 1${N}000 biens · Page 85`],
      ['en', 'More than 1,000 properties · Page 85'],
      ['de', 'Mehr als 1.000 Immobilien · Seite 85'],
    ])('%s: a page past the bound, more still, keeps saying more than the bound', (lang, title) => {
      const answer = pageOf([], 85 * 12 + 1, { page: 85, pageSize: 12 });
      expect(pagingTitle(answer.page, answer.pageCount, answer.total, lang, answer.moreThanTotal)).toBe(title);
    });

    it('a page past the bound where the matches end counts them all', () => {
      const answer = pageOf([], 1_005, { page: 84, pageSize: 12 });
      expect(pagingTitle(answer.page, answer.pageCount, answer.total, 'nl', answer.moreThanTotal)).toBe('1.005 panden · Pagina 84 van 84');
    });
  });
});
