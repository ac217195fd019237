import { describe, expect, it } from 'vitest';
import { regionOfZip } from './region.ts';

describe('regionOfZip', () => {
  it.each([
    [999, null],
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
    [10000, null],
  ])('%j → %s', (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
    expect(regionOfZip(String(zip))).toBe(region);
  });

  it.each([
    [' 2000 ', 'flanders'],
    ['5000', 'wallonia'],
    ['1050', 'brussels'],
  ])('string %j → %s', (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });

  it.each([[0], [-2000], [2000.5], [NaN], [Infinity], [''], ['20 00'], ['B-2000'], ['2000a'], ['0999'], ['02000'], [null], [undefined], [{}], [[2000]], [true]])(
    'not a Belgian postal code: %j → null',
    (zip) => {
      expect(regionOfZip(zip)).toBeNull();
    },
  );
});
