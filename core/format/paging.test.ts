import { describe, expect, it } from 'vitest';
import { pagingTitle } from './paging.ts';

describe('pagingTitle', () => {
  it.each([
    ['nl', '48 panden · Pagina 2 van 5'],
    ['fr', '48 biens · Page 2 sur 5'],
    ['en', '48 properties · Page 2 of 5'],
    ['de', '48 Objekte · Seite 2 von 5'],
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
    ['de', 0, '0 Objekte'],
    ['de', 1, '1 Objekt'],
    ['de', 2, '2 Objekte'],
  ])('%s with %j results: singular or plural as the language has it', (lang, total, title) => {
    expect(pagingTitle(1, 1, total, lang)).toBe(title);
  });

  it('groups large counts as each language writes them', () => {
    expect(pagingTitle(1, 105, 1250, 'nl')).toBe('1.250 panden · Pagina 1 van 105');
    expect(pagingTitle(1, 105, 1250, 'de')).toBe('1.250 Objekte · Seite 1 von 105');
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
});
