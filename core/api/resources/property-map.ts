/**
 * `GET /properties/map`: the results of a list's search as map markers, clustered by the
 * server (supercluster) at the map's level for the box in view, with how many listings
 * the search finds in all (the list's total), how many have no point to show, and how
 * many lie in each municipality (the map's text alternative).
 */
import { array, number, optional, type, boolean, type Struct } from 'superstruct';
import type { Translatable } from '../../i18n/translatable.ts';
import type { PropertyQuery } from '../contract.ts';
import { translatableOrNull } from '../schemas/common.ts';
import { apiRead } from '../client.ts';

export interface MapMarker {
  lat: number;
  lng: number;
  /** 1 for a listing, more for a cluster */
  count: number;
  /** a listing's id (count 1) */
  ID?: number;
  /** a listing's: false when it stands at its municipality's centre (address not published) */
  exact?: boolean;
  /** a cluster's: the level at which it splits */
  expand?: number;
  /** a cluster's that never splits (its listings stand at one point, a municipality's centre): their ids, the first hundred */
  IDs?: number[];
}

export interface PropertyMap {
  total: number;
  unplaced: number;
  markers: MapMarker[];
  /** listings per municipality (ids of `GET /reference/regions`), most first */
  places: { ID: number; Name: Translatable | null; count: number }[];
}

/** What the map asks besides the list's filters: its clustering level and the box in view ([west, south, east, north]). */
export interface MapView {
  zoom: number;
  bbox: readonly [number, number, number, number];
}

const markerSchema = type({
  lat: number(),
  lng: number(),
  count: number(),
  ID: optional(number()),
  exact: optional(boolean()),
  expand: optional(number()),
  IDs: optional(array(number())),
});

export const propertyMapSchema: Struct<PropertyMap> = type({
  total: number(),
  unplaced: number(),
  markers: array(markerSchema),
  places: array(type({ ID: number(), Name: translatableOrNull(), count: number() })),
}) as unknown as Struct<PropertyMap>;

/** The list's query without sort and paging, and the map's view. */
export const propertyMapReads = {
  map: (query: PropertyQuery, view: MapView) => {
    const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = query;
    return apiRead('/properties/map', propertyMapSchema, { ...filters, zoom: view.zoom, bbox: view.bbox.map((value) => Math.round(value * 1e4) / 1e4).join(',') });
  },
};
