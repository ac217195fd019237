// A sync of Whise over its fake into a fresh store: the full copy in four languages, a
// batch at a time; the changes since the last good sync by UpdateDateTimeRange; an
// estate deleted or taken offline leaves with its status, one gone from the API at the
// next full copy (its id no longer listed); what it costs the CRM in calls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SORT } from '../../../../core/api/contract.ts';
import { FIRST_ESTATE_ID } from '../../../fake-whise/catalogue.ts';
import { type FakeWhise, startFakeWhise } from '../../../fake-whise/server.ts';
import type { Database } from '../../db/database.ts';
import { memorySqlite } from '../../db/sqlite.ts';
import { sqlRepositories } from '../../repositories/sql/index.ts';
import { sqlCatalogueWriter } from '../../repositories/sql/synced-catalogue.ts';
import { crmConnector } from '../crm.ts';
import { crmSettingsFromEnv } from '../settings.ts';
import { runSync } from '../sync.ts';

const LISTINGS = 60;
const BATCH = 25;
let clock = Date.parse('2026-05-01T08:00:00Z');
let fake: FakeWhise;
let database: Database;
let sync: (options?: { full?: boolean }) => ReturnType<typeof runSync>;

beforeEach(async () => {
  fake = await startFakeWhise({ properties: LISTINGS, now: () => clock });
  database = await memorySqlite();
  const connector = crmConnector(crmSettingsFromEnv(fake.env())!, { client: { retries: 1, sleep: async () => {} }, sync: { batchSize: BATCH, sleep: async () => {} } });
  const writer = sqlCatalogueWriter(database);
  sync = (options = {}) => runSync({ connector, writer, calls: () => connector.calls, now: () => clock, ...options });
}, 120_000);
afterEach(async () => {
  await database?.close();
  await fake?.close();
});

const repositories = () => sqlRepositories(database);
const listed = async () => (await repositories().listings.search({ sort: DEFAULT_PROPERTY_SORT, page: 1, pageSize: 500 })).items;
const callsByEndpoint = () => Object.fromEntries([...new Set(fake.log().map((call) => call.endpoint))].map((endpoint) => [endpoint, fake.calls(endpoint)]));
/** The answers' times have seconds: a change a second later is one the next sync sees. */
const later = () => (clock += 1_100);

describe('the first sync copies everything', () => {
  it('every listing and project in the four languages, with the type tree and the region tree', async () => {
    const report = await sync();
    expect(report).toMatchObject({ ok: true, full: true, problems: [] });
    expect(await listed()).toHaveLength(LISTINGS);
    const first = await repositories().listings.published(FIRST_ESTATE_ID);
    expect(first!.Title).toEqual({ nl: 'Gezinswoning met tuin in Gent', fr: 'Maison familiale avec jardin à Gand', en: 'Family house with a garden in Ghent', de: 'Einfamilienhaus mit Garten in Gent' });
    expect(first!.Teaser?.de).toBe('Helles Haus mit drei Schlafzimmern und einem Südgarten.');
    const projects = (await repositories().projects.search({ page: 1, pageSize: 10 })).items;
    expect(projects.map((project) => [project.Title.de, project.UnitsTotal])).toEqual(expect.arrayContaining([['Residenz Leieboord', 5], ['Les Terrasses de Meuse', 4]]));
    expect((await repositories().reference.propertyTypes()).find((type) => type.ID === 89)?.Name).toMatchObject({ fr: 'Maison unifamiliale' });
    expect((await repositories().reference.regions()).find((region) => region.ID === 44021)?.Name).toMatchObject({ fr: 'Gand' });
  });

  it('costs the two tokens, then one call per language for each batch: the first language pages, the others name the batch’s ids', async () => {
    await sync();
    // 60 listings, 2 projects and their 9 units in batches of 25: 3 batches
    expect(callsByEndpoint()).toEqual({ token: 1, 'v1/admin/clients/token': 1, 'v1/estates/list': 3 * 4 });
    const [first, second] = fake.log().filter((call) => call.endpoint === 'v1/estates/list');
    expect(first!.params).toMatchObject({ Filter: { LanguageId: 'nl-BE', StatusIds: [1], DisplayStatusIds: [2, 3, 4, 5] }, Page: { Limit: BATCH, Offset: 0 } });
    expect((second!.params.Filter as { EstateIds: number[]; LanguageId: string }).LanguageId).toBe('fr-BE');
    expect((second!.params.Filter as { EstateIds: number[] }).EstateIds).toHaveLength(BATCH);
  });
});

describe('later syncs ask for the changes only', () => {
  beforeEach(async () => {
    expect((await sync()).ok).toBe(true);
    fake.resetCalls();
  });

  it('nothing changed: one call, its tokens kept, and the data stays', async () => {
    later();
    expect(await sync()).toMatchObject({ ok: true, full: false, changed: [] });
    expect(callsByEndpoint()).toEqual({ 'v1/estates/list': 1 });
    // since the last good sync started, a minute before, written as UTC
    expect(fake.log()[0]!.params).toMatchObject({ Filter: { UpdateDateTimeRange: { Min: new Date(Date.parse('2026-05-01T08:00:00Z') - 60_000).toISOString().slice(0, 19) }, StatusIds: [1, 5, 6] } });
    expect(await listed()).toHaveLength(LISTINGS);
  });

  it('ten new prices: four calls, and the site shows them', async () => {
    later();
    const ids = Array.from({ length: 10 }, (_, index) => FIRST_ESTATE_ID + index * 5);
    for (const [index, id] of ids.entries()) fake.catalogue.setPrice(id, 250_000 + index);
    const report = await sync();
    expect(report).toMatchObject({ ok: true, full: false });
    expect([...report.changed].sort()).toEqual(ids);
    expect(callsByEndpoint()).toEqual({ 'v1/estates/list': 4 });
    expect((await repositories().listings.published(ids[3]!))?.Price).toBe(250_003);
  });

  it('an estate deleted, or taken off the website, leaves at once: it comes back with its status', async () => {
    later();
    fake.catalogue.deleteEstate(FIRST_ESTATE_ID + 1);
    fake.catalogue.takeOffline(FIRST_ESTATE_ID + 2);
    expect(await sync()).toMatchObject({ ok: true, withdrawn: 2 });
    expect(await repositories().listings.published(FIRST_ESTATE_ID + 1)).toBeUndefined();
    expect(await repositories().listings.published(FIRST_ESTATE_ID + 2)).toBeUndefined();
  });

  it('an estate gone from the API altogether leaves at the next full copy, which no longer lists its id', async () => {
    fake.catalogue.purge(FIRST_ESTATE_ID + 3);
    later();
    expect(await sync()).toMatchObject({ ok: true, full: false, withdrawn: 0 });
    expect(await repositories().listings.published(FIRST_ESTATE_ID + 3)).toBeDefined();
    expect(await sync({ full: true })).toMatchObject({ ok: true, full: true, withdrawn: 1 });
    expect(await repositories().listings.published(FIRST_ESTATE_ID + 3)).toBeUndefined();
    expect(await listed()).toHaveLength(LISTINGS - 1);
  });

  it('an estate it cannot read is reported and keeps its last good version; the rest is applied', async () => {
    later();
    fake.catalogue.corrupt(FIRST_ESTATE_ID + 4, 'purposeStatus', { id: 99 });
    fake.catalogue.setPrice(FIRST_ESTATE_ID + 6, 123_000);
    const report = await sync();
    expect(report).toMatchObject({ ok: true, problems: [{ kind: 'property', id: FIRST_ESTATE_ID + 4, field: 'purposeStatus.id', problem: 'unknown value' }] });
    expect(await repositories().listings.published(FIRST_ESTATE_ID + 4)).toBeDefined();
    expect((await repositories().listings.published(FIRST_ESTATE_ID + 6))?.Price).toBe(123_000);
    // and a full copy keeps it too: a record it could not read is not one the CRM no longer lists
    expect(await sync({ full: true })).toMatchObject({ ok: true, withdrawn: 0 });
    expect(await repositories().listings.published(FIRST_ESTATE_ID + 4)).toBeDefined();
  });

  it('a sync that fails on the way applies nothing', async () => {
    later();
    fake.catalogue.setPrice(FIRST_ESTATE_ID, 1);
    fake.fail('http-500', { endpoint: 'v1/estates/list', times: 5 });
    expect(await sync()).toMatchObject({ ok: false, error: 'v1/estates/list: HTTP 500' });
    expect((await repositories().listings.published(FIRST_ESTATE_ID))?.Price).not.toBe(1);
  });
});
