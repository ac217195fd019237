import { describe, expect, it } from 'vitest';
import { readPageParam, writePageParam } from './page-param.ts';

describe('the project list page in the URL', () => {
  it.each([
    ['', 1],
    ['?pg=2', 2],
    ['?pg=0', 1],
    ['?pg=two', 1],
    ['?lng=fr&pg=12', 12],
    // a link from before the page was `pg`
    ['?lng=fr&page=12', 12],
  ])('%s → page %i', (search, page) => {
    expect(readPageParam(search)).toBe(page);
  });

  it.each([
    [2, '', '?pg=2'],
    [1, '?pg=4', ''],
    [3, '?lng=fr&pg=4&type=1,2', '?lng=fr&pg=3&type=1,2'],
    [3, '?lng=fr&page=4&type=1,2', '?lng=fr&type=1,2&pg=3'],
    [1, '?page=4', ''],
  ])('page %i in %s → %s', (page, search, expected) => {
    expect(writePageParam(page, search)).toBe(expected);
    expect(readPageParam(expected)).toBe(page);
  });
});
