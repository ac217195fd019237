import { describe, expect, it } from 'vitest';
import { demandStartValues, keepInformedOfSearch, keepInformedQuery } from './keep-informed.ts';

const property = { Goal: 0, WebID: 1, Zip: '9000', Price: 300_000, PublishPrice: true };

describe('keep me informed from a favourite', () => {
  it.each<[string, typeof property & { TypeID?: number }, Record<string, string>]>([
    ['a house for sale: up to a tenth above, in tens of thousands', property, { goal: 'buy', types: '1', zones: '9000', maxPrice: '330000' }],
    ['rounded up, never down', { ...property, Price: 301_000 }, { goal: 'buy', types: '1', zones: '9000', maxPrice: '340000' }],
    ['a flat for rent: in fifties', { ...property, Goal: 1, WebID: 2, Price: 925 }, { goal: 'rent', types: '2', zones: '9000', maxPrice: '1050' }],
    ['a price on request: no price', { ...property, PublishPrice: false }, { goal: 'buy', types: '1', zones: '9000' }],
    ['no postal code: no zone', { ...property, Zip: '' }, { goal: 'buy', types: '1', maxPrice: '330000' }],
    // a flat is looked for as a flat, not as every home
    ['its own type where the CRM says one', { ...property, TypeID: 103 }, { goal: 'buy', typeIds: '103', zones: '9000', maxPrice: '330000' }],
  ])('%s', (_, source, query) => {
    expect(keepInformedQuery(source)).toEqual(query);
  });

  it('reads back what it wrote', () => {
    const search = new URLSearchParams(keepInformedQuery(property)).toString();
    expect(demandStartValues(`?${search}`)).toEqual({ goal: 'buy', propertyTypes: ['1'], zones: ['9000'], maxPrice: '330000' });
  });

  it.each([
    ['another goal', '?goal=sell', {}],
    ['types that are not ids', '?types=1,x,0,123', { propertyTypes: ['1'] }],
    ['zones that are not postal codes', '?zones=0999,12345,1000', { zones: ['1000'] }],
    ['a price that is not whole euros', '?maxPrice=1e9', {}],
    ['an area of two corners', '?area=51,3.7,51.1,3.7', {}],
    ['an area off the globe', '?area=91,3.7,51.1,3.7,51.1,3.8', {}],
    ['single types that are not ids', '?typeIds=103,0,x', { types: ['103'] }],
  ])('leaves out %s', (_, search, values) => {
    expect(demandStartValues(search)).toEqual(values);
  });
});

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
