/**
 * "Keep me informed" from a favourite or from the map search: the demand register's form
 * opens filled in with a search for properties like it (a favourite's goal, type, postal
 * code and a price up to a tenth above its own; the map's drawn area with the list's
 * filters), which the visitor then changes as they like. The link carries the search in
 * its query; the form reads it back with the same names.
 */
import type { PropertyQuery } from '../api/contract.ts';
import { decodeArea, encodeArea } from '../geo/area-text.ts';
import { goalOf } from '../property/goal.ts';
import type { PropertySummary } from '../property/types.ts';

/** How far above the favourite's price the search reaches. */
export const PRICE_MARGIN = 0.1;

/** The query of the demand register's page that starts from `property`. */
export function keepInformedQuery(property: Pick<PropertySummary, 'Goal' | 'WebID' | 'TypeID' | 'Zip' | 'Price' | 'PublishPrice'>): Record<string, string> {
  const buy = goalOf(property.Goal) === 'FOR_SALE';
  // a round figure: € 10 000 for a sale, € 50 for a rent
  const step = buy ? 10_000 : 50;
  const price = property.PublishPrice && property.Price ? Math.ceil((property.Price * (1 + PRICE_MARGIN)) / step) * step : undefined;
  return {
    goal: buy ? 'buy' : 'rent',
    // its own type (a flat, not every home) where the CRM says it, else its group
    ...(property.TypeID ? { typeIds: String(property.TypeID) } : { types: String(property.WebID) }),
    ...(property.Zip && /^\d{4}$/.test(property.Zip) ? { zones: property.Zip } : {}),
    ...(price ? { maxPrice: String(price) } : {}),
  };
}

/** The query of the demand register's page for the map search's `query`: its drawn area and the filters the register has. */
export function keepInformedOfSearch(query: PropertyQuery): Record<string, string> {
  const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
  const search: Record<string, string | undefined> = {
    goal: query.goal === 'sale' ? 'buy' : query.goal === 'rent' ? 'rent' : undefined,
    types: query.type?.join(','),
    places: typeof query.region === 'number' ? String(query.region) : undefined,
    zones: query.zip,
    area: query.area,
    minPrice: text(query.minPrice),
    maxPrice: text(query.maxPrice),
    minBedrooms: text(query.minBedrooms),
  };
  return Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

export interface DemandStartValues {
  goal?: string;
  propertyTypes?: string[];
  types?: string[];
  zones?: (number | string)[];
  area?: string;
  minPrice?: string;
  maxPrice?: string;
  minBedrooms?: string;
}

const listOf = (value: string | null, pattern: RegExp) => (value ?? '').split(',').filter((item) => pattern.test(item));

/** The form's values a page's query starts it with; whatever is not a value it can take is left out. */
export function demandStartValues(search: string): DemandStartValues {
  const query = new URLSearchParams(search);
  const goal = query.get('goal');
  const groups = listOf(query.get('types'), /^[1-9]\d?$/);
  const types = listOf(query.get('typeIds'), /^[1-9]\d{0,8}$/);
  const zones = [...listOf(query.get('places'), /^[1-9]\d{0,8}$/).map(Number), ...listOf(query.get('zones'), /^[1-9]\d{3}$/)];
  const corners = decodeArea(query.get('area') ?? '');
  const amount = (name: string) => {
    const value = query.get(name) ?? '';
    return /^\d{1,9}$/.test(value) ? { [name]: value } : {};
  };
  return {
    ...(goal === 'buy' || goal === 'rent' ? { goal } : {}),
    ...(groups.length ? { propertyTypes: groups } : {}),
    ...(types.length ? { types } : {}),
    ...(zones.length ? { zones } : {}),
    ...(corners ? { area: encodeArea(corners) } : {}),
    ...amount('minPrice'),
    ...amount('maxPrice'),
    ...(/^\d{1,2}$/.test(query.get('minBedrooms') ?? '') ? { minBedrooms: query.get('minBedrooms')! } : {}),
  };
}
