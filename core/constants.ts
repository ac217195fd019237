/**
 * The business constants of spec §9, each written once. Rules import them from here;
 * the values a visitor reads as text (time slots, notices) are messages in
 * core/messages.ts and point back here only where a number matters to code.
 */
import type { Language } from './i18n/languages.ts';
import type { MessageId } from './messages.ts';

export { RETRY_FIRST_DELAY_MS, RETRY_LIMIT } from './retry.ts';

/** The agency's clocks: the days of an owner's report, the moments of visits, the times of its history. */
export const BRUSSELS_TIME_ZONE = 'Europe/Brussels';

/** Device classes by window width: ≤ 767 mobile, 768–960 tablet, above 960 desktop. */
export const BREAKPOINTS = {
  mobileMax: 767,
  tabletMin: 768,
  tabletMax: 960,
} as const;

/** The embedded map frame gets its JSON message this long after it loads. */
export const MAP_FRAME_MESSAGE_DELAY_MS = 50;

/** Descriptions are cut to this many characters by default. */
export const TRUNCATE_LIMIT = 250;
/** A word boundary is used for the cut only when it falls after this share of the limit. */
export const TRUNCATE_WORD_BOUNDARY_RATIO = 0.8;
export const ELLIPSIS = '…';

/** The owner's visit chart covers this many days, today included. */
export const OWNER_CHART_DAYS = 30;

export interface ContactTimeSlot {
  id: 'morning' | 'afternoon' | 'evening';
  /** 24-hour local time, Europe/Brussels */
  from: string;
  to: string;
  message: MessageId;
}

/** Spec §9 lists 13:00–16:00 in one dictionary; the issue settles on 14:00–16:00 everywhere. */
export const CONTACT_TIME_SLOTS: readonly ContactTimeSlot[] = [
  { id: 'morning', from: '10:00', to: '13:00', message: 'notice.timeSlot.morning' },
  { id: 'afternoon', from: '14:00', to: '16:00', message: 'notice.timeSlot.afternoon' },
  { id: 'evening', from: '16:00', to: '19:00', message: 'notice.timeSlot.evening' },
];

/** Share of the sale price a buyer pays at signing, into the agent's third-party account. */
export const PURCHASE_DEPOSIT_RATE = 0.1;

/**
 * Homes bought from 2023 on with label E or F must reach D within 5 years. The German
 * text of the original said 6; the Flemish rule (5) is used in every language.
 */
export const ENERGY_RENOVATION = {
  fromYear: 2023,
  labels: ['e', 'f'],
  target: 'd',
  years: 5,
} as const;

/**
 * A search counts its matches exactly up to this many; past it, its answer says only that
 * there are more (the results line reads "More than 1,000 properties", core/format/paging.ts;
 * the answer, core/api/paging.ts). Spec §2's paging title names no bound. Counting reads one
 * index entry per match, so an answer's cost grows with the bound, not with the catalogue;
 * a thousand is 84 pages of 12, more than a visitor pages through before narrowing the
 * search, and a typical agency's whole list stays counted exactly.
 */
export const RESULT_COUNT_BOUND = 1_000;

/** ISO 4217 code of the only currency the agency quotes in. */
export const CURRENCY = 'EUR';

export type EnergyUnit = 'specific' | 'total' | 'co2';

/**
 * The energy units of spec §9 as each language writes them: the unit holds a word
 * ("year"), so it differs per language, as on the official certificates.
 */
export const ENERGY_UNITS: Readonly<Record<Language, Readonly<Record<EnergyUnit, string>>>> = {
  nl: { specific: 'kWh/m².jaar', total: 'kWh/jaar', co2: 'kg CO₂/m².jaar' },
  fr: { specific: 'kWh/m².an', total: 'kWh/an', co2: 'kg CO₂/m².an' },
  en: { specific: 'kWh/m².year', total: 'kWh/year', co2: 'kg CO₂/m².year' },
  de: { specific: 'kWh/m².Jahr', total: 'kWh/Jahr', co2: 'kg CO₂/m².Jahr' },
};

/** Thumbnail quality levels, smallest first (Picture.Thumbs has one URL per level). */
export const THUMBNAIL_QUALITIES = ['low', 'medium', 'high'] as const;
export type ThumbnailQuality = (typeof THUMBNAIL_QUALITIES)[number];
