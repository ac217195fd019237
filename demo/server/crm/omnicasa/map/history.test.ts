// History rows from Omnicasa's history calls: type by call, status from the CRM's flags
// and the date, the source or channel, and what makes a row unreadable.
import { describe, expect, it } from 'vitest';
import { mapHistoryRow } from './history.ts';

const NOW = Date.parse('2026-04-15T08:00:00Z');
const row = (changes: Record<string, unknown> = {}) => ({ ID: 71, Date: '2026-04-10 14:30:00', TypeID: 1, PersonName: 'Tom Maes', Subject: 'Bezichtiging', Comment: null, ...changes });

describe('a history row', () => {
  it('reads as the owner portal shows it, in the language of the call', () => {
    expect(mapHistoryRow('calendar', row({ IsConfirmed: true }), 'nl', NOW)).toEqual({
      ok: true,
      value: { ID: 71, Date: '2026-04-10T12:30:00.000Z', Type: 'calendar', Contact: 'Tom Maes', Subject: { nl: 'Bezichtiging' }, Comment: null, Status: 'confirmed', Source: null },
    });
  });

  it.each([
    ['a viewing the visitor confirmed', 'calendar', { IsConfirmed: true }, 'confirmed'],
    ['a viewing called off', 'calendar', { IsCancelled: true, IsConfirmed: true }, 'cancelled'],
    ['a viewing ahead', 'calendar', { Date: '2026-04-20 10:00:00' }, 'planned'],
    ['a viewing that took place', 'calendar', {}, 'done'],
    ['a mail that went', 'communication', { TypeID: 4 }, 'done'],
  ] as const)('%s: %s', (_name, type, changes, status) => {
    const result = mapHistoryRow(type, row(changes), 'fr', NOW);
    expect(result.ok && result.value.Status).toBe(status);
  });

  it.each([
    ['a publication names its portal', 'media', { MediaName: 'Immoweb' }, 'immoweb'],
    ['a candidate names where they came from', 'source', { SourceName: 'Zimmo' }, 'zimmo'],
    ['a source the site does not know by name', 'source', { SourceName: 'Beurs' }, 'other'],
    ['a mail sent: by e-mail', 'communication', { TypeID: 4 }, 'email'],
    ['a call: by phone', 'communication', { TypeID: 3 }, 'phone'],
    ['a letter: no channel the site names', 'communication', { TypeID: 6 }, null],
  ] as const)('%s', (_name, type, changes, source) => {
    const result = mapHistoryRow(type, row(changes), 'nl', NOW);
    expect(result.ok && result.value.Source).toBe(source);
  });

  it.each([
    ['no date', { Date: null }, 'Date', 'missing'],
    ['a date that is none', { Date: 'next week' }, 'Date', 'not a date'],
    ['no subject', { Subject: ' ' }, 'Subject', 'missing'],
    ['a contact that is no text', { PersonName: ['Tom'] }, 'PersonName', 'not a text'],
  ])('%s is reported', (_name, changes, field, problem) => {
    expect(mapHistoryRow('calendar', row(changes), 'nl', NOW)).toEqual({ ok: false, problems: [{ kind: 'history', id: 71, field, problem }] });
  });
});
