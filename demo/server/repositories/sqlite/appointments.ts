/**
 * Viewings: the calendar flag in `properties.appointments` (`full` when the agent closed
 * it), the agent's hours in viewing-schedule.ts, bookings in `appointments`, where a
 * unique (property, start) lets only one visitor have a slot.
 */
import type { Db } from '../../db/database.ts';
import type { Appointments } from '../appointments.ts';
import { scheduledSlots } from './viewing-schedule.ts';

export function sqliteAppointments(db: Db): Appointments {
  const calendar = db.prepare('SELECT appointments FROM properties WHERE id = ?').pluck();
  const booked = db.prepare(`SELECT start FROM appointments WHERE property_id = ? AND status = 'confirmed'`).pluck();
  const insert = db.prepare(
    `INSERT INTO appointments (id, property_id, start, end, data, language, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'confirmed', ?)`,
  );
  const remove = db.prepare('DELETE FROM appointments WHERE id = ?');

  return {
    async closed(propertyId) {
      return calendar.get(propertyId) === 'full';
    },

    async freeSlots(propertyId, now) {
      const taken = new Set(booked.all(propertyId) as string[]);
      return scheduledSlots(propertyId, now).filter((slot) => !taken.has(slot.start));
    },

    async book(booking) {
      try {
        insert.run(booking.id, booking.propertyId, booking.slot.start, booking.slot.end, JSON.stringify(booking.data), booking.language, booking.createdAt);
        return true;
      } catch (error) {
        // two visitors, one slot: the second is told to pick another
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
        throw error;
      }
    },

    async cancel(id) {
      remove.run(id);
    },
  };
}
