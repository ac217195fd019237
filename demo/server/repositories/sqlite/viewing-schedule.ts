/**
 * The demo agents' calendars, which a CRM's agenda would hold: each property has viewing
 * moments (30-minute slots in the agent's weekly hours, Brussels time) for the next two weeks.
 */
import { addDays, brusselsDay, fromBrusselsTime } from '../../../../core/owner/day.ts';
import type { ViewingSlot } from '../appointments.ts';

export const SLOT_MINUTES = 30;
export const BOOKING_DAYS = 14;
/** a slot can be booked until this long before it starts */
export const BOOKING_NOTICE_MS = 2 * 3_600_000;

/** Weekly viewing hours: [weekday (0 Sunday), from hour, to hour]. Agents vary them by listing. */
const SCHEDULES: readonly (readonly [number, number, number])[][] = [
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

function isoWithOffset(instant: number, wall: { y: number; m: number; d: number; h: number; mi: number }): string {
  const offsetMinutes = Math.round((Date.UTC(wall.y, wall.m - 1, wall.d, wall.h, wall.mi) - instant) / 60_000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  return `${wall.y}-${pad(wall.m)}-${pad(wall.d)}T${pad(wall.h)}:${pad(wall.mi)}:00${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

/** Every slot of the schedule in the booking window, booked ones included. */
export function scheduledSlots(propertyId: number, now: number): ViewingSlot[] {
  const schedule = SCHEDULES[propertyId % SCHEDULES.length]!;
  const today = brusselsDay(now);
  const slots: ViewingSlot[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS; offset++) {
    const day = addDays(today, offset);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
    for (const [dayOfWeek, from, to] of schedule) {
      if (dayOfWeek !== weekday) continue;
      for (let minutes = from * 60; minutes < to * 60; minutes += SLOT_MINUTES) {
        const h = Math.floor(minutes / 60);
        const mi = minutes % 60;
        const startMs = fromBrusselsTime(y, m, d, h, mi);
        if (startMs < now + BOOKING_NOTICE_MS) continue;
        const endMinutes = minutes + SLOT_MINUTES;
        const endMs = fromBrusselsTime(y, m, d, Math.floor(endMinutes / 60), endMinutes % 60);
        slots.push({
          id: `${day.replaceAll('-', '')}T${String(h).padStart(2, '0')}${String(mi).padStart(2, '0')}`,
          start: isoWithOffset(startMs, { y, m, d, h, mi }),
          end: isoWithOffset(endMs, { y, m, d, h: Math.floor(endMinutes / 60), mi: endMinutes % 60 }),
          startMs,
        });
      }
    }
  }
  return slots;
}
