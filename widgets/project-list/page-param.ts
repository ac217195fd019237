/**
 * The project list keeps only its page in the URL (`?pg=2`, core/routing/list-page.ts; the
 * `page` of older links is read too), so back, reload and a shared link come back to the
 * same page; other parameters are left alone.
 */
import { LEGACY_PAGE_PARAM, PAGE_PARAM } from '../../core/routing/list-page.ts';
import { parsePage } from '../ui/navigation/url-numbers.ts';

export function readPageParam(search: string): number {
  const params = new URLSearchParams(search);
  return parsePage(params.get(PAGE_PARAM) ?? params.get(LEGACY_PAGE_PARAM) ?? '') ?? 1;
}

export function writePageParam(page: number, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LEGACY_PAGE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
