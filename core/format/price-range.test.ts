import { describe, expect, it } from 'vitest';
import { priceRange } from './price-range.ts';

describe('priceRange', () => {
  it.each([
    [279_000, 395_000, { kind: 'range', low: 279_000, high: 395_000 }],
    [395_000, 279_000, { kind: 'range', low: 279_000, high: 395_000 }], // written the wrong way round
    [289_000, 289_000, { kind: 'single', low: 289_000 }],
    [279_000, null, { kind: 'from', low: 279_000 }],
    [null, 395_000, { kind: 'upTo', high: 395_000 }],
    [0, 395_000, { kind: 'upTo', high: 395_000 }], // 0 is "on request", not a price
    [Number.NaN, 395_000, { kind: 'upTo', high: 395_000 }],
    [-5, 1, { kind: 'upTo', high: 1 }],
    [0, 0, null],
    [null, null, null],
    [undefined, '395000', null],
  ])('%s – %s → %j', (min, max, expected) => {
    expect(priceRange(min, max)).toEqual(expected);
  });
});
