import type { Language } from '../../i18n/languages.ts';
import type { Property, PropertySummary } from '../../property/types.ts';
import { type CallOptions, type Transport, listOf } from '../client.ts';
import type { Page, PropertyQuery } from '../contract.ts';
import { pageSchema } from '../schemas/common.ts';
import { propertySchema } from '../schemas/property.ts';
import { propertySummarySchema } from '../schemas/property-summary.ts';

/** `GET /properties`, `/properties/:id` and `/properties/:id/similar`. */
export function properties({ get }: Transport) {
  return {
    list: (query: PropertyQuery = {}, call: CallOptions = {}): Promise<Page<PropertySummary>> =>
      get('/properties', pageSchema(propertySummarySchema), { ...query }, call),
    get: (id: number, lang?: Language, call: CallOptions = {}): Promise<Property> =>
      get(`/properties/${encodeURIComponent(id)}`, propertySchema, { lang }, call),
    similar: async (id: number, lang?: Language, call: CallOptions = {}): Promise<PropertySummary[]> =>
      (await get(`/properties/${encodeURIComponent(id)}/similar`, listOf(propertySummarySchema), { lang }, call)).items,
  };
}
