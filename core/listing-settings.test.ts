import { describe, expect, it } from 'vitest';
import { parseIdList, parseListingSettings } from './listing-settings.ts';

describe('parseIdList', () => {
  it.each([
    ['3, 7;12', [3, 7, 12]],
    ['3 3 x 4.5 -2 8', [3, 8]],
    ['', []],
    [undefined, []],
  ])('%j → %j', (input, expected) => {
    expect(parseIdList(input)).toEqual(expected);
  });
});

describe('parseListingSettings', () => {
  it('defaults: no ignored marquee, no map, roadmap, marketing consent, no tile source', () => {
    expect(parseListingSettings({})).toEqual({
      marqueeIgnore: [],
      mapUrl: '',
      mapType: 'roadmap',
      mapMarker: '',
      mapConsent: 'marketing',
      mapTiles: '',
      mapTilesAttribution: '',
    });
  });

  it('reads every attribute, and ignores an unknown consent category', () => {
    expect(
      parseListingSettings({
        'marquee-ignore': '2,5',
        'map-url': ' https://maps.agency.be/frame ',
        'map-type': 'satellite',
        'map-marker': '/pin.svg',
        'map-consent': 'Unclassified',
        'map-tiles': ' https://tiles.agency.be/{z}/{x}/{y}.png ',
        'map-tiles-attribution': ' © Tiles Agency ',
      }),
    ).toEqual({
      marqueeIgnore: [2, 5],
      mapUrl: 'https://maps.agency.be/frame',
      mapType: 'satellite',
      mapMarker: '/pin.svg',
      mapConsent: 'unclassified',
      mapTiles: 'https://tiles.agency.be/{z}/{x}/{y}.png',
      mapTilesAttribution: '© Tiles Agency',
    });
    expect(parseListingSettings({ 'map-consent': 'necessary' }).mapConsent).toBe('marketing');
  });

  it.each([
    ['/tiles/{z}/{x}/{y}.png', '/tiles/{z}/{x}/{y}.png'],
    ['javascript:alert(1)//{z}/{x}/{y}', ''],
    ['data:image/png;base64,{z}{x}{y}', ''],
  ])('keeps the tile source %s only as a web address: %j', (value, expected) => {
    expect(parseListingSettings({ 'map-tiles': value }).mapTiles).toBe(expected);
  });
});
