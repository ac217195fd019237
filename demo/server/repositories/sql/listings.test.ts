// The listing search's filters, sorts and paging, and the lookups, on a handful of
// listings whose answers can be read off the table below: the same answers on SQLite
// and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { ListingSearch, Listings } from '../listings.ts';
import { RESULT_COUNT_BOUND } from '../../../../core/constants.ts';
import { insertProperties, publishProperty } from './catalogue-writer.ts';
import { sqlListings } from './listings.ts';
import { addListing, addRegions, ENGINES, listing } from '../../../testing/databases.ts';

const day = (d: number) => `2024-01-0${d}T10:00:00.000Z`;

// id, goal, type, place, price (published?), bedrooms, state, put online
const LISTINGS = [
  listing({ ID: 1, Goal: 0, WebID: 1, Zip: '9000', City: 'Gent', RegionID: 13, Price: 300_000, Bedrooms: 3, CreatedAt: day(5), Title: { nl: 'Woning met tuin', fr: 'Maison avec jardin' } }),
  listing({ ID: 2, Goal: 0, WebID: 2, Zip: '1000', City: 'Brussel', RegionID: 31, Price: 450_000, PublishPrice: false, Bedrooms: 2, Status: 'sold', CreatedAt: day(4) }),
  listing({ ID: 3, Goal: 1, WebID: 1, Zip: '4000', City: 'Liège', RegionID: 23, Price: 900, Bedrooms: 1, Status: 'rented', CreatedAt: day(3) }),
  listing({ ID: 4, Goal: 0, WebID: 1, Zip: '9000', City: 'Gent', RegionID: 13, Price: 250_000, Bedrooms: 4, CreatedAt: day(2) }),
  listing({ ID: 5, Goal: 0, WebID: 4, Zip: 'L-1611', City: 'Luxembourg', CountryID: 50, RegionID: 41, Price: 600_000, CreatedAt: day(1) }),
  listing({ ID: 7, Goal: 0, WebID: 1, Zip: '2000', City: 'Antwerpen', RegionID: 11, Price: 305_000, Bedrooms: 2, CreatedAt: day(6) }),
];
const OFFLINE = listing({ ID: 6, Goal: 0, WebID: 1, Zip: '9000', City: 'Gent', RegionID: 13, Price: 280_000, CreatedAt: day(7) });

describe.each(ENGINES)('listings on $name', ({ open }) => {
  let db: Database;
  let listings: Listings;
  beforeAll(async () => {
    db = await open();
    await addRegions(db, [[1, null], [11, 1], [13, 1], [2, null], [23, 2], [3, null], [31, 3], [4, null], [41, 4]]);
    for (const item of LISTINGS) await addListing(db, item);
    await addListing(db, OFFLINE, { online: false });
    listings = sqlListings(db);
  });
  afterAll(() => db?.close());

  const search = (query: Partial<ListingSearch>) => listings.search({ page: 1, pageSize: 20, sort: '-date', ...query });
  const ids = async (query: Partial<ListingSearch>) => (await search(query)).items.map((item) => item.ID);

  describe('search', () => {
    it.each<[string, Partial<ListingSearch>, number[]]>([
      ['nothing: every online listing, newest first', {}, [7, 1, 2, 3, 4, 5]],
      ['goal sale', { goal: 'sale' }, [7, 1, 2, 4, 5]],
      ['goal rent', { goal: 'rent' }, [3]],
      ['one type', { type: [1] }, [7, 1, 3, 4]],
      ['two types', { type: [2, 4] }, [2, 5]],
      ['Flanders by postal code', { region: 'flanders' }, [7, 1, 4]],
      ['Brussels by postal code', { region: 'brussels' }, [2]],
      ['Wallonia by postal code', { region: 'wallonia' }, [3]],
      ['the Grand Duchy by country', { region: 'luxembourg' }, [5]],
      ['a region id, its provinces included', { region: 1 }, [7, 1, 4]],
      ['a province id', { region: 13 }, [1, 4]],
      ['a region id the tree does not have', { region: 99 }, []],
      ['zip', { zip: '9000' }, [1, 4]],
      ['city without accents', { city: 'liege' }, [3]],
      ['city in any case', { city: 'GENT' }, [1, 4]],
      ['minPrice: a price on request is in no range', { minPrice: 260_000 }, [7, 1, 5]],
      ['maxPrice: a price on request is in no range', { maxPrice: 300_000 }, [1, 3, 4]],
      ['minBedrooms: unknown bedrooms do not match', { minBedrooms: 3 }, [1, 4]],
      ['q in a title of any language', { q: 'jardin' }, [1]],
      ['q in the town', { q: 'gent' }, [1, 4]],
      ['q: punctuation is no wildcard, only a word break', { q: '100%' }, [2]],
      ['q: a word no listing has', { q: 'kasteel' }, []],
      ['every word of q must occur', { q: 'woning tuin gent' }, [1]],
      ['one state', { status: ['available'] }, [7, 1, 4, 5]],
      ['two states', { status: ['sold', 'rented'] }, [2, 3]],
      ['filters together', { goal: 'sale', type: [1], region: 'flanders', maxPrice: 300_000 }, [1, 4]],
    ])('%s', async (_name, query, expected) => {
      expect(await ids(query)).toEqual(expected);
    });

    it.each<[ListingSearch['sort'], number[]]>([
      ['price', [3, 4, 1, 7, 5, 2]],
      ['-price', [5, 7, 1, 4, 3, 2]],
      ['date', [5, 4, 3, 2, 1, 7]],
      ['-date', [7, 1, 2, 3, 4, 5]],
      ['type', [7, 1, 3, 4, 2, 5]],
      ['city', [7, 2, 1, 4, 3, 5]],
    ])('sort %s (an unpublished price last either way)', async (sort, expected) => {
      expect(await ids({ sort })).toEqual(expected);
    });

    it.each<[string, Partial<ListingSearch>, { ids: number[]; total: number; page: number; pageSize: number; pageCount: number }]>([
      ['a middle page', { page: 2, pageSize: 2 }, { ids: [2, 3], total: 6, page: 2, pageSize: 2, pageCount: 3 }],
      ['the last page, not full', { page: 2, pageSize: 4 }, { ids: [4, 5], total: 6, page: 2, pageSize: 4, pageCount: 2 }],
      ['a page past the end', { page: 4, pageSize: 2 }, { ids: [], total: 6, page: 4, pageSize: 2, pageCount: 3 }],
      ['nothing matched: no pages', { zip: '0000' }, { ids: [], total: 0, page: 1, pageSize: 20, pageCount: 0 }],
    ])('paging: %s', async (_name, query, expected) => {
      const { items, ...page } = await search(query);
      expect({ ids: items.map((item) => item.ID), ...page }).toEqual(expected);
    });

    it('answers whole records, as stored', async () => {
      const { items } = await search({ zip: '1000' });
      expect(items).toEqual([LISTINGS[1]]);
    });
  });

  describe('published', () => {
    it('finds an online listing, whole', async () => {
      expect(await listings.published(1)).toEqual(LISTINGS[0]);
    });

    it.each([
      ['offline', 6],
      ['unknown', 999],
    ])('knows no %s listing', async (_name, id) => {
      expect(await listings.published(id)).toBeUndefined();
    });
  });

  describe('similar', () => {
    it('same goal and type, available, online: the same province first, then the closest price', async () => {
      expect((await listings.similar(LISTINGS[0]!)).map((item) => item.ID)).toEqual([4, 7]);
    });

    it('nothing like the only listing for rent', async () => {
      expect(await listings.similar(LISTINGS[2]!)).toEqual([]);
    });
  });

  describe('search: free text (q)', () => {
    // descriptions are HTML, in any of the four languages
    const TEXTS = [
      listing({ ID: 11, City: 'Liège', Zip: '4000', Street: 'Rue Féronstrée', PublishAddress: true, Reference: 'VK-2024-017', Code: 'IMD-11', Description: { fr: '<p>Belle <strong>véranda</strong> et jardin.</p>' } }),
      listing({ ID: 12, City: 'Sint-Martens-Latem', Zip: '9830', Street: 'Kerkstraat', PublishAddress: false, Reference: 'VH-2023-004', Description: { nl: '<p>Ruime woning met twee terrassen.</p>' } }),
      listing({ ID: 13, City: 'Gent', Zip: '9000', Street: 'Veldstraat', PublishAddress: true, Description: { en: '<p>Bright loft, walking distance to the station.</p>', de: '<p>Helles Loft mit Aufzug.</p>' } }),
      listing({ ID: 14, City: 'Namur', Zip: '5000', Description: { FR: '<p>Maison de ma&icirc;tre, caf&eacute; &amp; commerces &agrave; deux pas.</p>' } }),
      listing({ ID: 15, City: 'Ieper', Zip: '8900', Description: { nl: '<!-- intern: sleutel bij de buren --><p>Rijwoning.</p><script>tracker()</script>' } }),
    ];
    let textDb: Database;
    let textListings: Listings;
    beforeAll(async () => {
      textDb = await open();
      for (const item of TEXTS) await addListing(textDb, item);
      await addListing(textDb, listing({ ID: 16, City: 'Liège', Zip: '4020', Description: { fr: '<p>Véranda.</p>' } }), { online: false });
      textListings = sqlListings(textDb);
    });
    afterAll(() => textDb?.close());
    const found = async (q: string) => (await textListings.search({ page: 1, pageSize: 20, sort: 'date', q })).items.map((item) => item.ID);

    it.each<[string, string, number[]]>([
      ['a town without its accents', 'Liege', [11]],
      ['a town with its accents', 'liège', [11]],
      ['a description word without accents', 'veranda', [11]],
      ['a word in an English description', 'station', [13]],
      ['a word in a German description', 'aufzug', [13]],
      ['a description keyed in upper case, its entities decoded', 'maitre cafe', [14]],
      ['the start of a word', 'terras', [12]],
      ['parts of a hyphenated town', 'sint martens', [12]],
      ['a published street', 'veldstraat', [13]],
      ['the street of an unpublished address: never', 'kerkstraat', []],
      ['a reference as written', 'VK-2024-017', [11]],
      ['a reference in lower case', 'vh 2023 004', [12]],
      ['a code', 'IMD-11', [11]],
      ['a postal code', '9830', [12]],
      ['every word must occur', 'gent loft', [13]],
      ['one word missing: nothing', 'gent veranda', []],
      ['a tag name is no word of a description', 'strong', []],
      ['nor is a word of a comment', 'sleutel', []],
      ['nor one of a script', 'tracker', []],
      ['FTS syntax is taken as words', 'loft OR NEAR(kerkstraat)', []],
      ['quotes and stars are word breaks', '"loft"* *', [13]],
      ['no word at all: no filter', ' %% ', [11, 12, 13, 14, 15]],
    ])('%s', async (_name, q, expected) => {
      expect(await found(q)).toEqual(expected);
    });

    it('counts and pages the online matches only', async () => {
      // every listing here is titled "Woning <id>"; the one offline is not counted
      const { items, ...page } = await textListings.search({ page: 2, pageSize: 2, sort: 'date', q: 'woning' });
      expect({ ids: items.map((item) => item.ID), ...page }).toEqual({ ids: [13, 14], total: 5, page: 2, pageSize: 2, pageCount: 3 });
    });

    it('follows a listing that changes or goes away', async () => {
      const db = await open();
      const item = listing({ ID: 21, City: 'Brugge', Description: { nl: '<p>Zicht op de reien.</p>' } });
      await addListing(db, item);
      const search = sqlListings(db);
      const ids = async (q: string) => (await search.search({ page: 1, pageSize: 20, sort: 'date', q })).items.map((found) => found.ID);
      expect(await ids('reien')).toEqual([21]);
      await publishProperty(db, { ...item, Street: 'Dijver', PublishAddress: true, Description: { nl: '<p>Zicht op het belfort.</p>' } });
      expect([await ids('reien'), await ids('belfort'), await ids('dijver')]).toEqual([[], [21], [21]]);
      await db.db.deleteFrom('properties').where('id', '=', 21).execute();
      expect(await ids('belfort')).toEqual([]);
      await db.close();
    });
  });
  describe('search: the count, exact up to the bound', () => {
    // one listing more than the bound; one type more or less gives one below it and the bound itself
    const BOUND = RESULT_COUNT_BOUND;
    let manyDb: Database;
    let many: Listings;
    beforeAll(async () => {
      manyDb = await open();
      const rows = Array.from({ length: BOUND + 1 }, (_, index) => ({
        property: listing({ ID: 10_001 + index, WebID: index < BOUND - 1 ? 1 : index === BOUND - 1 ? 2 : 3, CreatedAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString() }),
        options: { online: true, ownerId: null, managerId: null, appointments: 'open' as const },
      }));
      rows.push({ property: listing({ ID: 20_000, WebID: 1 }), options: { ...rows[0]!.options, online: false } });
      await manyDb.transaction((sql) => insertProperties(sql, rows));
      many = sqlListings(manyDb);
    });
    afterAll(() => manyDb?.close());
    const answer = async (query: Partial<ListingSearch>) => {
      const { items, ...page } = await many.search({ page: 1, pageSize: 12, sort: '-date', ...query });
      return { ...page, ids: items.map((item) => item.ID) };
    };

    it.each<[string, Partial<ListingSearch>, object]>([
      ['one below the bound: every match', { type: [1] }, { total: BOUND - 1, pageCount: 84 }],
      ['the bound itself: every match', { type: [1, 2] }, { total: BOUND, pageCount: 84 }],
      ['one past the bound: more than the bound, the pages known', {}, { total: BOUND, pageCount: 84, moreThanTotal: true }],
      ['one past, with a filter the count reads an index for', { goal: 'sale' }, { total: BOUND, pageCount: 84, moreThanTotal: true }],
      ['a page that ends before the bound, more after it', { page: 83 }, { total: BOUND, pageCount: 84, moreThanTotal: true }],
      ['the page past the bound where the matches end: every match', { page: 84 }, { total: BOUND + 1, pageCount: 84 }],
      ['a page far past the end: every match, so the list shows the last page', { page: 200 }, { total: BOUND + 1, pageCount: 84 }],
    ])('%s', async (_name, query, expected) => {
      const { ids: _ids, ...page } = await answer(query);
      const exact = !('moreThanTotal' in expected);
      expect(page).toEqual({ page: query.page ?? 1, pageSize: 12, ...expected });
      expect('moreThanTotal' in page).toBe(!exact);
    });

    it('pages on while page < pageCount and reads every online match once, in order', async () => {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const found = await answer({ page, pageSize: 100, sort: 'date' });
        seen.push(...found.ids);
        if (page >= found.pageCount) break;
      }
      expect(seen).toEqual(Array.from({ length: BOUND + 1 }, (_, index) => 10_001 + index));
    });
  });
});
