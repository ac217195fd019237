import { describe, expect, it } from 'vitest';
import { LEGACY_PAGE_PARAM, PAGE_PARAM, pageParamValue, setPageParam } from './list-page.ts';

describe('a list’s page in the query: `pg`, and the `page` of older links', () => {
  it('is not a name WordPress or Drupal keep for their own paging', () => {
    expect(PAGE_PARAM).not.toBe('page');
    expect(PAGE_PARAM).not.toBe('paged');
    expect(LEGACY_PAGE_PARAM).toBe('page');
  });

  it.each([
    ['?pg=2', '2'],
    ['?page=3', '3'],
    ['?pg=2&page=3', '2'],
    ['?page=3&pg=4', '4'],
    ['?type=1', null],
    ['?pg=', ''],
  ])('%s → %j', (search, expected) => {
    expect(pageParamValue(new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    ['', 2, 'pg=2'],
    ['type=1&page=5', 2, 'type=1&pg=2'],
    ['pg=4&sort=price', 3, 'pg=3&sort=price'],
    ['pg=4&page=4&sort=price', 1, 'sort=price'],
    ['page=4', 1, ''],
  ])('%s with page %d → %s', (search, page, expected) => {
    expect(setPageParam(new URLSearchParams(search), page).toString()).toBe(expected);
  });
});
