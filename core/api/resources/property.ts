import type { Language } from '../../i18n/languages.ts';
import type { Property } from '../../property/types.ts';
import type { CallOptions, Transport } from '../client.ts';
import { propertySchema } from '../schemas/property.ts';

/**
 * `GET /properties/:id`: one property with every descriptive attribute. Apart from the
 * list's calls, so that a list page does not carry the detail's schema.
 */
export function propertyDetails({ get }: Transport) {
  return {
    get: (id: number, lang?: Language, call: CallOptions = {}): Promise<Property> =>
      get(`/properties/${encodeURIComponent(id)}`, propertySchema, { lang }, call),
  };
}
