/**
 * The demand register's matching rule (spec §3 "Demand register"): which listings a
 * search profile wants to hear about. One rule for the live count on the form, the
 * alerts at once and the digests, so a visitor is told about exactly what the form
 * counted.
 */
import { insideArea, type LatLng } from '../geo/area.ts';
import { COUNTRY_BELGIUM, GOAL_CODES } from '../property/reference.ts';
import type { AvailabilityState } from '../property/types.ts';
import { isOnOffer } from '../property/availability.ts';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** What a visitor asks for: the search fields of the `demand` form of core/forms. */
export interface DemandCriteria {
  /** absent: either (the live count before the visitor chose) */
  goal?: 'buy' | 'rent' | undefined;
  /**
   * whole groups of the CRM's type tree, by their web id (1–7: "Wonen", "Grond"…); with
   * `types` empty too: any (the live count before a choice). A profile stored before types
   * could be chosen one by one has only these.
   */
  propertyTypes: readonly number[];
  /** single types of the CRM's type tree (its TypeID: house, flat, building plot…), beside the whole groups */
  types?: readonly number[] | undefined;
  /** place ids of the region tree (a region, province, arrondissement or municipality) and Belgian postcodes; with no `area` either: anywhere */
  zones: readonly (number | string)[];
  /** a drawn area (core/geo/area.ts): a listing in it is wanted as well as one in `zones` */
  area?: readonly LatLng[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minBedrooms?: number | undefined;
  maxBedrooms?: number | undefined;
  /** at least this many */
  bathrooms?: number | undefined;
  /** at least this many */
  garages?: number | undefined;
  parking?: boolean | undefined;
  terrace?: boolean | undefined;
  garden?: boolean | undefined;
}

/** What the rule reads of a listing. */
export interface ListingFacts {
  /** the CRM's goal code: 0 for sale, any other for rent */
  goal: number;
  webId: number;
  /** the CRM's type of the listing (TypeID), when it says one */
  typeId: number | null;
  zip: string | null;
  countryId: number;
  /** the listing's municipality and every place above it in the region tree */
  places: readonly number[];
  /** where the map and the list's `area=` filter put it (its municipality's centre when the address is not public); null: nowhere */
  point: LatLng | null;
  price: number | null;
  publishPrice: boolean;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  /** parking spaces, inside and outside */
  parkings: number | null;
  terrace: boolean | null;
  garden: boolean | null;
  status: AvailabilityState;
}

/**
 * Whether the listing's price is asked for on request. Such a listing is in no price
 * range: a visitor's range is a budget, and an unknown price cannot be shown to fit it
 * (the portals leave these out of a search with a price too; the agency uses "on
 * request" mostly for the dearest homes, which would otherwise answer every range).
 * A search or a demand without a price bound still finds it.
 */
export function priceOnRequest(listing: Pick<ListingFacts, 'price' | 'publishPrice'>): boolean {
  return !listing.publishPrice || listing.price === null || !(listing.price > 0);
}

const atLeast = (value: number | null, minimum: number | undefined) => minimum === undefined || minimum <= 0 || (value ?? 0) >= minimum;

function inZones(zones: readonly (number | string)[], listing: ListingFacts): boolean {
  return zones.some((zone) =>
    typeof zone === 'number'
      ? listing.places.includes(zone)
      : // a postcode is Belgian: Luxembourg's four-digit codes overlap Belgium's
        listing.countryId === COUNTRY_BELGIUM && listing.zip === zone,
  );
}

function ofTypes(criteria: DemandCriteria, listing: ListingFacts): boolean {
  const types = criteria.types ?? [];
  if (criteria.propertyTypes.length === 0 && types.length === 0) return true;
  return criteria.propertyTypes.includes(listing.webId) || (listing.typeId !== null && types.includes(listing.typeId));
}

/** In one of the zones or in the drawn area: either is a place the visitor wants (none: anywhere). */
function inPlace(criteria: DemandCriteria, listing: ListingFacts): boolean {
  const area = criteria.area && criteria.area.length > 0 ? criteria.area : undefined;
  if (criteria.zones.length === 0 && !area) return true;
  return inZones(criteria.zones, listing) || (area !== undefined && listing.point !== null && insideArea(listing.point, area));
}

/**
 * Whether `listing` is what `criteria` asks for: available; the goal; one of the type
 * groups or single types; in one of the zones or inside the drawn area; price bounds inclusive (a price on request fits any range);
 * bedrooms between the bounds (inclusive; unknown fits no bound); at least the
 * bathrooms and garages; parking, terrace and garden when asked for.
 */
export function matchesDemand(criteria: DemandCriteria, listing: ListingFacts): boolean {
  if (!isOnOffer(listing.status)) return false;
  if (criteria.goal && (listing.goal === GOAL_CODES.FOR_SALE) !== (criteria.goal === 'buy')) return false;
  if (!ofTypes(criteria, listing)) return false;
  if (!inPlace(criteria, listing)) return false;
  if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) {
    if (priceOnRequest(listing)) return false;
    if (criteria.minPrice !== undefined && listing.price! < criteria.minPrice) return false;
    if (criteria.maxPrice !== undefined && listing.price! > criteria.maxPrice) return false;
  }
  if (criteria.minBedrooms !== undefined && criteria.minBedrooms > 0 && (listing.bedrooms ?? -1) < criteria.minBedrooms) return false;
  if (criteria.maxBedrooms !== undefined && (listing.bedrooms === null || listing.bedrooms > criteria.maxBedrooms)) return false;
  if (!atLeast(listing.bathrooms, criteria.bathrooms) || !atLeast(listing.garages, criteria.garages)) return false;
  if (criteria.parking && !((listing.parkings ?? 0) > 0 || (listing.garages ?? 0) > 0)) return false;
  if (criteria.terrace && listing.terrace !== true) return false;
  if (criteria.garden && listing.garden !== true) return false;
  return true;
}

/**
 * Whether a matching listing is news to a demand: never sent to it, or sent at a higher
 * price than it has now (a price drop is news; a price on request is no drop).
 */
export function isNewToDemand(sentPrice: number | null | undefined, listing: Pick<ListingFacts, 'price' | 'publishPrice'>): boolean {
  if (sentPrice === undefined) return true;
  if (priceOnRequest(listing) || sentPrice === null) return false;
  return listing.price! < sentPrice;
}

/** At most this many listings in one alert mail; the others wait for the next one. */
export const MAX_LISTINGS_PER_ALERT = 10;
