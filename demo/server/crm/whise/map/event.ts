/**
 * A moment of Whise's calendar visitors may book (an event of the calendar action the
 * agency chose, WHISE_VIEWING_ACTION_ID), as a slot of the booking calendar whose id,
 * `whise-<id>`, tells the forwarding to add the visitor to that event.
 *
 * Of a calendar event's answer only `id` and `startDateTime` are public (the PHP client
 * sorts the list by them). The rest is read under each name it may have: its end as
 * `endDateTime` (the name `calendars/upsert` takes, EndDateTime, as the answer writes
 * names), its estates as `estates` (`[{ id }]`), `estateIds` or `estateId`, its contacts as
 * `contacts` or `contactIds`; the calendar logs the names of an answer it does not know,
 * once. No capacity is public: a moment takes one visitor, and one that has a contact
 * already is not offered.
 */
import type { CalendarMoment } from '../../../repositories/crm-calendar.ts';
import { type Mapped, PROBLEMS, RecordReader } from '../../mapping.ts';
import { momentIso } from '../../moments.ts';
import { readWhiseTime } from '../dates.ts';

export const CALENDAR_PREFIX = 'whise-';

export const EVENT_FIELDS = {
  end: ['endDateTime', 'EndDateTime'],
  estates: ['estates', 'estateIds', 'estateId'],
  contacts: ['contacts', 'contactIds'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export const KNOWN_EVENT_KEYS: readonly string[] = ['id', 'startDateTime', ...Object.values(EVENT_FIELDS).flat()];

const idsOf = (value: unknown): number[] | undefined => {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const ids = list.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item));
  return ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
};

/** One event → a moment for each estate it is about; none when a visitor has it already. */
export function mapEvent(row: unknown): Mapped<CalendarMoment[]> {
  const read = RecordReader.single('appointment', row, 'id');
  const id = read.integer('id', { required: true, min: 1 });
  const start = read.date('startDateTime', readWhiseTime, { required: true });
  const endField = read.firstOf(EVENT_FIELDS.end);
  const end = read.date(endField, readWhiseTime, { required: true });
  const estatesField = read.firstOf(EVENT_FIELDS.estates);
  const estates = idsOf(read.fields[estatesField]);
  if (estates === undefined) read.report(estatesField, PROBLEMS.unknown);
  const contactsField = read.firstOf(EVENT_FIELDS.contacts);
  const contacts = idsOf(read.fields[contactsField]);
  if (contacts === undefined) read.report(contactsField, PROBLEMS.unknown);
  const [startMs, endMs] = [start === null ? NaN : Date.parse(start), end === null ? NaN : Date.parse(end)];
  if (start !== null && end !== null && !(endMs > startMs)) read.report(endField, 'not after startDateTime');
  return read.result(() => {
    if (contacts!.length > 0) return [];
    // one slot per estate the event is about; the slot of a second estate says which it is
    return estates!.map((propertyId, index) => ({
      id: index === 0 ? `${CALENDAR_PREFIX}${id}` : `${CALENDAR_PREFIX}${id}-${propertyId}`,
      propertyId,
      kind: 'agent' as const,
      start: momentIso(startMs),
      end: momentIso(endMs),
      startMs,
      endMs,
      places: 1,
    }));
  });
}
