import { describe, expect, it } from 'vitest';
import { type ListingFacts, matchesDemand } from '../../../core/demand/match.ts';
import { placeAndAncestors, PLACES } from '../geo/places.ts';
import { createRandom } from '../seed/prng.ts';
import { criteriaOf, type Demand } from '../repositories/demands.ts';
import { DemandIndex } from './demand-index.ts';

// The index only narrows the demands down: it must find exactly what the rule finds among all of them.
describe('DemandIndex', () => {
  const random = createRandom(7);
  const municipalities = PLACES.filter((place) => place.level === 'municipality');
  const anyPlace = () => random.pick(PLACES).id;
  const demands: Demand[] = Array.from({ length: 2_000 }, (_, index) => ({
    id: `d${index}`,
    email: `d${index}@example.be`,
    language: 'nl',
    frequency: 'daily',
    createdAt: '',
    updatedAt: '',
    data: {
      goal: random.next() < 0.5 ? 'buy' : 'rent',
      propertyTypes: [random.int(1, 7)],
      zones: random.next() < 0.2 ? [random.pick(random.pick(municipalities).postcodes ?? [{ zip: '9000', localities: [] }]).zip] : [anyPlace(), anyPlace()],
      ...(random.next() < 0.5 ? { maxPrice: random.int(1, 10) * 100_000 } : {}),
    },
  }));
  const listings: ListingFacts[] = Array.from({ length: 300 }, () => {
    const place = random.pick(municipalities);
    return {
      goal: random.int(0, 1),
      webId: random.int(1, 7),
      zip: (place.postcodes ?? [{ zip: null }])[0]!.zip,
      countryId: place.id >= 100_000 ? 50 : 10,
      places: placeAndAncestors(place.id),
      price: random.int(1, 12) * 100_000,
      publishPrice: random.next() < 0.9,
      bedrooms: random.int(0, 5),
      bathrooms: 1,
      garages: 0,
      parkings: 0,
      terrace: false,
      garden: false,
      status: 'available',
    };
  });

  it('finds exactly the demands the rule matches', () => {
    const index = new DemandIndex(demands);
    let found = 0;
    for (const listing of listings) {
      const expected = demands.filter((demand) => matchesDemand(criteriaOf(demand.data), listing)).map((demand) => demand.id).sort();
      const actual = index.matching(listing).map((entry) => entry.demand.id).sort();
      expect(actual).toEqual(expected);
      found += actual.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('forgets a removed demand and follows an edit', () => {
    const index = new DemandIndex(demands.slice(0, 1));
    const listing = { ...listings[0]!, goal: 0, webId: 1, price: 100_000 };
    const demand = { ...demands[0]!, data: { goal: 'buy', propertyTypes: [1], zones: [listing.places[0]!] } };
    index.put(demand);
    expect(index.matching(listing).map((entry) => entry.demand.id)).toEqual([demand.id]);
    index.put({ ...demand, data: { ...demand.data, zones: [999_999] } });
    expect(index.matching(listing)).toEqual([]);
    index.put(demand);
    index.remove(demand.id);
    expect(index.matching(listing)).toEqual([]);
  });
});
