/**
 * Paging, the same for every list the API answers, whatever the source of the list: what
 * a page holds and how far its matches are counted (the server's repositories answer by it).
 */
import { RESULT_COUNT_BOUND } from '../constants.ts';
import type { Page } from './contract.ts';

/** A 1-based page of `pageSize` items. */
export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * How many matches a search counts at most: one more than the bound, or than the matches
 * up to the end of the page asked for when that is further, so that the answer knows
 * whether a next page holds any (a count that reached this limit found more than it).
 * Counting so far costs no more than reading the page itself, which skips as many.
 */
export function countLimit(paging: Paging, bound = RESULT_COUNT_BOUND): number {
  return Math.max(bound, paging.page * paging.pageSize) + 1;
}

/**
 * The envelope of one page, from the matches counted up to `countLimit(paging, bound)`:
 * below the limit the count is every match; at it, the answer says there are more than
 * the bound, and counts the pages known to hold matches, one past this page at least.
 * `pageCount` is 0 when nothing matched, which widgets read as "no results".
 */
export function pageOf<T>(items: T[], counted: number, paging: Paging, bound = RESULT_COUNT_BOUND): Page<T> {
  const page = { items, total: counted, page: paging.page, pageSize: paging.pageSize, pageCount: Math.ceil(counted / paging.pageSize) };
  return counted < countLimit(paging, bound) ? page : { ...page, total: bound, moreThanTotal: true };
}
