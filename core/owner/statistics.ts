/**
 * The owner portal's visit statistics (spec §3): visits today, this week, this month
 * and in total, and a daily series for the chart. Days are Brussels calendar days, as
 * the owner lives them; "week" is the calendar week from Monday, "month" the calendar
 * month from the 1st, both up to and including today: on a Monday the week holds one
 * day, on the 1st the month holds one day. A visit dated after today (a clock out of
 * step) is left out of every count.
 */
import { OWNER_CHART_DAYS } from '../constants.ts';
import { addDays, brusselsDay, DAY_RANGE, firstOfMonth, fromBrusselsTime, mondayOf } from './day.ts';

export interface DailyVisits {
  /** a Brussels calendar day, YYYY-MM-DD */
  date: string;
  count: number;
}

export interface VisitStatistics {
  today: number;
  week: number;
  month: number;
  total: number;
  /** the last 30 days, oldest first, days without visits included; the last is today */
  last30: DailyVisits[];
}

/**
 * `visits`: timestamps as ISO strings, Date objects or epoch milliseconds; anything
 * unusable is ignored. `now`: the moment "today" is taken from (default: now).
 */
export function visitStatistics(visits: Iterable<unknown> | null | undefined, now: unknown = Date.now()): VisitStatistics {
  const today = brusselsDay(toInstant(now) ?? Date.now());
  const firstChartDay = addDays(today, -(OWNER_CHART_DAYS - 1));
  const monday = mondayOf(today);
  const first = firstOfMonth(today);
  const daily = new Map<string, number>();
  const counts = { today: 0, week: 0, month: 0, total: 0 };

  for (const visit of iterate(visits)) {
    const instant = toInstant(visit);
    if (instant === undefined) continue;
    const day = brusselsDay(instant);
    if (day > today) continue;
    counts.total++;
    if (day === today) counts.today++;
    if (day >= monday) counts.week++;
    if (day >= first) counts.month++;
    if (day >= firstChartDay) daily.set(day, (daily.get(day) ?? 0) + 1);
  }

  const last30 = Array.from({ length: OWNER_CHART_DAYS }, (_, index) => {
    const date = addDays(firstChartDay, index);
    return { date, count: daily.get(date) ?? 0 };
  });
  return { ...counts, last30 };
}

function iterate(visits: unknown): Iterable<unknown> {
  if (typeof visits === 'string') return [];
  if (visits && typeof (visits as Iterable<unknown>)[Symbol.iterator] === 'function') return visits as Iterable<unknown>;
  return [];
}

/** ISO 8601 with an offset, or without one read as Brussels time (the agency's clock). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A timestamp → epoch ms within DAY_RANGE, or undefined. */
export function toInstant(value: unknown): number | undefined {
  let ms: number | undefined;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') ms = parseTimestamp(value.trim());
  return ms !== undefined && Number.isFinite(ms) && ms >= DAY_RANGE.from && ms <= DAY_RANGE.to ? ms : undefined;
}

function parseTimestamp(text: string): number | undefined {
  const match = ISO.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const fields = [Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second)] as const;
  const [y, mo, d, h, mi, s] = fields;
  // 2000 is a leap year: its month lengths are the longest each month can be
  const longestMonth = new Date(Date.UTC(2000, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > longestMonth || h > 23 || mi > 59 || s > 59) return undefined;
  if (mo === 2 && d === 29 && !isLeapYear(y)) return undefined;
  const ms = Math.floor(Number(`0.${fraction}`) * 1000);
  if (!zone) return fromBrusselsTime(y, mo, d, h, mi, s, ms);
  const time = Date.parse(`${year}-${month}-${day}T${pad(h)}:${pad(mi)}:${pad(s)}.${String(ms).padStart(3, '0')}${normalizeZone(zone)}`);
  return Number.isNaN(time) ? undefined : time;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `Z`, `+02`, `+0200` and `+02:00` → what Date.parse reads everywhere. */
function normalizeZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4).padEnd(2, '0')}`;
}
