/**
 * The owner's history (spec §3): one row per communication, calendar visit, online
 * media publication or contact source, with its date, contact, subject, comment, status
 * and source. Fields are PascalCase as the API sends them.
 */
import type { Translatable } from '../i18n/translatable.ts';
import { brusselsDay } from './day.ts';
import { toInstant } from './statistics.ts';

/** communication: a mail, call or letter; calendar: a viewing; media: a publication online; source: where a lead came from. */
export const HISTORY_TYPES = ['communication', 'calendar', 'media', 'source'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/**
 * done: it happened; planned: in the agenda; confirmed: a planned appointment the other
 * party confirmed (spec §3, "Appointment status value: confirmed"); cancelled: called off.
 */
export const HISTORY_STATUSES = ['done', 'planned', 'confirmed', 'cancelled'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/**
 * Where a contact came from, as Belgian agencies track it: their own website, the
 * property portals (Immoweb, Zimmo, Immovlan, Realo), social media, the sign board on
 * the property, print, a walk-in at the office, a call, a mail, a referral.
 */
export const HISTORY_SOURCES = [
  'website',
  'immoweb',
  'zimmo',
  'immovlan',
  'realo',
  'social_media',
  'sign_board',
  'print',
  'walk_in',
  'phone',
  'email',
  'referral',
  'other',
] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

export interface HistoryRow {
  ID: number;
  /** ISO 8601 */
  Date: string;
  Type: HistoryType;
  Contact: string | null;
  Subject: Translatable;
  Comment: Translatable | null;
  Status: HistoryStatus;
  Source: HistorySource | null;
}

function pick<T extends string>(list: readonly T[], value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (list as readonly string[]).includes(key) ? (key as T) : undefined;
}

export function toHistoryType(value: unknown): HistoryType | undefined {
  return pick(HISTORY_TYPES, value);
}

export function toHistoryStatus(value: unknown): HistoryStatus | undefined {
  return pick(HISTORY_STATUSES, value);
}

/** Words the CRM's source lists use for the same channels, in the agency's languages. */
const SOURCE_WORDS: readonly (readonly [RegExp, HistorySource])[] = [
  [/immoweb/, 'immoweb'],
  [/zimmo/, 'zimmo'],
  [/immovlan/, 'immovlan'],
  [/realo/, 'realo'],
  [/facebook|instagram|linkedin|social/, 'social_media'],
  [/website|site|web/, 'website'],
  [/sign|bord|panneau|schild/, 'sign_board'],
  [/print|krant|journal|newspaper|zeitung|magazine|folder/, 'print'],
  [/walk|kantoor|agence|office|büro|buro/, 'walk_in'],
  [/phone|telefo|téléphone|telephone|call/, 'phone'],
  [/mail/, 'email'],
  [/referr|via via|bouche|mond|empfehlung|aanbeveling/, 'referral'],
];

/** A source code, or the CRM's name of a source (`"Immoweb.be"`, `"Bord"`) → its code; anything else named → other. */
export function toHistorySource(value: unknown): HistorySource | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const known = pick(HISTORY_SOURCES, value);
  if (known) return known;
  const text = value.toLowerCase();
  return SOURCE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}

/** Newest first, as an owner reads a history; rows with an unreadable date go last, in their order. */
export function sortHistory<T extends Pick<HistoryRow, 'Date'>>(rows: readonly T[]): T[] {
  if (!Array.isArray(rows)) return [];
  const time = (row: T) => toInstant(row?.Date) ?? -Infinity;
  return [...rows].sort((a, b) => {
    const difference = time(b) - time(a);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

export interface HistoryFilter {
  /** the types to keep; empty or missing: every type */
  types?: readonly HistoryType[];
  /** the first Brussels day to keep, YYYY-MM-DD, included */
  from?: string;
  /** the last Brussels day to keep, YYYY-MM-DD, included */
  to?: string;
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rows an owner asked for: of the chosen types, dated on the Brussels days from
 * `from` to `to` (both included; a range given backwards is read the right way round).
 * A row whose date cannot be read is kept only when no day limits the list. Order is kept.
 */
export function filterHistory<T extends Pick<HistoryRow, 'Date' | 'Type'>>(rows: readonly T[], filter: HistoryFilter = {}): T[] {
  if (!Array.isArray(rows)) return [];
  const types = filter.types && filter.types.length > 0 ? new Set(filter.types) : undefined;
  let from = filter.from && DAY_TEXT.test(filter.from) ? filter.from : undefined;
  let to = filter.to && DAY_TEXT.test(filter.to) ? filter.to : undefined;
  if (from && to && from > to) [from, to] = [to, from];
  return rows.filter((row) => {
    if (types && !types.has(row.Type)) return false;
    if (!from && !to) return true;
    const instant = toInstant(row.Date);
    if (instant === undefined) return false;
    const day = brusselsDay(instant);
    return (!from || day >= from) && (!to || day <= to);
  });
}

/** How many history rows the portal shows at a time. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryPage<T> {
  items: T[];
  /** 1-based, within 1..pageCount */
  page: number;
  pageCount: number;
  total: number;
}

/** Page `page` of `rows` (a page past the end shows the last one, before the first the first one). */
export function historyPage<T>(rows: readonly T[], page: number, pageSize = HISTORY_PAGE_SIZE): HistoryPage<T> {
  const list = Array.isArray(rows) ? rows : [];
  const size = Number.isInteger(pageSize) && pageSize > 0 ? pageSize : HISTORY_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  return { items: list.slice((current - 1) * size, current * size), page: current, pageCount, total: list.length };
}
