// Viewing slots: the agent's schedule less the bookings; a slot goes to one visitor.
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { Booking } from '../appointments.ts';
import { sqliteAppointments } from './appointments.ts';
import { addListing, listing, memoryDb } from '../../../testing/sqlite.ts';
import { scheduledSlots } from './viewing-schedule.ts';

// a Monday morning in Brussels: the window holds two weeks of slots
const NOW = Date.parse('2024-03-04T09:00:00+01:00');

const db: Db = memoryDb();
addListing(db, listing({ ID: 1 }));
addListing(db, listing({ ID: 2 }), { appointments: 'full' });
const appointments = sqliteAppointments(db);
afterAll(() => db.close());

const booking = (id: string, slot: Booking['slot']): Booking => ({
  id,
  propertyId: 1,
  slot,
  data: { email: `${id}@example.be` },
  language: 'fr',
  createdAt: new Date(NOW).toISOString(),
});

describe('sqliteAppointments', () => {
  it('closed: the agent closed the calendar', async () => {
    expect(await appointments.closed(1)).toBe(false);
    expect(await appointments.closed(2)).toBe(true);
  });

  it('books a free slot once: it is gone for the next visitor', async () => {
    const free = await appointments.freeSlots(1, NOW);
    expect(free).toEqual(scheduledSlots(1, NOW));
    expect(free.length).toBeGreaterThan(0);
    const [first, second] = free;
    expect(await appointments.book(booking('a', first!))).toBe(true);
    expect(await appointments.book(booking('b', first!))).toBe(false);
    expect(await appointments.book(booking('c', second!))).toBe(true);
    expect((await appointments.freeSlots(1, NOW)).map((slot) => slot.id)).toEqual(free.slice(2).map((slot) => slot.id));
  });

  it('a cancelled booking frees its slot', async () => {
    await appointments.cancel('a');
    const free = await appointments.freeSlots(1, NOW);
    expect(free[0]).toEqual(scheduledSlots(1, NOW)[0]);
    expect(free).toHaveLength(scheduledSlots(1, NOW).length - 1);
  });
});
