import { describe, expect, it } from 'vitest';
import { deedDay, entryOn, toCents } from './dated.ts';

const entries = [
  { from: '2022-01-01', source: 'a', value: 3 },
  { from: '2025-01-01', source: 'b', value: 2 },
];

describe('entryOn: the entry in force on the deed date', () => {
  it.each([
    ['2021-12-31', undefined],
    ['2022-01-01', 3],
    ['2024-12-31', 3],
    ['2025-01-01', 2],
    ['2031-06-30', 2],
  ])('%s → %s', (date, value) => {
    expect(entryOn(entries, date)?.value).toBe(value);
  });

  it('does not depend on the order the entries are written in', () => {
    expect(entryOn([...entries].reverse(), '2025-01-01')?.value).toBe(2);
  });
});

describe('deedDay', () => {
  it.each([
    ['2025-01-01', '2025-01-01'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', undefined],
    ['2025-13-01', undefined],
    ['1/1/2025', undefined],
    ['', undefined],
    [20250101, undefined],
    [null, undefined],
  ])('%j → %j', (value, day) => {
    expect(deedDay(value)).toBe(day);
  });
});

describe('toCents', () => {
  it.each([
    [2261.735, 2261.74],
    [1.005, 1.01],
    [489.6585, 489.66],
    [0.004, 0],
    [-1.005, -1],
  ])('%d → %d', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});
