import { describe, expect, it } from 'vitest';
import type { AppointmentSlot } from '../../core/api/contract.ts';
import { differsFromBrussels, slotsByDay, timeRange } from './slots.ts';

const slot = (start: string, end: string, kind: AppointmentSlot['kind'] = 'agent'): AppointmentSlot => ({
  id: start,
  kind,
  start,
  end,
  places: 1,
  placesLeft: 1,
});

describe('slotsByDay', () => {
  it('groups by the Brussels day, soonest first, whatever order they come in', () => {
    const days = slotsByDay(
      [
        slot('2026-01-24T14:00:00+01:00', '2026-01-24T16:00:00+01:00', 'open_house'),
        slot('2026-01-20T17:30:00+01:00', '2026-01-20T18:00:00+01:00'),
        slot('2026-01-20T17:00:00+01:00', '2026-01-20T17:30:00+01:00'),
        // 23:30 UTC on the 20th is already the 21st in Brussels
        slot('2026-01-21T00:30:00+01:00', '2026-01-21T01:00:00+01:00'),
      ],
      'nl',
    );
    expect(days.map((day) => [day.day, day.label, day.slots.map((item) => timeRange(item, 'nl'))])).toEqual([
      ['2026-01-20', 'dinsdag 20 januari', ['17:00–17:30', '17:30–18:00']],
      ['2026-01-21', 'woensdag 21 januari', ['00:30–01:00']],
      ['2026-01-24', 'zaterdag 24 januari', ['14:00–16:00']],
    ]);
  });

  it('names the days in the visitor language', () => {
    expect(slotsByDay([slot('2026-07-04T10:00:00+02:00', '2026-07-04T10:30:00+02:00')], 'fr')[0]!.label).toBe('samedi 4 juillet');
    expect(slotsByDay([slot('2026-07-04T10:00:00+02:00', '2026-07-04T10:30:00+02:00')], 'de')[0]!.label).toBe('Samstag, 4. Juli');
  });
});

describe('differsFromBrussels', () => {
  const winter = slot('2026-01-20T17:00:00+01:00', '2026-01-20T17:30:00+01:00');
  const summer = slot('2026-07-04T10:00:00+02:00', '2026-07-04T10:30:00+02:00');

  it.each([
    ['Brussels itself', (ms: number) => (ms < Date.parse('2026-03-29T01:00:00Z') ? 60 : 120), false],
    ['Amsterdam, the same clock', (ms: number) => (ms < Date.parse('2026-03-29T01:00:00Z') ? 60 : 120), false],
    ['London, an hour behind', (ms: number) => (ms < Date.parse('2026-03-29T01:00:00Z') ? 0 : 60), true],
    ['New York', (ms: number) => (ms < Date.parse('2026-03-08T07:00:00Z') ? -300 : -240), true],
    ['a clock that keeps +01:00 all year (so differs in summer only)', () => 60, true],
  ])('%s → %s', (_name, offset, expected) => {
    expect(differsFromBrussels([winter, summer], offset)).toBe(expected);
  });

  it('a clock of +01:00 all year agrees with winter times alone', () => {
    expect(differsFromBrussels([winter], () => 60)).toBe(false);
  });
});
