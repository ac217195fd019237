/**
 * A drawn area as the URL keeps it (`area=51.05,3.71,51.1,3.8,…`) and the API reads it:
 * apart from the rest of core/geo/area.ts so that a list, which only passes it on, carries
 * no more than this.
 */

/** [latitude, longitude] in degrees (WGS 84). */
export type LatLng = readonly [lat: number, lng: number];

/** An area with fewer corners is no area; one with more is simplified before it is sent. */
export const MIN_AREA_CORNERS = 3;
export const MAX_AREA_CORNERS = 40;

/** Four decimals: about 11 m, finer than anyone draws with a finger and short in a URL. */
const DECIMALS = 4;

/** Four decimals. */
export const roundCoordinate = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/** `51.05,3.71,51.1,3.8,…`: latitude and longitude of each corner in turn, the ring not repeated. */
export function encodeArea(polygon: readonly LatLng[]): string {
  return polygon.map(([lat, lng]) => `${roundCoordinate(lat)},${roundCoordinate(lng)}`).join(',');
}

/** The corners of an `area=` value; undefined for anything that is not a usable area (too few or too many corners, off the globe). */
export function decodeArea(value: string): LatLng[] | undefined {
  const numbers = value.split(',').map((part) => part.trim());
  if (numbers.length % 2 !== 0 || numbers.length < MIN_AREA_CORNERS * 2 || numbers.length > MAX_AREA_CORNERS * 2) return undefined;
  if (numbers.some((part) => !/^-?\d{1,3}(?:\.\d{1,8})?$/.test(part))) return undefined;
  const corners: LatLng[] = [];
  for (let i = 0; i < numbers.length; i += 2) {
    const lat = Number(numbers[i]);
    const lng = Number(numbers[i + 1]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
    corners.push([lat, lng]);
  }
  return corners;
}

