/**
 * The demand register's form as a link opens it: a favourite's "keep me informed"
 * (core/favourites/keep-informed.ts) or the map search's drawn area (area-link.ts) carry
 * a search in the page's query, read back here with the same names.
 */
import { decodeArea, encodeArea } from '../geo/area-text.ts';

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
