// A listing's CRM moments replace the ones it had, on SQLite and PostgreSQL alike: new
// ones added, changed ones updated, gone ones taken away, except a moment a visitor
// booked here, and the listings take their turn in batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListing, ENGINES, listing } from '../../../testing/databases.ts';
import type { Database } from '../../db/database.ts';
import type { Booking } from '../../repositories/appointments.ts';
import type { CalendarMoment } from '../../repositories/crm-calendar.ts';
import { sqlAppointments } from './appointments.ts';
import { sqlCrmCalendar } from './crm-calendar.ts';

const NOW = Date.parse('2026-05-01T08:00:00Z');
const HOUR = 3_600_000;
const moment = (id: number, hoursAhead: number, places = 1): CalendarMoment => ({
  id: `omnicasa-${id}`,
  propertyId: 1,
  kind: places > 1 ? 'open_house' : 'agent',
  start: new Date(NOW + hoursAhead * HOUR).toISOString(),
  end: new Date(NOW + (hoursAhead + 1) * HOUR).toISOString(),
  startMs: NOW + hoursAhead * HOUR,
  endMs: NOW + (hoursAhead + 1) * HOUR,
  places,
});

describe.each(ENGINES)('the CRM’s moments on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    for (const id of [1, 2, 3, 4]) await addListing(db, listing({ ID: id, Status: id === 3 ? 'sold' : 'available' }));
  });
  afterAll(() => db?.close());

  const slots = async () => (await db.db.selectFrom('calendar_slots').select(['id', 'places']).where('property_id', '=', 1).orderBy('id').execute()).map((row) => `${row.id}:${row.places}`);

  it('replaces a listing’s future moments, keeping the one a visitor booked', async () => {
    await sqlCrmCalendar(db).replace('omnicasa-', 1, [moment(11, 24, 6), moment(12, 48), moment(13, 72)], NOW);
    expect(await slots()).toEqual(['omnicasa-11:6', 'omnicasa-12:1', 'omnicasa-13:1']);
    await db.db
      .insertInto('appointments')
      .values({ id: 'b1', property_id: 1, slot_id: 'omnicasa-12', start: 's', end: 'e', email: 'a@example.be', data: '{}', language: 'nl', status: 'confirmed', created_at: 'now' })
      .execute();
    // the CRM now has 11 with fewer places, and neither 12 nor 13
    await sqlCrmCalendar(db).replace('omnicasa-', 1, [moment(11, 24, 4)], NOW);
    expect(await slots()).toEqual(['omnicasa-11:4', 'omnicasa-12:1']);
  });

  it('a moment the CRM moved to another listing belongs to that one: booked through the first, it is not found', async () => {
    const booking = (propertyId: number, slotId: string, email: string): Booking => ({
      id: `moved-${propertyId}-${email}`,
      propertyId,
      slotId,
      email,
      data: {},
      language: 'nl',
      cancelTokenHash: 'ab'.repeat(32),
      history: { contact: 'An Claes', subject: { nl: 'Bezichtiging' } },
      createdAt: new Date(NOW).toISOString(),
    });
    const owner = async (id: string) => (await db.db.selectFrom('calendar_slots').select('property_id').where('id', '=', id).executeTakeFirstOrThrow()).property_id;
    // listing 2's turn comes first and finds the moment listing 1 still has here
    await sqlCrmCalendar(db).replace('omnicasa-', 1, [moment(21, 30, 3)], NOW);
    await sqlCrmCalendar(db).replace('omnicasa-', 2, [{ ...moment(21, 30, 3), propertyId: 2 }], NOW);
    expect(await owner('omnicasa-21')).toBe(2);
    await sqlCrmCalendar(db).replace('omnicasa-', 1, [], NOW);
    expect(await owner('omnicasa-21')).toBe(2);
    const appointments = sqlAppointments(db);
    expect(await appointments.book(booking(1, 'omnicasa-21', 'first@example.be'), NOW)).toBe('not_found');
    expect(await appointments.book(booking(2, 'omnicasa-21', 'second@example.be'), NOW)).toBe('confirmed');
    // booked through listing 2, it stays listing 2's with its booking when the CRM moves it back
    await sqlCrmCalendar(db).replace('omnicasa-', 1, [moment(21, 30, 3)], NOW);
    expect(await owner('omnicasa-21')).toBe(2);
  });

  it('the listings take their turn: online and available ones, in id order, wrapping round', async () => {
    expect(await sqlCrmCalendar(db).turn(0, 2)).toEqual([1, 2]);
    expect(await sqlCrmCalendar(db).turn(2, 2)).toEqual([4, 1]);
    expect(await sqlCrmCalendar(db).turn(4, 5)).toEqual([1, 2, 4]);
  });
});
