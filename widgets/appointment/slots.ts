/**
 * The calendar's moments as a visitor reads them: grouped by day, in Belgian time (the
 * visit happens in Belgium), with a note when the visitor's own clock shows another time.
 */
import type { AppointmentSlot } from '../../core/api/contract.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { formatBrusselsTime } from '../../core/format/dates.ts';
import { brusselsDay } from '../../core/owner/day.ts';

export interface SlotDay {
  /** `YYYY-MM-DD` in Brussels */
  day: string;
  /** "dinsdag 20 januari" */
  label: string;
  slots: AppointmentSlot[];
}

export function dayLabel(ms: number, language: Language): string {
  return formatBrusselsTime(ms, language, { weekday: 'long', day: 'numeric', month: 'long' });
}

export function fullDate(ms: number, language: Language): string {
  return formatBrusselsTime(ms, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function clockTime(ms: number, language: Language): string {
  return formatBrusselsTime(ms, language, { hour: '2-digit', minute: '2-digit' });
}

/** "17:00–17:30" */
export function timeRange(slot: Pick<AppointmentSlot, 'start' | 'end'>, language: Language): string {
  return `${clockTime(Date.parse(slot.start), language)}–${clockTime(Date.parse(slot.end), language)}`;
}

/** The moments by Brussels day, soonest first. */
export function slotsByDay(slots: readonly AppointmentSlot[], language: Language): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = Date.parse(slot.start);
    const day = brusselsDay(start);
    let entry = days.get(day);
    if (!entry) {
      entry = { day, label: dayLabel(start, language), slots: [] };
      days.set(day, entry);
    }
    entry.slots.push(slot);
  }
  return [...days.values()];
}

/** The offset in minutes an ISO time was written with (`+01:00` → 60). */
function writtenOffset(iso: string): number | undefined {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  if (!match) return /Z$/.test(iso) ? 0 : undefined;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * Whether the visitor's clock differs from Brussels' at any of the moments: only then do
 * the times need the note that they are Belgian time. `localOffset` is the visitor's
 * offset from UTC in minutes at an instant (east positive).
 */
export function differsFromBrussels(
  slots: readonly Pick<AppointmentSlot, 'start'>[],
  localOffset: (ms: number) => number = (ms) => -new Date(ms).getTimezoneOffset(),
): boolean {
  return slots.some((slot) => {
    const written = writtenOffset(slot.start);
    return written !== undefined && written !== localOffset(Date.parse(slot.start));
  });
}

/** The visitor's time zone, by the name the browser knows it ("America/New_York"). */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

/** A booking's moment as its card writes it (BookingCard.tsx, which gets it in its props). */
export interface BookingTime {
  /** "dinsdag 20 januari 2026" */
  date: string;
  /** "17:00–17:30" */
  hours: string;
  /** the visitor's clock shows another time: the hours say they are Belgian time */
  belgianTime: boolean;
}

export function bookingTime(booking: Pick<AppointmentSlot, 'start' | 'end'>, language: Language): BookingTime {
  return { date: fullDate(Date.parse(booking.start), language), hours: timeRange(booking, language), belgianTime: differsFromBrussels([booking]) };
}
