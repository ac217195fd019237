import type { Language } from '../../i18n/languages.ts';
import type { PropertySummary } from '../../property/types.ts';
import { type CallOptions, type Transport, listOf, apiRead } from '../client.ts';
import type { Page, PropertyQuery } from '../contract.ts';
import { pageSchema } from '../schemas/common.ts';
import { propertySummarySchema } from '../schemas/property-summary.ts';

/**
 * `GET /properties`, `/properties/:id/similar`, and one property as a summary: what a
 * card or a form's heading shows, checked without the detail's schema (./property.ts).
 */
export const propertyReads = {
  list: (query: PropertyQuery = {}) => apiRead('/properties', pageSchema(propertySummarySchema), { ...query }),
  summary: (id: number, lang?: Language) => apiRead(`/properties/${encodeURIComponent(id)}`, propertySummarySchema, { lang }),
  similar: (id: number, lang?: Language) =>
    apiRead(`/properties/${encodeURIComponent(id)}/similar`, listOf(propertySummarySchema), { lang }, { pick: (answer) => answer.items }),
};

export function properties(api: Transport) {
  return {
    list: (query: PropertyQuery = {}, call: CallOptions = {}): Promise<Page<PropertySummary>> => propertyReads.list(query).load(api, call.signal),
    summary: (id: number, lang?: Language, call: CallOptions = {}): Promise<PropertySummary> => propertyReads.summary(id, lang).load(api, call.signal),
    similar: (id: number, lang?: Language, call: CallOptions = {}): Promise<PropertySummary[]> => propertyReads.similar(id, lang).load(api, call.signal),
  };
}
