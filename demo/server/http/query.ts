/**
 * Reading list queries. A wrong value is a 400 `bad_request` naming the parameter;
 * parameters the API does not know are ignored (pages add tracking parameters).
 */
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PROPERTY_SORT,
  GOALS,
  MAX_PAGE_SIZE,
  PROPERTY_SORTS,
  REGION_CODES,
  type RegionCode,
} from '../../../core/api/contract.ts';
import { areaCrossesItself, decodeArea, type LatLng } from '../../../core/geo/area.ts';
import { areaMessages, validationMessages } from '../../../core/messages.ts';
import { AVAILABILITY_STATES, type AvailabilityState } from '../../../core/property/types.ts';
import { ON_OFFER } from '../../../core/property/availability.ts';
import type { ListingFilter, ListingSearch } from '../repositories/listings.ts';
import type { Paging } from '../../../core/api/paging.ts';
import type { ProjectSearch } from '../repositories/projects.ts';
import { fail } from './errors.ts';

const STATES: readonly AvailabilityState[] = AVAILABILITY_STATES;
const MAX_TEXT = 200;

type Raw = Record<string, unknown>;

class QueryReader {
  readonly errors: Record<string, string> = {};
  constructor(private readonly raw: Raw) {}

  private one(name: string): string | undefined {
    const value = this.raw[name];
    const text = Array.isArray(value) ? value[value.length - 1] : value;
    if (text === undefined || text === null) return undefined;
    const trimmed = String(text).trim();
    if (trimmed.length > MAX_TEXT) {
      this.errors[name] = validationMessages.tooLong.id;
      return undefined;
    }
    return trimmed === '' ? undefined : trimmed;
  }

  /** `a,b` and `x=a&x=b` alike */
  list(name: string): string[] {
    const value = this.raw[name];
    const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => String(item).split(','));
    return parts.map((part) => part.trim()).filter(Boolean);
  }

  text(name: string): string | undefined {
    return this.one(name);
  }

  /** A drawn area (core/geo/area.ts), or a 400 naming `area` for one that is not, or whose border crosses itself (which has no one inside). */
  area(name: string): LatLng[] | undefined {
    const value = this.raw[name];
    const text = Array.isArray(value) ? value[value.length - 1] : value;
    if (text === undefined || text === null || String(text).trim() === '') return undefined;
    const area = String(text).length <= MAX_AREA_TEXT ? decodeArea(String(text)) : undefined;
    if (!area) this.errors[name] = validationMessages.invalid.id;
    else if (areaCrossesItself(area)) {
      this.errors[name] = areaMessages.crosses.id;
      return undefined;
    }
    return area;
  }

  number(name: string, min: number, max: number, integer = true): number | undefined {
    const text = this.one(name);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      this.errors[name] = validationMessages.numberInvalid.id;
      return undefined;
    }
    return value;
  }

  choice<T extends string>(name: string, options: readonly T[]): T | undefined {
    const text = this.one(name);
    if (text === undefined) return undefined;
    if (!(options as readonly string[]).includes(text)) {
      this.errors[name] = validationMessages.invalid.id;
      return undefined;
    }
    return text as T;
  }

  choices<T extends string>(name: string, options: readonly T[]): T[] | undefined {
    const values = this.list(name);
    if (values.length === 0) return undefined;
    if (values.some((value) => !(options as readonly string[]).includes(value))) {
      this.errors[name] = validationMessages.invalid.id;
      return undefined;
    }
    return values as T[];
  }

  integers(name: string, min: number, max: number): number[] | undefined {
    const values = this.list(name);
    if (values.length === 0) return undefined;
    const numbers = values.map(Number);
    if (numbers.length > 50 || numbers.some((value) => !Number.isInteger(value) || value < min || value > max)) {
      this.errors[name] = validationMessages.invalid.id;
      return undefined;
    }
    return numbers;
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) fail('bad_request', { fields: this.errors });
  }
}

const MAX_PRICE = 1e9;
/** 40 corners of two numbers of up to 13 characters: longer is no area the map sends. */
const MAX_AREA_TEXT = 1_200;

function paging(reader: QueryReader): Paging {
  return {
    page: reader.number('page', 1, 100_000) ?? 1,
    pageSize: reader.number('pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
}

export function readPropertyQuery(raw: Raw): ListingSearch {
  const reader = new QueryReader(raw ?? {});
  const regionText = reader.text('region');
  let region: RegionCode | number | undefined;
  if (regionText !== undefined) {
    if ((REGION_CODES as readonly string[]).includes(regionText.toLowerCase())) region = regionText.toLowerCase() as RegionCode;
    else if (/^\d{1,9}$/.test(regionText)) region = Number(regionText);
    else reader.errors.region = validationMessages.invalid.id;
  }
  const zip = reader.text('zip');
  if (zip !== undefined && !/^[A-Za-z0-9 -]{2,10}$/.test(zip)) reader.errors.zip = validationMessages.zipInvalid.id;
  const filters: ListingSearch = {
    ...paging(reader),
    goal: reader.choice('goal', GOALS),
    type: reader.integers('type', 1, 99),
    region,
    zip,
    city: reader.text('city'),
    minPrice: reader.number('minPrice', 0, MAX_PRICE, false),
    maxPrice: reader.number('maxPrice', 0, MAX_PRICE, false),
    minBedrooms: reader.number('minBedrooms', 0, 50),
    q: reader.text('q'),
    // a search shows what is on offer (core/property/availability.ts), unless it names the states it wants
    status: reader.choices('status', STATES) ?? [...ON_OFFER],
    area: reader.area('area'),
    sort: reader.choice('sort', PROPERTY_SORTS) ?? DEFAULT_PROPERTY_SORT,
  };
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    reader.errors.maxPrice = validationMessages.rangeInvalid.id;
  }
  reader.done();
  return filters;
}

/** `GET /properties/map`: the list's filters, the map's clustering level and the box in view ([west, south, east, north]). */
export function readMapQuery(raw: Raw): { filter: ListingFilter; zoom: number; bbox: [number, number, number, number] } {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filter } = readPropertyQuery(raw);
  const reader = new QueryReader(raw ?? {});
  const zoom = reader.number('zoom', 0, MAX_MAP_ZOOM) ?? 0;
  const box = reader.list('bbox').map(Number);
  let bbox: [number, number, number, number] = [-180, -85, 180, 85];
  if (box.length > 0) {
    const [west, south, east, north] = box as [number, number, number, number];
    const valid = box.length === 4 && box.every(Number.isFinite) && west >= -180 && east <= 180 && west <= east && south >= -90 && north <= 90 && south <= north;
    if (valid) bbox = [west, south, east, north];
    else reader.errors.bbox = validationMessages.invalid.id;
  }
  reader.done();
  return { filter, zoom, bbox };
}

/** The finest clustering level the map asks for (supercluster's, where 16 is a street). */
export const MAX_MAP_ZOOM = 16;

export function readProjectQuery(raw: Raw): ProjectSearch {
  const reader = new QueryReader(raw ?? {});
  const filters: ProjectSearch = {
    ...paging(reader),
    city: reader.text('city'),
    zip: reader.text('zip'),
    status: reader.choices('status', STATES),
  };
  reader.done();
  return filters;
}

/** A path id: a positive integer, else 404 with `code` (an id that cannot exist names nothing). */
export function readId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}
