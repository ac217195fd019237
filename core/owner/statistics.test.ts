import { describe, expect, it } from 'vitest';
import { OWNER_CHART_DAYS } from '../constants.ts';
import { brusselsDay } from './day.ts';
import { toInstant, visitStatistics } from './statistics.ts';

/** last30 as { date: count } for the days that have visits */
const busyDays = (last30: { date: string; count: number }[]) =>
  Object.fromEntries(last30.filter((day) => day.count > 0).map((day) => [day.date, day.count]));

describe('visitStatistics on Sunday 31 March 2024, the day clocks go forward', () => {
  const now = '2024-03-31T12:00:00+02:00';
  const visits = [
    '2024-03-31T00:30:00+01:00', // just after midnight, still winter time
    '2024-03-30T23:30:00Z', // the same instant written in UTC
    '2024-03-31T23:59:59+02:00', // later today: still today
    '2024-03-30T22:59:59Z', // Saturday 23:59:59 in Brussels
    new Date('2024-03-24T23:00:00Z'), // Monday 25th, 00:00 in Brussels
    Date.parse('2024-03-24T22:59:59Z'), // Sunday 24th, 23:59:59: last week
    '2024-03-02', // the oldest day of the chart
    '2024-03-01T00:00', // the 1st, Brussels time: this month, before the chart
    '2024-02-29T23:59:59+01:00', // last month
    '2024-04-01T00:00:00+02:00', // tomorrow: a clock out of step, left out
    // unusable
    'yesterday',
    '31/03/2024',
    '2024-02-30T10:00',
    '2024-13-01',
    '',
    NaN,
    Infinity,
    null,
    undefined,
    {},
    [],
    new Date('not a date'),
  ];
  const stats = visitStatistics(visits, now);

  it('counts today, the week from Monday, the month from the 1st, and the total', () => {
    expect({ today: stats.today, week: stats.week, month: stats.month, total: stats.total }).toEqual({
      today: 3,
      week: 5,
      month: 8,
      total: 9,
    });
  });

  it('fills the 30 days that end today, oldest first', () => {
    expect(stats.last30).toHaveLength(30);
    expect(stats.last30[0]!.date).toBe('2024-03-02');
    expect(stats.last30[29]!.date).toBe('2024-03-31');
    expect(busyDays(stats.last30)).toEqual({
      '2024-03-02': 1,
      '2024-03-24': 1,
      '2024-03-25': 1,
      '2024-03-30': 1,
      '2024-03-31': 3,
    });
  });
});

describe('visitStatistics: calendar boundaries', () => {
  it('on a Monday the week is today alone', () => {
    const stats = visitStatistics(['2024-04-01T09:00:00+02:00', '2024-03-31T23:00:00+02:00'], '2024-04-01T18:00:00+02:00');
    expect([stats.today, stats.week, stats.month, stats.total]).toEqual([1, 1, 1, 2]);
  });

  it('on the 1st the month is today alone', () => {
    const stats = visitStatistics(['2024-05-01T08:00:00+02:00', '2024-04-30T23:59:59+02:00', '2024-04-29T10:00:00+02:00'], '2024-05-01T12:00:00+02:00');
    // Wednesday 1 May: the week started on Monday 29 April
    expect([stats.today, stats.week, stats.month, stats.total]).toEqual([1, 3, 1, 3]);
  });

  it('on the day clocks go back, both 02:30s are today', () => {
    const stats = visitStatistics(
      ['2024-10-27T02:30:00+02:00', '2024-10-27T02:30:00+01:00', '2024-10-26T23:59:59+02:00', '2024-10-27T23:59:59+01:00'],
      '2024-10-27T23:30:00+01:00',
    );
    expect(stats.today).toBe(3);
    expect(busyDays(stats.last30)).toEqual({ '2024-10-26': 1, '2024-10-27': 3 });
  });

  it.each([
    ['2024-04-10T12:00:00+02:00', '2024-03-12', '2024-04-10'],
    ['2024-11-05T12:00:00+01:00', '2024-10-07', '2024-11-05'],
    ['2024-03-01T00:10:00+01:00', '2024-02-01', '2024-03-01'], // February 2024 has 29 days
    ['2025-01-01T00:00:00+01:00', '2024-12-03', '2025-01-01'],
  ])('the chart of %s runs from %s to %s, one entry per day across DST', (now, first, last) => {
    const { last30 } = visitStatistics([], now);
    const dates = last30.map((day) => day.date);
    expect(dates).toHaveLength(OWNER_CHART_DAYS);
    expect(dates[0]).toBe(first);
    expect(dates[29]).toBe(last);
    expect(new Set(dates).size).toBe(30);
    expect([...dates].sort()).toEqual(dates);
    const spans = dates.slice(1).map((date, i) => (Date.parse(date) - Date.parse(dates[i]!)) / 86_400_000);
    expect(spans.every((span) => span === 1)).toBe(true);
    expect(last30.every((day) => day.count === 0)).toBe(true);
  });

  it('midnight in Brussels, not in UTC, starts a day', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Brussels (winter)
    const stats = visitStatistics(['2024-01-14T23:30:00Z'], '2024-01-15T10:00:00Z');
    expect(stats.today).toBe(1);
  });
});

describe('visitStatistics: input', () => {
  it('takes now as a Date, epoch ms or ISO text alike', () => {
    const visits = ['2024-03-31T10:00:00+02:00'];
    const instant = Date.parse('2024-03-31T12:00:00+02:00');
    const results = [instant, new Date(instant), '2024-03-31T12:00:00+02:00', '2024-03-31T12:00'].map((now) =>
      visitStatistics(visits, now),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]!.today).toBe(1);
  });

  it('an unusable now means the current moment', () => {
    const before = brusselsDay(Date.now());
    const { last30 } = visitStatistics([], 'not a date');
    const after = brusselsDay(Date.now());
    expect([before, after]).toContain(last30[29]!.date);
  });

  it('takes any iterable of visits; anything else counts as none', () => {
    const stats = visitStatistics(new Set(['2024-03-31T10:00:00+02:00']), '2024-03-31T12:00:00+02:00');
    expect(stats.total).toBe(1);
    for (const visits of [null, undefined, 42, 'visits', { length: 1, 0: '2024-03-31' }]) {
      const empty = visitStatistics(visits as never, '2024-03-31T12:00:00+02:00');
      expect([empty.today, empty.week, empty.month, empty.total]).toEqual([0, 0, 0, 0]);
      expect(empty.last30).toHaveLength(30);
    }
  });

  it.each([
    ['2024-03-31T10:00:00Z', '2024-03-31T10:00:00.000Z'],
    ['2024-03-31T10:00:00.123456+02:00', '2024-03-31T08:00:00.123Z'],
    ['2024-03-31 10:00:00+0200', '2024-03-31T08:00:00.000Z'],
    ['2024-03-31T10:00+02', '2024-03-31T08:00:00.000Z'],
    ['2024-01-15T10:00:00', '2024-01-15T09:00:00.000Z'],
    ['2024-07-15T10:00', '2024-07-15T08:00:00.000Z'],
    ['2024-07-15', '2024-07-14T22:00:00.000Z'],
    ['2024-02-29T12:00:00Z', '2024-02-29T12:00:00.000Z'],
  ])('toInstant(%j) → %s (no offset: Brussels time)', (text, iso) => {
    expect(new Date(toInstant(text)!).toISOString()).toBe(iso);
  });

  it.each([['2023-02-29'], ['2024-04-31'], ['2024-01-01T24:00'], ['2024-01-01T10:60'], ['0999-01-01'], ['tomorrow'], [-1e20], [true]])(
    'toInstant(%j) is unusable',
    (value) => {
      expect(toInstant(value)).toBeUndefined();
    },
  );
});
