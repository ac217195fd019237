/**
 * "Keep me informed of this area" on the map search: the demand register's page opens
 * with the drawn area and the filters of the list it has (goal, type groups, a place of
 * the region tree or a postcode, price, least bedrooms), in the names the form reads back
 * (start-values.ts).
 */
import type { PropertyQuery } from '../api/contract.ts';

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
