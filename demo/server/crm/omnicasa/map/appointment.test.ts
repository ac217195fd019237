// A viewing moment of Omnicasa (GetAppointmentObject) as a slot of the booking calendar:
// Belgian clock times with their offset, each field under every candidate name (the
// answer is public nowhere), the places the CRM has left only when both its counts were
// read, a full moment not offered, an unreadable one reported by field.
import { describe, expect, it } from 'vitest';
import { keyWatcher } from '../../mapping.ts';
import { KNOWN_APPOINTMENT_KEYS, mapAppointment } from './appointment.ts';

const row = { ID: 5501, StartTime: '2026-05-02 14:00:00', EndTime: '2026-05-02 16:00:00', MaxPersons: 6, NumberOfPersons: 2 };

describe('mapAppointment', () => {
  it.each([
    [
      'an open house in summer time (UTC+2)',
      row,
      { id: 'omnicasa-5501', propertyId: 3_400_001, kind: 'open_house', start: '2026-05-02T14:00:00+02:00', end: '2026-05-02T16:00:00+02:00', startMs: Date.parse('2026-05-02T12:00:00Z'), places: 4 },
    ],
    ['a viewing for one in winter time (UTC+1)', { ...row, StartTime: '2026-01-20 17:00:00', EndTime: '2026-01-20 17:30:00', MaxPersons: 1, NumberOfPersons: 0 }, { kind: 'agent', start: '2026-01-20T17:00:00+01:00', places: 1 }],
    ['the times as StartDate and EndDate', { ID: 5501, StartDate: '2026-05-02 14:00:00', EndDate: '2026-05-02 16:00:00' }, { start: '2026-05-02T14:00:00+02:00', end: '2026-05-02T16:00:00+02:00' }],
    ['the id as AppointmentID', { ...row, ID: undefined, AppointmentID: 7702 }, { id: 'omnicasa-7702' }],
    // never a capacity it could not read: without both counts, a viewing for one visitor
    ['no capacity given: one visitor', { ...row, MaxPersons: null, NumberOfPersons: null }, { kind: 'agent', places: 1 }],
    ['a capacity without the number booked: one visitor', { ...row, NumberOfPersons: undefined }, { kind: 'agent', places: 1 }],
    ['the number booked without a capacity: one visitor', { ...row, MaxPersons: undefined }, { kind: 'agent', places: 1 }],
    ['the last place left', { ...row, NumberOfPersons: 5 }, { places: 1 }],
    ['an id sent as text', { ...row, ID: '5502' }, { id: 'omnicasa-5502' }],
  ])('%s', (_name, record, expected) => {
    const mapped = mapAppointment(3_400_001, record);
    expect(mapped.ok && mapped.value).toMatchObject(expected);
  });

  it.each([
    ['full', { ...row, NumberOfPersons: 6 }],
    ['over full', { ...row, NumberOfPersons: 9 }],
  ])('a moment %s is not offered', (_name, record) => {
    expect(mapAppointment(1, record)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['no id', { ...row, ID: null }, 'ID'],
    ['no start under any name', { ...row, StartTime: '' }, 'StartTime'],
    ['a start that is no time', { ...row, StartTime: 'zaterdag' }, 'StartTime'],
    ['an end before the start', { ...row, EndTime: '2026-05-02 13:00:00' }, 'EndTime'],
    ['places that are text', { ...row, MaxPersons: 'zes' }, 'MaxPersons'],
    ['a negative count', { ...row, NumberOfPersons: -1 }, 'NumberOfPersons'],
  ])('%s is reported, not mapped', (_name, record, field) => {
    const mapped = mapAppointment(1, record);
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(mapped.problems.map((problem) => problem.field)).toContain(field);
  });
});

describe('the names of an answer the mapping does not read', () => {
  it('are told once each, whatever the records that carry them', () => {
    const unknown = keyWatcher(KNOWN_APPOINTMENT_KEYS);
    expect(unknown({ ...row, ObjectID: 3_400_001, Subject: 'Kijkdag' })).toEqual(['Subject']);
    expect(unknown({ ...row, Subject: 'Bezichtiging', Location: 'ter plaatse' })).toEqual(['Location']);
    expect(unknown({ ...row, Subject: 'Kijkdag', Location: 'kantoor' })).toEqual([]);
  });
});
