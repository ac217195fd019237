/**
 * The project list keeps only its page in the URL (`?page=2`, the API's name), so back,
 * reload and a shared link come back to the same page; other parameters are left alone.
 */
import { parsePage } from '../ui/url-numbers.ts';

export function readPageParam(search: string): number {
  return parsePage(new URLSearchParams(search).get('page') ?? '') ?? 1;
}

export function writePageParam(page: number, search: string): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
