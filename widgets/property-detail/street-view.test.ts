import { describe, expect, it } from 'vitest';
import { streetViewEmbedUrl, streetViewLink } from './street-view.ts';

describe('Street View URLs', () => {
  const at = { latitude: 51.2047, longitude: 4.4271 };
  it('embeds the panorama at the coordinates', () => {
    const url = new URL(streetViewEmbedUrl(at));
    expect(url.origin).toBe('https://maps.google.com');
    expect(url.searchParams.get('cbll')).toBe('51.2047,4.4271');
    expect(url.searchParams.get('layer')).toBe('c');
    expect(url.searchParams.get('output')).toBe('svembed');
  });
  it('links to the panorama with the Google Maps URLs API', () => {
    const url = new URL(streetViewLink(at));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/@');
    expect(Object.fromEntries(url.searchParams)).toEqual({ api: '1', map_action: 'pano', viewpoint: '51.2047,4.4271' });
  });
});
