/**
 * Google Street View at a property's coordinates: the panorama frame (the keyless
 * embed Google Maps itself uses for shared panoramas) and the link of the Google Maps
 * URLs API, which opens the panorama in the app or the browser.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Coordinates a panorama can be asked for, or null (missing, not a number, off the globe). */
export function coordinatesOf(latitude: unknown, longitude: unknown): Coordinates | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const point = ({ latitude, longitude }: Coordinates) => `${latitude},${longitude}`;

export function streetViewEmbedUrl(at: Coordinates): string {
  return `https://maps.google.com/maps?${new URLSearchParams({ layer: 'c', cbll: point(at), cbp: '12,0,0,0,0', output: 'svembed' })}`;
}

export function streetViewLink(at: Coordinates): string {
  return `https://www.google.com/maps/@?${new URLSearchParams({ api: '1', map_action: 'pano', viewpoint: point(at) })}`;
}
