import { describe, expect, it } from 'vitest';
import { zonesOf } from './RegionMap.tsx';

describe('zonesOf', () => {
  it.each<[unknown, (number | string)[]]>([
    [[44021, '9000'], [44021, '9000']],
    [[0, -3, 1.5, 'Gent', '90000', null, {}], []],
    ['44021', []],
    [undefined, []],
  ])('%j → %j', (value, expected) => {
    expect(zonesOf(value)).toEqual(expected);
  });
});
