/**
 * Days and times of the owner's report in each language, with Belgian conventions.
 * A day (`2024-11-14`, a Brussels calendar day of core/owner/day.ts) is written in UTC so
 * that no time zone moves it; an instant of the agency's history on Brussels clocks,
 * where it happened; a time to come back ("try again from 14:35") on the visitor's own clock.
 */
import type { Language } from '../i18n/languages.ts';
import { BRUSSELS_TIME_ZONE } from '../constants.ts';
import { localeOf } from './numbers.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    formats.set(key, format);
  }
  return format;
}

function noonOf(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = new Date(Date.UTC(year, month - 1, date, 12));
  // Date.UTC rolls 30 February over into March: such a day does not exist
  return time.getUTCFullYear() === year && time.getUTCMonth() === month - 1 && time.getUTCDate() === date ? time.getTime() : undefined;
}

export type DayStyle =
  /** Saturday 14 November */
  | 'long'
  /** Sat 14 Nov */
  | 'short'
  /** 14/11 */
  | 'numeric';

const DAY_OPTIONS: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  short: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  numeric: { day: 'numeric', month: 'numeric', timeZone: 'UTC' },
};

/** A calendar day `YYYY-MM-DD` written out; '' for anything else. */
export function formatDay(day: string, language: Language, style: DayStyle = 'long'): string {
  const time = noonOf(day);
  return time === undefined ? '' : dateFormat(language, DAY_OPTIONS[style]).format(time);
}

/** An instant of the agency's history (ISO 8601) as date and time on Brussels clocks; '' when unreadable. */
export function formatDateTime(iso: string, language: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: BRUSSELS_TIME_ZONE }).format(time);
}

/** A date alone, as a report's date line says it: `14 november 2024`. */
export function formatLongDate(time: number, language: Language): string {
  return Number.isFinite(time) ? dateFormat(language, { dateStyle: 'long', timeZone: BRUSSELS_TIME_ZONE }).format(time) : '';
}

/** An instant on Brussels clocks, written with `options` (a viewing's day, date or hour: the visit happens in Belgium). */
export function formatBrusselsTime(time: number, language: Language, options: Intl.DateTimeFormatOptions): string {
  return Number.isFinite(time) ? dateFormat(language, { ...options, timeZone: BRUSSELS_TIME_ZONE }).format(time) : '';
}

/** The time of day of an instant on the visitor's clock (`14:35`). */
export function formatTime(time: number, language: Language, timeZone?: string): string {
  if (!Number.isFinite(time)) return '';
  return dateFormat(language, { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(time);
}
