// The sync against the fake Omnicasa, into the real store on SQLite and on PostgreSQL: a
// full copy first, then the changes; the calls each costs; a price change, a deletion, a
// record the mapping cannot read; a sync that fails half-way, which changes nothing; and
// two instances on one database, of which one syncs at a time.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SORT } from '../../../core/api/contract.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../fake-omnicasa/server.ts';
import { FIRST_PROPERTY_ID } from '../../fake-omnicasa/catalogue.ts';
import { ENGINES } from '../../testing/databases.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/postgres.ts';
import { memorySqlite } from '../db/sqlite.ts';
import { createTestDatabase } from '../../testing/postgres.ts';
import { sqlRepositories } from '../repositories/sql/index.ts';
import { sqlCatalogueWriter } from '../repositories/sql/synced-catalogue.ts';
import type { CatalogueWriter } from '../repositories/synced-catalogue.ts';
import { crmConnector, syncOnce } from './crm.ts';
import { crmSettingsFromEnv } from './settings.ts';
import { type SyncReport, runSync } from './sync.ts';

const LISTINGS = 60;
/** hooks here start a fake CRM and run a full sync: on a busy machine that takes a while */
const HOOK_TIMEOUT = 120_000;
const BATCH = 25;

describe.each(ENGINES)('the sync on $name', ({ open }) => {
  let fake: FakeOmnicasa;
  let database: Database;
  let writer: CatalogueWriter;
  let sync: (options?: { full?: boolean; now?: () => number; signal?: AbortSignal }) => Promise<SyncReport>;

  const connect = () => {
    const settings = crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: fake.url, OMNICASA_CUSTOMER: 'immo-demo', OMNICASA_PASSWORD: 'fake-password' })!;
    return crmConnector(settings, { client: { retries: 1, sleep: async () => {} }, sync: { batchSize: BATCH, sleep: async () => {} } });
  };

  beforeEach(async () => {
    fake = await startFakeOmnicasa({ properties: LISTINGS });
    database = await open();
    writer = sqlCatalogueWriter(database);
    const connector = connect();
    sync = (options = {}) => runSync({ connector, writer, calls: () => connector.calls, ...options });
  }, HOOK_TIMEOUT);
  afterEach(async () => {
    await database?.close();
    await fake?.close();
  });

  const repositories = () => sqlRepositories(database);
  const listed = async () => (await repositories().listings.search({ sort: DEFAULT_PROPERTY_SORT, page: 1, pageSize: 500 })).items;
  const callsByEndpoint = () => Object.fromEntries([...new Set(fake.log().map((call) => call.endpoint))].map((endpoint) => [endpoint, fake.calls(endpoint)]));
  /** The fake's clock runs in seconds: a change made now is later than a sync that ended before. */
  const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  describe('the first sync copies everything', () => {
    it('every listing, project and tree, in the four languages, and says so in the status', async () => {
      const report = await sync();
      expect(report).toMatchObject({ ok: true, full: true, problems: [] });
      const items = await listed();
      expect(items).toHaveLength(LISTINGS);
      const first = await repositories().listings.published(FIRST_PROPERTY_ID);
      expect(Object.keys(first!.Title)).toEqual(['nl', 'fr', 'en', 'de']);
      // its type and town: the answer carries no title, and its Ident is a reference code
      expect(first!.Title).toEqual({ nl: 'Woning in Gent', fr: 'Maison à Gent', en: 'House in Gent', de: 'Haus in Gent' });
      expect(first!.Reference).toBe('WO-400001');
      // its type in the tree: the type of its group named as its TypeDescription
      expect(first!.TypeID).toBe(101);
      expect(first!.Documents.map((document) => document.Name)).toEqual([{ nl: 'Bodemattest' }, { nl: 'Energieprestatiecertificaat' }, { nl: 'Grondplan' }]);
      expect((await repositories().projects.search({ page: 1, pageSize: 10 })).items.map((project) => project.Title.de)).toEqual(expect.arrayContaining(['Residenz Leieboord', 'Les Terrasses de Meuse']));
      const regions = await repositories().reference.regions();
      expect(regions.find((region) => region.ID === 2000)?.Name).toEqual({ nl: 'Vlaanderen', fr: 'Flandre', en: 'Flanders', de: 'Flandern' });
      expect((await repositories().reference.propertyTypes()).find((type) => type.ID === 101)?.Name).toMatchObject({ en: 'House', de: 'Haus' });
      const status = await writer.status();
      expect(status).toMatchObject({ lastAttempt: { ok: true, full: true, calls: report.calls }, skippedCount: 0 });
      expect(status?.lastGoodEnd).toBe(status?.lastAttempt?.end);
    });

    it('costs, per batch of listings, one call per language and one for their documents; the trees once per language', async () => {
      await sync();
      const batches = Math.ceil(LISTINGS / BATCH);
      const treePages = (rows: number) => Math.ceil(rows / BATCH) * 4;
      expect(callsByEndpoint()).toEqual({
        GetPropertyList: batches * 4,
        GetDocumentList: batches + 1,
        GetProjectList: 4,
        GetGeographicList: treePages(625),
        GetTypeOfPropertyList: treePages(18),
      });
    });
  });

  describe('later syncs ask for the changes only', () => {
    beforeEach(async () => {
      await sync();
      fake.resetCalls();
      await aSecondLater();
    }, HOOK_TIMEOUT);

    it('with nothing changed: four calls, and the data stays', async () => {
      const report = await sync();
      expect(report).toMatchObject({ ok: true, full: false, changed: [], withdrawn: 0 });
      expect(callsByEndpoint()).toEqual({ GetPropertyList: 1, GetProjectList: 1, GetDeletedPropertyIDs: 1, GetDeletedProjectIDs: 1 });
      expect(fake.log()[0]!.params.ChangeSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(await listed()).toHaveLength(LISTINGS);
    });

    it('ten changes: a handful of calls, and the site shows the new prices', async () => {
      const changed = Array.from({ length: 10 }, (_, index) => FIRST_PROPERTY_ID + 3 * index);
      changed.forEach((id, index) => fake.catalogue.setPrice(id, 200_000 + index * 1_000));
      const report = await sync();
      expect(report.changed.sort()).toEqual(changed);
      expect(report.calls).toBe(8);
      expect(callsByEndpoint()).toEqual({ GetPropertyList: 4, GetDocumentList: 1, GetProjectList: 1, GetDeletedPropertyIDs: 1, GetDeletedProjectIDs: 1 });
      expect((await repositories().listings.published(changed[9]!))?.Price).toBe(209_000);
    });

    it('a deleted listing or project goes offline: not found, not listed', async () => {
      fake.catalogue.deleteProperty(FIRST_PROPERTY_ID + 1);
      fake.catalogue.deleteProject(7_100_002);
      const report = await sync();
      expect(report).toMatchObject({ ok: true, withdrawn: 2 });
      expect(await repositories().listings.published(FIRST_PROPERTY_ID + 1)).toBeUndefined();
      expect((await listed()).map((property) => property.ID)).not.toContain(FIRST_PROPERTY_ID + 1);
      expect(await repositories().projects.published(7_100_002)).toBeUndefined();
    });

    it('a listing the CRM no longer shows (status inactive) goes offline', async () => {
      fake.catalogue.change(FIRST_PROPERTY_ID + 4, { Status: 5 });
      expect(await sync()).toMatchObject({ ok: true, withdrawn: 1 });
      expect(await repositories().listings.published(FIRST_PROPERTY_ID + 4)).toBeUndefined();
    });

    it('a listing with a wrongly typed or missing field is reported and keeps its last good version; the rest is applied', async () => {
      fake.catalogue.setPrice(FIRST_PROPERTY_ID, 401_000);
      fake.catalogue.corrupt(FIRST_PROPERTY_ID, { field: 'Price', value: 'vierhonderdduizend' });
      fake.catalogue.corrupt(FIRST_PROPERTY_ID + 2, { field: 'CreatedDate' });
      fake.catalogue.setPrice(FIRST_PROPERTY_ID + 5, 123_000);
      const report = await sync();
      expect(report.ok).toBe(true);
      expect(report.problems).toEqual([
        { kind: 'property', id: FIRST_PROPERTY_ID, field: 'Price', problem: 'not a number' },
        { kind: 'property', id: FIRST_PROPERTY_ID + 2, field: 'CreatedDate', problem: 'missing' },
      ]);
      expect((await repositories().listings.published(FIRST_PROPERTY_ID))?.Price).toBe(389_000);
      expect(await repositories().listings.published(FIRST_PROPERTY_ID + 2)).toBeDefined();
      expect((await repositories().listings.published(FIRST_PROPERTY_ID + 5))?.Price).toBe(123_000);
      expect(await writer.status()).toMatchObject({ skippedCount: 2, skipped: report.problems, lastAttempt: { ok: true } });
    });

    it('a full copy later takes offline what the CRM no longer lists, and keeps what it could not read', async () => {
      fake.catalogue.deleteProperty(FIRST_PROPERTY_ID + 7);
      fake.catalogue.corrupt(FIRST_PROPERTY_ID + 8, { field: 'WebID', value: 'huis' });
      const report = await sync({ full: true });
      expect(report).toMatchObject({ ok: true, full: true, withdrawn: 1 });
      const ids = (await listed()).map((property) => property.ID);
      expect(ids).not.toContain(FIRST_PROPERTY_ID + 7);
      expect(ids).toContain(FIRST_PROPERTY_ID + 8);
      expect(ids).toHaveLength(LISTINGS - 1);
    });

    it('a full copy again once a day, whatever the status says', async () => {
      const tomorrow = () => Date.now() + 25 * 3_600_000;
      expect((await sync({ now: tomorrow })).full).toBe(true);
    });
  });

  describe('a sync that fails changes nothing', () => {
    beforeEach(async () => {
      await sync();
      await aSecondLater();
    }, HOOK_TIMEOUT);

    const snapshot = async () => JSON.stringify(await listed());

    it.each([
      ['the CRM is down', () => fake.down()],
      ['the CRM answers HTTP 500 half-way (after the first languages were read)', () => fake.fail('http-500', { endpoint: 'GetDocumentList', times: 10 })],
      ['the CRM answers garbage', () => fake.fail('not-json', { times: 10 })],
      ['the CRM refuses (credentials changed)', () => fake.fail('refused', { endpoint: 'GetDeletedPropertyIDs' })],
    ])('%s: the last good data stays published, and the status says what failed', async (_name, breakIt) => {
      fake.catalogue.setPrice(FIRST_PROPERTY_ID, 1);
      fake.catalogue.deleteProperty(FIRST_PROPERTY_ID + 1);
      const before = await snapshot();
      const statusBefore = await writer.status();
      breakIt();
      const report = await sync();
      expect(report.ok).toBe(false);
      expect(report.error).toMatch(/^Get\w+: /);
      expect(await snapshot()).toBe(before);
      const status = await writer.status();
      expect(status).toMatchObject({ lastGoodEnd: statusBefore?.lastGoodEnd, lastGoodStart: statusBefore?.lastGoodStart, lastAttempt: { ok: false, error: report.error } });
      fake.reset();
      // the next sync catches up
      expect(await sync()).toMatchObject({ ok: true, changed: [FIRST_PROPERTY_ID], withdrawn: 1 });
    });

    it('a full copy of a CRM that lists nothing does not empty the site', async () => {
      for (const property of fake.catalogue.properties()) fake.catalogue.deleteProperty(property.ID);
      const report = await sync({ full: true });
      expect(report).toMatchObject({ ok: false, error: `the CRM listed no properties; the ${LISTINGS} on the site stay` });
      expect(await listed()).toHaveLength(LISTINGS);
    });

    it('a sync stopped on the way applies nothing', async () => {
      fake.catalogue.setPrice(FIRST_PROPERTY_ID, 1);
      const controller = new AbortController();
      fake.slow(200);
      const running = sync({ signal: controller.signal });
      await expect.poll(() => fake.calls()).toBeGreaterThan(0);
      controller.abort();
      expect(await running).toMatchObject({ ok: false });
      expect((await repositories().listings.published(FIRST_PROPERTY_ID))?.Price).toBe(389_000);
    });
  });
});

/** Two instances on one database: one handle twice on SQLite (one process owns the file), two pools on PostgreSQL. */
const INSTANCES = [
  {
    name: 'SQLite',
    async open() {
      const database = await memorySqlite();
      return { first: database, second: database, close: () => database.close() };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const created = await createTestDatabase();
      const [first, second] = [await openPostgres(created.url), await openPostgres(created.url)];
      return {
        first,
        second,
        async close() {
          await Promise.all([first.close(), second.close()]);
          await created.drop();
        },
      };
    },
  },
];

describe.each(INSTANCES)('two instances on one $name database', ({ open }) => {
  let fake: FakeOmnicasa;
  let instances: Awaited<ReturnType<(typeof INSTANCES)[number]['open']>>;
  beforeEach(async () => {
    fake = await startFakeOmnicasa({ properties: 10 });
    instances = await open();
  }, HOOK_TIMEOUT);
  afterEach(async () => {
    await instances?.close();
    await fake?.close();
  });

  /** An instance's sync as the server runs it: under the lock, scheduled or asked for. */
  const instance = (database: Database) => {
    const writer = sqlCatalogueWriter(database);
    const settings = crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: fake.url, OMNICASA_CUSTOMER: 'immo-demo', OMNICASA_PASSWORD: 'fake-password' })!;
    const connector = crmConnector(settings, { client: { retries: 0 }, sync: { sleep: async () => {} } });
    return (request: { scheduled?: boolean; now?: number; inside?: () => Promise<void> } = {}) =>
      syncOnce(database, writer, { scheduled: request.scheduled === true, minutes: 15, now: () => request.now ?? Date.now() }, async () => {
        await request.inside?.();
        return runSync({ connector, writer, calls: () => connector.calls });
      });
  };

  it('one syncs at a time: the other skips its scheduled sync, and a sync asked for waits its turn', async () => {
    const [first, second] = [instance(instances.first), instance(instances.second)];
    let release!: () => void;
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    const ended: string[] = [];
    const running = first({ inside: () => (entered(), new Promise<void>((resolve) => (release = resolve))) }).then((report) => (ended.push('first'), report));
    // the first holds the lock until released: the second's schedule finds it taken
    await holding;
    expect(await second({ scheduled: true })).toMatchObject({ skipped: 'another instance is syncing', calls: 0 });
    expect(fake.calls()).toBe(0);
    const asked = second().then((report) => (ended.push('second'), report));
    release();
    expect(await running).toMatchObject({ ok: true, full: true });
    expect(await asked).toMatchObject({ ok: true, full: false });
    expect(ended).toEqual(['first', 'second']);
    expect(await sqlRepositories(instances.second).listings.published(FIRST_PROPERTY_ID)).toBeDefined();
  });

  it('a scheduled sync is skipped when another instance synced less than SYNC_MINUTES ago, and runs after', async () => {
    const [first, second] = [instance(instances.first), instance(instances.second)];
    expect(await first({ scheduled: true })).toMatchObject({ ok: true, full: true });
    fake.resetCalls();
    expect(await second({ scheduled: true, now: Date.now() + 5 * 60_000 })).toMatchObject({ skipped: 'synced a moment ago', calls: 0 });
    expect(fake.calls()).toBe(0);
    const report = await second({ scheduled: true, now: Date.now() + 15 * 60_000 });
    expect(report).toMatchObject({ ok: true, full: false });
    expect(report.skipped).toBeUndefined();
    expect(fake.calls()).toBeGreaterThan(0);
  });
});
