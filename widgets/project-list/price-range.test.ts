import { describe, expect, it } from 'vitest';
import { priceRangeKind } from './price-range.ts';

describe('priceRangeKind', () => {
  it.each([
    [279_000, 395_000, 'range'],
    [279_000, 279_000, 'single'],
    [279_000, null, 'from'],
    [null, 395_000, 'upTo'],
    [null, null, 'none'],
    [undefined, undefined, 'none'],
    [0, 0, 'none'], // no price is no "€ 0"
    [0, 395_000, 'upTo'],
    [Number.NaN, 395_000, 'upTo'],
    [400_000, 300_000, 'single'], // a reversed range shows its lowest price only
  ])('%s – %s → %s', (min, max, kind) => {
    expect(priceRangeKind(min, max)).toBe(kind);
  });
});
