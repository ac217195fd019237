import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [6, 10, [1, 'gap', 5, 6, 7, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'gap', 49, 50, 51, 'gap', 100]],
    // out of range: the nearest page is current
    [0, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [99, 10, [1, 'gap', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [3, 10, [1, 2, 3, 'gap', 10]],
    [4, 10, [1, 'gap', 4, 'gap', 10]],
    [8, 10, [1, 'gap', 8, 9, 10]],
  ])('compact: page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count, 0)).toEqual(expected);
  });

  it('has the same length on every page, so nothing moves while paging', () => {
    for (const neighbours of [0, 1, 2]) {
      const lengths = new Set(Array.from({ length: 30 }, (_, index) => pageItems(index + 1, 30, neighbours).length));
      expect([...lengths]).toEqual([2 * neighbours + 5]);
    }
  });

  it('never puts a gap where a single page would do', () => {
    for (let page = 1; page <= 12; page++) {
      const items = pageItems(page, 12);
      items.forEach((item, index) => {
        if (item !== 'gap') return;
        const before = items[index - 1] as number;
        const after = items[index + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  describe('when more pages follow than are known (the matches were not all counted)', () => {
    it.each<[number, number, number, (number | 'gap')[]]>([
      [1, 84, 1, [1, 2, 3, 4, 5, 'gap']],
      [4, 84, 1, [1, 2, 3, 4, 5, 'gap']],
      [5, 84, 1, [1, 'gap', 4, 5, 6, 'gap']],
      [50, 84, 1, [1, 'gap', 49, 50, 51, 'gap']],
      // the last page known: the next one is there, and the row goes on past it
      [84, 85, 1, [1, 'gap', 83, 84, 85, 'gap']],
      [2, 3, 1, [1, 2, 3, 'gap']],
      [1, 84, 0, [1, 2, 3, 'gap']],
      [9, 84, 0, [1, 'gap', 9, 'gap']],
    ])('page %i of %i known, %i around', (page, count, neighbours, expected) => {
      expect(pageItems(page, count, neighbours, true)).toEqual(expected);
    });

    it('never names the last page known as if it were the last: the row ends in a gap', () => {
      for (let page = 1; page <= 30; page++) expect(pageItems(page, Math.max(84, page + 1), 1, true).at(-1)).toBe('gap');
    });

    it('keeps one length while paging, so nothing moves', () => {
      for (const neighbours of [0, 1]) {
        const lengths = new Set(Array.from({ length: 30 }, (_, index) => pageItems(index + 1, 84, neighbours, true).length));
        expect([...lengths]).toEqual([2 * neighbours + 4]);
      }
    });
  });
});
