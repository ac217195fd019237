/**
 * Energy performance certificates (EPC, PEB in French) per spec §5. Each region has its
 * own official scale: Flanders counts in "<" steps of 100 kWh/m².year, Wallonia and
 * Brussels use "≤" bounds, and Brussels splits its classes into the sub-bands of the
 * residential PEB certificate. Luxembourg certificates carry their class as text.
 */
import type { MessageId } from '../messages.ts';
import * as stateMessages from '../messages/state.ts';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from './reference.ts';
import { type Region, regionOfZip } from './region.ts';
import type { EpcStatus } from './types.ts';

export const EPC_LABELS = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_min',
  'b_plus',
  'b',
  'b_min',
  'c_plus',
  'c',
  'c_min',
  'd_plus',
  'd',
  'd_min',
  'e_plus',
  'e',
  'e_min',
  'f',
  'g',
  // Luxembourg's scale goes on to I
  'h',
  'i',
] as const;
export type EpcLabel = (typeof EPC_LABELS)[number];

/** Whose scale a certificate follows. */
export type EpcScheme = Region | 'luxembourg';

/** One class of a scale: values up to `upTo` (included when `inclusive`) get `label`. */
export interface EpcBand {
  label: EpcLabel;
  upTo: number;
  inclusive: boolean;
}

const below = (label: EpcLabel, upTo: number): EpcBand => ({ label, upTo, inclusive: false });
const upTo = (label: EpcLabel, bound: number): EpcBand => ({ label, upTo: bound, inclusive: true });

/** Each Belgian region's scale, best class first; the last band takes everything above. */
export const EPC_SCALES: Readonly<Record<Region, readonly EpcBand[]>> = {
  flanders: [
    upTo('a_plus', 0),
    below('a', 100),
    below('b', 200),
    below('c', 300),
    below('d', 400),
    below('e', 500),
    upTo('f', Infinity),
  ],
  wallonia: [
    upTo('a_plusplus', 0),
    upTo('a_plus', 45),
    upTo('a', 85),
    upTo('b', 170),
    upTo('c', 255),
    upTo('d', 340),
    upTo('e', 425),
    upTo('f', 510),
    upTo('g', Infinity),
  ],
  brussels: [
    upTo('a_plusplus', 0),
    upTo('a_plus', 15),
    upTo('a', 30),
    upTo('a_min', 45),
    upTo('b_plus', 62),
    upTo('b', 78),
    upTo('b_min', 95),
    upTo('c_plus', 113),
    upTo('c', 132),
    upTo('c_min', 150),
    upTo('d_plus', 170),
    upTo('d', 190),
    upTo('d_min', 210),
    upTo('e_plus', 232),
    upTo('e', 253),
    upTo('e_min', 275),
    upTo('f', 345),
    upTo('g', Infinity),
  ],
};

/** Luxembourg's classes (2017 scale), for images and badges: the value is not converted. */
export const LUXEMBOURG_LABELS: readonly EpcLabel[] = ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

export interface EpcInput {
  /** kWh/m².year */
  energyPerformance: unknown;
  zip: unknown;
  countryId?: unknown;
  epcLabelText?: unknown;
}

/**
 * Whose scale applies: Luxembourg by country, a Belgian region by postal code. No
 * country counts as Belgium (most listings); another country has no scale of its own.
 */
export function epcScheme({ zip, countryId }: Pick<EpcInput, 'zip' | 'countryId'>): EpcScheme | null {
  const country = toCountry(countryId);
  if (country === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (country !== null && country !== COUNTRY_BELGIUM) return null;
  return regionOfZip(zip);
}

/**
 * The label of a certificate: Luxembourg's text as is; a Belgian value on its region's
 * scale. A property abroad (neither 10 nor 50) also keeps its own text, since no Belgian
 * scale applies there. null when unknown (no value, no region, no text).
 */
export function epcLabel(input: EpcInput): string | null {
  if (!input || typeof input !== 'object') return null;
  const country = toCountry(input.countryId);
  if (country !== null && country !== COUNTRY_BELGIUM) {
    const text = input.epcLabelText;
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  }
  const region = regionOfZip(input.zip);
  const value = toValue(input.energyPerformance);
  return region === null || value === null ? null : labelOnScale(EPC_SCALES[region], value);
}

/** A country id as a number (the API may send `"10"`), or null when there is none usable. */
function toCountry(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function labelOnScale(scale: readonly EpcBand[], value: number): EpcLabel | null {
  for (const band of scale) if (band.inclusive ? value <= band.upTo : value < band.upTo) return band.label;
  return null;
}

function toValue(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * A label key (`a_plus`) or a label as certificates print it (`A+`, `a++`, `B-`, `C–`)
 * → the key; anything else → null.
 */
export function parseEpcLabel(text: unknown): EpcLabel | null {
  if (typeof text !== 'string') return null;
  const compact = text.trim().toLowerCase().replace(/\s+/g, '');
  if ((EPC_LABELS as readonly string[]).includes(compact)) return compact as EpcLabel;
  const match = /^([a-i])(\+\+|\+|[-–−])?$/.exec(compact);
  if (!match) return null;
  const suffix = match[2] === '++' ? '_plusplus' : match[2] === '+' ? '_plus' : match[2] ? '_min' : '';
  const key = `${match[1]}${suffix}`;
  return (EPC_LABELS as readonly string[]).includes(key) ? (key as EpcLabel) : null;
}

/** What a badge shows: `a_plusplus` → `A++`, `b_min` → `B-`. Text that is no label stays as is. */
export function epcLabelDisplay(label: unknown): string {
  const key = parseEpcLabel(label);
  if (!key) return typeof label === 'string' ? label.trim() : '';
  const [letter = '', suffix] = key.split('_');
  const mark = suffix === 'plusplus' ? '++' : suffix === 'plus' ? '+' : suffix === 'min' ? '-' : '';
  return `${letter.toUpperCase()}${mark}`;
}

/** Where the label images live, relative to the bundle: `epc/<scheme>/<label>.svg`. */
export const EPC_IMAGE_BASE = 'epc';

/**
 * The image of a label on its scheme's scale (`epc/brussels/b_min.svg`), or null when
 * that scheme has no such class (Flanders has no sub-bands, Wallonia no `a_min`).
 */
export function epcImage(label: unknown, region: unknown): string | null {
  const key = parseEpcLabel(label);
  if (!key || typeof region !== 'string') return null;
  const labels =
    region === 'luxembourg'
      ? LUXEMBOURG_LABELS
      : Object.hasOwn(EPC_SCALES, region)
        ? EPC_SCALES[region as Region].map((band) => band.label)
        : null;
  return labels?.includes(key) ? `${EPC_IMAGE_BASE}/${region}/${key}.svg` : null;
}

/** The line a certificate that is not there yet shows: "requested" or "not applicable". */
export function epcStatusMessage(status: EpcStatus | null | undefined): MessageId | null {
  if (status === 'requested') return stateMessages.epcRequested.id;
  if (status === 'not_applicable') return stateMessages.epcNotApplicable.id;
  return null;
}
