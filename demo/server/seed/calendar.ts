/**
 * The demo agency's viewing calendar, which a CRM's agenda would hold: for every
 * available property whose calendar is open, the agent's weekly viewing hours in
 * 30-minute slots for one party each, and for some properties an open-house moment on
 * Saturday afternoon with a number of places. Times are Brussels wall-clock times.
 *
 * The calendar runs ahead of the clock: each start of the server adds the moments of
 * the weeks ahead that are not in the database yet (ids are made from the property and
 * the start, so adding twice adds nothing), and a long-lived demo database keeps having
 * free moments. Moments already there, and their bookings, are never touched.
 */
import { addDays, brusselsDay, fromBrusselsTime } from '../../../core/owner/day.ts';
import type { Sql } from '../db/database.ts';
import { OPEN_HOUSE_PROPERTY_IDS } from './properties.ts';
import type { CalendarMoment } from '../repositories/crm-calendar.ts';

export const SLOT_MINUTES = 30;
/** how far ahead the calendar is filled */
export const CALENDAR_DAYS = 21;

/** Weekly agent hours: [weekday (0 Sunday), from hour, to hour]. Agents vary them by listing. */
const AGENT_HOURS: readonly (readonly [number, number, number])[][] = [
  [
    [2, 17, 19],
    [6, 10, 12],
  ],
  [
    [3, 14, 16],
    [6, 10, 12],
  ],
  [
    [4, 17, 19],
    [5, 16, 18],
  ],
];

/** Open houses: Saturday 14:00–16:00 every week, for one property in two and every one whose ribbon announces it; the places vary. */
const OPEN_HOUSE = { weekday: 6, from: 14, to: 16 } as const;
const OPEN_HOUSE_PLACES = [3, 6, 10] as const;


const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** `2026-01-20T17:00:00+01:00`: the wall-clock time with Brussels' offset at that instant. */
export function brusselsIso(instant: number, day: string, minutes: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const h = Math.floor(minutes / 60);
  const mi = minutes % 60;
  const offset = Math.round((Date.UTC(y, m - 1, d, h, mi) - instant) / 60_000);
  return `${day}T${pad(h)}:${pad(mi)}:00${offset >= 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

function moment(propertyId: number, day: string, kind: CalendarMoment['kind'], from: number, to: number, places: number): CalendarMoment {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = (minutes: number) => fromBrusselsTime(y, m, d, Math.floor(minutes / 60), minutes % 60);
  return {
    id: `${propertyId}-${day.replaceAll('-', '')}T${pad(Math.floor(from / 60))}${pad(from % 60)}`,
    propertyId,
    kind,
    start: brusselsIso(at(from), day, from),
    end: brusselsIso(at(to), day, to),
    startMs: at(from),
    endMs: at(to),
    places,
  };
}

/** The calendar of one property over the `days` days from the Brussels day of `now`. */
export function calendarOf(propertyId: number, now: number, days = CALENDAR_DAYS): CalendarMoment[] {
  const hours = AGENT_HOURS[propertyId % AGENT_HOURS.length]!;
  const openHouse = propertyId % 2 === 0 || OPEN_HOUSE_PROPERTY_IDS.has(propertyId);
  const moments: CalendarMoment[] = [];
  const today = brusselsDay(now);
  for (let offset = 0; offset <= days; offset++) {
    const day = addDays(today, offset);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
    for (const [dayOfWeek, from, to] of hours) {
      if (dayOfWeek !== weekday) continue;
      for (let minutes = from * 60; minutes < to * 60; minutes += SLOT_MINUTES) {
        moments.push(moment(propertyId, day, 'agent', minutes, minutes + SLOT_MINUTES, 1));
      }
    }
    if (openHouse && weekday === OPEN_HOUSE.weekday) {
      const places = OPEN_HOUSE_PLACES[Math.floor(propertyId / 2) % OPEN_HOUSE_PLACES.length]!;
      moments.push(moment(propertyId, day, 'open_house', OPEN_HOUSE.from * 60, OPEN_HOUSE.to * 60, places));
    }
  }
  return moments;
}

/** Adds the weeks ahead of `now` to the calendar of every available property with an open calendar. */
export async function seedCalendar(sql: Sql, now: number): Promise<void> {
  const properties = await sql.db
    .selectFrom('properties')
    .select('id')
    .where('online', '=', 1)
    .where('status', '=', 'available')
    .where('appointments', '=', 'open')
    .orderBy('id')
    .execute();
  const moments = properties.flatMap(({ id }) => calendarOf(id, now));
  // instances starting together add the same moments: the first one's stay
  for (let i = 0; i < moments.length; i += 200) {
    await sql.db
      .insertInto('calendar_slots')
      .values(
        moments.slice(i, i + 200).map((item) => ({
          id: item.id,
          property_id: item.propertyId,
          kind: item.kind,
          start: item.start,
          end: item.end,
          start_ms: item.startMs,
          end_ms: item.endMs,
          places: item.places,
        })),
      )
      .onConflict((conflict) => conflict.columns(['id', 'agency_id']).doNothing())
      .execute();
  }
}
