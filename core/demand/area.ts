/**
 * A demand's drawn area as a person reads it: "Drawn area, 6 corners, about 12 km²", on the
 * register's form and in the agency's mail. The size is measured in the map's plane
 * (core/geo/projection.ts), the plane the area was drawn in.
 */
import { formatNumber } from '../format/numbers.ts';
import type { LatLng } from '../geo/area-text.ts';
import type { Language } from '../i18n/languages.ts';
import { toMapPlane } from '../geo/projection.ts';

/** The plane's 200 units a degree of latitude, a degree being 111.32 km. */
const KM_PER_UNIT = 111.32 / 200;

export const areaDescription = (/*i18n*/ { id: 'demand.area', message: 'Drawn area, {corners} corners, about {squareKm} km²' }) as const;

/** Corners and size (km², two significant figures, at least 0.1) of `polygon`. */
export function areaFacts(polygon: readonly LatLng[]): { corners: number; squareKm: number } {
  const points = polygon.map(toMapPlane);
  let twice = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) twice += points[j]![0] * points[i]![1] - points[i]![0] * points[j]![1];
  const squareKm = (Math.abs(twice) / 2) * KM_PER_UNIT ** 2;
  return { corners: polygon.length, squareKm: Math.max(0.1, Number(squareKm.toPrecision(2))) };
}

/** The values of areaDescription, numbers written as `language` writes them. */
export function areaWords(polygon: readonly LatLng[], language: Language): { corners: string; squareKm: string } {
  const { corners, squareKm } = areaFacts(polygon);
  return { corners: formatNumber(corners, language), squareKm: formatNumber(squareKm, language, 1) };
}
