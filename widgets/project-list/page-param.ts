/**
 * The project list keeps only its page in the URL (`?pg=2`, core/routing/list-page.ts), so
 * back, reload and a shared link come back to the same page; other parameters are left alone.
 */
import { pageParamValue, setPageParam } from '../../core/routing/list-page.ts';
import { parsePage } from '../ui/url-numbers.ts';

export function readPageParam(search: string): number {
  return parsePage(pageParamValue(new URLSearchParams(search)) ?? '') ?? 1;
}

export function writePageParam(page: number, search: string): string {
  const query = setPageParam(new URLSearchParams(search), page).toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
