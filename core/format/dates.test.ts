import { describe, expect, it } from 'vitest';
import { formatBrusselsTime, formatDateTime, formatDay, formatLongDate, formatTime } from './dates.ts';

describe('formatDay', () => {
  it.each([
    ['2024-11-14', 'nl', 'long', 'donderdag 14 november'],
    ['2024-11-16', 'fr', 'long', 'samedi 16 novembre'],
    ['2024-11-16', 'en', 'long', 'Saturday 16 November'],
    ['2024-11-16', 'de', 'long', 'Samstag, 16. November'],
    ['2024-03-31', 'nl', 'short', 'zo 31 mrt'],
    ['2024-03-31', 'fr', 'numeric', '31/03'],
    ['2024-02-30', 'nl', 'long', ''],
    ['14/11/2024', 'nl', 'long', ''],
  ] as const)('%s in %s (%s) → %s', (day, language, style, text) => {
    expect(formatDay(day, language, style)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it('writes the history’s instants on Brussels clocks, whatever the offset they were written in', () => {
    expect(formatDateTime('2024-03-31T00:30:00Z', 'nl')).toBe('31 mrt 2024, 01:30');
    expect(formatDateTime('2024-03-31T01:30:00Z', 'nl')).toBe('31 mrt 2024, 03:30'); // summer time from 02:00
    expect(formatDateTime('2024-01-15T09:00:00+01:00', 'fr')).toBe('15 janv. 2024, 09:00');
    expect(formatDateTime('not a date', 'fr')).toBe('');
  });
});

describe('formatBrusselsTime', () => {
  it.each([
    // a viewing at 17:00 in Brussels, summer and winter, read by a visitor anywhere
    ['2024-07-02T15:00:00Z', 'nl', 'dinsdag 2 juli 17:00'],
    ['2024-12-03T16:00:00Z', 'fr', 'mardi 3 décembre 17:00'],
    ['2024-12-03T16:00:00Z', 'en', 'Tuesday 3 December 17:00'],
    ['2024-12-03T16:00:00Z', 'de', 'Dienstag, 3. Dezember 17:00'],
  ] as const)('%s in %s → %s', (iso, language, text) => {
    const time = Date.parse(iso);
    const day = formatBrusselsTime(time, language, { weekday: 'long', day: 'numeric', month: 'long' });
    const hour = formatBrusselsTime(time, language, { hour: '2-digit', minute: '2-digit' });
    expect(`${day} ${hour}`).toBe(text);
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatBrusselsTime(Number.NaN, 'nl', { hour: '2-digit' })).toBe('');
  });
});

describe('formatLongDate and formatTime', () => {
  it('date the report and say when to come back', () => {
    const instant = Date.UTC(2024, 10, 14, 13, 35);
    expect(formatLongDate(instant, 'nl')).toBe('14 november 2024');
    expect(formatLongDate(instant, 'fr')).toBe('14 novembre 2024');
    expect(formatTime(instant, 'nl', 'Europe/Brussels')).toBe('14:35');
    expect(formatTime(instant, 'en', 'UTC')).toBe('13:35');
    expect(formatTime(Number.NaN, 'de')).toBe('');
  });
});
