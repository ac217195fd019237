/** Paging, the same for every list the API answers, whatever the source of the list. */
import type { Page } from '../../../core/api/contract.ts';

/** A 1-based page of `pageSize` items. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** The envelope of one page: `pageCount` is 0 when nothing matched, which widgets read as "no results". */
export function pageOf<T>(items: T[], total: number, paging: Paging): Page<T> {
  return { items, total, page: paging.page, pageSize: paging.pageSize, pageCount: Math.ceil(total / paging.pageSize) };
}
