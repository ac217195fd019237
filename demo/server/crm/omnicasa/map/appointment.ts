/**
 * A viewing moment of a listing from Omnicasa's `GetAppointmentObject` (one listing per
 * call), as a slot of the booking calendar whose id, `omnicasa-<ID>`, tells the
 * forwarding to book it in the CRM (AddPersonToAppointment). Times are on Belgian clocks.
 *
 * The answer's shape is public nowhere: the request is (fw4-bvba/omnicasa-api), and
 * Omnicasa's own agent app names an appointment's times StartTime and EndTime. So each
 * field is read under every candidate name (APPOINTMENT_FIELDS), the calendar logs the
 * names of an answer it does not know once, and a capacity is shown only when it was read
 * whole: without MaxPersons and NumberOfPersons a moment is a viewing for one visitor.
 */
import type { CalendarMoment } from '../../../repositories/crm-calendar.ts';
import { type Mapped, RecordReader } from '../../mapping.ts';
import { momentIso } from '../../moments.ts';
import { readOmnicasaTime } from '../dates.ts';

/** The slot id of a CRM appointment (crmAppointmentId reads it back). */
export const APPOINTMENT_PREFIX = 'omnicasa-';
export const appointmentSlotId = (appointmentId: number) => `${APPOINTMENT_PREFIX}${appointmentId}`;

/** The candidate names of each field, the likelier first. */
export const APPOINTMENT_FIELDS = {
  id: ['ID', 'AppointmentID'],
  start: ['StartTime', 'StartDate'],
  end: ['EndTime', 'EndDate'],
  capacity: ['MaxPersons'],
  taken: ['NumberOfPersons'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** Every name the mapping reads, and the listing's id the request sent. */
export const KNOWN_APPOINTMENT_KEYS: readonly string[] = [...Object.values(APPOINTMENT_FIELDS).flat(), 'ObjectID'];

export function mapAppointment(propertyId: number, row: unknown): Mapped<CalendarMoment | null> {
  const read = RecordReader.single('appointment', row, read0(row));
  const id = read.integer(read.firstOf(APPOINTMENT_FIELDS.id), { required: true, min: 1 });
  const startField = read.firstOf(APPOINTMENT_FIELDS.start);
  const endField = read.firstOf(APPOINTMENT_FIELDS.end);
  const start = read.date(startField, readOmnicasaTime, { required: true });
  const end = read.date(endField, readOmnicasaTime, { required: true });
  const max = read.integer(read.firstOf(APPOINTMENT_FIELDS.capacity), { min: 1 });
  const taken = read.integer(read.firstOf(APPOINTMENT_FIELDS.taken), { min: 0 });
  const [startMs, endMs] = [start === null ? NaN : Date.parse(start), end === null ? NaN : Date.parse(end)];
  if (start !== null && end !== null && !(endMs > startMs)) read.report(endField, `not after ${startField}`);
  return read.result(() => {
    // both read, or no capacity at all: never more places than the CRM said it has left
    const capacity = max !== null && taken !== null ? max : 1;
    const places = capacity - (max !== null && taken !== null ? taken : 0);
    if (places <= 0) return null;
    return {
      id: appointmentSlotId(id!),
      propertyId,
      kind: capacity > 1 ? 'open_house' : 'agent',
      start: momentIso(startMs),
      end: momentIso(endMs),
      startMs,
      endMs,
      places,
    };
  });
}

/** The name of the record's id field, for its problems. */
function read0(row: unknown): string {
  const record = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
  return APPOINTMENT_FIELDS.id.find((field) => record[field] !== undefined && record[field] !== null) ?? 'ID';
}
