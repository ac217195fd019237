/**
 * The property list's query parameters a search profile can fill in (list-link.ts), and
 * how a page takes them from its own query: apart, so that a page that only passes the
 * search on (the thank-you page) carries none of the form's rules.
 */

/** The list's query parameters a search profile fills in. */
export const DEMAND_LIST_PARAMS = ['goal', 'type', 'region', 'zip', 'area', 'minPrice', 'maxPrice', 'minBedrooms'] as const;

/** The list's part of a page's query (`?goal=sale&type=1&lng=nl` → `?goal=sale&type=1`), for the link on to the list. */
export function listSearchOf(search: string): string {
  const from = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const name of DEMAND_LIST_PARAMS) {
    const value = from.get(name);
    if (value) params.set(name, value);
  }
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}
