import type { Language } from '../../i18n/languages.ts';
import type { PropertySummary } from '../../property/types.ts';
import { type CallOptions, type Transport, listOf } from '../client.ts';
import type { Page, PropertyQuery } from '../contract.ts';
import { pageSchema } from '../schemas/common.ts';
import { propertySummarySchema } from '../schemas/property-summary.ts';

/**
 * `GET /properties`, `/properties/:id/similar`, and one property as a summary: what a
 * card or a form's heading shows, checked without the detail's schema (./property.ts).
 */
export function properties({ get }: Transport) {
  return {
    list: (query: PropertyQuery = {}, call: CallOptions = {}): Promise<Page<PropertySummary>> =>
      get('/properties', pageSchema(propertySummarySchema), { ...query }, call),
    summary: (id: number, lang?: Language, call: CallOptions = {}): Promise<PropertySummary> =>
      get(`/properties/${encodeURIComponent(id)}`, propertySummarySchema, { lang }, call),
    similar: async (id: number, lang?: Language, call: CallOptions = {}): Promise<PropertySummary[]> =>
      (await get(`/properties/${encodeURIComponent(id)}/similar`, listOf(propertySummarySchema), { lang }, call)).items,
  };
}
