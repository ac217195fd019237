/**
 * The plane the shipped municipality shapes are drawn in (tools/geo/build.ts):
 * equirectangular at 50.5° N, 200 units a degree of latitude, its origin at the north-west
 * corner of the source's box. Markers are placed with the same formula, so a property lands
 * on its municipality's shape.
 */
import type { LatLng } from './area.ts';

const LAT0 = 50.5;
const K = 200;
const COS = Math.cos((LAT0 * Math.PI) / 180);
/** The source's box (belgium-topojson): west and north edges. */
const WEST = 2.5553555488587563;
const NORTH = 51.50382232666027;

/** Map units per degree of longitude, for turning a zoom into a clustering level. */
export const UNITS_PER_DEGREE_LNG = COS * K;

export function toMapPlane([lat, lng]: LatLng): [x: number, y: number] {
  return [(lng - WEST) * COS * K, (NORTH - lat) * K];
}

export function fromMapPlane(x: number, y: number): [lat: number, lng: number] {
  return [NORTH - y / K, x / (COS * K) + WEST];
}
