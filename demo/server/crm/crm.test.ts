// The server with CRM=omnicasa over the fake: the site shows the CRM's listings after the
// first sync, page views never call the CRM, the health endpoint tells the sync's state,
// a price change and a deletion show after the next sync, a CRM that is down leaves the
// site serving, and the credentials reach no answer, status or error.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../core/api/contract.ts';
import type { Property } from '../../../core/property/types.ts';
import { propertyPath } from '../../../core/routing/paths.ts';
import { FIRST_PROPERTY_ID } from '../../fake-omnicasa/catalogue.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../fake-omnicasa/server.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import { settingsFromEnv } from '../config.ts';
import type { SyncHealth } from './health.ts';
import { crmSettingsFromEnv } from './settings.ts';
import { scheduleSyncs, type SyncReport } from './sync.ts';

const PASSWORD = 'Zeer-Geheim-2026';
const PUBLIC_URL = 'https://www.immo-demo.example';

let fake: FakeOmnicasa;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOmnicasa({ properties: 30, password: PASSWORD });
  const crm = crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: fake.url, OMNICASA_CUSTOMER: 'immo-demo', OMNICASA_PASSWORD: PASSWORD, SYNC_MINUTES: '60' });
  server = await startServer({ seed: false, crm, publicUrl: PUBLIC_URL });
  // the first sync started with the server; this waits for it
  await server.app.crm!.sync();
  // the server's start and a full sync: on a busy machine that takes a while
}, 120_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

const json = async <T>(path: string) => {
  const response = await server.call(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const health = async () => (await json<{ status: string; sync: SyncHealth }>('/api/v1/health')).sync;
const sync = async () => {
  const report = await server.app.crm!.sync();
  return report;
};
/** The fake's clock runs in seconds: a change made now is later than a sync that ended before. */
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('the demo site on the CRM', () => {
  it("lists the CRM's listings and projects, in the visitor's language", async () => {
    const page = await json<Page<Property>>('/api/v1/properties?lang=fr&pageSize=50');
    expect(page.total).toBe(30);
    expect(page.items.find((item) => item.ID === FIRST_PROPERTY_ID)?.Title).toEqual({ fr: 'Maison familiale avec jardin à Gand' });
    const projects = await json<Page<{ Title: unknown }>>('/api/v1/projects?lang=de');
    expect(projects.items.map((project) => project.Title)).toContainEqual({ de: 'Residenz Leieboord' });
  });

  it('renders a listing page of the site from the synced record', async () => {
    const property = await json<Property>(`/api/v1/properties/${FIRST_PROPERTY_ID}`);
    const response = await server.call(propertyPath(property, 'nl'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Gezinswoning met tuin in Gent');
  });

  it('makes no CRM call for a page view: lists, details, similar listings, projects, trees, site pages, the sitemap', async () => {
    const property = await json<Property>(`/api/v1/properties/${FIRST_PROPERTY_ID}`);
    fake.resetCalls();
    for (const path of [
      '/api/v1/properties',
      '/api/v1/properties?goal=rent&lang=en',
      `/api/v1/properties/${FIRST_PROPERTY_ID}?lang=de`,
      `/api/v1/properties/${FIRST_PROPERTY_ID}/similar`,
      '/api/v1/projects',
      '/api/v1/projects/7100001',
      '/api/v1/reference/regions?depth=2',
      '/api/v1/reference/types',
      propertyPath(property, 'fr'),
      '/nl/te-koop/',
      '/sitemap.xml',
    ]) {
      expect((await server.call(path)).status, path).toBe(200);
    }
    expect(fake.calls()).toBe(0);
  });

  it('the health endpoint says when the last good sync ended', async () => {
    const status = await health();
    expect(status).toMatchObject({ crm: 'omnicasa', state: 'ok', skipped: 0, lastAttempt: { ok: true } });
    expect(Date.parse(status.lastGoodSyncEnd!)).toBeLessThanOrEqual(Date.now());
  });
});

describe('changes in the CRM reach the site at the next sync', () => {
  it('a new price', async () => {
    await aSecondLater();
    fake.catalogue.setPrice(FIRST_PROPERTY_ID + 9, 312_000);
    expect((await json<Property>(`/api/v1/properties/${FIRST_PROPERTY_ID + 9}`)).Price).not.toBe(312_000);
    expect(await sync()).toMatchObject({ ok: true, full: false, changed: [FIRST_PROPERTY_ID + 9] });
    expect((await json<Property>(`/api/v1/properties/${FIRST_PROPERTY_ID + 9}`)).Price).toBe(312_000);
  });

  it('a deleted listing answers 404 and leaves the lists and the sitemap', async () => {
    const id = FIRST_PROPERTY_ID + 10;
    const property = await json<Property>(`/api/v1/properties/${id}`);
    const address = `${PUBLIC_URL}${propertyPath(property, 'nl')}`;
    expect(await (await server.call('/sitemap.xml')).text()).toContain(address);
    fake.catalogue.deleteProperty(id);
    expect(await sync()).toMatchObject({ ok: true, withdrawn: 1 });
    expect((await server.call(`/api/v1/properties/${id}`)).status).toBe(404);
    expect((await json<Page<Property>>('/api/v1/properties?pageSize=50')).items.map((item) => item.ID)).not.toContain(id);
    expect(await (await server.call('/sitemap.xml')).text()).not.toContain(address);
    expect((await server.call(propertyPath(property, 'nl'))).status).toBe(404);
  });

  it('a demand waiting for such a listing hears of it at the next sync, in its alert mail', async () => {
    const id = FIRST_PROPERTY_ID + 13;
    const property = await json<Property>(`/api/v1/properties/${id}`);
    const email = 'wacht.op.een.huis@example.be';
    const form = { goal: property.Goal === 0 ? 'buy' : 'rent', propertyTypes: [property.WebID], zones: [property.Zip], frequency: 'instant', title: 'ms', firstName: 'Lien', lastName: 'Claes', phone: '0475 98 76 54', email };
    const registered = await server.post('/api/v1/requests/demand?lang=nl', form);
    expect(registered.status, await registered.clone().text()).toBe(201);
    const confirmation = (await server.outbox()).find((mail) => mail.to === email && mail.kind === 'demand.confirm')!;
    const token = new URL(/https?:\/\/\S+\?confirm=\S+/.exec(confirmation.text)![0]).searchParams.get('confirm');
    expect((await server.post('/api/v1/demands/confirm', { token })).status).toBe(200);
    const alerts = async () => (await server.outbox()).filter((mail) => mail.to === email && mail.kind === 'demand.alert');
    expect(await alerts()).toEqual([]);
    await aSecondLater();
    fake.catalogue.setPrice(id, (property.Price ?? 1_000) + 1_000);
    expect(await sync()).toMatchObject({ ok: true, changed: [id] });
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert!.text).toContain(`${PUBLIC_URL}${propertyPath(property, 'nl')}`);
  });

  it('a record with a wrongly typed field is reported by the health endpoint and skipped; never a 500, never an empty site', async () => {
    await aSecondLater();
    fake.catalogue.corrupt(FIRST_PROPERTY_ID + 11, { field: 'NumberOfBedRooms', value: 'drie' });
    expect(await sync()).toMatchObject({ ok: true });
    expect(await health()).toMatchObject({ state: 'ok', skipped: 1, problems: [{ kind: 'property', id: FIRST_PROPERTY_ID + 11, field: 'NumberOfBedRooms', problem: 'not a number' }] });
    expect((await server.call(`/api/v1/properties/${FIRST_PROPERTY_ID + 11}`)).status).toBe(200);
    expect((await json<Page<Property>>('/api/v1/properties')).total).toBe(29);
    fake.catalogue.repair(FIRST_PROPERTY_ID + 11);
  });
});

describe('a CRM that is down', () => {
  it('leaves the site serving its last good data; the health endpoint says what failed; the next sync catches up', async () => {
    await aSecondLater();
    fake.catalogue.setPrice(FIRST_PROPERTY_ID + 12, 99_000);
    fake.down();
    const report = await sync();
    expect(report).toMatchObject({ ok: false, error: 'GetPropertyList: the service could not be reached' });
    expect((await json<Page<Property>>('/api/v1/properties')).total).toBe(29);
    expect((await json<Property>(`/api/v1/properties/${FIRST_PROPERTY_ID + 12}`)).Price).not.toBe(99_000);
    const status = await health();
    expect(status).toMatchObject({ state: 'failing', lastAttempt: { ok: false, error: report.error } });
    fake.up();
    expect(await sync()).toMatchObject({ ok: true });
    expect(await health()).toMatchObject({ state: 'ok' });
    expect((await json<Property>(`/api/v1/properties/${FIRST_PROPERTY_ID + 12}`)).Price).toBe(99_000);
  });
});

describe('the booking calendar from the CRM’s appointments', () => {
  type Slots = { status: string; slots: { id: string; kind: string; start: string; places: number; placesLeft: number }[] };
  it('offers the moments GetAppointmentObject answers, with the places the CRM has left; a listing without any is full', async () => {
    const open = await json<Slots>(`/api/v1/appointments?propertyId=${FIRST_PROPERTY_ID}`);
    expect(open.status).toBe('open');
    expect(open.slots.map((slot) => slot.id)).toEqual([`omnicasa-${FIRST_PROPERTY_ID * 10 + 1}`, `omnicasa-${FIRST_PROPERTY_ID * 10 + 2}`]);
    expect(open.slots[0]).toMatchObject({ kind: 'open_house', places: 5, placesLeft: 5, start: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\+0[12]:00$/) });
    expect(open.slots[1]).toMatchObject({ kind: 'agent', places: 1, placesLeft: 1 });
    expect((await json<Slots>(`/api/v1/appointments?propertyId=${FIRST_PROPERTY_ID + 1}`)).status).toBe('full');
    // read after the sync, one call per listing, never for a page view
    fake.resetCalls();
    await json<Slots>(`/api/v1/appointments?propertyId=${FIRST_PROPERTY_ID}`);
    expect(fake.calls()).toBe(0);
    await sync();
    expect(fake.calls('GetAppointmentObject')).toBe((await json<Page<Property>>('/api/v1/properties?status=available&pageSize=50')).total);
  });
});

describe('the credentials', () => {
  it('reach no answer, status, report or printed setting', async () => {
    fake.fail('refused', { endpoint: 'GetPropertyList' });
    const failed = await sync();
    const shown = [
      JSON.stringify(failed),
      JSON.stringify(await server.app.crm!.status()),
      await (await server.call('/api/v1/health')).text(),
      await (await server.call('/api/v1/properties')).text(),
      await (await server.call('/sitemap.xml')).text(),
      await (await server.call('/robots.txt')).text(),
      await (await server.call('/nl/')).text(),
      JSON.stringify(server.app.settings),
      inspect(server.app.settings, { depth: 6 }),
      inspect(server.app.crm, { depth: 6, showHidden: true }),
    ].join('\n');
    expect(shown.includes(PASSWORD)).toBe(false);
    expect(shown.includes(encodeURIComponent(PASSWORD))).toBe(false);
    // a call's address carries the password in its query: none is ever shown
    expect(shown.includes(`${fake.url}GetPropertyListJson`)).toBe(false);
  });
});

describe('configuration', () => {
  it.each([
    ['no CRM: the server keeps its own data', {}, undefined],
    [
      'omnicasa with the production service by default and a sync every 15 minutes',
      { CRM: 'Omnicasa', OMNICASA_CUSTOMER: 'klant', OMNICASA_PASSWORD: 'pw' },
      { kind: 'omnicasa', syncMinutes: 15, omnicasa: { url: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/', customer: 'klant', officeId: undefined } },
    ],
    [
      'an office and another rhythm',
      { CRM: 'omnicasa', OMNICASA_URL: 'http://127.0.0.1:4180/1.12/OmnicasaService.svc/', OMNICASA_CUSTOMER: 'klant', OMNICASA_PASSWORD: 'pw', OMNICASA_OFFICE_ID: '3', SYNC_MINUTES: '5' },
      { kind: 'omnicasa', syncMinutes: 5, omnicasa: { url: 'http://127.0.0.1:4180/1.12/OmnicasaService.svc/', officeId: 3 } },
    ],
  ])('%s', (_name, env, expected) => {
    const settings = crmSettingsFromEnv(env);
    if (expected === undefined) expect(settings).toBeUndefined();
    else expect(settings).toMatchObject(expected);
  });

  it.each([
    ['an unknown CRM', { CRM: 'whise' }, 'CRM must be "omnicasa"'],
    ['no password', { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'klant' }, 'needs OMNICASA_CUSTOMER and OMNICASA_PASSWORD'],
    ['an office that is no number', { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'k', OMNICASA_PASSWORD: PASSWORD, OMNICASA_OFFICE_ID: 'gent' }, 'OMNICASA_OFFICE_ID must be a number'],
  ])('%s stops the server at start, naming the setting and never the password', (_name, env, message) => {
    expect(() => crmSettingsFromEnv(env)).toThrow(message);
    try {
      crmSettingsFromEnv(env);
    } catch (error) {
      expect(String(error)).not.toContain(PASSWORD);
    }
  });

  it('with a CRM the demo data is not seeded, unless SEED says so', () => {
    const crm = { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'k', OMNICASA_PASSWORD: 'p' };
    expect(settingsFromEnv(crm).seed).toBe(false);
    expect(settingsFromEnv({ ...crm, SEED: '1' }).seed).toBe(true);
    expect(settingsFromEnv({}).seed).toBe(true);
  });
});

describe('the schedule', () => {
  it('syncs at once, then SYNC_MINUTES after the end of the last sync, never two at a time, until stopped', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let finish: ((report: SyncReport) => void) | undefined;
      const report = { ok: true, full: false, calls: 0, ms: 0, published: 0, changed: [], withdrawn: 0, problems: [] };
      const schedule = scheduleSyncs(() => (runs++, new Promise<SyncReport>((resolve) => (finish = resolve))), 15, () => {});
      expect(runs).toBe(1);
      // asking while one runs joins it
      const joined = schedule.now();
      expect(runs).toBe(1);
      finish!(report);
      await joined;
      await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(2);
      finish!(report);
      await schedule.stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
