/**
 * The agency's properties (Omnicasa: GetPropertyList, GetProperty). Records come whole, as
 * the CRM holds them; what the public may see of them is decided by the routes
 * (demo/server/listing.ts), so no adapter can leak an unpublished price or address.
 */
import type { Page, PropertyQuery, PropertySort } from '../../../core/api/contract.ts';
import type { Property } from '../../../core/property/types.ts';
import type { Paging } from './paging.ts';

/** `GET /properties` as the server reads it: paging and sort always filled in. */
export interface ListingSearch extends Omit<PropertyQuery, 'page' | 'pageSize' | 'sort' | 'lang'>, Paging {
  sort: PropertySort;
}

export interface Listings {
  /** One page of the online listings: lists and the search screen show nothing else. */
  search(query: ListingSearch): Promise<Page<Property>>;
  /** The one lookup of a listing by id: only one that is online may be shown, asked about or booked. */
  published(id: number): Promise<Property | undefined>;
  /** Up to four available listings a visitor of `property` may want instead (same goal and type, nearby, close in price). */
  similar(property: Property): Promise<Property[]>;
}
