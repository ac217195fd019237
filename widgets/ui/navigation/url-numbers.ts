/**
 * Numbers as the lists keep them in the URL (`page=2`, `minPrice=250000`): digits only,
 * up to a limit. Apart from url-state.ts so that the project list, which keeps only its
 * page in the URL, does not carry the property filters along.
 */

const MAX_PAGE = 100_000;

/** `" 12 "` → 12; undefined for anything but up to ten digits, or above `max`. */
export function wholeNumber(value: string, max: number): number | undefined {
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number <= max ? number : undefined;
}

/** A list's page: 1 to 100 000. */
export function parsePage(value: string): number | undefined {
  const page = wholeNumber(value, MAX_PAGE);
  return page !== undefined && page >= 1 ? page : undefined;
}
