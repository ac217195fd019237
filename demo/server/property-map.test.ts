// GET /properties/map on the seeded demo: the map shows what the list shows (its markers'
// counts add up to the list's total, filter by filter), splits clusters as it zooms in,
// never sends an unpublished address finer than its municipality, and refuses a bad area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../core/api/contract.ts';
import type { PropertyMap } from '../../core/api/resources/property-map.ts';
import { encodeArea } from '../../core/geo/area.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { municipalityCentre } from './geo/map-points.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const json = async <T>(path: string) => (await (await server.call(path)).json()) as T;
const sum = (map: PropertyMap) => map.markers.reduce((total, marker) => total + marker.count, 0) + map.unplaced;
const BELGIUM = 'bbox=2.5,49.4,6.5,51.6';

describe('the map of a search', () => {
  it.each([
    '',
    'goal=sale',
    'goal=rent&type=2',
    'region=brussels',
    'region=wallonia&minBedrooms=3',
    'minPrice=200000&maxPrice=450000',
    `area=${encodeArea([[51.3, 3.5], [51.3, 4.6], [50.8, 4.6], [50.8, 3.5]])}`,
    `goal=sale&area=${encodeArea([[51.3, 3.5], [51.3, 4.6], [50.8, 3.5]])}`,
  ])('counts what the list counts: %s', async (filters) => {
    const list = await json<Page<PropertySummary>>(`/api/v1/properties?${filters}`);
    for (const zoom of [5, 9, 14]) {
      const map = await json<PropertyMap>(`/api/v1/properties/map?${filters}&zoom=${zoom}&bbox=-180,-85,180,85`);
      expect(map.total).toBe(list.total);
      expect(sum(map)).toBe(list.total);
      expect(map.places.reduce((total, place) => total + place.count, 0)).toBeLessThanOrEqual(list.total);
    }
  });

  // one rule counts everywhere (ON_OFFER): what the map and the list count for a search is
  // what the demand register's live count says for the same search, and what its alerts send
  it.each([
    ['goal=sale', { goal: 'buy' }],
    ['goal=rent', { goal: 'rent' }],
    ['goal=sale&maxPrice=400000', { goal: 'buy', maxPrice: 400000 }],
    ['goal=sale&minPrice=150000&minBedrooms=3', { goal: 'buy', minPrice: 150000, minBedrooms: 3 }],
    [`goal=sale&maxPrice=400000&area=${encodeArea([[51.3, 3.5], [51.3, 4.6], [50.8, 4.6], [50.8, 3.5]])}`, { goal: 'buy', maxPrice: 400000, area: encodeArea([[51.3, 3.5], [51.3, 4.6], [50.8, 4.6], [50.8, 3.5]]) }],
  ])('counts what the demand register counts for the same search: %s', async (filters, demand) => {
    const map = await json<PropertyMap>(`/api/v1/properties/map?${filters}&zoom=5&${BELGIUM}`);
    const register = (await (await server.post('/api/v1/demands/count', demand)).json()) as { count: number };
    expect(map.total).toBeGreaterThan(0);
    expect(register.count).toBe(map.total);
  });

  it('shows no sold or let listing unless asked for them by name', async () => {
    const shown = await json<Page<PropertySummary>>('/api/v1/properties?pageSize=100');
    expect(shown.items.every((item) => item.Status === 'available')).toBe(true);
    const gone = await json<PropertyMap>(`/api/v1/properties/map?status=sold,rented&zoom=5&${BELGIUM}`);
    expect(gone.total).toBeGreaterThan(0);
  });

  it('splits clusters as the map zooms in', async () => {
    const far = await json<PropertyMap>(`/api/v1/properties/map?zoom=5&${BELGIUM}`);
    const near = await json<PropertyMap>(`/api/v1/properties/map?zoom=12&${BELGIUM}`);
    expect(far.markers.length).toBeLessThan(near.markers.length);
    const cluster = far.markers.find((marker) => marker.count > 1)!;
    expect(cluster.expand).toBeGreaterThan(5);
  });

  it('shows a listing whose address is not published at its municipality, and no finer', async () => {
    const near = await json<PropertyMap>(`/api/v1/properties/map?zoom=16&${BELGIUM}`);
    const hidden = near.markers.filter((marker) => marker.count === 1 && marker.exact === false);
    expect(hidden.length).toBeGreaterThan(0);
    for (const marker of hidden.slice(0, 20)) {
      const listing = await json<PropertySummary>(`/api/v1/properties/${marker.ID}`);
      expect(listing.PublishAddress).toBe(false);
      expect([marker.lat, marker.lng]).toEqual(municipalityCentre(listing.RegionID!));
    }
  });

  it.each(['area=51,3,52', 'area=a,b,c,d,e,f', `area=${'51,3,'.repeat(41)}51,3`, 'bbox=4,50,3,51', 'zoom=40'])('refuses %s with a 400', async (query) => {
    const response = await server.call(`/api/v1/properties/map?${query}`);
    expect(response.status).toBe(400);
    const list = await server.call(`/api/v1/properties?${query}`);
    expect(list.status).toBe(query.startsWith('area') ? 400 : 200);
  });

  it('refuses an area whose border crosses itself with a 400 that names why, on the list and the map', async () => {
    // a bow tie over Brussels: its two long edges cross
    const bowTie = `area=${encodeArea([[50.8, 4.3], [50.9, 4.4], [50.9, 4.3], [50.8, 4.4]])}`;
    for (const path of ['/api/v1/properties', '/api/v1/properties/map']) {
      const response = await server.call(`${path}?${bowTie}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'bad_request', fields: { area: 'area.crosses' } });
    }
  });
});
