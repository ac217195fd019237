import { describe, expect, it } from 'vitest';
import { demandStartValues } from '../demand/start-values.ts';
import { keepInformedQuery } from './keep-informed.ts';

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
