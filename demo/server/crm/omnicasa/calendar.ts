/**
 * The booking calendar from Omnicasa's appointments: `GetAppointmentObject` answers one
 * listing's viewing moments per call, so a turn reads a batch of listings (crm/calendar.ts
 * decides which, and writes what this reads). A listing whose call failed keeps the
 * moments it had; the names of an answer the mapping does not know are told once.
 */
import type { CalendarSource } from '../connector.ts';
import { keyWatcher, type MappingProblem } from '../mapping.ts';
import type { CalendarMoment } from '../../repositories/crm-calendar.ts';
import type { OmnicasaClient } from './client.ts';
import { APPOINTMENT_PREFIX, KNOWN_APPOINTMENT_KEYS, mapAppointment } from './map/appointment.ts';

/** Listings whose calendar is read after each sync: with 15 minutes between syncs, 2,000 listings take their turn every 10 hours. */
export const APPOINTMENT_BATCH = 50;

export function omnicasaCalendar(client: OmnicasaClient): CalendarSource {
  const unknown = keyWatcher(KNOWN_APPOINTMENT_KEYS);
  return {
    prefix: APPOINTMENT_PREFIX,
    batch: APPOINTMENT_BATCH,
    async read(propertyIds) {
      const problems: MappingProblem[] = [];
      const moments = new Map<number, CalendarMoment[]>();
      for (const propertyId of propertyIds) {
        const answer = await client.call<unknown>('GetAppointmentObject', { ObjectID: propertyId });
        const rows = Array.isArray(answer) ? answer : Array.isArray((answer as { Items?: unknown } | null)?.Items) ? (answer as { Items: unknown[] }).Items : [];
        const found: CalendarMoment[] = [];
        for (const row of rows) {
          for (const key of unknown(row)) problems.push({ kind: 'appointment', id: null, field: key, problem: 'a field of GetAppointmentObject the mapping does not read' });
          const mapped = mapAppointment(propertyId, row);
          if (!mapped.ok) problems.push(...mapped.problems);
          else if (mapped.value) found.push(mapped.value);
        }
        moments.set(propertyId, found);
      }
      return { moments, problems };
    },
  };
}
