/**
 * Writing listings into the local store: the seed, the demo's back office (POST
 * /admin/listings), the benchmark and a CRM sync write through here, so every row gets
 * the columns lists filter and sort on, computed the same way whoever writes it (and,
 * on PostgreSQL, its `text_vector`: listing-text.ts).
 */
import type { Insertable } from 'kysely';
import type { Property, PropertySummary } from '../../../../core/property/types.ts';
import { regionOfZip } from '../../../../core/property/region.ts';
import type { Sql } from '../../db/database.ts';
import type { PropertyRow, Schema } from '../../db/schema.ts';
import { normalizeKey, searchText } from '../../search.ts';
import { textVector } from './listing-text.ts';

export interface PropertyRowOptions {
  online: boolean;
  ownerId: number | null;
  managerId: number | null;
  appointments: 'open' | 'full';
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 200;

/** The columns of a listing's row that come from its record: what lists filter, sort and search on, and the record itself. */
export function propertyColumns(property: Property) {
  return {
    id: property.ID,
    goal: property.Goal === 0 ? 0 : 1,
    web_id: property.WebID,
    region_id: property.RegionID,
    region: regionOfZip(property.Zip),
    zip: property.Zip,
    city: property.City,
    city_key: normalizeKey(property.City ?? ''),
    country_id: property.CountryID,
    price: property.Price,
    publish_price: property.PublishPrice ? 1 : 0,
    bedrooms: property.Bedrooms,
    status: property.Status,
    search: searchText(property as PropertySummary & Pick<Property, 'Code' | 'Reference'>),
    data: JSON.stringify(property),
  } satisfies Partial<PropertyRow>;
}

function row(sql: Sql, property: Property, options: PropertyRowOptions): Insertable<Schema['properties']> {
  const columns = propertyColumns(property);
  return {
    ...columns,
    online: options.online ? 1 : 0,
    created_at: property.CreatedAt,
    owner_id: options.ownerId,
    manager_id: options.managerId,
    appointments: options.appointments,
    ...(sql.dialect === 'postgres' ? ({ text_vector: textVector(columns.search, property) } as object) : {}),
  };
}

/** Inserts listings, each its CRM record as JSON plus the columns lists filter and sort on. */
export async function insertProperties(sql: Sql, items: readonly { property: Property; options: PropertyRowOptions }[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    await sql.db
      .insertInto('properties')
      .values(items.slice(i, i + BATCH).map((item) => row(sql, item.property, item.options)))
      .execute();
  }
}

export function insertProperty(sql: Sql, property: Property, options: PropertyRowOptions): Promise<void> {
  return insertProperties(sql, [{ property, options }]);
}

/** The listing's record as stored, online or not. */
export async function storedProperty(sql: Sql, id: number): Promise<Property | undefined> {
  const found = await sql.db.selectFrom('properties').select('data').where('id', '=', id).executeTakeFirst();
  return found && (JSON.parse(found.data) as Property);
}

/** Puts the listing online with this record: a new row, or the existing one rewritten (its visits, history and owner stay). */
export async function publishProperty(sql: Sql, property: Property): Promise<void> {
  const { id: _id, ...columns } = row(sql, property, { online: true, ownerId: null, managerId: null, appointments: 'open' });
  const { owner_id: _owner, manager_id: _manager, appointments: _calendar, created_at: _created, ...changes } = columns;
  await sql.db
    .insertInto('properties')
    .values(row(sql, property, { online: true, ownerId: null, managerId: null, appointments: 'open' }))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}
