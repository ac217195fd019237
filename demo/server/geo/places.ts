/**
 * The official Belgian places of places.json (tools/geo/README.md: Statbel's hierarchy
 * of 2025, bpost's postcodes) and the Grand Duchy's communes where the agency lists, as
 * one tree: what `GET /reference/regions` serves, what listings are placed in, and what
 * a demand's zones are matched against.
 */
import { readFileSync } from 'node:fs';
import type { Translatable } from '../../../core/i18n/translatable.ts';

export type PlaceLevel = 'region' | 'province' | 'arrondissement' | 'municipality';

export interface PlaceNode {
  /** NIS code for Belgium; 100000 and up for the Grand Duchy */
  id: number;
  parent: number | null;
  level: PlaceLevel;
  name: Translatable;
  postcodes?: { zip: string; localities: string[] }[];
}

const official = JSON.parse(readFileSync(new URL('./places.json', import.meta.url), 'utf8')) as { date: string; places: PlaceNode[] };

/** The date of the official hierarchy. */
export const PLACES_DATE = official.date;

const lu = (id: number, fr: string, de: string, postcodes: string[]): PlaceNode => ({
  id,
  parent: GRAND_DUCHY,
  level: 'municipality',
  name: { nl: fr, fr, de, en: fr },
  postcodes: postcodes.map((zip) => ({ zip: `L-${zip}`, localities: [fr] })),
});

/** The Grand Duchy, as a region of the tree. */
export const GRAND_DUCHY = 100_000;

/** The Grand Duchy's communes where the agency has listings (its own ids, from 100001). */
const LUXEMBOURG: readonly PlaceNode[] = [
  { id: GRAND_DUCHY, parent: null, level: 'region', name: { nl: 'Groothertogdom Luxemburg', fr: 'Grand-Duché de Luxembourg', de: 'Großherzogtum Luxemburg', en: 'Grand Duchy of Luxembourg' } },
  lu(100_001, 'Luxembourg', 'Luxemburg', ['1930', '2449']),
  lu(100_002, 'Esch-sur-Alzette', 'Esch an der Alzette', ['4011']),
  lu(100_003, 'Strassen', 'Strassen', ['8009']),
  lu(100_004, 'Ettelbruck', 'Ettelbrück', ['9050']),
];

export const PLACES: readonly PlaceNode[] = [...official.places, ...LUXEMBOURG];

const byId = new Map(PLACES.map((place) => [place.id, place]));

export function placeById(id: number): PlaceNode | undefined {
  return byId.get(id);
}

/** The place and every place above it, nearest first. */
export function placeAndAncestors(id: number | null | undefined): number[] {
  const chain: number[] = [];
  for (let place = id == null ? undefined : byId.get(id); place; place = place.parent === null ? undefined : byId.get(place.parent)) {
    if (chain.includes(place.id)) break;
    chain.push(place.id);
  }
  return chain;
}

/** The Belgian municipalities a postcode lies in (most postcodes: one). */
export function municipalitiesOfZip(zip: string): PlaceNode[] {
  return PLACES.filter((place) => place.postcodes?.some((entry) => entry.zip === zip));
}
