/**
 * "Keep me informed" from a favourite: the demand register's form opens filled in with
 * a search for properties like it (its goal, its type, its postal code, a price up to a
 * tenth above its own), which the visitor then changes as they like. The link carries
 * the search in its query; the form reads it back with the same names.
 */
import { goalOf } from '../property/goal.ts';
import type { PropertySummary } from '../property/types.ts';

/** How far above the favourite's price the search reaches. */
export const PRICE_MARGIN = 0.1;

/** The query of the demand register's page that starts from `property`. */
export function keepInformedQuery(property: Pick<PropertySummary, 'Goal' | 'WebID' | 'Zip' | 'Price' | 'PublishPrice'>): Record<string, string> {
  const buy = goalOf(property.Goal) === 'FOR_SALE';
  // a round figure: € 10 000 for a sale, € 50 for a rent
  const step = buy ? 10_000 : 50;
  const price = property.PublishPrice && property.Price ? Math.ceil((property.Price * (1 + PRICE_MARGIN)) / step) * step : undefined;
  return {
    goal: buy ? 'buy' : 'rent',
    types: String(property.WebID),
    ...(property.Zip && /^\d{4}$/.test(property.Zip) ? { zones: property.Zip } : {}),
    ...(price ? { maxPrice: String(price) } : {}),
  };
}

/** The form's values a page's query starts it with; whatever is not a value it can take is left out. */
export function demandStartValues(search: string): { goal?: string; propertyTypes?: string[]; zones?: string[]; maxPrice?: string } {
  const query = new URLSearchParams(search);
  const goal = query.get('goal');
  const types = (query.get('types') ?? '').split(',').filter((type) => /^[1-9]\d?$/.test(type));
  const zones = (query.get('zones') ?? '').split(',').filter((zone) => /^[1-9]\d{3}$/.test(zone));
  const maxPrice = query.get('maxPrice') ?? '';
  return {
    ...(goal === 'buy' || goal === 'rent' ? { goal } : {}),
    ...(types.length ? { propertyTypes: types } : {}),
    ...(zones.length ? { zones } : {}),
    ...(/^\d{1,9}$/.test(maxPrice) ? { maxPrice } : {}),
  };
}
