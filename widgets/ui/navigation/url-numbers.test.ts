import { describe, expect, it } from 'vitest';
import { parsePage, wholeNumber } from './url-numbers.ts';

describe('wholeNumber', () => {
  it.each([
    ['0', 10, 0],
    ['10', 10, 10],
    [' 7 ', 10, 7],
    ['0012', 100, 12],
    ['9999999999', 1e10, 9999999999],
  ])('%j up to %d → %d', (value, max, expected) => {
    expect(wholeNumber(value, max)).toBe(expected);
  });

  it.each([
    ['11', 10],
    ['', 10],
    ['-1', 10],
    ['2.5', 10],
    ['1e3', 1e4],
    ['12345678901', 1e12],
    ['1 000', 1e4],
  ])('%j up to %d → undefined', (value, max) => {
    expect(wholeNumber(value, max)).toBeUndefined();
  });
});

describe('parsePage', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['100000', 100_000],
    ['100001', undefined],
    ['0', undefined],
    ['', undefined],
    ['two', undefined],
  ])('%j → %j', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});
