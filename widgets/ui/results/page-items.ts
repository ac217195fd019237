/**
 * Which page links a pagination shows: the first, the last, the current one and
 * `neighbours` pages on each side of it, with a gap where pages are left out. A gap never
 * stands for a single page (that page is shown instead), and near either end the row is
 * filled up, so the row has the same length on every page and nothing jumps under the
 * pointer while paging. With `more` (the matches were not all counted) `pageCount` is
 * the pages known so far, and the last of them is no last page: the row ends in a gap.
 */
export type PageItem = number | 'gap';

export function pageItems(page: number, pageCount: number, neighbours = 1, more = false): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(neighbours));
  const length = 2 * around + 5;
  if (count <= length && !more) return Array.from({ length: count }, (_, index) => index + 1);
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const shown = new Set(more ? [1] : [1, count]);
  for (let number = current - around; number <= current + around; number++) shown.add(number);
  const block = 2 * around + 3;
  if (current <= around + 3) for (let number = 2; number <= block; number++) shown.add(number);
  if (current >= count - around - 2 && !more) for (let number = count - block + 1; number < count; number++) shown.add(number);
  const pages = [...shown].filter((number) => number >= 1 && number <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  // the first page is always there, so the row starts at 1 and a gap only ever follows a page
  let previous = 0;
  for (const number of pages) {
    if (number - previous === 2) items.push(previous + 1);
    else if (number - previous > 2) items.push('gap');
    items.push((previous = number));
  }
  if (more) items.push('gap');
  return items;
}
