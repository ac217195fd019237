/**
 * A viewing moment of a listing from Omnicasa's `GetAppointmentObject` (one listing per
 * call): `{ ID, StartDate, EndDate, MaxPersons, NumberOfPersons }`, times on Belgian
 * clocks. It becomes a slot of the booking calendar whose id, `omnicasa-<ID>`, tells the
 * forwarding to book it with AddPersonToAppointment. The places offered are those the CRM
 * has left; a moment without any is not offered. The names of the fields are our reading
 * of the API (its public clients list the call, not its answer).
 */
import type { CalendarMoment } from '../../../seed/calendar.ts';
import { brusselsIso } from '../../../seed/calendar.ts';
import { type Mapped, RecordReader } from '../../mapping.ts';
import { omnicasaTime, readOmnicasaTime } from '../dates.ts';

/** The slot id of a CRM appointment (crmAppointmentId reads it back). */
export const appointmentSlotId = (appointmentId: number) => `omnicasa-${appointmentId}`;

/** `2026-05-02T14:00:00+02:00` for an instant: its Brussels day and time, with the offset then. */
function isoOf(ms: number): string {
  const [day, time] = omnicasaTime(ms).split(' ') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return brusselsIso(ms, day, hours * 60 + minutes);
}

export function mapAppointment(propertyId: number, row: unknown): Mapped<CalendarMoment | null> {
  const read = RecordReader.single('appointment', row);
  const id = read.integer('ID', { required: true, min: 1 });
  const start = read.date('StartDate', readOmnicasaTime, { required: true });
  const end = read.date('EndDate', readOmnicasaTime, { required: true });
  const max = read.integer('MaxPersons', { min: 1 });
  const taken = read.integer('NumberOfPersons', { min: 0 });
  const [startMs, endMs] = [start === null ? NaN : Date.parse(start), end === null ? NaN : Date.parse(end)];
  if (start !== null && end !== null && !(endMs > startMs)) read.report('EndDate', 'not after StartDate');
  return read.result(() => {
    const capacity = max ?? 1;
    const places = capacity - (taken ?? 0);
    if (places <= 0) return null;
    return {
      id: appointmentSlotId(id!),
      propertyId,
      kind: capacity > 1 ? 'open_house' : 'agent',
      start: isoOf(startMs),
      end: isoOf(endMs),
      startMs,
      endMs,
      places,
    };
  });
}
