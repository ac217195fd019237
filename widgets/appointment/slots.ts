/**
 * The calendar's moments as a visitor reads them: grouped by day, in Belgian time (the
 * visit happens in Belgium), with a note when the visitor's own clock shows another time.
 */
import type { AppointmentSlot } from '../../core/api/contract.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { BRUSSELS_TIME_ZONE, brusselsDay } from '../../core/owner/day.ts';

export interface SlotDay {
  /** `YYYY-MM-DD` in Brussels */
  day: string;
  /** "dinsdag 20 januari" */
  label: string;
  slots: AppointmentSlot[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(`${language}-BE`, { timeZone: BRUSSELS_TIME_ZONE, ...options });
    formats.set(key, found);
  }
  return found;
}

export function dayLabel(ms: number, language: Language): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(ms);
}

export function fullDate(ms: number, language: Language): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(ms);
}

export function clockTime(ms: number, language: Language): string {
  return format(language, { hour: '2-digit', minute: '2-digit' }).format(ms);
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
