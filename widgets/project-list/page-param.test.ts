import { describe, expect, it } from 'vitest';
import { readPageParam, writePageParam } from './page-param.ts';

describe('the project list page in the URL', () => {
  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=0', 1],
    ['?page=two', 1],
    ['?lng=fr&page=12', 12],
  ])('%s → page %i', (search, page) => {
    expect(readPageParam(search)).toBe(page);
  });

  it.each([
    [2, '', '?page=2'],
    [1, '?page=4', ''],
    [3, '?lng=fr&page=4&type=1,2', '?lng=fr&page=3&type=1,2'],
  ])('page %i in %s → %s', (page, search, expected) => {
    expect(writePageParam(page, search)).toBe(expected);
    expect(readPageParam(expected)).toBe(page);
  });
});
