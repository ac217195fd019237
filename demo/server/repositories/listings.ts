/**
 * The agency's properties (Omnicasa: GetPropertyList, GetProperty). Records come whole, as
 * the CRM holds them; what the public may see of them is decided by the routes
 * (demo/server/listing.ts), so no adapter can leak an unpublished price or address.
 */
import type { Page, PropertyQuery, PropertySort } from '../../../core/api/contract.ts';
import type { LatLng } from '../../../core/geo/area.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Paging } from '../../../core/api/paging.ts';

/** `GET /properties` as the server reads it: paging and sort always filled in. */
export interface ListingSearch extends Omit<PropertyQuery, 'page' | 'pageSize' | 'sort' | 'lang' | 'area'>, Paging {
  sort: PropertySort;
  /** a drawn area (core/geo/area.ts): listings whose public map point (geo/map-points.ts) lies in it, border included */
  area?: readonly LatLng[] | undefined;
}

/** The filters of a search, without sort and paging: what a map of the results shows. */
export type ListingFilter = Omit<ListingSearch, 'sort' | 'page' | 'pageSize'>;

/** A listing found, with the point a public map shows it at (null: none to show). */
export interface LocatedListing {
  id: number;
  /** its municipality (places.ts), for the map's words ("12 in Gent") */
  place: number | null;
  at: { point: LatLng; exact: boolean } | null;
}

export interface Listings {
  /** One page of the online listings: lists and the search screen show nothing else. */
  search(query: ListingSearch): Promise<Page<Property>>;
  /** Every listing a search finds, all pages, with its public map point: the map of a list's results. */
  located(filter: ListingFilter): Promise<LocatedListing[]>;
  /** The one lookup of a listing by id: only one that is online may be shown, asked about or booked. */
  published(id: number): Promise<Property | undefined>;
  /** Up to four available listings a visitor of `property` may want instead (same goal and type, nearby, close in price). */
  similar(property: Property): Promise<Property[]>;
}
