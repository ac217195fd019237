/**
 * The query parameter a list keeps its page number in (`/nl/te-koop/?pg=2`). Not `page`:
 * WordPress reads `?page=` as the page of a post split in parts and answers a 301 that
 * drops it, and Drupal's pager takes `page` too, so a list pasted into either lost its
 * page on reload, on Back and in a shared link. Links made before still say `page`: it is
 * read when `pg` is absent, and the next page written says `pg`.
 */
export const PAGE_PARAM = 'pg';
export const LEGACY_PAGE_PARAM = 'page';

// The lists apply these names in their own few lines (widgets/property-search/url-state.ts,
// widgets/project-list/page-param.ts): shared functions would sit in a chunk every list page loads.

/** The page number as the query writes it (`pg`, else the older `page`), unread; null when it names none. */
export function pageParamValue(params: URLSearchParams): string | null {
  return params.get(PAGE_PARAM) ?? params.get(LEGACY_PAGE_PARAM);
}

/** `params` with the page number set (from 2 on) or removed, under its one name, in place. */
export function setPageParam(params: URLSearchParams, page: number): URLSearchParams {
  params.delete(LEGACY_PAGE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  return params;
}
