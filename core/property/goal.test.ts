import { describe, expect, it } from 'vitest';
import { goalCode, goalOf } from './goal.ts';
import { PROPERTY_GOALS } from './reference.ts';

describe('goalOf', () => {
  it.each([
    [0, 'FOR_SALE'],
    [-0, 'FOR_SALE'],
    ['0', 'FOR_SALE'],
    [' 0 ', 'FOR_SALE'],
    ['0.0', 'FOR_SALE'],
    [1, 'FOR_RENT'],
    [2, 'FOR_RENT'],
    [-1, 'FOR_RENT'],
    ['1', 'FOR_RENT'],
    [0.5, 'FOR_RENT'],
    [null, 'FOR_RENT'],
    [undefined, 'FOR_RENT'],
    ['', 'FOR_RENT'],
    ['sale', 'FOR_RENT'],
    [false, 'FOR_RENT'],
    [NaN, 'FOR_RENT'],
  ])('%j → %s', (code, expected) => {
    expect(goalOf(code)).toBe(expected);
  });

  it('round-trips with goalCode', () => {
    for (const goal of PROPERTY_GOALS) expect(goalOf(goalCode(goal))).toBe(goal);
    expect(goalCode('FOR_SALE')).toBe(0);
    expect(goalCode('FOR_RENT')).toBe(1);
  });
});
