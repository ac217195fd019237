import { describe, expect, it } from 'vitest';
import { coordinatesOf, placesOf } from './coordinates.ts';
import { completeProperty } from '../testing/fixtures.ts';

describe('coordinatesOf', () => {
  const CASES: [unknown, unknown, boolean][] = [
    [51.2047, 4.4271, true],
    [90, 180, true],
    [-90, -180, true],
    [90.0001, 4, false],
    [51, -180.0001, false],
    [null, 4, false],
    ['51.2', '4.4', false],
    [Number.NaN, 4, false],
    [51, Number.POSITIVE_INFINITY, false],
  ];
  for (const [latitude, longitude, usable] of CASES) {
    it(`${String(latitude)}, ${String(longitude)} is ${usable ? '' : 'not '}usable`, () => {
      expect(coordinatesOf(latitude, longitude)).toEqual(usable ? { latitude, longitude } : null);
    });
  }
});

describe('placesOf', () => {
  it('leaves out the properties a map could not place, and keeps where the others are', () => {
    const places = placesOf([
      completeProperty({ ID: 1, Latitude: null }),
      completeProperty({ ID: 2, Longitude: Number.NaN }),
      completeProperty({ ID: 3, Latitude: 51.2047, Longitude: 4.4271 }),
    ]);
    expect(places.map(({ property, at }) => [property.ID, at])).toEqual([[3, { latitude: 51.2047, longitude: 4.4271 }]]);
  });
});
