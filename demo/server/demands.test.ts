import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../core/property/types.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import type { OutboxMail } from './routes/outbox.ts';

const ADMIN = { Authorization: 'Bearer admin-secret' };
const person = { title: 'ms', firstName: 'Annelies', lastName: 'Maes', phone: '0475 12 34 56' };
// a house to buy in the province of East Flanders (40000) or postcode 1000, 200,000 to 400,000 euros
const search = { goal: 'buy', propertyTypes: [1], zones: [40000, '1000'], minPrice: 200_000, maxPrice: 400_000 };

let server: TestServer;
let template: Property;

beforeAll(async () => {
  server = await startServer({ adminToken: 'admin-secret' });
  template = JSON.parse(server.app.db.prepare("SELECT data FROM properties WHERE online = 1 AND status = 'available' LIMIT 1").pluck().get() as string);
});
afterAll(() => server.close());

const newMails = async (before: OutboxMail[]) => (await server.outbox()).slice(0, (await server.outbox()).length - before.length);
const linkParameter = (mail: OutboxMail, name: string) => new URL(/https?:\/\/\S+/.exec(mail.text.split('\n').find((line) => line.includes(`?${name}=`))!)![0]).searchParams.get(name)!;

/** A house in Gent (East Flanders) for sale at `price`, published through the back office. */
function publish(id: number, changes: Partial<Property> = {}) {
  return server.post(
    '/api/v1/admin/listings',
    {
      property: {
        ...template,
        ID: id,
        Goal: 0,
        WebID: 1,
        Zip: '9000',
        City: 'Gent',
        CountryID: 10,
        RegionID: 44021,
        Price: 300_000,
        PublishPrice: true,
        Status: 'available',
        Title: { nl: `Woning ${id}`, fr: `Maison ${id}`, en: `House ${id}`, de: `Haus ${id}` },
        ...changes,
      },
    },
    ADMIN,
  );
}

async function register(email: string, extra: Record<string, unknown>, language = 'fr') {
  const before = await server.outbox();
  const response = await server.post(`/api/v1/requests/demand?lang=${language}`, { ...search, ...person, email, ...extra }, { 'Accept-Language': language });
  expect(response.status).toBe(201);
  const [mail] = await newMails(before);
  return { mail: mail!, token: linkParameter(mail!, 'confirm') };
}

async function confirmed(email: string, extra: Record<string, unknown> = {}, language = 'fr') {
  const { token } = await register(email, extra, language);
  const response = await server.post('/api/v1/demands/confirm', { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; token: string };
}

describe('double opt-in', () => {
  it('stores nothing until the address is confirmed, then the demand once', async () => {
    const { mail, token } = await register('optin@example.be', {});
    expect(mail.kind).toBe('demand.confirm');
    expect(mail.to).toBe('optin@example.be');
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain('/fr/tenez-moi-informe/?confirm=');
    expect(server.count('demands')).toBe(0);

    const before = await server.outbox();
    const first = await server.post('/api/v1/demands/confirm', { token });
    const again = await server.post('/api/v1/demands/confirm', { token });
    expect(first.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(server.count('demands', 'email = ?', 'optin@example.be')).toBe(1);
    const mails = await newMails(before);
    expect(mails.map((item) => item.kind).sort()).toEqual(['demand.welcome', 'request.demand.agency']);
    // the agency reads the zones by name, in its language
    expect(mails.find((item) => item.kind === 'request.demand.agency')!.text).toContain('Oost-Vlaanderen, 1000');
  });

  it('refuses an unknown link with the catalogue message, never a 500', async () => {
    const response = await server.post('/api/v1/demands/confirm', { token: 'nonsense' });
    expect(response.status).toBe(422);
    expect((await response.json()).fields.token).toBe('validation.demandLinkInvalid');
  });

  it('checks the form like every form', async () => {
    const response = await server.post('/api/v1/requests/demand', { ...person, email: 'x@example.be', goal: 'buy' });
    expect(response.status).toBe(422);
    const { fields } = await response.json();
    expect(fields.propertyTypes).toBe('validation.propertyTypeRequired');
    expect(fields.zones).toBe('validation.zoneRequired');
  });
});

describe('alerts', () => {
  it('tells an instant demand about a matching listing once, again only after a price drop', async () => {
    const { token } = await confirmed('instant@example.be', { frequency: 'instant' }, 'nl');
    let before = await server.outbox();
    expect((await publish(90001)).status).toBe(201);
    const [alert, ...others] = (await newMails(before)).filter((mail) => mail.to === 'instant@example.be');
    expect(others).toEqual([]);
    expect(alert!.kind).toBe('demand.alert');
    expect(alert!.language).toBe('nl');
    expect(alert!.subject).toContain('Woning 90001');
    expect(alert!.text).toMatch(/€\s300\.000/u);
    expect(alert!.text).toMatch(/\/nl\/.*90001/);
    expect(alert!.text).toContain(`?edit=${encodeURIComponent(token)}`);
    // every list's one-click endpoint, with the demand's token on the alerts' list
    expect(alert!.headers['List-Unsubscribe']).toContain(`/api/v1/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(alert!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // the same listing again, and a rise: nothing new
    before = await server.outbox();
    await publish(90001);
    await publish(90001, { Price: 310_000 });
    expect((await newMails(before)).filter((mail) => mail.to === 'instant@example.be')).toEqual([]);
    // a drop below what it was told: news
    await publish(90001, { Price: 280_000 });
    expect((await newMails(before)).filter((mail) => mail.to === 'instant@example.be')).toHaveLength(1);
  });

  it('leaves a demand alone for a listing outside its search', async () => {
    await confirmed('picky@example.be', { frequency: 'instant' });
    const before = await server.outbox();
    await publish(90002, { Zip: '4000', City: 'Liège', RegionID: 62063 }); // Liège: another province
    await publish(90003, { Price: 450_000 }); // over the maximum
    await publish(90004, { Goal: 1 }); // for rent
    // a price on request is in no price range (core/demand/match.ts), as in the list's search
    await publish(90006, { PublishPrice: false });
    expect((await newMails(before)).filter((mail) => mail.to === 'picky@example.be')).toEqual([]);
    // postcode 1000 is one of the zones
    await publish(90005, { Zip: '1000', City: 'Bruxelles', RegionID: 21004 });
    expect((await newMails(before)).filter((mail) => mail.to === 'picky@example.be')).toHaveLength(1);
  });

  it('collects a daily demand’s listings into one digest of at most ten', async () => {
    await confirmed('daily@example.be', { frequency: 'daily' });
    const before = await server.outbox();
    for (let id = 90100; id < 90112; id++) await publish(id);
    expect((await newMails(before)).filter((mail) => mail.to === 'daily@example.be')).toEqual([]);

    const response = await server.post('/api/v1/admin/digests/daily', {}, ADMIN);
    expect(response.status).toBe(200);
    const [digest] = (await newMails(before)).filter((mail) => mail.to === 'daily@example.be');
    expect(digest!.subject).toMatch(/^10 /);
    expect(digest!.text.match(/Maison 901\d\d/g)).toHaveLength(10);

    // the two left over come in the next digest, and nothing twice
    const next = await server.outbox();
    await server.post('/api/v1/admin/digests/daily', {}, ADMIN);
    const [rest] = (await newMails(next)).filter((mail) => mail.to === 'daily@example.be');
    expect(rest!.text.match(/Maison 901\d\d/g)).toHaveLength(2);
    const last = await server.outbox();
    await server.post('/api/v1/admin/digests/daily', {}, ADMIN);
    expect((await newMails(last)).filter((mail) => mail.to === 'daily@example.be')).toEqual([]);
  });

  it('stops after an unsubscribe, by the page or by one click', async () => {
    const first = await confirmed('bye@example.be', { frequency: 'instant' });
    const second = await confirmed('oneclick@example.be', { frequency: 'instant' });
    // the endpoint every list's links use (routes/unsubscribe.ts)
    const byPage = await server.post('/api/v1/unsubscribe', { token: first.token });
    expect(byPage.status).toBe(200);
    expect(await byPage.json()).toEqual({ status: 'unsubscribed', list: 'demand' });
    const oneClick = await server.call(`/api/v1/unsubscribe?token=${encodeURIComponent(second.token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const before = await server.outbox();
    await publish(90200);
    expect((await newMails(before)).filter((mail) => mail.to === 'bye@example.be' || mail.to === 'oneclick@example.be')).toEqual([]);
    expect((await server.call(`/api/v1/demands/${encodeURIComponent(first.token)}`)).status).toBe(422);
  });

  it('keeps the back office closed without the token', async () => {
    expect((await server.post('/api/v1/admin/listings', { property: { ID: 1 } })).status).toBe(404);
    expect((await server.post('/api/v1/admin/digests/daily', {}, { Authorization: 'Bearer wrong' })).status).toBe(404);
  });
});

describe('the profile behind the edit link', () => {
  it('reads and changes the search, keeping the confirmed address', async () => {
    const { token } = await confirmed('edit@example.be');
    const read = await (await server.call(`/api/v1/demands/${encodeURIComponent(token)}`)).json();
    expect(read.values.zones).toEqual([40000, '1000']);
    const changed = await server.call(`/api/v1/demands/${encodeURIComponent(token)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...read.values, zones: [21004], email: 'other@example.be' }),
    });
    expect(changed.status).toBe(200);
    const again = await (await server.call(`/api/v1/demands/${encodeURIComponent(token)}`)).json();
    expect(again.values.zones).toEqual([21004]);
    expect(again.values.email).toBe('edit@example.be');
  });
});

describe('reference data and the live count', () => {
  it('serves the official tree with postcodes, and its top levels alone', async () => {
    const all = (await (await server.call('/api/v1/reference/regions?lang=fr')).json()).items as { ID: number; Level: string; Postcodes?: { zip: string }[] }[];
    expect(all.filter((item) => item.Level === 'municipality' && item.ID < 100_000)).toHaveLength(565);
    expect(all.find((item) => item.ID === 44021)!.Postcodes!.map((entry) => entry.zip)).toContain('9050');
    // regions and provinces; Brussels' and the Grand Duchy's municipalities sit right under their region
    const top = (await (await server.call('/api/v1/reference/regions?depth=2')).json()).items as { ID: number; ParentID: number; Level: string }[];
    expect(top.filter((item) => item.Level === 'province')).toHaveLength(10);
    expect(top.filter((item) => item.Level === 'municipality').every((item) => item.ParentID === 4000 || item.ParentID === 100_000)).toBe(true);
    expect(top.some((item) => item.Level === 'arrondissement')).toBe(false);
  });

  it('counts what matches now, by the alerts’ rule', async () => {
    const count = async (body: unknown) => (await (await server.post('/api/v1/demands/count', body)).json()).count as number;
    const everything = await count({});
    const gent = await count({ goal: 'buy', propertyTypes: [1], zones: [44021] });
    const flanders = await count({ goal: 'buy', propertyTypes: [1], zones: [2000] });
    expect(everything).toBeGreaterThan(flanders);
    expect(flanders).toBeGreaterThanOrEqual(gent);
    expect(gent).toBeGreaterThan(0);
    // what cannot be read yet is left out, not refused
    expect(await count({ goal: 'buy', propertyTypes: [1], zones: [44021], minPrice: 'abc' })).toBe(gent);
  });
});

describe('single types and a drawn area', () => {
  // around Gent (51.05, 3.72), Liège far outside; the corners as the map's `area=` writes them
  const area = '50.95,3.6,51.15,3.6,51.15,3.85,50.95,3.85';
  const flatSearch = { goal: 'buy', propertyTypes: [], types: [103], zones: [], area };
  const inGent = { PublishAddress: true, Latitude: 51.054, Longitude: 3.717, Zip: '9000', City: 'Gent', RegionID: 44021 };
  const inLiege = { PublishAddress: true, Latitude: 50.633, Longitude: 5.567, Zip: '4000', City: 'Liège', RegionID: 62063 };
  const toldTo = async (email: string, before: OutboxMail[]) => (await newMails(before)).filter((mail) => mail.to === email);

  it('stores the polygon with the demand, and tells it of a flat inside only', async () => {
    const mailed = await server.outbox();
    const { id } = await confirmed('area@example.be', { ...flatSearch, frequency: 'instant' }, 'nl');
    // the agent reads the type by name and the area in words
    const agency = (await newMails(mailed)).find((mail) => mail.kind === 'request.demand.agency')!;
    expect(agency.text).toMatch(/^Types pand: Appartement$/m);
    expect(agency.text).toMatch(/Getekend gebied, 4 hoeken, ongeveer [\d.]+ km²/);
    const stored = JSON.parse(server.app.db.prepare('SELECT data FROM demands WHERE id = ?').pluck().get(id) as string);
    expect(stored).toMatchObject({ types: [103], area });
    expect(server.count('demand_areas', 'demand_id = ?', id)).toBe(1);

    const before = await server.outbox();
    await publish(90101, { WebID: 1, TypeID: 101, ...inGent }); // a house: another type of the same group
    await publish(90102, { WebID: 1, TypeID: 103, ...inLiege }); // a flat, outside the area
    expect(await toldTo('area@example.be', before)).toEqual([]);
    await publish(90103, { WebID: 1, TypeID: 103, ...inGent }); // a flat inside
    // its address not public: placed at its municipality's centre (Gent's lies inside), as the list's area filter places it
    await publish(90104, { WebID: 1, TypeID: 103, ...inGent, PublishAddress: false, Latitude: 50.7, Longitude: 5.5 });
    const told = await toldTo('area@example.be', before);
    expect(told.map((mail) => mail.subject).join(' ')).toMatch(/90103/);
    expect(told.map((mail) => mail.subject).join(' ')).toMatch(/90104/);
    expect(told).toHaveLength(2);
  });

  it('keeps a profile stored before single types matching as before: web ids are whole groups', async () => {
    const now = new Date().toISOString();
    const id = 'stored-before-types';
    await server.app.repositories.demands.add({
      id,
      email: 'before@example.be',
      language: 'nl',
      frequency: 'instant',
      data: { goal: 'buy', propertyTypes: [1], zones: [44021], ...person, email: 'before@example.be' },
      createdAt: now,
      updatedAt: now,
    });
    const before = await server.outbox();
    await publish(90111, { WebID: 4, TypeID: 401, ...inGent }); // land: another group
    expect(await toldTo('before@example.be', before)).toEqual([]);
    await publish(90112, { WebID: 1, TypeID: 103, ...inGent }); // a flat: a home
    await publish(90113, { WebID: 1, TypeID: 101, ...inGent }); // a house: a home
    expect(await toldTo('before@example.be', before)).toHaveLength(2);
  });

  it('takes an area or zones as where, and refuses a malformed area with the catalogue message, never a 500', async () => {
    const post = (extra: Record<string, unknown>) => server.post('/api/v1/requests/demand?lang=nl', { ...search, ...person, email: 'where@example.be', ...extra });
    expect((await post({ zones: [], area })).status).toBe(201);
    const corners = (count: number) => Array.from({ length: count }, (_, i) => `${51 + i / 1000},${3.7 + (i % 2) / 100}`).join(',');
    expect((await post({ zones: [], area: corners(3) })).status).toBe(201);
    expect((await post({ zones: [], area: corners(40) })).status).toBe(201);
    for (const bad of [corners(2), corners(41), '51,3.7,91,3.7,51.1,3.8', 'a,b,c,d,e,f', '51,3.7,51.1', 42]) {
      const response = await post({ zones: [], area: bad });
      expect(response.status, String(bad)).toBe(422);
      expect((await response.json()).fields.area).toBe('validation.areaInvalid');
    }
    const nowhere = await post({ zones: [], area: '' });
    expect((await nowhere.json()).fields.zones).toBe('validation.zoneRequired');
    const noType = await post({ propertyTypes: [], types: [] });
    expect((await noType.json()).fields.propertyTypes).toBe('validation.propertyTypeRequired');
  });

  it('counts a flat in an area by the same rule', async () => {
    const count = async (body: unknown) => (await (await server.post('/api/v1/demands/count', body)).json()).count as number;
    const homes = await count({ goal: 'buy', propertyTypes: [1], area });
    const flats = await count({ goal: 'buy', types: [103], area });
    expect(homes).toBeGreaterThan(flats);
    expect(flats).toBeGreaterThan(0);
    expect(await count({ goal: 'buy', types: [103], area: '51,3.7,51.0001,3.7,51.0001,3.7001' })).toBe(0);
  });
});
