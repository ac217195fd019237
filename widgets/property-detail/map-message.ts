/**
 * The message of spec §7 that the map frame receives 50 ms after it loads: the
 * properties to show, the map type, the texts of a marker's info window ("message
 * info"), the custom marker and the marquee ignore list. It travels as a JSON string
 * (what "JSON body" says, and what any map page can parse, whatever its framework).
 * The fields are documented for map builders in docs/map-frame.md.
 */
import { safePicture } from '../../core/format/safe-url.ts';
import { addressText } from '../../core/format/address.ts';
import { priceText } from '../../core/format/price.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { goalOf } from '../../core/property/goal.ts';
import type { AvailabilityState, PropertySummary } from '../../core/property/types.ts';
import type { MapPlace } from './coordinates.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { propertyTitle } from '../../core/property/title.ts';

export const MAP_MESSAGE_TYPE = 'agency-map';
export const MAP_MESSAGE_VERSION = 1;

export interface MapProperty {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  /** the price line (spec §5 price rule), null when the agency does not publish it */
  price: string | null;
  /** the address line (spec §5 address rule): street and number only when published */
  address: string;
  /** the property's page */
  url: string;
  /** a small picture, or null */
  picture: string | null;
  /** property type web id, 1–7 (spec §3), to choose a marker per type */
  typeId: number;
  goal: 'sale' | 'rent';
  status: AvailabilityState;
  marquee: number | null;
  marqueeName: string | null;
}

export interface MapMessage {
  type: typeof MAP_MESSAGE_TYPE;
  version: typeof MAP_MESSAGE_VERSION;
  properties: MapProperty[];
  /** `<agency-config map-type>`: roadmap by default */
  mapType: string;
  /** spec §7 "message info": what a marker's info window needs to speak the page's language */
  infoWindow: { language: Language; openLabel: string };
  /** `<agency-config map-marker>` as an absolute URL, or null for the frame's own marker */
  marker: string | null;
  /** `<agency-config marquee-ignore>`: marquee ids whose name replaces the price */
  marqueeIgnore: number[];
}

export interface MapMessageOptions {
  language: Language;
  mapType: string;
  /** absolute URL, or '' */
  marker: string;
  marqueeIgnore: readonly number[];
  openLabel: string;
  /** the absolute URL of a property's page */
  urlOf: (property: PropertySummary) => string;
}

/** The message for `places` (coordinates.ts `placesOf`: properties the frame could not place are not among them). */
export function mapMessage(places: readonly MapPlace[], options: MapMessageOptions): MapMessage {
  const { language, marqueeIgnore } = options;
  const placed = places.map(({ property, at }): MapProperty => ({
    id: property.ID,
    title: propertyTitle(property, language),
    ...at,
    price: priceText(property, language, { marqueeIgnore }),
    address: addressText(property, { lang: language }),
    url: options.urlOf(property),
    picture: safePicture(property.MainPicture)?.Thumbs.low ?? null,
    typeId: property.WebID,
    goal: goalOf(property.Goal) === 'FOR_SALE' ? 'sale' : 'rent',
    status: property.Status,
    marquee: property.Marquee,
    marqueeName: property.MarqueeName === null ? null : textIn(property.MarqueeName, language) || null,
  }));
  return {
    type: MAP_MESSAGE_TYPE,
    version: MAP_MESSAGE_VERSION,
    properties: placed,
    mapType: options.mapType,
    infoWindow: { language, openLabel: options.openLabel },
    marker: options.marker || null,
    marqueeIgnore: [...marqueeIgnore],
  };
}
