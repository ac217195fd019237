/**
 * A property search's filters, sort and page as the page's URL query keeps them, shared
 * by `<agency-property-list>` and `<agency-property-map>` on one page, under the
 * API's own parameter names (`?type=1,4&minPrice=200000&pg=2`; the page as `pg`, see
 * core/routing/list-page.ts), so a result page can be shared, bookmarked, reloaded and
 * gone back to.
 *
 * The element's attributes are presets ("our villas in Flanders"): the URL holds only what
 * the visitor changed from them. A parameter that is present but empty (`?type=`) means
 * "none" and so can clear a preset; one that is absent means "the preset". A goal set by
 * attribute is the page's subject (a "for sale" page): the URL cannot change it.
 */
import {
  DEFAULT_PROPERTY_SORT,
  GOALS,
  type Goal,
  PROPERTY_SORTS,
  type PropertyQuery,
  type PropertySort,
  REGION_CODES,
  type RegionCode,
} from '../../core/api/contract.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { toPropertyTypeWebId } from '../../core/property/type.ts';
import { PAGE_PARAM } from '../../core/routing/list-page.ts';
import { parsePage, wholeNumber } from '../ui/navigation/url-numbers.ts';
import { decodeArea, encodeArea } from '../../core/geo/area-text.ts';
import { pathFor } from '../../core/routing/page-paths.ts';

export interface ListFilters {
  goal: Goal | undefined;
  /** property type web ids, ascending */
  type: number[];
  /** a region code or a region tree id */
  region: RegionCode | number | undefined;
  zip: string | undefined;
  city: string | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minBedrooms: number | undefined;
  /** a drawn area as core/geo/area.ts encodes it */
  area: string | undefined;
}

export interface ListState extends ListFilters {
  sort: PropertySort;
  /** 1-based */
  page: number;
}

/** What a list keeps in the query (the page under its own name, list-page.ts); any other parameter of the page is left alone. */
export const LIST_PARAMS = ['goal', 'type', 'region', 'zip', 'city', 'minPrice', 'maxPrice', 'minBedrooms', 'area', 'sort', 'page'] as const;
type ListParam = (typeof LIST_PARAMS)[number];

export const EMPTY_FILTERS: Readonly<ListFilters> = {
  goal: undefined,
  type: [],
  region: undefined,
  zip: undefined,
  city: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  minBedrooms: undefined,
  area: undefined,
};

/** Above this a price is a typing slip, not a search (the API refuses it too). */
const MAX_AMOUNT = 1e9;
const MAX_BEDROOMS = 50;

// ---------------------------------------------------------------- reading single values

export function parseGoal(value: string): Goal | undefined {
  const goal = value.trim().toLowerCase();
  return (GOALS as readonly string[]).includes(goal) ? (goal as Goal) : undefined;
}

/** `"4, 1,x,4"` → `[1, 4]`: known web ids only, each once, ascending (one URL per search). */
export function parseTypes(value: string): number[] {
  const ids = value.split(',').map((part) => toPropertyTypeWebId(part.trim()));
  return [...new Set(ids.filter((id): id is NonNullable<typeof id> => id !== undefined))].sort((a, b) => a - b);
}

export function parseRegion(value: string): RegionCode | number | undefined {
  const region = value.trim().toLowerCase();
  if ((REGION_CODES as readonly string[]).includes(region)) return region as RegionCode;
  return /^\d{1,9}$/.test(region) ? Number(region) : undefined;
}

/** What the API accepts as a postal code. */
export function parseZip(value: string): string | undefined {
  const zip = value.trim();
  return /^[A-Za-z0-9 -]{2,10}$/.test(zip) ? zip : undefined;
}

export function parseCity(value: string): string | undefined {
  const city = value.trim().replace(/\s+/g, ' ');
  return city.length >= 1 && city.length <= 100 ? city : undefined;
}

export const parseAmount = (value: string) => wholeNumber(value, MAX_AMOUNT);
export const parseBedrooms = (value: string) => wholeNumber(value, MAX_BEDROOMS);

/** An area as the URL holds it, written again the one way (four decimals): undefined for one that is not an area. */
export function parseArea(value: string): string | undefined {
  const area = decodeArea(value.trim());
  return area ? encodeArea(area) : undefined;
}

export function parseSort(value: string): PropertySort | undefined {
  const sort = value.trim();
  return (PROPERTY_SORTS as readonly string[]).includes(sort) ? (sort as PropertySort) : undefined;
}

// ---------------------------------------------------------------- what the visitor types

/**
 * The postal code or municipality field: four digits (a Belgian or Luxembourg postal code,
 * `L-1930` too) search by postal code, words by municipality, nothing clears both. Null
 * while the text cannot be a search yet (`90`, one letter): the list keeps its results
 * until the visitor has typed enough.
 */
export function readPlace(text: string): { zip: string | undefined; city: string | undefined } | null {
  const value = text.trim();
  if (value === '') return { zip: undefined, city: undefined };
  const postalCode = value.match(/^(?:L\s*-?\s*)?(\d{4})$/i);
  if (postalCode) return { zip: postalCode[1], city: undefined };
  if (/^[\d\s-]*$/.test(value) || value.length < 2) return null;
  const city = parseCity(value);
  return city ? { zip: undefined, city } : null;
}

/** What the place field shows for a state. */
export function placeText(state: Pick<ListFilters, 'zip' | 'city'>): string {
  return state.zip ?? state.city ?? '';
}

/**
 * A price as visitors type it: `250000`, `250.000`, `€ 250 000`, `1.250.000,00`, and the
 * English `250,000` or `€1,250,000.00` the English list writes. Undefined for an empty
 * field, null for text that is no amount.
 */
export function readAmount(text: string): number | undefined | null {
  const bare = text.replace(/[€\s\u00a0\u202f']/g, '');
  const english = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(bare);
  const value = english ? bare.replace(/\.\d{1,2}$/, '').replaceAll(',', '') : bare.replaceAll('.', '').replace(/,\d{1,2}$/, '');
  if (value === '') return undefined;
  return parseAmount(value) ?? null;
}

// ---------------------------------------------------------------- the URL

/** The element's presets from its attributes; a value that cannot be read is no preset. */
export function presetState(attributes: { goal?: string | undefined; type?: string | undefined; region?: string | undefined; sort?: string | undefined }): ListState {
  return {
    ...EMPTY_FILTERS,
    goal: attributes.goal ? parseGoal(attributes.goal) : undefined,
    type: attributes.type ? parseTypes(attributes.type) : [],
    region: attributes.region ? parseRegion(attributes.region) : undefined,
    sort: (attributes.sort && parseSort(attributes.sort)) || DEFAULT_PROPERTY_SORT,
    page: 1,
  };
}

export interface UrlOptions {
  /** the goal is the element's, not the visitor's: never read from nor written to the URL */
  goalFixed?: boolean;
}

const readers: { [K in Exclude<ListParam, 'type'>]: (value: string) => ListState[K] | undefined } = {
  goal: parseGoal,
  region: parseRegion,
  zip: parseZip,
  city: parseCity,
  minPrice: parseAmount,
  maxPrice: parseAmount,
  minBedrooms: parseBedrooms,
  area: parseArea,
  sort: parseSort,
  page: parsePage,
};

function owned(param: ListParam, options: UrlOptions): boolean {
  return !(param === 'goal' && options.goalFixed);
}

/** The list's state in `search` (a location's query), the presets where the URL says nothing usable. */
export function readListState(search: string | URLSearchParams, presets: ListState, options: UrlOptions = {}): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: ListState = { ...presets, type: [...presets.type] };
  for (const param of LIST_PARAMS) {
    // the page under its own name, else under the one of older links
    const value = param === 'page' ? (params.get(PAGE_PARAM) ?? params.get(param)) : params.get(param);
    if (value === null || !owned(param, options)) continue;
    if (param === 'type') {
      state.type = parseTypes(value);
      continue;
    }
    const read = readers[param](value);
    if (read !== undefined) (state as unknown as Record<string, unknown>)[param] = read;
    // an empty filter clears its preset; an empty sort or page keeps the default
    else if (value.trim() === '' && param !== 'sort' && param !== 'page') (state as unknown as Record<string, unknown>)[param] = undefined;
  }
  return state;
}

function serialize(state: ListState, param: ListParam): string {
  const value = state[param];
  if (Array.isArray(value)) return value.join(',');
  return value === undefined ? '' : String(value);
}

/**
 * `search` with the list's parameters replaced by `state`: only those that differ from
 * the presets, the page only past the first. Other parameters keep their place.
 */
export function writeListState(state: ListState, presets: ListState, search: string, options: UrlOptions = {}): string {
  const params = new URLSearchParams(search);
  // `page` too: an older link's page gives way to `pg`
  for (const param of LIST_PARAMS) if (owned(param, options)) params.delete(param);
  params.delete(PAGE_PARAM);
  for (const param of LIST_PARAMS) {
    if (!owned(param, options)) continue;
    const value = serialize(state, param);
    if (param === 'page' ? state.page > 1 : value !== serialize(presets, param)) params.set(param === 'page' ? PAGE_PARAM : param, value);
  }
  // commas between type ids read better than %2C and are fine in a query
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

// ---------------------------------------------------------------- the API query

/** A maximum below the minimum is a range the visitor is still typing: searched without it. */
export function priceRangeInvalid(state: Pick<ListFilters, 'minPrice' | 'maxPrice'>): boolean {
  return state.minPrice !== undefined && state.maxPrice !== undefined && state.maxPrice < state.minPrice;
}

/** `GET /properties` for a state: empty filters left out, so the API applies none. */
export function propertyQuery(state: ListState, options: { pageSize: number; lang: Language }): PropertyQuery {
  const query: PropertyQuery = { sort: state.sort, page: state.page, pageSize: options.pageSize, lang: options.lang };
  if (state.goal) query.goal = state.goal;
  if (state.type.length > 0) query.type = [...state.type];
  if (state.region !== undefined) query.region = state.region;
  if (state.zip) query.zip = state.zip;
  if (state.city) query.city = state.city;
  if (state.minPrice !== undefined) query.minPrice = state.minPrice;
  if (state.maxPrice !== undefined && !priceRangeInvalid(state)) query.maxPrice = state.maxPrice;
  if (state.minBedrooms !== undefined) query.minBedrooms = state.minBedrooms;
  if (state.area) query.area = state.area;
  return query;
}

/**
 * How many filters the visitor sees set, for "Filters (3)": each control once (the price
 * range is one), the goal only where the visitor can choose it.
 */
export function activeFilterCount(state: ListFilters, options: UrlOptions = {}): number {
  return [
    !options.goalFixed && state.goal !== undefined,
    state.type.length > 0,
    state.region !== undefined,
    state.zip !== undefined || state.city !== undefined,
    state.minPrice !== undefined || state.maxPrice !== undefined,
    state.minBedrooms !== undefined,
    state.area !== undefined,
  ].filter(Boolean).length;
}

/** Whether the filters are the presets (sort and page aside). */
export function filtersArePresets(state: ListState, presets: ListState): boolean {
  const filters = LIST_PARAMS.filter((param) => param !== 'sort' && param !== 'page');
  return filters.every((param) => serialize(state, param) === serialize(presets, param));
}

/** Back to the presets, keeping the visitor's sort: what "clear the filters" does. */
export function resetFilters(state: ListState, presets: ListState): ListState {
  return { ...presets, type: [...presets.type], sort: state.sort, page: 1 };
}

// ---------------------------------------------------------------- the list and the map, one tap apart

/** The map page (route `map`) with a list's search: its goal too, which the map page leaves to the visitor. */
export function mapSearchHref(state: ListState, language: Language): string {
  return `${pathFor('map', language)}${writeListState({ ...state, page: 1 }, presetState({}), '')}`;
}

/**
 * The list page of the map's search: the page of its goal (for sale, for rent, or all the
 * properties), with the search's other filters, its sort and its area.
 */
export function listSearchHref(state: ListState, language: Language): string {
  const route = state.goal === 'sale' ? 'for-sale' : state.goal === 'rent' ? 'for-rent' : 'properties';
  const goalFixed = state.goal !== undefined;
  return `${pathFor(route, language)}${writeListState({ ...state, page: 1 }, presetState({ goal: state.goal }), '', { goalFixed })}`;
}
