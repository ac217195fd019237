import { describe, expect, it } from 'vitest';
import { RESULT_COUNT_BOUND } from '../constants.ts';
import { countLimit, pageOf } from './paging.ts';

const BOUND = RESULT_COUNT_BOUND;

describe('countLimit', () => {
  it.each([
    ['the first page: one past the bound', { page: 1, pageSize: 12 }, BOUND + 1],
    ['a page that ends before the bound', { page: 83, pageSize: 12 }, BOUND + 1],
    ['a page that ends past the bound: one past its end', { page: 84, pageSize: 12 }, 84 * 12 + 1],
    ['a page of 100 far past the bound', { page: 40, pageSize: 100 }, 4_001],
  ])('%s', (_name, paging, limit) => {
    expect(countLimit(paging)).toBe(limit);
  });

  it('takes another bound', () => {
    expect(countLimit({ page: 1, pageSize: 12 }, 20)).toBe(21);
    expect(countLimit({ page: 2, pageSize: 12 }, 20)).toBe(25);
  });
});

describe('pageOf: matches counted up to the limit', () => {
  // counted: what the database found reading no further than countLimit(paging)
  it.each<[string, number, { page: number; pageSize: number }, { total: number; pageCount: number; moreThanTotal?: boolean }]>([
    ['nothing matched', 0, { page: 1, pageSize: 12 }, { total: 0, pageCount: 0 }],
    ['one below the bound: every match', BOUND - 1, { page: 1, pageSize: 12 }, { total: BOUND - 1, pageCount: 84 }],
    ['the bound itself: every match', BOUND, { page: 1, pageSize: 12 }, { total: BOUND, pageCount: 84 }],
    ['one past the bound: more than the bound', BOUND + 1, { page: 1, pageSize: 12 }, { total: BOUND, pageCount: 84, moreThanTotal: true }],
    ['the last page known then, more still: one page further', 84 * 12 + 1, { page: 84, pageSize: 12 }, { total: BOUND, pageCount: 85, moreThanTotal: true }],
    ['a page past the bound where the matches end: every match', 1_005, { page: 84, pageSize: 12 }, { total: 1_005, pageCount: 84 }],
    ['a page far past the end: every match, the pages there are', 4_321, { page: 500, pageSize: 12 }, { total: 4_321, pageCount: 361 }],
    ['pages of 100, more', BOUND + 1, { page: 3, pageSize: 100 }, { total: BOUND, pageCount: 11, moreThanTotal: true }],
  ])('%s', (_name, counted, paging, expected) => {
    const { items: _items, ...answer } = pageOf([], counted, paging);
    expect(answer).toEqual({ ...paging, ...expected });
  });

  it('says moreThanTotal only when counting stopped: an answer below the bound is as it always was', () => {
    expect(Object.keys(pageOf([], BOUND, { page: 1, pageSize: 12 }))).toEqual(['items', 'total', 'page', 'pageSize', 'pageCount']);
  });

  it('while more follow, the pages known reach past the page asked for, so a client that pages on while page < pageCount reads every match', () => {
    const matches = 2_345;
    const pageSize = 100;
    let read = 0;
    for (let page = 1; ; page++) {
      const answer = pageOf([], Math.min(matches, countLimit({ page, pageSize })), { page, pageSize });
      read += Math.max(0, Math.min(pageSize, matches - (page - 1) * pageSize));
      if (page >= answer.pageCount) break;
    }
    expect(read).toBe(matches);
  });
});
