/**
 * "Keep me informed" from a favourite: the demand register's form opens filled in with
 * a search for properties like it (its goal, its type, its postal code, a price up to a
 * tenth above its own), which the visitor then changes as they like. The link carries
 * the search in its query; the form reads it back with the same names
 * (core/demand/start-values.ts).
 */
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
