import { describe, expect, it } from 'vitest';
import { demandListSearch } from './list-link.ts';
import { listSearchOf } from './list-params.ts';

describe('demandListSearch: the list of what a search profile asks for', () => {
  it.each([
    ['nothing chosen yet', {}, ''],
    ['goal and types', { goal: 'buy', propertyTypes: ['4', '1', '1'] }, '?goal=sale&type=1%2C4'],
    ['renting', { goal: 'rent' }, '?goal=rent'],
    ['one place of the region tree', { goal: 'buy', zones: [3] }, '?goal=sale&region=3'],
    ['one postcode', { zones: ['9000'] }, '?zip=9000'],
    ['prices as typed, in Belgian writing', { minPrice: '250.000', maxPrice: '400.000' }, '?minPrice=250000&maxPrice=400000'],
    ['least bedrooms', { minBedrooms: '2' }, '?minBedrooms=2'],
    ['whole groups, no single type', { propertyTypes: ['1'], types: [] }, '?type=1'],
    ['a drawn area alone', { goal: 'buy', area: '51,3.7,51.1,3.7,51.1,3.8' }, '?goal=sale&area=51%2C3.7%2C51.1%2C3.7%2C51.1%2C3.8'],
    ['unticked wishes and zeros say nothing', { goal: 'buy', parking: false, garden: false, bathrooms: '0', maxBedrooms: '' }, '?goal=sale'],
  ])('%s', (_, values, expected) => {
    expect(demandListSearch(values)).toBe(expected);
  });

  it.each([
    ['several zones', { goal: 'buy', zones: [3, '9000'] }],
    // the list filters by group only: a flat would bring the houses too
    ['a single type', { propertyTypes: [], types: ['103'] }],
    ['a single type beside a group', { propertyTypes: ['4'], types: ['103'] }],
    // the profile wants either, the list would show only what is in both
    ['a zone and a drawn area', { zones: [3], area: '51,3.7,51.1,3.7,51.1,3.8' }],
    ['a garden', { goal: 'buy', garden: true }],
    ['most bedrooms', { maxBedrooms: '3' }],
    ['bathrooms', { bathrooms: '2' }],
    ['garages', { garages: 1 }],
    ['parking', { parking: true }],
    ['a terrace', { terrace: true }],
  ])('no link where the list would show more than was counted: %s', (_, values) => {
    expect(demandListSearch(values)).toBe('');
  });

  it('keeps only the list’s own parameters of a page’s query', () => {
    expect(listSearchOf('goal=sale&type=1%2C4&property=12&lng=nl&region=3')).toBe('?goal=sale&type=1%2C4&region=3');
    expect(listSearchOf('property=12')).toBe('');
    expect(listSearchOf(demandListSearch({ goal: 'rent', zones: ['1000'], minBedrooms: 1 }))).toBe('?goal=rent&zip=1000&minBedrooms=1');
  });
});
