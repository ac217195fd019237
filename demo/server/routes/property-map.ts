/**
 * `GET /properties/map`: a list's results as the map shows them (core/api/resources/
 * property-map.ts). Clustered here, where the whole result set is at hand, with
 * supercluster; the points are the public ones of geo/map-points.ts, so a listing whose
 * address is not published is never sent finer than its municipality.
 */
import Supercluster from 'supercluster';
import type { MapMarker, PropertyMap } from '../../../core/api/resources/property-map.ts';
import type { ListingFilter, LocatedListing } from '../repositories/listings.ts';
import { placeById } from '../geo/places.ts';
import { localize, requestedLanguage } from '../http/language.ts';
import { apiOrigin } from '../http/public-url.ts';
import { readMapQuery, MAX_MAP_ZOOM } from '../http/query.ts';
import { routes } from './plugin.ts';

/** On screen, markers closer than this (pixels of a 512-pixel tile) become one cluster. */
const CLUSTER_RADIUS = 60;
/** As long as a list's answer is cached (routes/catalogue.ts). */
const CACHE_SECONDS = 60;
/** Searches whose index is kept at once. */
const MAX_KEPT = 20;

interface Leaf {
  id: number;
  exact: boolean;
  lat: number;
  lng: number;
}
/** The listings of a cluster that never splits, at most: the card pages through them. */
const MAX_LISTED = 100;

export const propertyMapRoutes = routes('property-map', ['repositories', 'settings'], (api, context) => {
  const { listings } = context.repositories;

  // A map asks once per zoom level and view for one search: the listings found and their
  // clustering index are kept for as long as the answer may be cached anyway, so zooming
  // and panning cost the index's lookup, not a search of every listing.
  const recent = new Map<string, { at: number; found: LocatedListing[]; index: Supercluster<Leaf> }>();
  async function indexed(filter: ListingFilter) {
    const key = JSON.stringify(filter);
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && now - kept.at < CACHE_SECONDS * 1000) return kept;
    const found = await listings.located(filter);
    const index = new Supercluster<Leaf>({ radius: CLUSTER_RADIUS, maxZoom: MAX_MAP_ZOOM });
    index.load(
      found.flatMap(({ id, at }) =>
        at
          ? [
              {
                type: 'Feature' as const,
                // its own coordinates, for the answer: the index's go through a projection and back
                properties: { id, exact: at.exact, lat: at.point[0], lng: at.point[1] },
                geometry: { type: 'Point' as const, coordinates: [at.point[1], at.point[0]] },
              },
            ]
          : [],
      ),
    );
    for (const [stale, entry] of recent) if (now - entry.at >= CACHE_SECONDS * 1000) recent.delete(stale);
    if (recent.size >= MAX_KEPT) recent.delete(recent.keys().next().value!);
    const entry = { at: now, found, index };
    recent.set(key, entry);
    return entry;
  }

  api.get('/properties/map', async (request, reply) => {
    const { filter, zoom, bbox } = readMapQuery(request.query as Record<string, unknown>);
    const { found, index } = await indexed(filter);
    const placed = found.filter((listing) => listing.at !== null);
    const markers: MapMarker[] = index.getClusters([...bbox], Math.floor(zoom)).map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const expand = index.getClusterExpansionZoom(properties.cluster_id);
        const marker: MapMarker = { lat: round(lat), lng: round(lng), count: properties.point_count, expand };
        // listings at one point (a municipality's centre) never split: the map lists them instead
        if (expand > MAX_MAP_ZOOM) marker.IDs = index.getLeaves(properties.cluster_id, MAX_LISTED).map((leaf) => leaf.properties.id);
        return marker;
      }
      const listing = properties as Leaf;
      return { lat: listing.lat, lng: listing.lng, count: 1, ID: listing.id, exact: listing.exact };
    });
    const perPlace = new Map<number, number>();
    for (const listing of found) if (listing.place !== null) perPlace.set(listing.place, (perPlace.get(listing.place) ?? 0) + 1);
    const places = [...perPlace]
      .map(([ID, count]) => ({ ID, Name: placeById(ID)?.name ?? null, count }))
      .sort((a, b) => b.count - a.count || a.ID - b.ID);
    const answer: PropertyMap = { total: found.length, unplaced: found.length - placed.length, markers, places };
    return reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`).send(localize(answer, requestedLanguage(request), apiOrigin(context.settings)));
  });
});

/** A cluster's centre is an average of points: five decimals are a metre, more say nothing. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;
