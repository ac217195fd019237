/**
 * Which page links a pagination shows: the first, the last, the current one and
 * `neighbours` pages on each side of it, with a gap where pages are left out. A gap never
 * stands for a single page (that page is shown instead), and near either end the row is
 * filled up, so the row has the same length on every page and nothing jumps under the
 * pointer while paging.
 */
export type PageItem = number | 'gap';

export function pageItems(page: number, pageCount: number, neighbours = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(neighbours));
  const length = 2 * around + 5;
  if (count <= length) return Array.from({ length: count }, (_, index) => index + 1);
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const shown = new Set([1, count]);
  for (let number = current - around; number <= current + around; number++) shown.add(number);
  const block = 2 * around + 3;
  if (current <= around + 3) for (let number = 2; number <= block; number++) shown.add(number);
  if (current >= count - around - 2) for (let number = count - block + 1; number < count; number++) shown.add(number);
  const pages = [...shown].filter((number) => number >= 1 && number <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const number of pages) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && number - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && number - previous > 2) items.push('gap');
    items.push(number);
  }
  return items;
}
