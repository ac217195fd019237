import { describe, expect, it } from 'vitest';
import { priceRange } from './price-range.ts';

describe('priceRange', () => {
  const CASES: [number | null, number | null, string | null][] = [
    [279000, 395000, '€\u00a0279.000 – €\u00a0395.000'],
    [395000, 279000, '€\u00a0279.000 – €\u00a0395.000'],
    [289000, 289000, '€\u00a0289.000'],
    [289000, null, '€\u00a0289.000'],
    [null, 395000, '€\u00a0395.000'],
    [0, 0, null],
    [null, null, null],
  ];
  for (const [min, max, text] of CASES) {
    it(`${min} – ${max} → ${text}`, () => {
      expect(priceRange({ PriceMin: min, PriceMax: max })).toBe(text);
    });
  }
});
