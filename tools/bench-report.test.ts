import { describe, expect, it } from 'vitest';
import { markdownTable, percentile } from './bench-report.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
  it.each([
    [hundred, 50, 50],
    [hundred, 95, 95],
    [hundred, 100, 100],
    [hundred, 1, 1],
    [hundred, 0, 1],
    [[3, 1, 2], 50, 2],
    [[3, 1, 2], 95, 3],
    [[7], 50, 7],
  ])('%#: p%d of the values is %d', (values, p, expected) => {
    expect(percentile(values as number[], p as number)).toBe(expected);
  });
});

describe('markdownTable', () => {
  it('pads text left-aligned and figures right-aligned', () => {
    expect(markdownTable(['page', 'ms'], [['list', '5'], ['detail', '1234']], 1)).toBe(
      ['| page   |   ms |', '|--------|-----:|', '| list   |    5 |', '| detail | 1234 |'].join('\n'),
    );
  });
});
