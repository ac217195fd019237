/**
 * Where a listing stands on a map, and so which drawn area finds it. A published address
 * is shown where it is; an unpublished one at the centre of its municipality, for every
 * listing of that municipality alike, so neither the map nor an area search (a visitor
 * could draw ever smaller areas) tells anything finer than the municipality the listing
 * names anyway.
 */
import type { LatLng } from '../../../core/geo/area.ts';
import { pathCentre } from '../../../core/geo/shapes.ts';
import { GEOMETRY } from '../../../core/geo/geometry.ts';

/** The Grand Duchy's communes the agency lists in (places.ts): their town halls, as the shipped shapes hold Belgium only. */
const GRAND_DUCHY_CENTRES: ReadonlyMap<number, LatLng> = new Map([
  [100_001, [49.6116, 6.1319]],
  [100_002, [49.4958, 5.9806]],
  [100_003, [49.6206, 6.0733]],
  [100_004, [49.8475, 6.1042]],
]);

let centres: Map<number, LatLng> | undefined;

/** The point a municipality's unpublished addresses are shown at (NIS code, or the Grand Duchy's ids of places.ts). */
export function municipalityCentre(id: number): LatLng | undefined {
  if (!centres) {
    centres = new Map(GRAND_DUCHY_CENTRES);
    for (const [municipality, , path] of GEOMETRY.municipalities) {
      const centre = pathCentre(path);
      if (centre) centres.set(municipality, centre);
    }
  }
  return centres.get(id);
}

export interface Locatable {
  PublishAddress: boolean;
  Latitude: number | null;
  Longitude: number | null;
  /** the municipality (places.ts) */
  RegionID: number | null;
}

/** The listing's point on a public map, or null when it has none to show (no coordinates and no known municipality). */
export function mapPoint(listing: Locatable): { point: LatLng; exact: boolean } | null {
  if (listing.PublishAddress && listing.Latitude !== null && listing.Longitude !== null) {
    return { point: [listing.Latitude, listing.Longitude], exact: true };
  }
  const centre = listing.RegionID === null ? undefined : municipalityCentre(listing.RegionID);
  return centre ? { point: centre, exact: false } : null;
}
