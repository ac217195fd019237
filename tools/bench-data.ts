/**
 * What the server benchmarks generate and load: listings copied from the seed's with new
 * ids, prices, dates and towns; demands as visitors fill them in; and the typical list
 * queries. Written in bulk through the same writer the seed uses.
 */
import type { Property } from '../core/property/types.ts';
import type { Sql } from '../demo/server/db/database.ts';
import { PLACES } from '../demo/server/geo/places.ts';
import { criteriaOf, type Demand, zoneKeys } from '../demo/server/repositories/demands.ts';
import { insertProperties } from '../demo/server/repositories/sql/catalogue-writer.ts';
import { createRandom } from '../demo/server/seed/prng.ts';

/** The list queries a site asks most: its first page, a filtered search, a price range, free text, a deep page in French. */
export const QUERIES: [string, string][] = [
  ['first page', ''],
  ['goal + type + region', 'goal=sale&type=1&region=flanders'],
  ['price range, by price', 'minPrice=200000&maxPrice=450000&sort=price'],
  ['free text', 'q=appartement%20terras'],
  ['page 40, lang=fr', 'page=40&pageSize=24&lang=fr'],
];

/** The online listings of the database, as templates. */
export async function listingTemplates(sql: Sql): Promise<Property[]> {
  const rows = await sql.db.selectFrom('properties').select('data').where('online', '=', 1).execute();
  return rows.map((row) => JSON.parse(row.data) as Property);
}

/** `count` listings made from the templates, ids from `firstId`, written `batch` at a time in transactions of their own. */
export async function addListings(sql: Sql, templates: readonly Property[], count: number, firstId: number, batch = 2_000): Promise<void> {
  const random = createRandom(10_000);
  for (let start = 0; start < count; start += batch) {
    const items: Parameters<typeof insertProperties>[1][number][] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const template = templates[i % templates.length]!;
      const donor = random.pick(templates);
      const property: Property = {
        ...template,
        ID: firstId + i,
        Price: template.Price === null ? null : Math.round((template.Price * random.range(0.7, 1.3, 0.01)) / 1000) * 1000,
        Zip: donor.Zip,
        City: donor.City,
        CountryID: donor.CountryID,
        RegionID: donor.RegionID,
        CreatedAt: new Date(Date.now() - random.int(0, 900) * 86_400_000).toISOString(),
        Code: `BULK-${i}`,
      };
      items.push({ property, options: { online: true, ownerId: null, managerId: null, appointments: 'open' as const } });
    }
    await sql.db.transaction().execute((trx) => insertProperties({ db: trx, dialect: sql.dialect, agency: sql.agency }, items));
  }
}

/** Demands as visitors fill them in: a few zones at every level of the tree, or a postcode. */
export function generatedDemands(count: number): Demand[] {
  const random = createRandom(50_000);
  const byLevel = (level: string) => PLACES.filter((place) => place.level === level && place.id < 100_000).map((place) => place.id);
  const levels = { municipality: byLevel('municipality'), arrondissement: byLevel('arrondissement'), province: byLevel('province'), region: byLevel('region') };
  const postcodes = PLACES.flatMap((place) => (place.postcodes ?? []).map((entry) => entry.zip)).filter((zip) => /^\d{4}$/.test(zip));
  const zone = (): number | string => {
    const roll = random.next();
    if (roll < 0.45) return random.pick(levels.municipality);
    if (roll < 0.7) return random.pick(levels.arrondissement);
    if (roll < 0.88) return random.pick(levels.province);
    if (roll < 0.93) return random.pick(levels.region);
    return random.pick(postcodes);
  };
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, index) => {
    const min = random.int(1, 6) * 50_000;
    return {
      id: `bench-${index}`,
      email: `demand${index}@example.be`,
      language: random.pick(['nl', 'fr', 'en', 'de'] as const),
      frequency: random.pick(['instant', 'daily', 'weekly'] as const),
      data: {
        goal: random.next() < 0.75 ? 'buy' : 'rent',
        propertyTypes: [...new Set([random.int(1, 7), random.int(1, 2)])],
        zones: [...new Set(Array.from({ length: random.int(1, 3) }, zone))],
        ...(random.next() < 0.7 ? { minPrice: min, maxPrice: min + random.int(1, 8) * 50_000 } : {}),
        ...(random.next() < 0.5 ? { minBedrooms: random.int(1, 4) } : {}),
        firstName: 'Bench',
        lastName: `Visitor ${index}`,
        email: `demand${index}@example.be`,
      },
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Writes demands and their zones as the repository does, many to a statement. */
export async function addDemands(sql: Sql, demands: readonly Demand[], batch = 1_000): Promise<void> {
  for (let start = 0; start < demands.length; start += batch) {
    const slice = demands.slice(start, start + batch);
    await sql.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('demands')
        .values(slice.map((demand) => ({ id: demand.id, email: demand.email, language: demand.language, frequency: demand.frequency, data: JSON.stringify(demand.data), created_at: demand.createdAt, updated_at: demand.updatedAt })))
        .execute();
      const zones = slice.flatMap((demand) => zoneKeys(criteriaOf(demand.data).zones).map((zone) => ({ demand_id: demand.id, zone })));
      for (let i = 0; i < zones.length; i += 1_000) await trx.insertInto('demand_zones').values(zones.slice(i, i + 1_000)).execute();
    });
  }
}
