/** The demand register's search profiles (Omnicasa: DemandRegister), stored once their address is confirmed. */
import type { AlertFrequency, DemandCriteria } from '../../../core/demand/match.ts';
import { decodeArea, type LatLng } from '../../../core/geo/area.ts';
import type { Language } from '../../../core/i18n/languages.ts';

export interface Demand {
  id: string;
  email: string;
  language: Language;
  frequency: AlertFrequency;
  /** the `demand` form as the visitor filled it in (criteria and contact fields) */
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** The search fields of a demand's form, as the matching rule reads them. */
export function criteriaOf(data: Record<string, unknown>): DemandCriteria {
  const number = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : undefined);
  return {
    goal: data.goal === 'rent' ? 'rent' : 'buy',
    propertyTypes: Array.isArray(data.propertyTypes) ? (data.propertyTypes as number[]) : [],
    types: Array.isArray(data.types) ? (data.types as number[]) : [],
    zones: Array.isArray(data.zones) ? (data.zones as (number | string)[]) : [],
    area: areaOf(data),
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    minBedrooms: number('minBedrooms'),
    maxBedrooms: number('maxBedrooms'),
    bathrooms: number('bathrooms'),
    garages: number('garages'),
    parking: data.parking === true,
    terrace: data.terrace === true,
    garden: data.garden === true,
  };
}

/** A demand's drawn area (`area`, as the form sends it: core/geo/area-text.ts), if it has one. */
export function areaOf(data: Record<string, unknown>): LatLng[] | undefined {
  return typeof data.area === 'string' && data.area ? decodeArea(data.area) : undefined;
}

/** The zones a demand watches, as demand_zones keys: `p<place id>` for a place of the tree, `z<postcode>`. */
export function zoneKeys(zones: readonly (number | string)[]): string[] {
  return [...new Set(zones.map((zone) => (typeof zone === 'number' ? `p${zone}` : `z${zone}`)))];
}

export interface Demands {
  /** Stores a confirmed demand. */
  add(demand: Demand): Promise<void>;
  /** A demand that still wants mail; undefined once unsubscribed. */
  active(id: string): Promise<Demand | undefined>;
  /** The active demands among `ids` (a digest's). */
  activeAmong(ids: readonly string[]): Promise<Demand[]>;
  /**
   * The active demands watching one of these zones (zoneKeys), or whose drawn area's box
   * holds `point`: the few a new listing may match.
   */
  inZones(zones: readonly string[], point?: LatLng | null): Promise<Demand[]>;
  /** Changes a demand's search, contact fields or frequency; false when it is gone. */
  update(id: string, data: Record<string, unknown>, frequency: AlertFrequency, updatedAt: string): Promise<boolean>;
  /** Stops a demand's mail; false when it was not active. */
  unsubscribe(id: string, at: string): Promise<boolean>;
}
