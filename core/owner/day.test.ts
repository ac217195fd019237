import { describe, expect, it } from 'vitest';
import { addDays, brusselsDay, firstOfMonth, fromBrusselsTime, mondayOf } from './day.ts';

describe('brusselsDay', () => {
  it.each([
    // winter (UTC+1): midnight in Brussels is 23:00 UTC the day before
    ['2024-01-15T22:59:59.999Z', '2024-01-15'],
    ['2024-01-15T23:00:00.000Z', '2024-01-16'],
    // summer (UTC+2): 22:00 UTC
    ['2024-07-15T21:59:59.999Z', '2024-07-15'],
    ['2024-07-15T22:00:00.000Z', '2024-07-16'],
    // the day clocks go forward (31 March 2024, 02:00 → 03:00): 23 hours long
    ['2024-03-30T23:00:00.000Z', '2024-03-31'],
    ['2024-03-31T21:59:59.999Z', '2024-03-31'],
    ['2024-03-31T22:00:00.000Z', '2024-04-01'],
    // the day clocks go back (27 October 2024, 03:00 → 02:00): 25 hours long
    ['2024-10-26T21:59:59.999Z', '2024-10-26'],
    ['2024-10-26T22:00:00.000Z', '2024-10-27'],
    ['2024-10-27T22:59:59.999Z', '2024-10-27'],
    ['2024-10-27T23:00:00.000Z', '2024-10-28'],
    // new year
    ['2024-12-31T23:00:00.000Z', '2025-01-01'],
  ])('%s → %s', (instant, day) => {
    expect(brusselsDay(Date.parse(instant))).toBe(day);
  });

  it('gives the same day on a second call (cached per hour)', () => {
    const ms = Date.parse('2024-03-31T21:30:00Z');
    expect(brusselsDay(ms)).toBe('2024-03-31');
    expect(brusselsDay(ms + 29 * 60_000)).toBe('2024-03-31');
    expect(brusselsDay(ms + 30 * 60_000)).toBe('2024-04-01');
  });
});

describe('fromBrusselsTime', () => {
  it.each([
    [[2024, 1, 15, 10, 0, 0], '2024-01-15T09:00:00.000Z'],
    [[2024, 7, 15, 10, 0, 0], '2024-07-15T08:00:00.000Z'],
    [[2024, 3, 31, 1, 30, 0], '2024-03-31T00:30:00.000Z'],
    [[2024, 3, 31, 3, 30, 0], '2024-03-31T01:30:00.000Z'],
    [[2024, 10, 27, 1, 30, 0], '2024-10-26T23:30:00.000Z'],
    [[2024, 10, 27, 3, 30, 0], '2024-10-27T02:30:00.000Z'],
    [[2024, 1, 1, 0, 0, 0], '2023-12-31T23:00:00.000Z'],
  ] as const)('%j Brussels → %s', ([year, month, day, hour, minute, second], instant) => {
    expect(new Date(fromBrusselsTime(year, month, day, hour, minute, second)).toISOString()).toBe(instant);
  });

  it('times in the skipped and repeated hours stay on their day', () => {
    expect(brusselsDay(fromBrusselsTime(2024, 3, 31, 2, 30))).toBe('2024-03-31');
    expect(brusselsDay(fromBrusselsTime(2024, 10, 27, 2, 30))).toBe('2024-10-27');
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2024-03-31', 1, '2024-04-01'],
    ['2024-03-31', -30, '2024-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2023-03-01', -1, '2023-02-28'],
    ['2024-10-27', 1, '2024-10-28'],
    ['2025-01-01', -29, '2024-12-03'],
    ['2024-12-31', 1, '2025-01-01'],
  ])('%s %+d days → %s', (day, count, result) => {
    expect(addDays(day, count)).toBe(result);
  });

  it.each([
    ['2024-04-01', '2024-04-01'], // a Monday
    ['2024-04-07', '2024-04-01'], // the Sunday after
    ['2024-03-31', '2024-03-25'], // a Sunday, DST day
    ['2025-01-01', '2024-12-30'], // the week spans the new year
  ])('the Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('the first of the month', () => {
    expect(firstOfMonth('2024-02-29')).toBe('2024-02-01');
    expect(firstOfMonth('2024-12-01')).toBe('2024-12-01');
  });
});
