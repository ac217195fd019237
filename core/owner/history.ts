/**
 * The owner's history (spec §3): one row per communication, calendar visit, online
 * media publication or contact source, with its date, contact, subject, comment, status
 * and source. Fields are PascalCase as the API sends them.
 */
import type { Translatable } from '../i18n/translatable.ts';
import { toInstant } from './statistics.ts';

/** communication: a mail, call or letter; calendar: a viewing; media: a publication online; source: where a lead came from. */
export const HISTORY_TYPES = ['communication', 'calendar', 'media', 'source'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_STATUSES = ['done', 'planned', 'cancelled'] as const;
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
