/**
 * Viewings: the calendar flag in `properties.appointments` (`full` when the agent closed
 * it), the calendar's moments in `calendar_slots` (seed/calendar.ts fills the demo's),
 * bookings in `appointments`. A booking is decided in one transaction that holds the
 * slot: PostgreSQL locks its row (FOR UPDATE) and counts the places taken after that, in
 * a statement of its own that sees every booking committed before; SQLite's transaction
 * holds the write lock from its start. So no interleaving of requests, or of instances,
 * books more visitors than the slot has places.
 */
import type { Selectable } from 'kysely';
import type { Language } from '../../../../core/i18n/languages.ts';
import { inTransaction, type Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import type { Appointments, StoredBooking, ViewingSlot } from '../appointments.ts';
import { changed } from './stores.ts';

type SlotRow = Selectable<Schema['calendar_slots']>;

const toSlot = (row: SlotRow, taken: number): ViewingSlot => ({
  id: row.id,
  propertyId: row.property_id,
  kind: row.kind === 'open_house' ? 'open_house' : 'agent',
  start: row.start,
  end: row.end,
  startMs: row.start_ms,
  endMs: row.end_ms,
  places: row.places,
  placesLeft: Math.max(0, row.places - taken),
});

export function sqlAppointments(sql: Sql): Appointments {
  const { db } = sql;
  /** Slots with the places their confirmed bookings take. */
  const slots = (executor: Sql['db'] = db) =>
    executor
      .selectFrom('calendar_slots as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('appointments as a')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('a.slot_id', '=', 's.id')
          .where('a.status', '=', 'confirmed')
          .as('taken'),
      );
  const slotOf = async (executor: Sql['db'], id: string) => {
    const row = await slots(executor).where('s.id', '=', id).executeTakeFirst();
    return row && toSlot(row, Number(row.taken));
  };

  return {
    async closed(propertyId) {
      const row = await db.selectFrom('properties').select('appointments').where('id', '=', propertyId).executeTakeFirst();
      return row?.appointments === 'full';
    },

    async freeSlots(propertyId, from) {
      const rows = await slots().where('s.property_id', '=', propertyId).where('s.start_ms', '>=', from).orderBy('s.start_ms').orderBy('s.id').execute();
      return rows.map((row) => toSlot(row, Number(row.taken))).filter((slot) => slot.placesLeft > 0);
    },

    async slot(slotId) {
      return slotOf(db, slotId);
    },

    async book(input, from) {
      return inTransaction(sql, async (tx) => {
        // hold the slot first: a booking racing for the same places waits here
        let held = tx.db.selectFrom('calendar_slots').select('id').where('id', '=', input.slotId);
        if (tx.dialect === 'postgres') held = held.forUpdate();
        if (!(await held.executeTakeFirst())) return 'not_found';
        const found = await slotOf(tx.db, input.slotId);
        if (!found || found.propertyId !== input.propertyId) return 'not_found';
        if (found.startMs < from) return 'passed';
        const twice = await tx.db
          .selectFrom('appointments')
          .select('id')
          .where('slot_id', '=', found.id)
          .where('email', '=', input.email)
          .where('status', '=', 'confirmed')
          .executeTakeFirst();
        if (twice) return 'already_booked';
        if (found.placesLeft === 0) return 'full';
        const history = await tx.db
          .insertInto('history')
          .values({
            property_id: input.propertyId,
            at: found.start,
            type: 'calendar',
            contact: input.history.contact,
            subject: JSON.stringify(input.history.subject),
            comment: null,
            status: 'planned',
            source: 'website',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.db
          .insertInto('appointments')
          .values({
            id: input.id,
            property_id: input.propertyId,
            slot_id: found.id,
            start: found.start,
            end: found.end,
            email: input.email,
            data: JSON.stringify(input.data),
            language: input.language,
            status: 'confirmed',
            created_at: input.createdAt,
            cancel_token_hash: input.cancelTokenHash,
            history_id: history.id,
          })
          .execute();
        return 'confirmed';
      });
    },

    async booking(id) {
      const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const viewing: ViewingSlot = (row.slot_id ? await slotOf(db, row.slot_id) : undefined) ?? {
        id: '',
        propertyId: row.property_id,
        kind: 'agent',
        start: row.start,
        end: row.end,
        startMs: Date.parse(row.start),
        endMs: Date.parse(row.end),
        places: 1,
        placesLeft: 0,
      };
      const stored: StoredBooking = {
        id: row.id,
        propertyId: row.property_id,
        slot: viewing,
        data: JSON.parse(row.data) as Record<string, unknown>,
        language: row.language as Language,
        status: row.status as StoredBooking['status'],
        cancelTokenHash: row.cancel_token_hash,
      };
      return stored;
    },

    async cancel(id, at) {
      return inTransaction(sql, async ({ db }) => {
        const result = await db.updateTable('appointments').set({ status: 'cancelled', cancelled_at: at }).where('id', '=', id).where('status', '=', 'confirmed').executeTakeFirst();
        if (changed(result) === 0) return false;
        await db
          .updateTable('history')
          .set({ status: 'cancelled' })
          .where('id', '=', (eb) => eb.selectFrom('appointments').select('history_id').where('id', '=', id))
          .execute();
        return true;
      });
    },
  };
}
