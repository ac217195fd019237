/**
 * Listings in the `properties` table: the CRM record as JSON in `data`, and beside it the
 * columns lists filter and sort on. Each sort has an index holding every filtered column
 * (db/migrations/001-schema.ts), so a search counts and pages on
 * indexes and reads the large JSON of one page only; free text is the one part each
 * engine does its own way (listing-text.ts). It counts its matches up to a bound only
 * (core/api/paging.ts), so what an answer costs does not grow with the catalogue.
 */
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql as raw } from 'kysely';
import type { Property } from '../../../../core/property/types.ts';
import type { Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import { normalizeKey, searchWords } from '../../search.ts';
import { areaBounds, insideArea } from '../../../../core/geo/area.ts';
import { mapPoint } from '../../geo/map-points.ts';
import type { ListingFilter, ListingSearch, Listings, LocatedListing } from '../listings.ts';
import { countLimit, pageOf } from '../../../../core/api/paging.ts';
import { countUpTo } from './count.ts';
import { idIn, locationColumns } from './listing-geo.ts';
import { textMatch } from './listing-text.ts';

/** Where NULL prices go is said, not left to each engine's default (they differ): as SQLite has always put them. */
const ORDER: Record<ListingSearch['sort'], RawBuilder<unknown>> = {
  // listings without a published price ("price on request") come last either way
  price: raw`publish_price DESC, price ASC NULLS FIRST, id ASC`,
  '-price': raw`publish_price DESC, price DESC NULLS LAST, id ASC`,
  type: raw`web_id ASC, created_at DESC, id ASC`,
  city: raw`city_key ASC, id ASC`,
  date: raw`created_at ASC, id ASC`,
  '-date': raw`created_at DESC, id DESC`,
};

const parse = (data: string) => JSON.parse(data) as Property;

export function sqlListings(sql: Sql): Listings {
  const { db, dialect } = sql;

  async function regionTree(id: number): Promise<number[]> {
    const { rows } = await raw<{ id: number }>`
      WITH RECURSIVE tree(id) AS (SELECT id FROM reference_items WHERE tree = 'regions' AND id = ${id}
        UNION SELECT r.id FROM reference_items r JOIN tree ON r.parent_id = tree.id WHERE r.tree = 'regions')
      SELECT id FROM tree`.execute(db);
    return rows.map((row) => row.id);
  }

  /**
   * SQLite's planner takes the table's rows for as narrow as the indexes' (it cannot see the width
   * of the JSON in `data`), so it counts by reading every row. Told that published rows are few,
   * it counts them in a covering index instead: at 100,000 listings about 50 ms rather than 700.
   */
  const countedOnline = dialect === 'sqlite' ? raw<SqlBool>`likelihood(online = 1, 0.01)` : undefined;

  /** The conditions of a search; the region tree is read first when the filter names a region of it, the listings in a drawn area too. */
  function filters(
    eb: ExpressionBuilder<Schema, 'properties'>,
    query: ListingFilter,
    regionIds: number[] | undefined,
    areaIds?: number[],
    counting = false,
  ) {
    // the agency leads every listing index: said here so that SQLite reads them too (PostgreSQL's row-level security says it as well)
    const conditions: Expression<SqlBool>[] = [eb('agency_id', '=', sql.agency() ?? -1), counting && countedOnline ? countedOnline : eb('online', '=', 1)];
    // the column holds 0 (sale) or 1 (any other goal): an equality an index can use
    if (query.goal) conditions.push(eb('goal', '=', query.goal === 'sale' ? 0 : 1));
    if (query.type) conditions.push(eb('web_id', 'in', query.type));
    if (typeof query.region === 'string') {
      // Belgian regions by postal code (the rule of core/property/region.ts, a column of the row), the Grand Duchy by country
      if (query.region === 'luxembourg') conditions.push(eb('country_id', '=', 50));
      else conditions.push(eb('country_id', '=', 10), eb('region', '=', query.region));
    } else if (regionIds) {
      conditions.push(regionIds.length === 0 ? raw<boolean>`1 = 0` : eb('region_id', 'in', regionIds));
    }
    if (query.zip) conditions.push(eb('zip', '=', query.zip));
    if (query.city) conditions.push(eb('city_key', '=', normalizeKey(query.city)));
    // a listing whose price is not published matches any price range: it is "price on request"
    // a price range holds the listings whose published price is in it; a price on request is none a visitor can check against it (core/demand/match.ts)
    if (query.minPrice !== undefined || query.maxPrice !== undefined) conditions.push(eb('publish_price', '<>', 0), eb('price', '>', 0));
    if (query.minPrice !== undefined) conditions.push(eb('price', '>=', query.minPrice));
    if (query.maxPrice !== undefined) conditions.push(eb('price', '<=', query.maxPrice));
    if (query.minBedrooms !== undefined) conditions.push(eb('bedrooms', '>=', query.minBedrooms));
    const words = query.q ? searchWords(query.q) : [];
    if (words.length > 0) conditions.push(textMatch(dialect, words));
    if (query.status) conditions.push(eb('status', 'in', query.status));
    if (areaIds) conditions.push(idIn(dialect, areaIds));
    return eb.and(conditions);
  }

  /**
   * Every listing the filters find with its public map point, the area left aside; the
   * area is then applied here, on that point: a box first, then the exact rule. (A box
   * in SQL would not help: an unpublished address is placed at its municipality's
   * centre, which the row does not hold, and the coordinates are read from the JSON.)
   */
  async function locate(filter: ListingFilter, regionIds: number[] | undefined): Promise<LocatedListing[]> {
    const columns = locationColumns(dialect);
    const rows = await db
      .selectFrom('properties')
      .select(['id', 'region_id', columns.lat.as('lat'), columns.lng.as('lng'), columns.published.as('published')])
      .where((eb) => filters(eb, { ...filter, area: undefined }, regionIds))
      .orderBy('id')
      .execute();
    const located = rows.map((row) => ({
      id: row.id,
      place: row.region_id,
      at: mapPoint({
        PublishAddress: row.published === true || row.published === 1,
        Latitude: row.lat === null ? null : Number(row.lat),
        Longitude: row.lng === null ? null : Number(row.lng),
        RegionID: row.region_id,
      }),
    }));
    const area = filter.area;
    if (!area) return located;
    const [south, west, north, east] = areaBounds(area);
    return located.filter(({ at }) => {
      if (!at) return false;
      const [lat, lng] = at.point;
      return lat >= south && lat <= north && lng >= west && lng <= east && insideArea(at.point, area);
    });
  }

  async function areaIds(filter: ListingFilter, regionIds: number[] | undefined): Promise<number[] | undefined> {
    return filter.area ? (await locate(filter, regionIds)).map((listing) => listing.id) : undefined;
  }

  return {
    async search(query) {
      const regionIds = typeof query.region === 'number' ? await regionTree(query.region) : undefined;
      const inArea = await areaIds(query, regionIds);
      const matches = db.selectFrom('properties').where((eb) => filters(eb, query, regionIds, inArea, true));
      const counted = await countUpTo(db, matches, countLimit(query));
      // sort and page on the narrow columns first, then read the large JSON of one page only
      const page = await db
        .selectFrom('properties')
        .select('id')
        .where((eb) => filters(eb, query, regionIds, inArea))
        .orderBy(ORDER[query.sort])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const ids = page.map((item) => item.id);
      const rows = ids.length ? await db.selectFrom('properties').select(['id', 'data']).where('id', 'in', ids).execute() : [];
      const data = new Map(rows.map((item) => [item.id, item.data]));
      return pageOf(
        ids.map((id) => parse(data.get(id)!)),
        counted,
        query,
      );
    },

    async located(filter) {
      return locate(filter, typeof filter.region === 'number' ? await regionTree(filter.region) : undefined);
    },

    async published(id) {
      const found = await db.selectFrom('properties').select('data').where('id', '=', id).where('online', '=', 1).executeTakeFirst();
      return found && parse(found.data);
    },

    async similar(property) {
      const rows = await db
        .selectFrom('properties')
        .select('data')
        .where('online', '=', 1)
        .where('status', '=', 'available')
        .where('id', '<>', property.ID)
        .where('goal', '=', property.Goal === 0 ? 0 : 1)
        .where('web_id', '=', property.WebID)
        .orderBy(raw`CASE WHEN region_id = ${property.RegionID} THEN 0 ELSE 1 END`)
        .orderBy(raw`ABS(COALESCE(price, 0) - ${property.Price ?? 0})`)
        .orderBy('id')
        .limit(4)
        .execute();
      return rows.map((row) => parse(row.data));
    },
  };
}
