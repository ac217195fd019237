import { describe, expect, it } from 'vitest';
import { type DemandCriteria, type ListingFacts, isNewToDemand, matchesDemand } from './match.ts';

// Gent (44021) in its arrondissement (44000), province (40000) and region (2000)
const listing = (facts: Partial<ListingFacts> = {}): ListingFacts => ({
  goal: 0,
  webId: 1,
  // a flat (Appartement) in the group Wonen (web id 1)
  typeId: 103,
  zip: '9000',
  countryId: 10,
  places: [44021, 44000, 40000, 2000],
  point: [51.05, 3.72],
  price: 300_000,
  publishPrice: true,
  bedrooms: 3,
  bathrooms: 1,
  garages: 1,
  parkings: 0,
  terrace: true,
  garden: false,
  status: 'available',
  ...facts,
});
const demand = (criteria: Partial<DemandCriteria> = {}): DemandCriteria => ({ goal: 'buy', propertyTypes: [1], zones: [44021], ...criteria });

describe('matchesDemand', () => {
  it.each<[string, Partial<DemandCriteria>, Partial<ListingFacts>, boolean]>([
    ['the plain match', {}, {}, true],
    // goal: code 0 is for sale, any other for rent
    ['buy, for rent', { goal: 'buy' }, { goal: 1 }, false],
    ['rent, for rent', { goal: 'rent' }, { goal: 1 }, true],
    ['rent, another rent code', { goal: 'rent' }, { goal: 2 }, true],
    ['rent, for sale', { goal: 'rent' }, { goal: 0 }, false],
    // types
    ['another type', { propertyTypes: [2, 4] }, {}, false],
    ['one of the types', { propertyTypes: [2, 1] }, {}, true],
    // single types of the tree beside whole groups: a flat is not a house
    ['the single type', { propertyTypes: [], types: [103] }, {}, true],
    ['another single type of the same group', { propertyTypes: [], types: [101, 102] }, {}, false],
    ['a single type or a whole group', { propertyTypes: [4], types: [103] }, {}, true],
    ['the whole group holds the type', { propertyTypes: [1], types: [] }, {}, true],
    ['a single type, the listing says none', { propertyTypes: [], types: [103] }, { typeId: null }, false],
    ['a whole group, the listing says no single type', { propertyTypes: [1] }, { typeId: null }, true],
    // a stored profile of web ids only, as before single types: the same answers
    ['a profile of web ids, another group', { propertyTypes: [2, 3, 4, 5, 6, 7], types: undefined }, {}, false],
    // a drawn area: its border included; zones and area, either place is wanted
    ['inside the area', { zones: [], area: [[51, 3.7], [51.1, 3.7], [51.1, 3.8]] }, { point: [51.06, 3.71] }, true],
    ['on a corner of the area', { zones: [], area: [[51, 3.7], [51.1, 3.7], [51.1, 3.8]] }, { point: [51.1, 3.8] }, true],
    ['on an edge of the area', { zones: [], area: [[51, 3.7], [51.1, 3.7], [51.1, 3.8]] }, { point: [51.05, 3.7] }, true],
    ['outside the area', { zones: [], area: [[51, 3.7], [51.1, 3.7], [51.1, 3.8]] }, { point: [51.01, 3.79] }, false],
    ['an area, the listing on no map', { zones: [], area: [[51, 3.7], [51.1, 3.7], [51.1, 3.8]] }, { point: null }, false],
    ['outside the area, in a zone', { zones: [44021], area: [[50, 4], [50.1, 4], [50.1, 4.1]] }, {}, true],
    ['inside the area, in no zone', { zones: [11002], area: [[51, 3.7], [51.1, 3.7], [51.1, 3.8]] }, { point: [51.06, 3.71] }, true],
    ['in neither', { zones: [11002], area: [[50, 4], [50.1, 4], [50.1, 4.1]] }, {}, false],
    ['an empty area is none', { zones: [11002], area: [] }, {}, false],
    // zones: any level of the tree, or a postcode
    ['the municipality', { zones: [44021] }, {}, true],
    ['the arrondissement', { zones: [44000] }, {}, true],
    ['the province', { zones: [40000] }, {}, true],
    ['the region', { zones: [2000] }, {}, true],
    ['another municipality', { zones: [11002] }, {}, false],
    ['the postcode', { zones: ['9000'] }, {}, true],
    ['another postcode', { zones: ['9050'] }, {}, false],
    ['one zone of several', { zones: [11002, '9000'] }, {}, true],
    ['a Belgian postcode, a Luxembourg listing with the same digits', { zones: ['9000'] }, { countryId: 50, places: [] }, false],
    // price bounds are inclusive
    ['price at the minimum', { minPrice: 300_000 }, {}, true],
    ['price under the minimum', { minPrice: 300_001 }, {}, false],
    ['price at the maximum', { maxPrice: 300_000 }, {}, true],
    ['price over the maximum', { maxPrice: 299_999 }, {}, false],
    ['price between', { minPrice: 200_000, maxPrice: 400_000 }, {}, true],
    // price on request is in no range, and found without one
    ['price not published', { minPrice: 400_000, maxPrice: 500_000 }, { publishPrice: false }, false],
    ['price not published, a maximum only', { maxPrice: 500_000 }, { publishPrice: false }, false],
    ['price not published, no price asked', {}, { publishPrice: false }, true],
    ['no price', { maxPrice: 100_000 }, { price: null }, false],
    ['a price of 0 (on request)', { minPrice: 100_000 }, { price: 0 }, false],
    // bedrooms, inclusive; unknown fits no bound
    ['bedrooms at the minimum', { minBedrooms: 3 }, {}, true],
    ['bedrooms under the minimum', { minBedrooms: 4 }, {}, false],
    ['bedrooms at the maximum', { maxBedrooms: 3 }, {}, true],
    ['bedrooms over the maximum', { maxBedrooms: 2 }, {}, false],
    ['bedrooms unknown, a minimum', { minBedrooms: 1 }, { bedrooms: null }, false],
    ['bedrooms unknown, no bound', {}, { bedrooms: null }, true],
    ['minimum 0 bedrooms is no bound', { minBedrooms: 0 }, { bedrooms: null }, true],
    // at least so many bathrooms and garages
    ['bathrooms enough', { bathrooms: 1 }, {}, true],
    ['bathrooms too few', { bathrooms: 2 }, {}, false],
    ['garages enough', { garages: 1 }, {}, true],
    ['garages too few', { garages: 2 }, { garages: 1 }, false],
    ['garages unknown', { garages: 1 }, { garages: null }, false],
    // yes/no features, only when asked for
    ['parking by a garage', { parking: true }, {}, true],
    ['parking by a space', { parking: true }, { garages: 0, parkings: 2 }, true],
    ['no parking', { parking: true }, { garages: 0, parkings: 0 }, false],
    ['terrace', { terrace: true }, {}, true],
    ['garden asked, none', { garden: true }, {}, false],
    ['garden asked, one', { garden: true }, { garden: true }, true],
    ['garden unknown', { garden: true }, { garden: null }, false],
    ['garden not asked', { garden: false }, {}, true],
    // what the visitor has not chosen yet asks nothing (the live count on the form)
    ['no goal yet', { goal: undefined }, { goal: 1 }, true],
    ['no type yet', { propertyTypes: [] }, { webId: 6 }, true],
    ['no zone yet', { zones: [] }, { places: [21004, 4000], zip: '1000' }, true],
    // only what can still be bought or rented
    ['sold', {}, { status: 'sold' }, false],
    ['rented', { goal: 'rent' }, { goal: 1, status: 'rented' }, false],
  ])('%s', (_name, criteria, facts, expected) => {
    expect(matchesDemand(demand(criteria), listing(facts))).toBe(expected);
  });
});

describe('isNewToDemand', () => {
  it.each<[string, number | null | undefined, Partial<ListingFacts>, boolean]>([
    ['never sent', undefined, {}, true],
    ['never sent, price on request', undefined, { publishPrice: false }, true],
    ['sent at the same price', 300_000, {}, false],
    ['sent at a higher price: a price drop', 300_001, {}, true],
    ['sent at a lower price: a rise', 299_999, {}, false],
    ['sent on request, now with a price', null, {}, false],
    ['sent with a price, now on request', 300_000, { publishPrice: false }, false],
  ])('%s', (_name, sent, facts, expected) => {
    expect(isNewToDemand(sent, listing(facts))).toBe(expected);
  });
});
