import { describe, expect, it } from 'vitest';
import { visitSummary } from './summary.ts';

const series = (...counts: number[]) => counts.map((count, index) => ({ date: `2024-11-${String(index + 1).padStart(2, '0')}`, count }));

describe('visitSummary', () => {
  it.each([
    [series(0, 0, 0), { total: 0 }],
    [series(3, 7, 2), { total: 12, busiest: { date: '2024-11-02', count: 7 } }],
    [series(5, 1, 5), { total: 11, busiest: { date: '2024-11-03', count: 5 } }], // a tie: the latest day
    [series(1), { total: 1, busiest: { date: '2024-11-01', count: 1 } }],
    [series(4, -2, Number.NaN, 1), { total: 5, busiest: { date: '2024-11-01', count: 4 } }], // unusable counts count as 0
  ])('%j → %j', (days, expected) => {
    expect(visitSummary(days)).toEqual(expected);
  });

  it('takes nothing for nothing', () => {
    expect(visitSummary(undefined)).toEqual({ total: 0 });
  });
});
