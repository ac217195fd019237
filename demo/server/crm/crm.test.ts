// The server on each CRM over its fake (Omnicasa, Whise: demo/testing/fake-crms.ts): the
// site shows the CRM's listings after the first sync, titled in the visitor's language
// and never by a reference code; page views never call the CRM; the health endpoint
// tells the sync's state; a price change and a deletion show after the next sync; a CRM
// that is down leaves the site serving, and the leads sent meanwhile reach it once each
// when it is back; the credentials reach no answer, status or error. The server, the
// fakes and the delivery worker share one clock the test moves: no test waits on time.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../core/api/contract.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import { AVAILABILITY_STATES } from '../../../core/property/availability.ts';
import type { Property } from '../../../core/property/types.ts';
import { propertyPath } from '../../../core/routing/paths.ts';
import { FAKE_CRMS, type FakeCrm } from '../../testing/fake-crms.ts';
import { deliveriesSettled, startServer, type TestServer } from '../../testing/server.ts';
import { settingsFromEnv } from '../config.ts';
import type { SyncHealth } from './health.ts';
import { crmSettingsFromEnv } from './settings.ts';
import { scheduleSyncs, type SyncReport } from './sync.ts';

const PASSWORD = 'Zeer-Geheim-2026';
const PUBLIC_URL = 'https://www.immo-demo.example';
const MINUTE = 60_000;
const DAY = 86_400_000;

/** What differs between the CRMs, in their own words. */
const EXPECTED: Record<string, { title: Record<string, string>; listCall: string; bedrooms: [string, unknown]; slots: { id: (first: number) => string; kind: string; places: number }[] }> = {
  // no title field in Omnicasa's answer: its type and town
  omnicasa: {
    title: { nl: 'Woning in Gent', fr: 'Maison à Gent', en: 'House in Gent', de: 'Haus in Gent' },
    listCall: 'GetPropertyList',
    bedrooms: ['NumberOfBedRooms', 'drie'],
    // the open house with the places it has left; the viewing without a capacity, for one
    slots: [
      { id: (first) => `omnicasa-${first * 10 + 1}`, kind: 'open_house', places: 5 },
      { id: (first) => `omnicasa-${first * 10 + 2}`, kind: 'agent', places: 1 },
    ],
  },
  // Whise's estates have names of their own, in each language
  whise: {
    title: { nl: 'Gezinswoning met tuin in Gent', fr: 'Maison familiale avec jardin à Gand', en: 'Family house with a garden in Ghent', de: 'Einfamilienhaus mit Garten in Gent' },
    listCall: 'v1/estates/list',
    bedrooms: ['rooms', 'drie'],
    // the event of the viewing action that has no contact yet; the one already taken is not offered
    slots: [{ id: (first) => `whise-${first * 10 + 1}`, kind: 'agent', places: 1 }],
  },
};

/** Every listing the CRM publishes, sold and rented ones too (a search shows what is on offer by default). */
const EVERY_STATE = `status=${AVAILABILITY_STATES.join(',')}`;

describe.each(FAKE_CRMS)('the demo site on $name', (kind) => {
  let crm: FakeCrm;
  let server: TestServer;
  let clock = Date.now();
  const expected = EXPECTED[kind.kind]!;

  beforeAll(async () => {
    crm = await kind.start({ properties: 30, password: PASSWORD, now: () => clock });
    server = await startServer({ seed: false, crm: crm.settings({ SYNC_MINUTES: '60' }), publicUrl: PUBLIC_URL, agencyLanguage: 'nl' }, { now: () => clock });
    // the first sync started with the server; this waits for it
    await server.app.crm!.sync();
    // the server's start and a full sync: on a busy machine that takes a while
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await crm?.fake.close();
  });

  const json = async <T>(path: string) => {
    const response = await server.call(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const health = async () => (await json<{ status: string; sync: SyncHealth }>('/api/v1/health')).sync;
  const sync = () => server.app.crm!.sync();
  /** The CRMs' times have seconds: a change made a second later is one the next sync sees. */
  const aSecondLater = () => (clock += 1_100);
  const first = () => crm.firstId;

  describe('the site on the CRM', () => {
    it("lists the CRM's listings in each language, titled in that language and never by their reference", async () => {
      for (const language of LANGUAGES) {
        const page = await json<Page<Property>>(`/api/v1/properties?lang=${language}&pageSize=50&${EVERY_STATE}`);
        expect(page.total).toBe(30);
        for (const item of page.items) {
          const title = item.Title[language];
          expect(title, `${item.ID} in ${language}`).toBeTruthy();
          expect([item.Reference, item.Code].includes(title!), `${item.ID} titled by its reference`).toBe(false);
        }
        expect(page.items.find((item) => item.ID === first())?.Title).toEqual({ [language]: expected.title[language] });
      }
      const projects = await json<Page<{ Title: unknown }>>('/api/v1/projects?lang=de');
      expect(projects.items.map((project) => project.Title)).toContainEqual({ de: 'Residenz Leieboord' });
    });

    it('renders a listing page of the site from the synced record', async () => {
      const property = await json<Property>(`/api/v1/properties/${first()}`);
      const response = await server.call(propertyPath(property, 'nl'));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(expected.title.nl);
    });

    it('makes no CRM call for a page view: lists, details, similar listings, projects, trees, site pages, the sitemap', async () => {
      const property = await json<Property>(`/api/v1/properties/${first()}`);
      crm.fake.resetCalls();
      for (const path of [
        '/api/v1/properties',
        '/api/v1/properties?goal=rent&lang=en',
        `/api/v1/properties/${first()}?lang=de`,
        `/api/v1/properties/${first()}/similar`,
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
      expect(crm.fake.calls()).toBe(0);
    });

    it('the health endpoint says when the last good sync ended', async () => {
      const status = await health();
      expect(status).toMatchObject({ crm: kind.kind, state: 'ok', skipped: 0, lastAttempt: { ok: true } });
      expect(Date.parse(status.lastGoodSyncEnd!)).toBeLessThanOrEqual(clock);
    });
  });

  describe('changes in the CRM reach the site at the next sync', () => {
    it('a new price', async () => {
      aSecondLater();
      crm.setPrice(first() + 9, 312_000);
      expect((await json<Property>(`/api/v1/properties/${first() + 9}`)).Price).not.toBe(312_000);
      expect(await sync()).toMatchObject({ ok: true, full: false, changed: [first() + 9] });
      expect((await json<Property>(`/api/v1/properties/${first() + 9}`)).Price).toBe(312_000);
    });

    it('a deleted listing answers 404 and leaves the lists and the sitemap', async () => {
      const id = first() + 10;
      const property = await json<Property>(`/api/v1/properties/${id}`);
      const address = `${PUBLIC_URL}${propertyPath(property, 'nl')}`;
      expect(await (await server.call('/sitemap.xml')).text()).toContain(address);
      aSecondLater();
      crm.remove(id);
      expect(await sync()).toMatchObject({ ok: true, withdrawn: 1 });
      expect((await server.call(`/api/v1/properties/${id}`)).status).toBe(404);
      expect((await json<Page<Property>>('/api/v1/properties?pageSize=50')).items.map((item) => item.ID)).not.toContain(id);
      expect(await (await server.call('/sitemap.xml')).text()).not.toContain(address);
      expect((await server.call(propertyPath(property, 'nl'))).status).toBe(404);
    });

    it('a demand waiting for such a listing hears of it at the next sync, in its alert mail', async () => {
      const id = first() + 13;
      const property = await json<Property>(`/api/v1/properties/${id}`);
      const email = `wacht.op.een.huis.${kind.kind}@example.be`;
      const form = { goal: property.Goal === 0 ? 'buy' : 'rent', propertyTypes: [property.WebID], zones: [property.Zip], frequency: 'instant', title: 'ms', firstName: 'Lien', lastName: 'Claes', phone: '0475 98 76 54', email };
      const registered = await server.post('/api/v1/requests/demand?lang=nl', form);
      expect(registered.status, await registered.clone().text()).toBe(201);
      const confirmation = (await server.outbox()).find((mail) => mail.to === email && mail.kind === 'demand.confirm')!;
      const token = new URL(/https?:\/\/\S+\?confirm=\S+/.exec(confirmation.text)![0]).searchParams.get('confirm');
      expect((await server.post('/api/v1/demands/confirm', { token })).status).toBe(200);
      const alerts = async () => (await server.outbox()).filter((mail) => mail.to === email && mail.kind === 'demand.alert');
      expect(await alerts()).toEqual([]);
      aSecondLater();
      crm.setPrice(id, (property.Price ?? 1_000) + 1_000);
      expect(await sync()).toMatchObject({ ok: true, changed: [id] });
      const [alert, ...more] = await alerts();
      expect(more).toEqual([]);
      expect(alert!.text).toContain(`${PUBLIC_URL}${propertyPath(property, 'nl')}`);
    });

    it('a record with a wrongly typed field is reported by the health endpoint and skipped; never a 500, never an empty site', async () => {
      const [field, value] = expected.bedrooms;
      aSecondLater();
      crm.corrupt(first() + 11, field, value);
      expect(await sync()).toMatchObject({ ok: true });
      expect(await health()).toMatchObject({ state: 'ok', skipped: 1, problems: [{ kind: 'property', id: first() + 11, field, problem: 'not a number' }] });
      expect((await server.call(`/api/v1/properties/${first() + 11}`)).status).toBe(200);
      expect((await json<Page<Property>>(`/api/v1/properties?${EVERY_STATE}`)).total).toBe(29);
      crm.repair(first() + 11);
    });
  });

  describe('the booking calendar from the CRM', () => {
    type Slots = { status: string; slots: { id: string; kind: string; start: string; places: number; placesLeft: number }[] };
    it('offers the moments the CRM has for visitors; a listing without any is full; read after a sync, never for a page view', async () => {
      const open = await json<Slots>(`/api/v1/appointments?propertyId=${first()}`);
      expect(open.status).toBe('open');
      expect(open.slots.map((slot) => slot.id)).toEqual(expected.slots.map((slot) => slot.id(first())));
      expected.slots.forEach((slot, index) => expect(open.slots[index]).toMatchObject({ kind: slot.kind, places: slot.places, placesLeft: slot.places, start: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\+0[12]:00$/) }));
      expect((await json<Slots>(`/api/v1/appointments?propertyId=${first() + 1}`)).status).toBe('full');
      crm.fake.resetCalls();
      await json<Slots>(`/api/v1/appointments?propertyId=${first()}`);
      expect(crm.fake.calls()).toBe(0);
    });
  });

  describe('a CRM that is down', () => {
    it('leaves the site serving its last good data; the health endpoint says what failed; the next sync catches up', async () => {
      aSecondLater();
      crm.setPrice(first() + 12, 99_000);
      crm.fake.down();
      const report = await sync();
      expect(report).toMatchObject({ ok: false, error: `${expected.listCall}: the service could not be reached` });
      expect((await json<Page<Property>>(`/api/v1/properties?${EVERY_STATE}`)).total).toBe(29);
      expect((await json<Property>(`/api/v1/properties/${first() + 12}`)).Price).not.toBe(99_000);
      expect(await health()).toMatchObject({ state: 'failing', lastAttempt: { ok: false, error: report.error } });
      crm.fake.up();
      expect(await sync()).toMatchObject({ ok: true });
      expect(await health()).toMatchObject({ state: 'ok' });
      expect((await json<Property>(`/api/v1/properties/${first() + 12}`)).Price).toBe(99_000);
    });

    it('twenty leads sent during ten minutes away reach it exactly once each when it is back', async () => {
      const LEADS = 20;
      const listed = await json<Page<Property>>('/api/v1/properties?status=available&pageSize=50');
      const visit = (index: number) => ({ title: 'ms', firstName: 'An', lastName: 'Peeters', phone: '0475 12 34 56', email: `outage-${index}@example.be`, propertyId: listed.items[index % listed.items.length]!.ID });
      const arrived = () => crm.leadEmails().filter((email) => /^outage-\d+@/.test(email));
      const settled = () => deliveriesSettled(server, () => clock);

      crm.fake.down();
      const down = clock;
      for (let index = 0; index < LEADS; index++) {
        const response = await server.post('/api/v1/requests/visit', visit(index), { 'Idempotency-Key': `outage-${kind.kind}-${index}` });
        expect(response.status, await response.clone().text()).toBeLessThan(300);
        // the visitors come over the ten minutes
        clock += (10 * MINUTE) / LEADS;
        await settled();
      }
      expect(arrived()).toEqual([]);
      expect(await server.app.stores.deliveries.counts()).toEqual({ pending: LEADS, failed: 0 });
      expect(clock - down).toBe(10 * MINUTE);

      crm.fake.up();
      // each lead's next try comes by its backoff; a day later every one has been made
      for (let step = 0; step < 24; step++) {
        clock += DAY / 24;
        await settled();
      }
      expect(await server.app.stores.deliveries.counts()).toEqual({ pending: 0, failed: 0 });
      const emails = arrived();
      expect(emails).toHaveLength(LEADS);
      expect(new Set(emails).size).toBe(LEADS);
      clock += DAY;
      await settled();
      expect(arrived()).toHaveLength(LEADS);
    });
  });

  describe('the credentials', () => {
    it('reach no answer, status, report or printed setting', async () => {
      crm.fake.fail('refused', { endpoint: expected.listCall });
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
    });
  });
});

describe('configuration', () => {
  it.each([
    ['no CRM: the server keeps its own data', {}, undefined],
    [
      'omnicasa with the production service by default and a sync every 15 minutes',
      { CRM: 'Omnicasa', OMNICASA_CUSTOMER: 'klant', OMNICASA_PASSWORD: 'pw' },
      { kind: 'omnicasa', syncMinutes: 15, connection: { url: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/', customer: 'klant', officeId: undefined, polygonRegionType: undefined } },
    ],
    [
      'an office and another rhythm',
      { CRM: 'omnicasa', OMNICASA_URL: 'http://127.0.0.1:4180/1.12/OmnicasaService.svc/', OMNICASA_CUSTOMER: 'klant', OMNICASA_PASSWORD: 'pw', OMNICASA_OFFICE_ID: '3', SYNC_MINUTES: '5' },
      { kind: 'omnicasa', syncMinutes: 5, connection: { url: 'http://127.0.0.1:4180/1.12/OmnicasaService.svc/', officeId: 3 } },
    ],
    [
      'omnicasa with the polygon code an agency confirmed',
      { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'klant', OMNICASA_PASSWORD: 'pw', OMNICASA_POLYGON_REGION_TYPE: '4' },
      { kind: 'omnicasa', connection: { polygonRegionType: 4 } },
    ],
    [
      'whise with the production API by default, the public language ids and no calendar',
      { CRM: 'whise', WHISE_USERNAME: 'integrator', WHISE_PASSWORD: 'pw', WHISE_CLIENT_ID: '4101' },
      {
        kind: 'whise',
        syncMinutes: 15,
        connection: { url: 'https://api.whise.eu/', username: 'integrator', clientId: 4101, officeId: undefined, viewingActionId: undefined, languageIds: { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' } },
      },
    ],
    [
      'whise with an office, the calendar action visitors may book, and a language id corrected',
      { CRM: 'whise', WHISE_USERNAME: 'integrator', WHISE_PASSWORD: 'pw', WHISE_CLIENT_ID: '4101', WHISE_OFFICE_ID: '7301', WHISE_VIEWING_ACTION_ID: '12', WHISE_LANGUAGES: 'de=de-BE' },
      { kind: 'whise', connection: { officeId: 7301, viewingActionId: 12, languageIds: { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' } } },
    ],
  ])('%s', (_name, env, expected) => {
    const settings = crmSettingsFromEnv(env);
    if (expected === undefined) expect(settings).toBeUndefined();
    else expect(settings).toMatchObject(expected);
  });

  it.each([
    ['an unknown CRM', { CRM: 'zabun' }, 'CRM must be "omnicasa" or "whise"'],
    ['no password', { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'klant' }, 'needs OMNICASA_CUSTOMER and OMNICASA_PASSWORD'],
    ['an office that is no number', { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'k', OMNICASA_PASSWORD: PASSWORD, OMNICASA_OFFICE_ID: 'gent' }, 'OMNICASA_OFFICE_ID must be a number'],
    ['whise without its marketplace account', { CRM: 'whise', WHISE_CLIENT_ID: '1' }, 'needs WHISE_USERNAME and WHISE_PASSWORD'],
    ['whise without its client', { CRM: 'whise', WHISE_USERNAME: 'i', WHISE_PASSWORD: PASSWORD }, 'needs WHISE_CLIENT_ID'],
    ['a language id that is none', { CRM: 'whise', WHISE_USERNAME: 'i', WHISE_PASSWORD: PASSWORD, WHISE_CLIENT_ID: '1', WHISE_LANGUAGES: 'nl=Nederlands!' }, 'WHISE_LANGUAGES must read like'],
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
