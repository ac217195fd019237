/**
 * The booking calendar from Omnicasa's appointments: `GetAppointmentObject` answers one
 * listing's viewing moments per call, so the calendar is read a batch of listings at a
 * time after each sync (`refreshAppointments`), the listings taking their turn, rather
 * than every listing every sync. A listing's moments are replaced whole in one
 * transaction: new ones added, changed ones updated, those the CRM no longer has (or has
 * no place left in) taken away unless a visitor booked them here, whose booking stands.
 * Visitors book them like any slot; the booking reaches the CRM as AddPersonToAppointment
 * (forward.ts).
 */
import type { Database } from '../../db/database.ts';
import type { CalendarMoment } from '../../seed/calendar.ts';
import type { MappingProblem } from '../mapping.ts';
import type { OmnicasaClient } from './client.ts';
import { mapAppointment } from './map/appointment.ts';

/** Listings whose calendar is read after each sync: with 15 minutes between syncs, 2,000 listings take their turn every 10 hours. */
export const APPOINTMENT_BATCH = 50;

const PREFIX = 'omnicasa-';

/** Replaces the CRM's future moments of one listing with `moments`. */
export async function writeCrmSlots(database: Database, propertyId: number, moments: readonly CalendarMoment[], now: number): Promise<void> {
  await database.transaction(async ({ db }) => {
    const keep = moments.map((moment) => moment.id);
    let gone = db
      .deleteFrom('calendar_slots')
      .where('property_id', '=', propertyId)
      .where('id', 'like', `${PREFIX}%`)
      .where('start_ms', '>=', now)
      // a moment a visitor booked here stays: the booking points at it
      .where((eb) => eb.not(eb.exists(eb.selectFrom('appointments').select('id').whereRef('appointments.slot_id', '=', 'calendar_slots.id'))));
    if (keep.length > 0) gone = gone.where('id', 'not in', keep);
    await gone.execute();
    for (const moment of moments) {
      const fields = { kind: moment.kind, start: moment.start, end: moment.end, start_ms: moment.startMs, end_ms: moment.endMs, places: moment.places };
      await db
        .insertInto('calendar_slots')
        .values({ id: moment.id, property_id: propertyId, ...fields })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(fields))
        .execute();
    }
  });
}

/** Reads and writes the calendar of these listings; what the mapping could not read is reported and left out. */
export async function refreshAppointments(client: OmnicasaClient, database: Database, propertyIds: readonly number[], now: number): Promise<{ problems: MappingProblem[] }> {
  const problems: MappingProblem[] = [];
  for (const propertyId of propertyIds) {
    const answer = await client.call<unknown>('GetAppointmentObject', { ObjectID: propertyId });
    const rows = Array.isArray(answer) ? answer : Array.isArray((answer as { Items?: unknown } | null)?.Items) ? (answer as { Items: unknown[] }).Items : [];
    const moments: CalendarMoment[] = [];
    for (const row of rows) {
      const mapped = mapAppointment(propertyId, row);
      if (!mapped.ok) problems.push(...mapped.problems);
      else if (mapped.value && mapped.value.endMs > now) moments.push(mapped.value);
    }
    await writeCrmSlots(database, propertyId, moments, now);
  }
  return { problems };
}

/** The next batch of listings to read the calendar of: online and available, after `after` in id order, wrapping round. */
export async function appointmentTurn(database: Database, after: number, size = APPOINTMENT_BATCH): Promise<number[]> {
  const available = database.db.selectFrom('properties').select('id').where('online', '=', 1).where('status', '=', 'available').orderBy('id').limit(size);
  const next = (await available.where('id', '>', after).execute()).map((row) => row.id);
  if (next.length >= size) return next;
  const wrapped = (await available.where('id', '<=', after).execute()).map((row) => row.id).filter((id) => !next.includes(id));
  return [...next, ...wrapped].slice(0, size);
}
