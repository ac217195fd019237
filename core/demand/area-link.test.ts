import { describe, expect, it } from 'vitest';
import { keepInformedOfSearch } from './area-link.ts';
import { demandStartValues } from './start-values.ts';

describe('keep me informed of a drawn area, from the map search', () => {
  const area = '51.05,3.7,51.1,3.7,51.1,3.8';
  it.each<[string, Parameters<typeof keepInformedOfSearch>[0], Record<string, string>]>([
    ['the area alone', { area }, { area }],
    [
      'with the filters the register has',
      { goal: 'sale', type: [1, 4], area, minPrice: 200_000, maxPrice: 400_000, minBedrooms: 2, sort: 'price', page: 3, q: 'tuin' },
      { goal: 'buy', types: '1,4', area, minPrice: '200000', maxPrice: '400000', minBedrooms: '2' },
    ],
    ['renting, a place of the region tree and a postcode', { goal: 'rent', region: 44021, zip: '9000', area }, { goal: 'rent', places: '44021', zones: '9000', area }],
    ['a region by its code is no place of the tree', { region: 'flanders', area }, { area }],
  ])('%s', (_, query, expected) => {
    expect(keepInformedOfSearch(query)).toEqual(expected);
  });

  it('the register reads back what the map wrote', () => {
    const search = new URLSearchParams(keepInformedOfSearch({ goal: 'sale', type: [1], region: 44021, zip: '9000', area, maxPrice: 400_000, minBedrooms: 2 })).toString();
    expect(demandStartValues(`?${search}`)).toEqual({ goal: 'buy', propertyTypes: ['1'], zones: [44021, '9000'], area, maxPrice: '400000', minBedrooms: '2' });
  });
});
