import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SORT, PROPERTY_SORTS } from '../../core/api/contract.ts';
import {
  activeFilterCount,
  filtersArePresets,
  type ListState,
  presetState,
  priceRangeInvalid,
  propertyQuery,
  readAmount,
  readListState,
  listSearchHref,
  mapSearchHref,
  readPlace,
  resetFilters,
  writeListState,
} from './url-state.ts';

const none = presetState({});
const villasInFlanders = presetState({ type: '1', region: 'flanders' });
const forSale = presetState({ goal: 'sale' });

describe('presetState', () => {
  it.each([
    [{}, { goal: undefined, type: [], region: undefined, sort: DEFAULT_PROPERTY_SORT, page: 1 }],
    [{ goal: 'sale', type: '4, 1,1', region: 'Flanders', sort: 'price' }, { goal: 'sale', type: [1, 4], region: 'flanders', sort: 'price', page: 1 }],
    [{ goal: 'rent', region: '13' }, { goal: 'rent', type: [], region: 13, sort: '-date', page: 1 }],
    // unreadable presets are no presets
    [{ goal: 'buy', type: '8,0,x', region: 'holland', sort: 'cheapest' }, { goal: undefined, type: [], region: undefined, sort: '-date', page: 1 }],
  ])('%j', (attributes, expected) => {
    expect(presetState(attributes)).toMatchObject(expected);
  });
});

describe('readListState', () => {
  it.each<[string, Partial<ListState>]>([
    ['', {}],
    ['?goal=rent', { goal: 'rent' }],
    ['?type=1,4', { type: [1, 4] }],
    ['?type=4%2C1&type=7', { type: [1, 4] }], // the first of a repeated parameter
    ['?type=1,9,0,abc', { type: [1] }], // web ids 1–7 only
    ['?region=wallonia', { region: 'wallonia' }],
    ['?region=21', { region: 21 }],
    ['?zip=9000', { zip: '9000' }],
    ['?zip=9', { zip: undefined }], // too short for the API
    ['?city=Sint-Martens-Latem', { city: 'Sint-Martens-Latem' }],
    ['?minPrice=200000&maxPrice=400000', { minPrice: 200_000, maxPrice: 400_000 }],
    ['?minPrice=0', { minPrice: 0 }],
    ['?maxPrice=1000000000', { maxPrice: 1_000_000_000 }],
    ['?maxPrice=1000000001', { maxPrice: undefined }], // above the API's limit
    ['?minPrice=-5&maxPrice=12.5', { minPrice: undefined, maxPrice: undefined }],
    ['?minBedrooms=3', { minBedrooms: 3 }],
    ['?minBedrooms=50', { minBedrooms: 50 }],
    ['?minBedrooms=51', { minBedrooms: undefined }],
    ['?sort=-price', { sort: '-price' }],
    ['?sort=cheapest', { sort: '-date' }],
    ['?page=2', { page: 2 }],
    ['?page=0', { page: 1 }],
    ['?page=-1', { page: 1 }],
    ['?page=100000', { page: 100_000 }],
    ['?page=100001', { page: 1 }],
    ['?utm_source=mail&page=3', { page: 3 }],
  ])('%s', (search, expected) => {
    expect(readListState(search, none)).toEqual({ ...none, ...expected });
  });

  it('takes the presets where the URL says nothing, and lets an empty parameter clear one', () => {
    expect(readListState('', villasInFlanders)).toMatchObject({ type: [1], region: 'flanders' });
    expect(readListState('?type=4', villasInFlanders)).toMatchObject({ type: [4], region: 'flanders' });
    expect(readListState('?type=&region=', villasInFlanders)).toMatchObject({ type: [], region: undefined });
    // an unreadable value is ignored rather than taken for "none"
    expect(readListState('?region=atlantis', villasInFlanders)).toMatchObject({ region: 'flanders' });
  });

  it('never takes the goal from the URL when the element fixes it', () => {
    expect(readListState('?goal=rent', forSale, { goalFixed: true }).goal).toBe('sale');
    expect(readListState('?goal=', forSale, { goalFixed: true }).goal).toBe('sale');
    expect(readListState('?goal=rent', forSale).goal).toBe('rent');
  });
});

describe('writeListState', () => {
  it.each<[Partial<ListState>, string]>([
    [{}, ''],
    [{ goal: 'sale' }, '?goal=sale'],
    [{ type: [1, 4] }, '?type=1,4'],
    [{ region: 'brussels', zip: '1000' }, '?region=brussels&zip=1000'],
    [{ city: 'Liège' }, '?city=Li%C3%A8ge'],
    [{ minPrice: 0, maxPrice: 350_000 }, '?minPrice=0&maxPrice=350000'],
    [{ minBedrooms: 2, sort: 'price', page: 3 }, '?minBedrooms=2&sort=price&page=3'],
    [{ sort: '-date', page: 1 }, ''], // the defaults are not written
  ])('%j → %s', (change, expected) => {
    expect(writeListState({ ...none, ...change }, none, '')).toBe(expected);
  });

  it('writes only what differs from the presets, and an empty value for a cleared preset', () => {
    expect(writeListState(villasInFlanders, villasInFlanders, '')).toBe('');
    expect(writeListState({ ...villasInFlanders, type: [] }, villasInFlanders, '')).toBe('?type=');
    expect(writeListState({ ...villasInFlanders, region: 13 }, villasInFlanders, '')).toBe('?region=13');
  });

  it('keeps a drawn area with plain commas, and drops one that is no area', () => {
    expect(writeListState({ ...none, area: '51.1,3.6,51.1,3.8,51,3.7' }, none, '')).toBe('?area=51.1,3.6,51.1,3.8,51,3.7');
    expect(readListState('?area=51.10000,3.6,51.1,3.8,51,3.7', none).area).toBe('51.1,3.6,51.1,3.8,51,3.7');
    expect(readListState('?area=51.1,3.6,51.1', none).area).toBeUndefined();
  });

  it('keeps the page’s other parameters and replaces its own', () => {
    expect(writeListState({ ...none, page: 2 }, none, '?lng=fr&page=5&utm_source=mail&type=3')).toBe('?lng=fr&utm_source=mail&page=2');
  });

  it('leaves a goal fixed by the element out of the URL', () => {
    expect(writeListState({ ...forSale, minBedrooms: 1 }, forSale, '?goal=rent', { goalFixed: true })).toBe('?goal=rent&minBedrooms=1');
  });

  const roundTrips: [ListState, ListState][] = [
    [none, none],
    [{ ...none, goal: 'rent', type: [1, 2, 3, 4, 5, 6, 7], region: 31, zip: 'L-1930', minPrice: 500, maxPrice: 1500, minBedrooms: 0, sort: 'city', page: 7 }, none],
    [{ ...none, city: 'Sint-Martens-Latem', sort: 'date' }, none],
    [{ ...none, area: '51.0543,3.7174,51.1,3.8,51,3.9' }, none],
    [{ ...villasInFlanders, type: [], region: undefined, page: 2 }, villasInFlanders],
    [{ ...villasInFlanders, type: [4], region: 2 }, villasInFlanders],
    ...PROPERTY_SORTS.map((sort): [ListState, ListState] => [{ ...none, sort }, none]),
  ];
  it.each(roundTrips)('round trip %j', (state, presets) => {
    const search = writeListState(state, presets, '?lng=nl');
    expect(new URLSearchParams(search).get('lng')).toBe('nl');
    expect(readListState(search, presets)).toEqual(state);
  });
});

describe('propertyQuery', () => {
  it('sends the set filters under the API’s names and nothing for the empty ones', () => {
    expect(propertyQuery(none, { pageSize: 12, lang: 'nl' })).toEqual({ sort: '-date', page: 1, pageSize: 12, lang: 'nl' });
    const state: ListState = {
      goal: 'sale',
      type: [1, 4],
      region: 'flanders',
      zip: '9000',
      city: undefined,
      minPrice: 0,
      maxPrice: 400_000,
      minBedrooms: 2,
      area: '51.1,3.6,51.1,3.8,51,3.7',
      sort: 'price',
      page: 2,
    };
    expect(propertyQuery(state, { pageSize: 6, lang: 'fr' })).toEqual({
      goal: 'sale',
      type: [1, 4],
      region: 'flanders',
      zip: '9000',
      minPrice: 0,
      maxPrice: 400_000,
      minBedrooms: 2,
      area: '51.1,3.6,51.1,3.8,51,3.7',
      sort: 'price',
      page: 2,
      pageSize: 6,
      lang: 'fr',
    });
  });

  it.each([
    [200_000, 199_999, true],
    [200_000, 200_000, false],
    [200_000, undefined, false],
    [undefined, 100, false],
  ])('min %s and max %s: range invalid %s; the maximum is sent only when valid', (minPrice, maxPrice, invalid) => {
    expect(priceRangeInvalid({ minPrice, maxPrice })).toBe(invalid);
    const query = propertyQuery({ ...none, minPrice, maxPrice }, { pageSize: 12, lang: 'en' });
    expect(query.maxPrice).toBe(invalid ? undefined : maxPrice);
  });
});

describe('readPlace', () => {
  it.each([
    ['', { zip: undefined, city: undefined }],
    ['   ', { zip: undefined, city: undefined }],
    ['9000', { zip: '9000', city: undefined }],
    [' 1000 ', { zip: '1000', city: undefined }],
    ['L-1930', { zip: '1930', city: undefined }],
    ['l 4011', { zip: '4011', city: undefined }],
    ['Gent', { zip: undefined, city: 'Gent' }],
    ['Sint-Martens-Latem', { zip: undefined, city: 'Sint-Martens-Latem' }],
    ['La  Louvière', { zip: undefined, city: 'La Louvière' }],
    ['Ge', { zip: undefined, city: 'Ge' }],
    ['G', null],
    ['9', null],
    ['900', null],
    ['90000', null],
    ['x'.repeat(101), null],
  ])('%j', (text, expected) => {
    expect(readPlace(text)).toEqual(expected);
  });
});

describe('readAmount', () => {
  it.each([
    ['', undefined],
    ['250000', 250_000],
    ['250.000', 250_000],
    ['€ 250 000', 250_000],
    ['1.250.000,00', 1_250_000],
    ['250\u202f000', 250_000],
    // as the English list writes amounts
    ['250,000', 250_000],
    ['€1,250,000.00', 1_250_000],
    ['1,25', 1],
    ['0', 0],
    ['1000000000', 1_000_000_000],
    ['1000000001', null],
    ['abc', null],
    ['-5', null],
  ])('%j → %s', (text, expected) => {
    expect(readAmount(text)).toBe(expected);
  });
});

describe('filters shown as set', () => {
  it.each<[Partial<ListState>, boolean, number]>([
    [{}, false, 0],
    [{ goal: 'sale' }, false, 1],
    [{ goal: 'sale' }, true, 0],
    [{ type: [1, 4] }, false, 1],
    [{ zip: '9000' }, false, 1],
    [{ minPrice: 1, maxPrice: 2 }, false, 1], // one price range
    [{ goal: 'rent', type: [1], region: 3, city: 'Gent', maxPrice: 900, minBedrooms: 1, sort: 'price', page: 4 }, false, 6],
  ])('%j (goal fixed: %s) counts %i', (change, goalFixed, count) => {
    expect(activeFilterCount({ ...none, ...change }, { goalFixed })).toBe(count);
  });

  it('resets to the presets, keeping the sort', () => {
    const changed: ListState = { ...villasInFlanders, type: [4], minBedrooms: 3, sort: 'price', page: 3 };
    expect(filtersArePresets(changed, villasInFlanders)).toBe(false);
    const reset = resetFilters(changed, villasInFlanders);
    expect(reset).toEqual({ ...villasInFlanders, sort: 'price', page: 1 });
    expect(filtersArePresets(reset, villasInFlanders)).toBe(true);
    expect(filtersArePresets({ ...villasInFlanders, sort: 'city', page: 9 }, villasInFlanders)).toBe(true);
  });
});

describe('the list and the map, one tap apart', () => {
  const search = (query: string, goal?: string) => readListState(query, presetState({ goal }), { goalFixed: goal !== undefined });

  it.each([
    ['a list for sale', search('?type=1,4&maxPrice=400000&page=3', 'sale'), 'nl', '/nl/kaart/?goal=sale&type=1,4&maxPrice=400000'],
    ['a list for rent', search('?sort=price', 'rent'), 'fr', '/fr/carte/?goal=rent&sort=price'],
    ['all the properties', search('?region=flanders&area=51,3.7,51.1,3.8,51,3.9'), 'de', '/de/karte/?region=flanders&area=51,3.7,51.1,3.8,51,3.9'],
    ['nothing chosen', search(''), 'en', '/en/map/'],
  ])('takes %s to the map with its filters', (_, state, language, href) => {
    expect(mapSearchHref(state, language as 'nl')).toBe(href);
  });

  it.each([
    ['for sale', '?goal=sale&type=1,4&maxPrice=400000', 'nl', '/nl/te-koop/?type=1,4&maxPrice=400000'],
    ['for rent', '?goal=rent&sort=price&page=2', 'fr', '/fr/a-louer/?sort=price'],
    ['of any goal', '?region=flanders&minBedrooms=3', 'de', '/de/unsere-immobilien/?region=flanders&minBedrooms=3'],
    ['of nothing', '', 'en', '/en/our-properties/'],
  ])('takes the map’s search %s back to its list with its filters', (_, query, language, href) => {
    expect(listSearchHref(search(query), language as 'nl')).toBe(href);
  });

  it('comes back to the same search after the way there and back', () => {
    const list = search('?type=2&minPrice=100000&region=wallonia', 'sale');
    const map = search(new URL(mapSearchHref(list, 'nl'), 'https://x.invalid').search);
    const back = new URL(listSearchHref(map, 'nl'), 'https://x.invalid');
    expect(back.pathname).toBe('/nl/te-koop/');
    expect(search(back.search, 'sale')).toEqual({ ...list, page: 1 });
  });
});
