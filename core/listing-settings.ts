/**
 * What a webmaster sets on `<agency-config>` for listings and the map frame (spec §7:
 * the map frame gets the property list, the map type, a message info, a custom marker
 * and the marquee ignore list), and the tile source of the map search.
 */
import { type OptionalCategory, isOptionalCategory } from './consent/categories.ts';
import { safeUrl } from './format/safe-url.ts';

export interface ListingSettings {
  /** marquee ids whose name replaces the price (spec §5), e.g. sold or option */
  marqueeIgnore: number[];
  /** the map frame's URL; empty: no map */
  mapUrl: string;
  /** the map type the frame is told to show */
  mapType: string;
  /** a custom marker image URL for the frame; empty: the frame's own */
  mapMarker: string;
  /** the cookie category the map frame, street view and a tile source on another origin wait for */
  mapConsent: OptionalCategory;
  /** the map search's raster tile source, `{z}/{x}/{y}` in its address (one without them is ignored); empty: the shipped shapes alone */
  mapTiles: string;
  /** the tile source's attribution, shown on the map as written */
  mapTilesAttribution: string;
}

export const DEFAULT_MAP_TYPE = 'roadmap';
/** Map and panorama services of the big platforms track their visitors: marketing. */
export const DEFAULT_MAP_CONSENT: OptionalCategory = 'marketing';

/** `"3, 7;12"` → [3, 7, 12]; anything that is not a whole number is left out. */
export function parseIdList(value: string | null | undefined): number[] {
  return (value ?? '')
    .split(/[\s,;]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id, index, all) => all.indexOf(id) === index);
}

export function parseListingSettings(attributes: {
  'marquee-ignore'?: string | null | undefined;
  'map-url'?: string | null | undefined;
  'map-type'?: string | null | undefined;
  'map-marker'?: string | null | undefined;
  'map-consent'?: string | null | undefined;
  'map-tiles'?: string | null | undefined;
  'map-tiles-attribution'?: string | null | undefined;
}): ListingSettings {
  const consent = attributes['map-consent']?.trim().toLowerCase();
  return {
    marqueeIgnore: parseIdList(attributes['marquee-ignore']),
    // a web address or a path of the site, never a script (safe-url.ts)
    mapUrl: safeUrl(attributes['map-url'], { relative: true }) ?? '',
    mapType: attributes['map-type']?.trim() || DEFAULT_MAP_TYPE,
    mapMarker: safeUrl(attributes['map-marker'], { relative: true }) ?? '',
    mapConsent: isOptionalCategory(consent) ? consent : DEFAULT_MAP_CONSENT,
    // the map reads the template (core/geo/tiles.ts): its rules load with the map, not on every page
    mapTiles: safeUrl(attributes['map-tiles'], { relative: true }) ?? '',
    mapTilesAttribution: attributes['map-tiles-attribution']?.trim() ?? '',
  };
}
