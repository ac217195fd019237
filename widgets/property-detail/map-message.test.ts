import { describe, expect, it } from 'vitest';
import { placesOf } from './coordinates.ts';
import { completeProperty } from '../testing/fixtures.ts';
import { mapMessage, type MapMessageOptions } from './map-message.ts';

const options: MapMessageOptions = {
  language: 'fr',
  mapType: 'satellite',
  marker: 'https://agency.test/marker.svg',
  marqueeIgnore: [3, 4],
  openLabel: 'Voir ce bien',
  urlOf: (property) => `https://agency.test/fr/bien/${property.ID}/`,
};

describe('mapMessage', () => {
  it('holds the five parts of spec §7: properties, map type, message info, marker, marquee ignore list', () => {
    const message = mapMessage(placesOf([completeProperty()]), options);
    expect(message).toEqual({
      type: 'agency-map',
      version: 1,
      properties: [
        {
          id: 5103,
          title: 'Charmante maison de maître',
          latitude: 51.2047,
          longitude: 4.4271,
          price: '395\u202f000\u00a0€',
          address: 'Grote Steenweg 74, 2600 Berchem',
          url: 'https://agency.test/fr/bien/5103/',
          picture: 'https://media.test/1-low.svg',
          typeId: 1,
          goal: 'sale',
          status: 'available',
          marquee: 1,
          marqueeName: 'Nouveau',
        },
      ],
      mapType: 'satellite',
      infoWindow: { language: 'fr', openLabel: 'Voir ce bien' },
      marker: 'https://agency.test/marker.svg',
      marqueeIgnore: [3, 4],
    });
  });

  it('survives the trip as a JSON string', () => {
    const message = mapMessage(placesOf([completeProperty()]), options);
    expect(JSON.parse(JSON.stringify(message))).toEqual(message);
  });

  it('applies the price and address rules: nothing unpublished reaches the frame', () => {
    const [hidden] = mapMessage(placesOf([completeProperty({ PublishPrice: false, PublishAddress: false, Goal: 1 })]), options).properties;
    expect(hidden).toMatchObject({ price: null, address: '2600 Berchem', goal: 'rent' });
    const [sold] = mapMessage(placesOf([completeProperty({ Marquee: 3, MarqueeName: { fr: 'Vendu' }, Status: 'sold' })]), options).properties;
    expect(sold).toMatchObject({ price: 'Vendu', marquee: 3, marqueeName: 'Vendu', status: 'sold' });
  });

  it('leaves out properties the frame could not place, and sends no marker when none is set', () => {
    const message = mapMessage(
      placesOf([completeProperty({ ID: 1, Latitude: null }), completeProperty({ ID: 2, Longitude: Number.NaN }), completeProperty({ ID: 3 })]),
      { ...options, marker: '' },
    );
    expect(message.properties.map((property) => property.id)).toEqual([3]);
    expect(message.marker).toBeNull();
  });
});
