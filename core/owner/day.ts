/**
 * Calendar days as a Belgian owner counts them: in Europe/Brussels time, whatever the
 * time zone of the server or the browser. A day is written `YYYY-MM-DD`, which sorts
 * and compares as text; arithmetic on days runs on those dates (UTC noon), so daylight
 * saving never shifts a day.
 */
import { BRUSSELS_TIME_ZONE } from '../constants.ts';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

let parts: Intl.DateTimeFormat | undefined;

/** Year, month, day, hour, minute, second of an instant on Brussels clocks. */
function wallClock(ms: number): [number, number, number, number, number, number] {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRUSSELS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const found: Record<string, number> = {};
  for (const part of parts.formatToParts(ms)) if (part.type !== 'literal') found[part.type] = Number(part.value);
  return [found.year ?? 0, found.month ?? 1, found.day ?? 1, found.hour ?? 0, found.minute ?? 0, found.second ?? 0];
}

/**
 * Since 1892 Brussels is a whole number of hours off UTC, so a UTC hour never spans two
 * Brussels days: one lookup per hour serves every visit in it.
 */
const dayOfHour = new Map<number, string>();
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1900, 0, 1);

/** The Brussels calendar day of an instant (epoch ms). */
export function brusselsDay(ms: number): string {
  const hour = Math.floor(ms / MS_PER_HOUR);
  const cached = ms >= WHOLE_HOUR_OFFSETS_SINCE ? dayOfHour.get(hour) : undefined;
  if (cached) return cached;
  const [year, month, day] = wallClock(ms);
  const key = formatDay(year, month, day);
  if (ms >= WHOLE_HOUR_OFFSETS_SINCE) {
    if (dayOfHour.size > 100_000) dayOfHour.clear();
    dayOfHour.set(hour, key);
  }
  return key;
}

/**
 * The instant a Brussels wall-clock time names (for timestamps written without an
 * offset). A time in the hour skipped in spring, or repeated in autumn, gets one of the
 * instants around it; either lies on the same day.
 */
export function fromBrusselsTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const asUtc = utc(year, month, day, hour, minute, second, ms);
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}

/** How far Brussels clocks are ahead of UTC at an instant, in ms. */
function offsetAt(ms: number): number {
  const [year, month, day, hour, minute, second] = wallClock(ms);
  return utc(year, month, day, hour, minute, second) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Date.UTC with a 1-based month; days are four-digit years (see DAY_RANGE). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

/**
 * The instants this module writes as days: four-digit years, so days keep sorting as
 * text (and Date.UTC's reading of years 0–99 as 1900–1999 never applies).
 */
export const DAY_RANGE = { from: Date.UTC(1000, 0, 2), to: Date.UTC(9999, 11, 30) } as const;

export function formatDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function noonOf(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(utc(year, month, date, 12));
}

function dayOfDate(date: Date): string {
  return formatDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** `day` moved by `count` calendar days (negative: back). */
export function addDays(day: string, count: number): string {
  return dayOfDate(new Date(noonOf(day).getTime() + count * MS_PER_DAY));
}

/** The Monday of the week `day` falls in (weeks start on Monday in Belgium, ISO 8601). */
export function mondayOf(day: string): string {
  const weekday = (noonOf(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the month `day` falls in. */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}
