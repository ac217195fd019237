// A data source other than SQLite, as a CRM adapter plugs in: buildApp takes its
// repositories, the routes answer from them, and what the public may not see is
// still withheld by the server whatever the source returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../core/api/contract.ts';
import type { Property } from '../../core/property/types.ts';
import { validForms } from '../testing/fixtures.ts';
import { mapPoint } from './geo/map-points.ts';
import type { Listings } from './repositories/listings.ts';
import { listing } from '../testing/databases.ts';
import { startServer, type TestServer } from '../testing/server.ts';

const CRM: Property[] = [
  listing({ ID: 501, Price: 410_000, PublishPrice: false, PublishAddress: false, Street: 'Veldstraat', Latitude: 51.054321, Longitude: 3.721234 }),
  listing({ ID: 502, Price: 320_000, Status: 'sold' }),
];

const crmListings: Listings = {
  async search(query) {
    return { items: CRM, total: CRM.length, page: query.page, pageSize: query.pageSize, pageCount: 1 };
  },
  async published(id) {
    return CRM.find((item) => item.ID === id);
  },
  async similar(property) {
    return CRM.filter((item) => item.ID !== property.ID);
  },
  async located() {
    return CRM.map((item) => ({ id: item.ID, place: item.RegionID, at: mapPoint(item) }));
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false }, { repositories: { listings: crmListings } });
});
afterAll(() => server.close());

const json = async <T>(path: string) => (await (await server.call(path)).json()) as T;

describe('listings from a CRM adapter', () => {
  it('lists what the adapter answers, as summaries with the public view applied', async () => {
    const page = await json<Page<Property>>('/api/v1/properties');
    expect(page.items.map((item) => item.ID)).toEqual([501, 502]);
    expect(page.items[0]).toMatchObject({ Price: null, Street: null, Latitude: 51.05, Longitude: 3.72 });
    expect(page.items[0]).not.toHaveProperty('Code');
  });

  it('a detail and its similar listings come from the same one lookup', async () => {
    expect(await json<Property>('/api/v1/properties/501')).toMatchObject({ ID: 501, Price: null, Street: null });
    expect((await json<{ items: Property[] }>('/api/v1/properties/501/similar')).items.map((item) => item.ID)).toEqual([502]);
    expect((await server.call('/api/v1/properties/503')).status).toBe(404);
  });

  it('a visit request about a listing the CRM says is sold is refused by the one availability rule', async () => {
    const forms = validForms({ sale: 502, rent: 502 });
    const response = await server.post('/api/v1/requests/visit', forms.visit);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'property_sold' });
  });
});
