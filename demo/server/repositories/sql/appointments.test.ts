// Viewing moments: the calendar less the confirmed bookings; a moment takes as many
// visitors as it has places, never more, also when the bookings race; a booking shows in
// the owner's history. On SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { calendarOf, seedCalendar } from '../../seed/calendar.ts';
import type { Appointments, Booking } from '../appointments.ts';
import { sqlAppointments } from './appointments.ts';
import { addListing, ENGINES, listing } from '../../../testing/databases.ts';

// a Monday morning in Brussels: the calendar holds three weeks ahead
const NOW = Date.parse('2024-03-04T09:00:00+01:00');

describe.each(ENGINES)('appointments on $name', ({ open }) => {
  let db: Database;
  let appointments: Appointments;
  beforeAll(async () => {
    db = await open();
    await addListing(db, listing({ ID: 2 }));
    await addListing(db, listing({ ID: 4 }), { appointments: 'full' });
    await addListing(db, listing({ ID: 6, Status: 'sold' }));
    await seedCalendar(db, NOW);
    appointments = sqlAppointments(db);
  });
  afterAll(() => db?.close());

  let serial = 0;
  const booking = (slotId: string, email = `visitor${++serial}@example.be`): Booking => ({
    id: `b${++serial}`,
    propertyId: 2,
    slotId,
    email,
    data: { email, firstName: 'An', lastName: 'Claes' },
    language: 'fr',
    cancelTokenHash: 'ab'.repeat(32),
    history: { contact: 'An Claes', subject: { nl: 'Bezichtiging', fr: 'Visite' } },
    createdAt: new Date(NOW).toISOString(),
  });

  const history = async (status: string) =>
    (await db.db.selectFrom('history').select(({ fn }) => fn.countAll<number>().as('n')).where('property_id', '=', 2).where('type', '=', 'calendar').where('status', '=', status).executeTakeFirstOrThrow()).n;

  describe('the seeded calendar', () => {
    it('gives available properties with an open calendar agent slots and, for some, open houses; adding it twice adds nothing', async () => {
      const count = () => db.db.selectFrom('calendar_slots').select(({ fn }) => ['property_id', fn.countAll<number>().as('n')]).groupBy('property_id').execute();
      const before = await count();
      expect(before).toEqual([{ property_id: 2, n: calendarOf(2, NOW).length }]);
      await seedCalendar(db, NOW);
      expect(await count()).toEqual(before);
      const kinds = new Set(calendarOf(2, NOW).map((slot) => `${slot.kind}:${slot.places}`));
      expect(kinds).toEqual(new Set(['agent:1', 'open_house:6']));
      for (const slot of calendarOf(2, NOW)) {
        expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
        expect(Date.parse(slot.start)).toBe(slot.startMs);
        expect(Date.parse(slot.end)).toBe(slot.endMs);
      }
    });
  });

  describe('bookings', () => {
    it('closed: the agent closed the calendar', async () => {
      expect(await appointments.closed(2)).toBe(false);
      expect(await appointments.closed(4)).toBe(true);
    });

    it('books a one-place slot once: it is gone for the next visitor', async () => {
      const free = await appointments.freeSlots(2, NOW);
      const [first, second] = free.filter((slot) => slot.kind === 'agent');
      expect(await appointments.book(booking(first!.id), NOW)).toBe('confirmed');
      expect(await appointments.book(booking(first!.id), NOW)).toBe('full');
      expect(await appointments.book(booking(second!.id), NOW)).toBe('confirmed');
      const after = (await appointments.freeSlots(2, NOW)).map((slot) => slot.id);
      expect(after).not.toContain(first!.id);
      expect(after).not.toContain(second!.id);
      expect(after).toHaveLength(free.length - 2);
    });

    it('fills an open house up to its places, and counts the places left', async () => {
      const openHouse = (await appointments.freeSlots(2, NOW)).find((slot) => slot.kind === 'open_house')!;
      expect(openHouse).toMatchObject({ places: 6, placesLeft: 6 });
      const outcomes = [];
      for (let index = 0; index < 8; index++) outcomes.push(await appointments.book(booking(openHouse.id), NOW));
      expect(outcomes.filter((outcome) => outcome === 'confirmed')).toHaveLength(6);
      expect(outcomes.slice(6)).toEqual(['full', 'full']);
      expect(await appointments.slot(openHouse.id)).toMatchObject({ places: 6, placesLeft: 0 });
      expect((await appointments.freeSlots(2, NOW)).map((slot) => slot.id)).not.toContain(openHouse.id);
    });

    it('refuses a slot that has passed, one that does not exist, one of another property, and the same visitor twice', async () => {
      const [slot] = (await appointments.freeSlots(2, NOW)).filter((candidate) => candidate.kind === 'agent');
      expect(await appointments.book(booking(slot!.id), slot!.startMs + 1)).toBe('passed');
      expect(await appointments.book(booking('2-20990101T1000'), NOW)).toBe('not_found');
      expect(await appointments.book({ ...booking(slot!.id), propertyId: 4 }, NOW)).toBe('not_found');
      const openHouse = calendarOf(2, NOW).filter((candidate) => candidate.kind === 'open_house')[1]!;
      expect(await appointments.book(booking(openHouse.id, 'same@example.be'), NOW)).toBe('confirmed');
      expect(await appointments.book(booking(openHouse.id, 'same@example.be'), NOW)).toBe('already_booked');
    });

    it('writes each booking in the owner history as a planned calendar visit, and only bookings', async () => {
      const { n: confirmed } = await db.db
        .selectFrom('appointments')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('property_id', '=', 2)
        .where('status', '=', 'confirmed')
        .executeTakeFirstOrThrow();
      expect(await history('planned')).toBe(confirmed);
      const row = (await db.db.selectFrom('history').selectAll().where('property_id', '=', 2).where('type', '=', 'calendar').limit(1).executeTakeFirst()) as Record<string, unknown>;
      expect(row).toMatchObject({ contact: 'An Claes', status: 'planned', source: 'website' });
      expect(JSON.parse(row.subject as string)).toEqual({ nl: 'Bezichtiging', fr: 'Visite' });
    });

    it('a cancelled booking frees its place and says cancelled in the history; cancelling twice changes nothing', async () => {
      const slot = (await appointments.freeSlots(2, NOW)).find((candidate) => candidate.kind === 'agent')!;
      const made = booking(slot.id);
      expect(await appointments.book(made, NOW)).toBe('confirmed');
      const planned = await history('planned');
      expect((await appointments.freeSlots(2, NOW)).map((candidate) => candidate.id)).not.toContain(slot.id);
      expect(await appointments.cancel(made.id, new Date(NOW).toISOString())).toBe(true);
      expect(await appointments.cancel(made.id, new Date(NOW).toISOString())).toBe(false);
      expect((await appointments.freeSlots(2, NOW)).map((candidate) => candidate.id)).toContain(slot.id);
      expect(await history('planned')).toBe(planned - 1);
      expect(await history('cancelled')).toBe(1);
      expect(await appointments.booking(made.id)).toMatchObject({ status: 'cancelled', slot: { id: slot.id, placesLeft: 1 } });
    });

    it('bookings racing for the last places of a slot: as many confirmed as places, the rest full', async () => {
      const openHouse = calendarOf(2, NOW).filter((candidate) => candidate.kind === 'open_house')[2]!;
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => appointments.book(booking(openHouse.id), NOW)));
      expect(outcomes.filter((outcome) => outcome === 'confirmed')).toHaveLength(openHouse.places);
      expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(10 - openHouse.places);
      expect(await appointments.slot(openHouse.id)).toMatchObject({ placesLeft: 0 });
    });
  });
});
