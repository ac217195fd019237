/**
 * The property list that shows what a search profile asks for, as far as the list's
 * filters can say it: the thank-you page of the demand register links it, so the visitor
 * sees the properties the form just counted. The list filters by goal, type groups, one
 * region or one postcode or a drawn area, price and least bedrooms (its query parameters,
 * `?goal=sale&type=1,4`); a profile with several zones, a zone and an area (the profile
 * wants either, the list both), single types (the list knows groups only) or a wish the list
 * has no filter for (most bedrooms, bathrooms, garages, parking, terrace, garden) is not
 * said exactly, and then gets no link of its own. The parameters, and how a page takes them from its query, are in list-params.ts.
 */
import { parseAmount } from '../forms/values.ts';


/** Wishes of the demand form the list has no filter for: any of them set, and the list would show more than was counted. */
const UNSAID = ['types', 'maxBedrooms', 'bathrooms', 'garages', 'parking', 'terrace', 'garden'] as const;

const filled = (value: unknown) => value !== undefined && value !== null && value !== false && value !== '' && value !== '0' && value !== 0 && !(Array.isArray(value) && value.length === 0);
const whole = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * `?goal=…&type=…` for the list of the properties `values` (the demand form's, as typed)
 * asks for, or '' when the list cannot say the same search.
 */
export function demandListSearch(values: Readonly<Record<string, unknown>>): string {
  if (UNSAID.some((name) => filled(values[name]))) return '';
  const zones = Array.isArray(values.zones) ? values.zones : [];
  const area = typeof values.area === 'string' ? values.area : '';
  if (zones.length > 1 || (zones.length > 0 && area)) return '';
  const params = new URLSearchParams();
  if (values.goal === 'buy' || values.goal === 'rent') params.set('goal', values.goal === 'buy' ? 'sale' : 'rent');
  const types = (Array.isArray(values.propertyTypes) ? values.propertyTypes : []).map(whole).filter((type): type is number => type !== undefined);
  if (types.length > 0) params.set('type', [...new Set(types)].sort((a, b) => a - b).join(','));
  const zone = zones[0];
  if (typeof zone === 'string' && /^\d{4}$/.test(zone)) params.set('zip', zone);
  else if (whole(zone) !== undefined) params.set('region', String(whole(zone)));
  if (area) params.set('area', area);
  for (const name of ['minPrice', 'maxPrice'] as const) {
    const amount = parseAmount(values[name]);
    if (amount !== undefined && amount > 0) params.set(name, String(Math.round(amount)));
  }
  const bedrooms = whole(values.minBedrooms);
  if (bedrooms !== undefined) params.set('minBedrooms', String(bedrooms));
  const search = params.toString();
  return search ? `?${search}` : '';
}
