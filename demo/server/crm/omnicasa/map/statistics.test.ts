// The owner's statistics from Omnicasa's counts: today, this week, this month and in total
// as Brussels days count them, the last 30 days, and the visits per portal.
import { describe, expect, it } from 'vitest';
import { mapStatistics, statisticsStart } from './statistics.ts';

// Wednesday 15 April 2026, 10:00 in Brussels
const NOW = Date.parse('2026-04-15T08:00:00Z');
const day = (date: string, media: string, count: number) => ({ ObjectID: 1, Date: `${date} 00:00:00`, MediaName: media, NumberOfVisits: count });

describe('statistics', () => {
  const daily = [
    day('2026-04-15', 'Website', 3),
    day('2026-04-15', 'Immoweb', 5),
    // Monday of this week
    day('2026-04-13', 'Immoweb', 2),
    // last week, this month
    day('2026-04-03', 'Zimmo', 4),
    // last month, inside the 30 days
    day('2026-03-20', 'Website', 1),
  ];
  const totals = [
    { MediaID: 1, MediaName: 'Website', NumberOfVisits: 40 },
    { MediaID: 2, MediaName: 'Immoweb', NumberOfVisits: 90 },
    { MediaID: 3, MediaName: 'Zimmo', NumberOfVisits: 12 },
  ];
  const result = mapStatistics(1, totals, daily, NOW);
  const statistics = result.ok ? result.value : undefined;

  it.each([
    ['today', 8],
    ['week', 10],
    ['month', 14],
    // all time, from the totals
    ['total', 142],
  ] as const)('%s', (field, expected) => {
    expect(statistics?.[field]).toBe(expected);
  });

  it('the chart: 30 Brussels days ending today, days without visits included', () => {
    expect(statistics?.last30).toHaveLength(30);
    expect(statistics?.last30.at(-1)).toEqual({ date: '2026-04-15', count: 8 });
    expect(statistics?.last30[0]).toEqual({ date: '2026-03-17', count: 0 });
    expect(statistics?.last30.find((entry) => entry.date === '2026-03-20')).toEqual({ date: '2026-03-20', count: 1 });
  });

  it("per portal, as the owner history's sources name them, busiest first", () => {
    expect(statistics?.sources).toEqual([
      { source: 'immoweb', last30: 7, total: 90 },
      { source: 'website', last30: 4, total: 40 },
      { source: 'zimmo', last30: 4, total: 12 },
    ]);
  });

  it.each([
    ['a day that is no date', [{ Date: 'soon', NumberOfVisits: 1 }], [], 'Date', 'not a date'],
    ['a count in words', [day('2026-04-15', 'Website', 1), { Date: '2026-04-14 00:00:00', NumberOfVisits: 'many' }], [], 'NumberOfVisits', 'not a number'],
    ['a total without its count', [], [{ MediaName: 'Zimmo' }], 'NumberOfVisits', 'missing'],
  ])('%s makes the answer unreadable: counts with a row missing would be wrong', (_name, rows, rowTotals, field, problem) => {
    expect(mapStatistics(1, rowTotals, rows, NOW)).toEqual({ ok: false, problems: [{ kind: 'statistics', id: 1, field, problem }] });
  });

  it.each([
    // the chart's 30 days reach further back than the 1st
    ['mid-month', '2026-04-15T08:00:00Z', '2026-03-17'],
    // on the 31st the month reaches further back than the chart
    ['the 31st', '2026-03-31T08:00:00Z', '2026-03-01'],
  ])('the daily rows asked for start early enough for the chart and the month (%s)', (_name, now, start) => {
    expect(statisticsStart(Date.parse(now))).toBe(start);
  });
});
