/**
 * Google Street View at a property's coordinates: the panorama frame (the keyless
 * embed Google Maps itself uses for shared panoramas) and the link of the Google Maps
 * URLs API, which opens the panorama in the app or the browser.
 */
import type { Coordinates } from './coordinates.ts';

const point = ({ latitude, longitude }: Coordinates) => `${latitude},${longitude}`;

export function streetViewEmbedUrl(at: Coordinates): string {
  return `https://maps.google.com/maps?${new URLSearchParams({ layer: 'c', cbll: point(at), cbp: '12,0,0,0,0', output: 'svembed' })}`;
}

export function streetViewLink(at: Coordinates): string {
  return `https://www.google.com/maps/@?${new URLSearchParams({ api: '1', map_action: 'pano', viewpoint: point(at) })}`;
}
