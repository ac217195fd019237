/**
 * Viewings: the calendar flag in `properties.appointments` (`full` when the agent closed
 * it), the calendar's moments in `calendar_slots` (seed/calendar.ts fills the demo's),
 * bookings in `appointments`. A booking is one conditional INSERT inside an immediate
 * transaction: it only inserts while the slot's confirmed bookings are fewer than its
 * places, so no interleaving of requests (or of processes on one database file) can
 * overbook a slot.
 */
import type { Language } from '../../../../core/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import type { Appointments, BookingOutcome, StoredBooking, ViewingSlot } from '../appointments.ts';

interface SlotRow {
  id: string;
  property_id: number;
  kind: string;
  start: string;
  end: string;
  start_ms: number;
  end_ms: number;
  places: number;
  taken: number;
}

interface BookingRow {
  id: string;
  property_id: number;
  slot_id: string | null;
  start: string;
  end: string;
  data: string;
  language: Language;
  status: 'confirmed' | 'cancelled';
  cancel_token_hash: string | null;
}

const toSlot = (row: SlotRow): ViewingSlot => ({
  id: row.id,
  propertyId: row.property_id,
  kind: row.kind === 'open_house' ? 'open_house' : 'agent',
  start: row.start,
  end: row.end,
  startMs: row.start_ms,
  endMs: row.end_ms,
  places: row.places,
  placesLeft: Math.max(0, row.places - row.taken),
});

const TAKEN = `(SELECT COUNT(*) FROM appointments a WHERE a.slot_id = s.id AND a.status = 'confirmed')`;

export function sqliteAppointments(db: Db): Appointments {
  const calendar = db.prepare('SELECT appointments FROM properties WHERE id = ?').pluck();
  const free = db.prepare(
    `SELECT s.*, ${TAKEN} AS taken FROM calendar_slots s WHERE s.property_id = ? AND s.start_ms >= ? AND ${TAKEN} < s.places ORDER BY s.start_ms, s.id`,
  );
  const slot = db.prepare(`SELECT s.*, ${TAKEN} AS taken FROM calendar_slots s WHERE s.id = ?`);
  const alreadyBooked = db.prepare(`SELECT 1 FROM appointments WHERE slot_id = ? AND email = ? AND status = 'confirmed'`).pluck();
  const history = db.prepare(
    `INSERT INTO history (property_id, at, type, contact, subject, comment, status, source) VALUES (?, ?, 'calendar', ?, ?, NULL, 'planned', 'website')`,
  );
  // the condition and the insert are one statement: the count is read where the row is written
  const insert = db.prepare(`
    INSERT INTO appointments (id, property_id, slot_id, start, end, email, data, language, status, created_at, cancel_token_hash, history_id)
    SELECT @id, s.property_id, s.id, s.start, s.end, @email, @data, @language, 'confirmed', @createdAt, @cancelTokenHash, @historyId
    FROM calendar_slots s
    WHERE s.id = @slotId AND s.property_id = @propertyId AND s.start_ms >= @from AND ${TAKEN} < s.places`);
  const booking = db.prepare('SELECT * FROM appointments WHERE id = ?');
  const cancel = db.prepare(`UPDATE appointments SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'confirmed'`);
  const historyStatus = db.prepare(`UPDATE history SET status = ? WHERE id = (SELECT history_id FROM appointments WHERE id = ?)`);
  const historyOf = db.prepare('SELECT history_id FROM appointments WHERE id = ?').pluck();
  const remove = db.prepare('DELETE FROM appointments WHERE id = ?');
  const removeHistory = db.prepare('DELETE FROM history WHERE id = ?');

  const book = db.transaction((input: Parameters<Appointments['book']>[0], from: number): BookingOutcome => {
    const found = slot.get(input.slotId) as SlotRow | undefined;
    if (!found || found.property_id !== input.propertyId) return 'not_found';
    if (found.start_ms < from) return 'passed';
    if (alreadyBooked.get(found.id, input.email) !== undefined) return 'already_booked';
    if (found.taken >= found.places) return 'full';
    const historyId = history.run(input.propertyId, found.start, input.history.contact, JSON.stringify(input.history.subject)).lastInsertRowid;
    const inserted = insert.run({
      id: input.id,
      email: input.email,
      data: JSON.stringify(input.data),
      language: input.language,
      createdAt: input.createdAt,
      cancelTokenHash: input.cancelTokenHash,
      historyId,
      slotId: input.slotId,
      propertyId: input.propertyId,
      from,
    });
    if (inserted.changes === 1) return 'confirmed';
    // the transaction is the whole decision: without a booking, no history row either
    removeHistory.run(historyId);
    return 'full';
  });

  const withdraw = db.transaction((id: string) => {
    const historyId = historyOf.get(id) as number | null | undefined;
    remove.run(id);
    if (historyId != null) removeHistory.run(historyId);
  });

  const cancelBooking = db.transaction((id: string, at: string) => {
    if (cancel.run(at, id).changes === 0) return false;
    historyStatus.run('cancelled', id);
    return true;
  });

  return {
    async closed(propertyId) {
      return calendar.get(propertyId) === 'full';
    },

    async freeSlots(propertyId, from) {
      return (free.all(propertyId, from) as SlotRow[]).map(toSlot);
    },

    async slot(slotId) {
      const row = slot.get(slotId) as SlotRow | undefined;
      return row && toSlot(row);
    },

    async book(input, from) {
      // immediate: the write lock is taken before the count is read
      return book.immediate(input, from);
    },

    async booking(id) {
      const row = booking.get(id) as BookingRow | undefined;
      if (!row) return undefined;
      const slotRow = row.slot_id ? (slot.get(row.slot_id) as SlotRow | undefined) : undefined;
      const viewing: ViewingSlot = slotRow
        ? toSlot(slotRow)
        : {
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
        language: row.language,
        status: row.status,
        cancelTokenHash: row.cancel_token_hash,
      };
      return stored;
    },

    async cancel(id, at) {
      return cancelBooking.immediate(id, at);
    },

    async withdraw(id) {
      withdraw.immediate(id);
    },
  };
}
