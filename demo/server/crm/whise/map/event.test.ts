// An event of Whise's calendar as slots of the booking calendar: its start under its
// public name, the rest under each name it may have, one slot per estate it is about,
// none once a contact has it, one visitor each (no capacity is public), and an
// unreadable event reported by field.
import { describe, expect, it } from 'vitest';
import { keyWatcher } from '../../mapping.ts';
import { KNOWN_EVENT_KEYS, mapEvent } from './event.ts';

const row = { id: 880, startDateTime: '2026-05-02T14:00:00', endDateTime: '2026-05-02T14:30:00', estates: [{ id: 3_400_001 }], contacts: [] };

describe('mapEvent', () => {
  it.each([
    [
      'a viewing in summer time (UTC+2)',
      row,
      [{ id: 'whise-880', propertyId: 3_400_001, kind: 'agent', start: '2026-05-02T14:00:00+02:00', end: '2026-05-02T14:30:00+02:00', startMs: Date.parse('2026-05-02T12:00:00Z'), places: 1 }],
    ],
    ['its estates as ids', { ...row, estates: undefined, estateIds: [3_400_001] }, [{ id: 'whise-880', propertyId: 3_400_001 }]],
    ['its estate alone', { ...row, estates: undefined, estateId: 3_400_001 }, [{ id: 'whise-880', propertyId: 3_400_001 }]],
    ['its end as EndDateTime', { ...row, endDateTime: undefined, EndDateTime: '2026-05-02T15:00:00' }, [{ end: '2026-05-02T15:00:00+02:00' }]],
    [
      'two estates: a slot for each, the second named by its estate',
      { ...row, estates: [{ id: 1 }, { id: 2 }] },
      [
        { id: 'whise-880', propertyId: 1 },
        { id: 'whise-880-2', propertyId: 2 },
      ],
    ],
    ['a contact has it already: not offered', { ...row, contacts: [{ id: 61 }] }, []],
    ['its contacts as ids', { ...row, contacts: undefined, contactIds: [61] }, []],
    ['about no estate: nothing to offer', { ...row, estates: [] }, []],
  ])('%s', (_name, record, expected) => {
    const mapped = mapEvent(record);
    expect(mapped.ok && mapped.value).toMatchObject(expected);
    if (mapped.ok) expect(mapped.value).toHaveLength(expected.length);
  });

  it.each([
    ['no id', { ...row, id: null }, 'id'],
    ['no start', { ...row, startDateTime: null }, 'startDateTime'],
    ['no end under any name', { ...row, endDateTime: null }, 'endDateTime'],
    ['an end before the start', { ...row, endDateTime: '2026-05-02T13:00:00' }, 'endDateTime'],
    ['estates that are no ids', { ...row, estates: ['de villa'] }, 'estates'],
  ])('%s is reported, not mapped', (_name, record, field) => {
    const mapped = mapEvent(record);
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(mapped.problems.map((problem) => problem.field)).toContain(field);
  });

  it('the names of an answer the mapping does not read are told once each', () => {
    const unknown = keyWatcher(KNOWN_EVENT_KEYS);
    expect(unknown({ ...row, subject: 'Bezichtiging', calendarActionId: 12 })).toEqual(['subject', 'calendarActionId']);
    expect(unknown({ ...row, subject: 'Bezichtiging', users: [] })).toEqual(['users']);
  });
});
