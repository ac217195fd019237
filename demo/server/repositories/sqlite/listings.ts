/**
 * Listings in the `properties` table: the CRM record as JSON in `data`, and beside it the
 * columns lists filter and sort on. Each sort has an index holding every filtered column
 * (db/migrations.ts, step 8), so a search counts and pages on indexes and reads the large
 * JSON of one page only; free text is matched in the FTS5 table `listing_text`.
 */
import type { Property } from '../../../../core/property/types.ts';
import type { Db } from '../../db/database.ts';
import { normalizeKey, searchQuery } from '../../search.ts';
import type { ListingSearch, Listings } from '../listings.ts';
import { pageOf } from '../paging.ts';

const ORDER: Record<ListingSearch['sort'], string> = {
  // listings without a published price ("price on request") come last either way
  price: 'publish_price DESC, price ASC, id ASC',
  '-price': 'publish_price DESC, price DESC, id ASC',
  type: 'web_id ASC, created_at DESC, id ASC',
  city: 'city_key ASC, id ASC',
  date: 'created_at ASC, id ASC',
  '-date': 'created_at DESC, id DESC',
};

const parse = (data: string) => JSON.parse(data) as Property;

export function sqliteListings(db: Db): Listings {
  const regionTree = db
    .prepare(
      `WITH RECURSIVE tree(id) AS (SELECT id FROM reference_items WHERE tree = 'regions' AND id = ?
         UNION SELECT r.id FROM reference_items r JOIN tree ON r.parent_id = tree.id WHERE r.tree = 'regions')
       SELECT id FROM tree`,
    )
    .pluck();
  const published = db.prepare('SELECT data FROM properties WHERE id = ? AND online = 1').pluck();
  const similar = db
    .prepare(
      `SELECT data FROM properties
       WHERE online = 1 AND status = 'available' AND id <> ? AND (goal = 0) = (? = 0) AND web_id = ?
       ORDER BY (region_id = ?) DESC, ABS(COALESCE(price, 0) - ?) ASC, id ASC LIMIT 4`,
    )
    .pluck();

  /** The WHERE clause of a search and its parameters; its shape varies with the filters given, so it is prepared per search. */
  function where(query: ListingSearch): { clause: string; params: unknown[] } {
    const where = ['online = 1'];
    const params: unknown[] = [];
    // the column holds 0 (sale) or 1 (any other goal): an equality an index can use
    if (query.goal) where.push(query.goal === 'sale' ? 'goal = 0' : 'goal = 1');
    if (query.type) {
      where.push(`web_id IN (${query.type.map(() => '?').join(',')})`);
      params.push(...query.type);
    }
    if (typeof query.region === 'string') {
      // Belgian regions by postal code (the rule of core/property/region.ts, indexed), the Grand Duchy by country
      if (query.region === 'luxembourg') where.push('country_id = 50');
      else {
        where.push('country_id = 10 AND region_of_zip(zip) = ?');
        params.push(query.region);
      }
    } else if (typeof query.region === 'number') {
      const ids = regionTree.all(query.region) as number[];
      if (ids.length === 0) where.push('0');
      else {
        where.push(`region_id IN (${ids.map(() => '?').join(',')})`);
        params.push(...ids);
      }
    }
    if (query.zip) {
      where.push('zip = ?');
      params.push(query.zip);
    }
    if (query.city) {
      where.push('city_key = ?');
      params.push(normalizeKey(query.city));
    }
    // a listing whose price is not published matches any price range: it is "price on request"
    if (query.minPrice !== undefined) {
      where.push('(publish_price = 0 OR price >= ?)');
      params.push(query.minPrice);
    }
    if (query.maxPrice !== undefined) {
      where.push('(publish_price = 0 OR price <= ?)');
      params.push(query.maxPrice);
    }
    if (query.minBedrooms !== undefined) {
      where.push('bedrooms >= ?');
      params.push(query.minBedrooms);
    }
    const words = query.q ? searchQuery(query.q) : undefined;
    if (words) {
      // `+id`: the matches are looked up while the index of the sort is read in order,
      // rather than each match's large row being read to sort them
      where.push('+id IN (SELECT rowid FROM listing_text WHERE listing_text MATCH ?)');
      params.push(words);
    }
    if (query.status) {
      where.push(`status IN (${query.status.map(() => '?').join(',')})`);
      params.push(...query.status);
    }
    return { clause: where.join(' AND '), params };
  }

  return {
    async search(query) {
      const { clause, params } = where(query);
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM properties WHERE ${clause}`).get(...params) as { total: number };
      // sort and page on the narrow columns first, then read the large JSON of one page only
      const pageIds = db
        .prepare(`SELECT id FROM properties WHERE ${clause} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`)
        .pluck()
        .all(...params, query.pageSize, (query.page - 1) * query.pageSize) as number[];
      const data = new Map(
        (
          db.prepare(`SELECT id, data FROM properties WHERE id IN (${pageIds.map(() => '?').join(',') || 'NULL'})`).all(...pageIds) as {
            id: number;
            data: string;
          }[]
        ).map((row) => [row.id, row.data]),
      );
      return pageOf(
        pageIds.map((id) => parse(data.get(id)!)),
        total,
        query,
      );
    },

    async published(id) {
      const data = published.get(id) as string | undefined;
      return data === undefined ? undefined : parse(data);
    },

    async similar(property) {
      const rows = similar.all(property.ID, property.Goal, property.WebID, property.RegionID, property.Price ?? 0) as string[];
      return rows.map(parse);
    },
  };
}
