/**
 * Where a property is, as far as a map or a panorama can use it: coordinates that are
 * numbers on the globe, or nothing.
 */
import type { PropertySummary } from '../../core/property/types.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Coordinates a map or a panorama can be asked for, or null (missing, not a number, off the globe). */
export function coordinatesOf(latitude: unknown, longitude: unknown): Coordinates | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A property and where it is. */
export interface MapPlace {
  property: PropertySummary;
  at: Coordinates;
}

/** The properties a map can place; the others are left out. */
export function placesOf(properties: readonly PropertySummary[]): MapPlace[] {
  return properties.flatMap((property) => {
    const at = coordinatesOf(property.Latitude, property.Longitude);
    return at ? [{ property, at }] : [];
  });
}
