// The public catalogue through the real server and the widgets' own client: every
// answer passes core/api's schemas, filters and sorts do what docs/api.md says, and
// what the agency did not publish never leaves the server.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors.ts';
import { AVAILABILITY_STATES, type Property, type PropertySummary } from '../../core/property/types.ts';
import { regionOfZip } from '../../core/property/region.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
let all: PropertySummary[];

beforeAll(async () => {
  server = await startServer();
  all = (await server.client.properties.list({ pageSize: 100 })).items;
});
afterAll(() => server.close());

const ids = (items: { ID: number }[]) => items.map((item) => item.ID);

describe('GET /health', () => {
  it('answers ok', async () => {
    expect(await server.client.health()).toEqual({ status: 'ok' });
  });
});

describe('GET /properties', () => {
  it('pages the online listings: items, total, page, pageCount', async () => {
    const page = await server.client.properties.list({ pageSize: 10, page: 2 });
    expect(page.items).toHaveLength(10);
    expect(page.page).toBe(2);
    expect(page.total).toBe(all.length);
    expect(page.pageCount).toBe(Math.ceil(all.length / 10));
    expect(ids(page.items)).toEqual(ids(all).slice(10, 20));
  });

  it('leaves offline listings out, and by default what is no longer on offer', async () => {
    expect(server.count('properties', 'online = 0')).toBeGreaterThan(0);
    expect(all.length).toBe(server.count('properties', "online = 1 AND status = 'available'"));
    expect(all.every((item) => item.Status === 'available')).toBe(true);
    const everyState = await server.client.properties.list({ status: [...AVAILABILITY_STATES], pageSize: 100 });
    expect(everyState.total).toBe(server.count('properties', 'online = 1'));
  });

  it.each([
    ['sale', (item: PropertySummary) => item.Goal === 0],
    ['rent', (item: PropertySummary) => item.Goal !== 0],
  ] as const)('filters goal=%s', async (goal, test) => {
    const { items, total } = await server.client.properties.list({ goal, pageSize: 100 });
    expect(total).toBe(all.filter(test).length);
    expect(items.every(test)).toBe(true);
  });

  it('filters by type web ids', async () => {
    const { items } = await server.client.properties.list({ type: [3, 6], pageSize: 100 });
    expect(items.length).toBe(all.filter((item) => item.WebID === 3 || item.WebID === 6).length);
    expect(new Set(items.map((item) => item.WebID))).toEqual(new Set([3, 6]));
  });

  it.each(['flanders', 'wallonia', 'brussels'] as const)('filters region=%s by postal code', async (region) => {
    const { items } = await server.client.properties.list({ region, pageSize: 100 });
    expect(items.length).toBe(all.filter((item) => item.CountryID === 10 && regionOfZip(item.Zip) === region).length);
    expect(items.every((item) => item.CountryID === 10 && regionOfZip(item.Zip) === region)).toBe(true);
  });

  it('filters region=luxembourg by country, and a region tree id with its provinces', async () => {
    const luxembourg = await server.client.properties.list({ region: 'luxembourg', pageSize: 100 });
    expect(luxembourg.total).toBeGreaterThan(0);
    expect(luxembourg.items.every((item) => item.CountryID === 50)).toBe(true);
    // the official tree's ids (Statbel's NIS codes): Flanders 2000, the province of Antwerp 10000
    const flanders = await server.client.properties.list({ region: 2000, pageSize: 100 });
    expect(flanders.total).toBe((await server.client.properties.list({ region: 'flanders', pageSize: 100 })).total);
    const antwerp = await server.client.properties.list({ region: 10000, pageSize: 100 });
    expect(antwerp.total).toBeGreaterThan(0);
    expect(antwerp.items.every((item) => /^(1[0-9]\d\d|2[0-9]\d\d)$/.test(item.Zip!) && String(item.RegionID).startsWith('1'))).toBe(true);
  });

  it('filters zip and city (any case, any accents)', async () => {
    const zip = await server.client.properties.list({ zip: '9000', pageSize: 100 });
    expect(zip.total).toBeGreaterThan(0);
    expect(zip.items.every((item) => item.Zip === '9000')).toBe(true);
    const city = await server.client.properties.list({ city: 'LIEGE', pageSize: 100 });
    expect(city.total).toBeGreaterThan(0);
    expect(city.items.every((item) => item.City === 'Liège')).toBe(true);
  });

  it('filters by price; a listing whose price is on request is in no price range', async () => {
    const { items } = await server.client.properties.list({ minPrice: 300_000, maxPrice: 500_000, pageSize: 100 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.PublishPrice).toBeTruthy();
      expect(item.Price).toBeGreaterThanOrEqual(300_000);
      expect(item.Price).toBeLessThanOrEqual(500_000);
    }
    const all = await server.client.properties.list({ pageSize: 100 });
    expect(all.items.some((item) => !item.PublishPrice)).toBe(true);
  });

  it('filters minBedrooms and status', async () => {
    const rooms = await server.client.properties.list({ minBedrooms: 4, pageSize: 100 });
    expect(rooms.total).toBeGreaterThan(0);
    expect(rooms.items.every((item) => (item.Bedrooms ?? 0) >= 4)).toBe(true);
    const sold = await server.client.properties.list({ status: ['sold', 'rented'], pageSize: 100 });
    expect(new Set(sold.items.map((item) => item.Status))).toEqual(new Set(['sold', 'rented']));
  });

  it('searches q across titles in every language, city and reference', async () => {
    const dutch = await server.client.properties.list({ q: 'bouwgrond', pageSize: 100 });
    const french = await server.client.properties.list({ q: 'terrain', pageSize: 100 });
    expect(dutch.total).toBeGreaterThan(0);
    expect(ids(french.items)).toEqual(expect.arrayContaining(ids(dutch.items)));
    const town = await server.client.properties.list({ q: 'sint martens', pageSize: 100 });
    expect(town.items.map((item) => item.City)).toContain('Sint-Martens-Latem');
    expect((await server.client.properties.list({ q: 'zzz%' })).total).toBe(0);
  });

  it('sorts by price both ways, unpublished prices last', async () => {
    const up = (await server.client.properties.list({ sort: 'price', pageSize: 100 })).items;
    const published = up.filter((item) => item.PublishPrice).map((item) => item.Price!);
    expect(published).toEqual([...published].sort((a, b) => a - b));
    expect(up.at(-1)!.PublishPrice).toBe(false);
    const down = (await server.client.properties.list({ sort: '-price', pageSize: 100 })).items.filter((item) => item.PublishPrice);
    expect(down.map((item) => item.Price!)).toEqual([...published].sort((a, b) => b - a));
  });

  it('sorts by date (newest first by default), type and city', async () => {
    const dates = all.map((item) => item.CreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = (await server.client.properties.list({ sort: 'date', pageSize: 100 })).items.map((item) => item.CreatedAt);
    expect(oldest).toEqual([...dates].sort());
    const types = (await server.client.properties.list({ sort: 'type', pageSize: 100 })).items.map((item) => item.WebID);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    const cities = (await server.client.properties.list({ sort: 'city', pageSize: 100 })).items.map((item) => item.City!.toLowerCase());
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers 400 bad_request naming each wrong parameter', async () => {
    const response = await server.call('/api/v1/properties?minPrice=abc&sort=cheap&goal=lease&page=0');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('bad_request');
    expect(Object.keys(body.fields).sort()).toEqual(['goal', 'minPrice', 'page', 'sort']);
  });

  it('ignores parameters it does not know, such as tracking ones', async () => {
    const response = await server.call('/api/v1/properties?utm_source=newsletter&fbclid=x');
    expect(response.status).toBe(200);
  });
});

describe('GET /properties/:id', () => {
  it('gives the full property, media URLs absolute on this server', async () => {
    const property = await server.client.properties.get(all[0]!.ID);
    expect(property.Description).toBeTruthy();
    expect(property.Pictures.length).toBeGreaterThan(0);
    expect(property.Pictures[0]!.Url.startsWith(`${server.origin}/media/`)).toBe(true);
    const picture = await fetch(property.Pictures[0]!.Thumbs.low);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('access-control-allow-origin')).toBe('*');
    // the low thumbnail is the spec's smallest: 320 pixels wide
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(320);
    const document = await fetch(property.Documents[0]!.Url);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await document.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('passes the summary check a form heading uses, with the same fields as the list gives', async () => {
    const listed = all.find((item) => item.MainPicture && item.Status !== 'available') ?? all[0]!;
    const summary = await server.client.properties.summary(listed.ID);
    expect(summary).toMatchObject(listed);
    expect(summary.MainPicture?.Thumbs.medium).toBe(listed.MainPicture?.Thumbs.medium);
  });

  it('trims texts to ?lang, and leaves all languages without it', async () => {
    const id = all[0]!.ID;
    const french = await server.client.properties.get(id, 'fr');
    expect(Object.keys(french.Title)).toEqual(['fr']);
    expect(Object.keys(french.TypeName)).toEqual(['fr']);
    const every = await server.client.properties.get(id);
    expect(Object.keys(every.Title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('never sends an unpublished price, nor what gives it away', async () => {
    const hidden = all.find((item) => !item.PublishPrice)!;
    const property = await server.client.properties.get(hidden.ID);
    for (const field of ['Price', 'StartPrice', 'NotaryFeeExclVat', 'NotaryFeeInclVat', 'RegistrationRights', 'DepositAmount'] as const) {
      expect(property[field], field).toBeNull();
    }
    const stored = JSON.parse(server.app.db.prepare('SELECT data FROM properties WHERE id = ?').pluck().get(hidden.ID) as string) as Property;
    expect(stored.Price).toBeGreaterThan(0);
  });

  it('never sends an unpublished address, exact coordinates or the EPC number', async () => {
    const hidden = all.find((item) => !item.PublishAddress)!;
    const property = await server.client.properties.get(hidden.ID);
    expect([property.Street, property.HouseNumber, property.BoxNr, property.EpcCertificateNumber]).toEqual([null, null, null, null]);
    expect(property.Zip).toBeTruthy();
    expect(String(property.Latitude).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it.each(['999999', 'abc', '0', '-1', '1e3'])('answers 404 property_not_found for id %s', async (id) => {
    const response = await server.call(`/api/v1/properties/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'property_not_found' });
  });

  it('answers 404 for an offline listing, and the client names the catalogue message', async () => {
    const offline = server.app.db.prepare('SELECT id FROM properties WHERE online = 0').pluck().get() as number;
    const error = await server.client.properties.get(offline).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageId).toBe('error.propertyNotFound');
  });

  it('lists similar available properties of the same goal and type', async () => {
    const base = all.find((item) => item.WebID === 1 && item.Goal === 0)!;
    const similar = await server.client.properties.similar(base.ID);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    for (const item of similar) {
      expect(item.ID).not.toBe(base.ID);
      expect([item.WebID, item.Goal, item.Status]).toEqual([1, 0, 'available']);
    }
  });
});

describe('photos on one screen', () => {
  // the pages a visitor turns through, in the list's orders
  it.each(['-date', 'price', '-price'] as const)('a page of 24 results sorted %s shows no main photo twice while a listing has another to show', async (sort) => {
    const first = await server.client.properties.list({ pageSize: 24, sort });
    const problems: string[] = [];
    let ownRepeats = 0;
    for (let page = 1; page <= first.pageCount; page++) {
      const { items } = page === 1 ? first : await server.client.properties.list({ pageSize: 24, sort, page });
      const shown = new Set<string>();
      const own = new Set<string>();
      for (const card of items) {
        const full = await server.client.properties.get(card.ID, 'en');
        if (full.MainPicture && own.has(full.MainPicture.Url)) ownRepeats++;
        if (full.MainPicture) own.add(full.MainPicture.Url);
        const url = card.MainPicture?.Url;
        if (!url) continue;
        expect(full.Pictures.map((picture) => picture.Url)).toContain(url);
        if (shown.has(url) && full.Pictures.some((picture) => !shown.has(picture.Url))) problems.push(`page ${page}: ${card.ID} shows ${url} again`);
        shown.add(url);
      }
    }
    expect(problems).toEqual([]);
    // the seed's listings share fronts of their kind: without the rule their cards would repeat
    expect(ownRepeats).toBeGreaterThan(0);
  });

  it('a similar listing never shows the photo of the listing it is similar to, nor one another shows, while it has a photo of its own not shown', async () => {
    const { items } = await server.client.properties.list({ pageSize: 100 });
    const problems: string[] = [];
    for (const base of items) {
      const similar = await server.client.properties.similar(base.ID);
      // the page shows the property's own main photo (its card in a list may have shown another)
      const own = (await server.client.properties.get(base.ID, 'en')).MainPicture;
      const shown = new Set(own ? [own.Url] : []);
      for (const card of similar) {
        const url = card.MainPicture?.Url;
        if (!url) continue;
        // a listing whose every photo is already on the screen (the seed has one photo of an office building) keeps its own
        const full = await server.client.properties.get(card.ID, 'en');
        if (shown.has(url) && full.Pictures.some((picture) => !shown.has(picture.Url))) problems.push(`${base.ID}: ${card.ID} shows ${url} again`);
        shown.add(url);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('GET /projects', () => {
  it('lists the four projects, open ones first, and gives one with its price list', async () => {
    const page = await server.client.projects.list();
    expect(page.total).toBe(4);
    expect(page.items.at(-1)!.Status).toBe('sold_out');
    const project = await server.client.projects.get(page.items[0]!.ID, 'nl');
    expect(project.Constructions.length).toBe(project.UnitsTotal);
    expect(project.Documents.length).toBeGreaterThan(0);
    for (const unit of project.Constructions.filter((item) => !item.PublishPrice)) expect(unit.Price).toBeNull();
  });

  it('hides the address of a project that does not publish it', async () => {
    const page = await server.client.projects.list({ pageSize: 10 });
    const hidden = page.items.find((item) => !item.PublicAddress)!;
    expect([hidden.Street, hidden.HouseNumber]).toEqual([null, null]);
  });

  it('lists similar projects and answers 404 project_not_found', async () => {
    const similar = await server.client.projects.similar(1);
    expect(similar.every((item) => item.ID !== 1 && item.Status !== 'sold_out')).toBe(true);
    const response = await server.call('/api/v1/projects/77');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'project_not_found' });
  });
});

describe('GET /reference', () => {
  it('gives the region tree with the three regions and the Grand Duchy', async () => {
    const regions = await server.client.reference.regions('de');
    const roots = regions.filter((item) => item.ParentID === null);
    expect(roots.map((item) => item.Name)).toEqual([{ de: 'Flandern' }, { de: 'Wallonien' }, { de: 'Region Brüssel-Hauptstadt' }, { de: 'Großherzogtum Luxemburg' }]);
    expect(regions.every((item) => item.ParentID === null || regions.some((parent) => parent.ID === item.ParentID))).toBe(true);
  });

  it('gives the type tree with every web id 1–7', async () => {
    const types = await server.client.reference.types();
    expect(new Set(types.map((item) => item.WebID))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
  });
});

describe('unknown paths', () => {
  it('answer 404 not_found as JSON under /api and /media', async () => {
    for (const path of ['/api/v1/nothing', '/api/v2/properties', '/media/pictures/none.svg']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    }
  });

  it('answer 400 bad_request to a malformed path', async () => {
    const response = await server.call('/media/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad_request' });
  });
});
