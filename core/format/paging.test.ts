import { describe, expect, it } from 'vitest';
import { pagingTitle } from './paging.ts';

describe('pagingTitle', () => {
  it.each([
    ['nl', 'Pagina 2 van 5 [48 panden]'],
    ['fr', 'Page 2 sur 5 [48 biens]'],
    ['en', 'Page 2 of 5 [48 properties]'],
    ['de', 'Seite 2 von 5 [48 Objekte]'],
  ])('%s: page X of Y [Z objects]', (lang, title) => {
    expect(pagingTitle(2, 5, 48, lang)).toBe(title);
  });

  it.each([
    ['nl', 0, 'Pagina 1 van 1 [0 panden]'],
    ['nl', 1, 'Pagina 1 van 1 [1 pand]'],
    ['nl', 2, 'Pagina 1 van 1 [2 panden]'],
    ['fr', 0, 'Page 1 sur 1 [0 bien]'],
    ['fr', 1, 'Page 1 sur 1 [1 bien]'],
    ['fr', 2, 'Page 1 sur 1 [2 biens]'],
    ['en', 0, 'Page 1 of 1 [0 properties]'],
    ['en', 1, 'Page 1 of 1 [1 property]'],
    ['en', 2, 'Page 1 of 1 [2 properties]'],
    ['de', 0, 'Seite 1 von 1 [0 Objekte]'],
    ['de', 1, 'Seite 1 von 1 [1 Objekt]'],
    ['de', 2, 'Seite 1 von 1 [2 Objekte]'],
  ])('%s with %j results: singular or plural as the language has it', (lang, total, title) => {
    expect(pagingTitle(1, 1, total, lang)).toBe(title);
  });

  it('groups large counts as each language writes them', () => {
    expect(pagingTitle(1, 105, 1250, 'nl')).toBe('Pagina 1 van 105 [1.250 panden]');
    expect(pagingTitle(1, 105, 1250, 'de')).toBe('Seite 1 von 105 [1.250 Objekte]');
    expect(pagingTitle(1, 105, 1250, 'fr')).toMatch(/^Page 1 sur 105 \[1\s250 biens\]$/u);
  });

  it('keeps the numbers in range', () => {
    expect(pagingTitle(0, 0, 0, 'en')).toBe('Page 1 of 1 [0 properties]');
    expect(pagingTitle(9, 5, 48, 'en')).toBe('Page 5 of 5 [48 properties]');
    expect(pagingTitle(-3, 5, -2, 'en')).toBe('Page 1 of 5 [0 properties]');
    expect(pagingTitle(2.7, 5.2, 48.9, 'en')).toBe('Page 2 of 5 [48 properties]');
    expect(pagingTitle('3', '5', '48', 'en')).toBe('Page 3 of 5 [48 properties]');
    expect(pagingTitle(NaN, null, undefined, 'en')).toBe('Page 1 of 1 [0 properties]');
  });

  it('reads regional or upper-case codes, and falls back to Dutch', () => {
    expect(pagingTitle(1, 2, 3, 'FR-be')).toBe('Page 1 sur 2 [3 biens]');
    expect(pagingTitle(1, 2, 3, 'es')).toBe('Pagina 1 van 2 [3 panden]');
    expect(pagingTitle(1, 2, 3, undefined)).toBe('Pagina 1 van 2 [3 panden]');
  });
});
