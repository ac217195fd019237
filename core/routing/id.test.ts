import { describe, expect, it } from 'vitest';
import { parseId } from './id.ts';

describe('parseId', () => {
  it('reads positive whole numbers only', () => {
    expect([parseId('12'), parseId(' 7 '), parseId(5), parseId('0'), parseId('-3'), parseId('1.5'), parseId('abc'), parseId('')]).toEqual([
      12, 7, 5, undefined, undefined, undefined, undefined, undefined,
    ]);
  });

  // from an attribute or a path parameter, as the forms about a property read it
  it.each([
    [5101, 5101],
    ['5101', 5101],
    [' 12 ', 12],
    [0, undefined],
    [-3, undefined],
    [12.5, undefined],
    ['12abc', undefined],
    [undefined, undefined],
    ['99999999999999999999', undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});
