import type { Language } from '../../i18n/languages.ts';
import type { Property } from '../../property/types.ts';
import { type CallOptions, type Transport, apiRead } from '../client.ts';
import { propertySchema } from '../schemas/property.ts';

/**
 * `GET /properties/:id`: one property with every descriptive attribute. Apart from the
 * list's calls, so that a list page does not carry the detail's schema.
 */
export const propertyDetailReads = {
  get: (id: number, lang?: Language) => apiRead(`/properties/${encodeURIComponent(id)}`, propertySchema, { lang }),
};

export function propertyDetails(api: Transport) {
  return {
    get: (id: number, lang?: Language, call: CallOptions = {}): Promise<Property> => propertyDetailReads.get(id, lang).load(api, call.signal),
  };
}
