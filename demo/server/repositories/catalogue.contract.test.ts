// The contract of the catalogue's repositories (listings, projects, the reference trees),
// whatever feeds the local store: the demo data (the seed), and each CRM's listings synced
// from its fake (Omnicasa, Whise: demo/testing/fake-crms.ts). The cases hold for any
// catalogue: paging that loses and repeats
// nothing, filters whose every answer matches them, sorts in their order, one lookup that
// agrees with the lists, similar listings that are others of the same goal. The fixed
// answers of each filter on a known table are the SQL tests' (sql/listings.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_SORT, type PropertySort } from '../../../core/api/contract.ts';
import type { Property } from '../../../core/property/types.ts';
import { FAKE_CRMS } from '../../testing/fake-crms.ts';
import { crmConnector } from '../crm/crm.ts';
import { runSync } from '../crm/sync.ts';
import type { Database } from '../db/database.ts';
import { memorySqlite } from '../db/sqlite.ts';
import { seedDatabase } from '../seed/seed.ts';
import type { Repositories } from './index.ts';
import type { ListingSearch } from './listings.ts';
import { sqlRepositories } from './sql/index.ts';
import { sqlCatalogueWriter } from './sql/synced-catalogue.ts';

interface Source {
  repositories: Repositories;
  close(): Promise<void>;
}

const SOURCES: { name: string; open(): Promise<Source> }[] = [
  {
    name: 'the demo data',
    async open() {
      const db: Database = await memorySqlite();
      await seedDatabase(db);
      return { repositories: sqlRepositories(db), close: () => db.close() };
    },
  },
  ...FAKE_CRMS.map((crm) => ({
    name: `${crm.name}, synced`,
    async open() {
      const { fake, settings } = await crm.start({ properties: 40 });
      const db: Database = await memorySqlite();
      const connector = crmConnector(settings(), { client: { retries: 0 }, sync: { sleep: async () => {} } });
      expect((await runSync({ connector, writer: sqlCatalogueWriter(db), calls: () => connector.calls })).ok).toBe(true);
      return {
        repositories: sqlRepositories(db),
        async close() {
          await db.close();
          await fake.close();
        },
      };
    },
  })),
];

describe.each(SOURCES)('the catalogue contract on $name', ({ open }) => {
  let source: Source;
  let all: Property[];
  beforeAll(async () => {
    source = await open();
    all = await every({});
    // a fake CRM and a full sync, or the seed: on a busy machine that takes a while
  }, 120_000);
  afterAll(() => source?.close());

  const search = (query: Partial<ListingSearch>) => source.repositories.listings.search({ sort: DEFAULT_PROPERTY_SORT, page: 1, pageSize: 20, ...query });
  /** Every page of a search, one after the other. */
  async function every(query: Partial<ListingSearch>, pageSize = 7): Promise<Property[]> {
    const items: Property[] = [];
    for (let page = 1; ; page++) {
      const result = await search({ ...query, page, pageSize });
      items.push(...result.items);
      if (page >= result.pageCount) break;
    }
    return items;
  }
  const ids = (items: readonly Property[]) => items.map((item) => item.ID);

  it('paging loses and repeats nothing: the pages hold the total, each listing once', async () => {
    const { total } = await search({});
    expect(total).toBeGreaterThan(10);
    expect(all).toHaveLength(total);
    expect(new Set(ids(all)).size).toBe(total);
    expect(ids(await every({}, 50))).toEqual(ids(all));
  });

  it('the one lookup agrees with the lists; an id that is not there is undefined', async () => {
    for (const item of all.slice(0, 10)) expect((await source.repositories.listings.published(item.ID))?.ID).toBe(item.ID);
    expect(await source.repositories.listings.published(987_654_321)).toBeUndefined();
  });

  it('the goals split the listings in two', async () => {
    const [sale, rent] = [await every({ goal: 'sale' }), await every({ goal: 'rent' })];
    expect(sale.every((item) => item.Goal === 0)).toBe(true);
    expect(rent.every((item) => item.Goal === 1)).toBe(true);
    expect(sale.length + rent.length).toBe(all.length);
  });

  it.each<[PropertySort, (a: Property, b: Property) => boolean]>([
    ['price', (a, b) => (a.Price ?? 0) <= (b.Price ?? 0)],
    ['-price', (a, b) => (a.Price ?? 0) >= (b.Price ?? 0)],
    ['-date', (a, b) => a.CreatedAt >= b.CreatedAt],
    ['date', (a, b) => a.CreatedAt <= b.CreatedAt],
  ])('sorted by %s, in that order', async (sort, inOrder) => {
    // within one goal, with a price shown: a sale and a rent price are not compared
    const items = (await every({ sort, goal: 'sale' })).filter((item) => !sort.includes('price') || (item.PublishPrice && item.Price !== null));
    expect(items.length).toBeGreaterThan(1);
    for (let index = 1; index < items.length; index++) expect(inOrder(items[index - 1]!, items[index]!), `${items[index - 1]!.ID} before ${items[index]!.ID}`).toBe(true);
  });

  it('a filter’s every answer matches it, and nothing that matches is left out', async () => {
    const first = all.find((item) => item.Zip)!;
    const zip = await every({ zip: first.Zip! });
    expect(ids(zip)).toContain(first.ID);
    expect(zip.every((item) => item.Zip === first.Zip)).toBe(true);
    expect(zip).toHaveLength(all.filter((item) => item.Zip === first.Zip).length);

    const sold = await every({ status: ['sold'] });
    expect(sold.every((item) => item.Status === 'sold')).toBe(true);
    expect(sold).toHaveLength(all.filter((item) => item.Status === 'sold').length);

    const type = all[0]!.WebID;
    const ofType = await every({ type: [type] });
    expect(ofType.every((item) => item.WebID === type)).toBe(true);
    expect(ofType).toHaveLength(all.filter((item) => item.WebID === type).length);
  });

  it('similar listings: others, of the same goal, at most four', async () => {
    const property = all.find((item) => item.Status === 'available')!;
    const similar = await source.repositories.listings.similar(property);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(ids(similar)).not.toContain(property.ID);
    expect(similar.every((item) => item.Goal === property.Goal)).toBe(true);
  });

  it('projects: listed and looked up alike', async () => {
    const page = await source.repositories.projects.search({ page: 1, pageSize: 50 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items).toHaveLength(page.total);
    const [project] = page.items;
    expect((await source.repositories.projects.published(project!.ID))?.ID).toBe(project!.ID);
    expect(await source.repositories.projects.published(987_654_321)).toBeUndefined();
  });

  it('the reference trees: regions and property types, each id once, named', async () => {
    for (const tree of [await source.repositories.reference.regions(), await source.repositories.reference.propertyTypes()]) {
      expect(tree.length).toBeGreaterThan(0);
      expect(new Set(tree.map((item) => item.ID)).size).toBe(tree.length);
      expect(tree.every((item) => (typeof item.Name === 'string' ? item.Name : Object.values(item.Name).join('')).length > 0)).toBe(true);
    }
  });
});
