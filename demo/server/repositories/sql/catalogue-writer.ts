/**
 * Writing the catalogue into the local store: the seed, the demo's back office (POST
 * /admin/listings), the benchmark and a CRM sync write listings, projects and reference
 * trees through here, so every row gets the columns lists filter and sort on, computed
 * the same way whoever writes it (and, on PostgreSQL, its `text_vector`: listing-text.ts).
 * Each write also gives the catalogue a new version (catalogueVersion), in the writer's
 * transaction, which every instance reads.
 */
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { TreeItemSource } from '../../../../core/api/contract.ts';
import type { Project, Property, PropertySummary } from '../../../../core/property/types.ts';
import { regionOfZip } from '../../../../core/property/region.ts';
import type { Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import { normalizeKey, searchText } from '../../search.ts';
import { textVector } from './listing-text.ts';

const VERSION_KEY = 'catalogue_version';

/**
 * The catalogue changed: a new version, so that whatever was made from the old one
 * (a rendered screen, its ETag) is made again, on every instance that shares the database.
 */
async function newVersion(sql: Sql): Promise<void> {
  const value = randomBytes(12).toString('base64url');
  // the row made once (a conflict of any key: the agency's key, or the key alone in a database
  // an upgrade has not reached yet), then set: two statements that hold whatever runs at once
  await sql.db.insertInto('meta').values({ key: VERSION_KEY, value }).onConflict((conflict) => conflict.doNothing()).execute();
  await sql.db.updateTable('meta').set({ value }).where('key', '=', VERSION_KEY).execute();
}

/** The catalogue's version: another one after each write of a listing, a project or a reference tree ('' before the first). */
export async function catalogueVersion(sql: Sql): Promise<string> {
  return (await sql.db.selectFrom('meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst())?.value ?? '';
}

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
  } satisfies Partial<Insertable<Schema['properties']>>;
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
  if (items.length > 0) await newVersion(sql);
}

export function insertProperty(sql: Sql, property: Property, options: PropertyRowOptions): Promise<void> {
  return insertProperties(sql, [{ property, options }]);
}

/** The listing's record as stored, online or not. */
export async function storedProperty(sql: Sql, id: number): Promise<Property | undefined> {
  const found = await sql.db.selectFrom('properties').select('data').where('id', '=', id).executeTakeFirst();
  return found && (JSON.parse(found.data) as Property);
}

/** A listing put online by a publisher (the back office, a CRM): no owner, manager or calendar of the seed's. */
const PUBLISHED: PropertyRowOptions = { online: true, ownerId: null, managerId: null, appointments: 'open' };

/** What a publish leaves as it was in a stored row: its id, owner, manager, calendar and the day it first went online. */
const KEPT: ReadonlySet<string> = new Set(['id', 'owner_id', 'manager_id', 'appointments', 'created_at']);

/**
 * Puts listings online with these records: new rows, or the stored ones rewritten (their
 * visits, history and owner stay). A batch per statement, whichever engine.
 */
export async function publishProperties(sql: Sql, properties: readonly Property[]): Promise<void> {
  for (let i = 0; i < properties.length; i += BATCH) {
    const rows = properties.slice(i, i + BATCH).map((property) => row(sql, property, PUBLISHED));
    const columns = Object.keys(rows[0]!).filter((column) => !KEPT.has(column));
    await sql.db
      .insertInto('properties')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['id', 'agency_id']).doUpdateSet(proposed(columns)))
      .execute();
  }
  if (properties.length > 0) await newVersion(sql);
}

/** An upsert's SET: each column takes the value the conflicting row proposed (`excluded.<column>`, on both engines). */
const proposed =
  (columns: readonly string[]) =>
  <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as never;

/** Puts the listing online with this record: a new row, or the existing one rewritten (its visits, history and owner stay). */
export function publishProperty(sql: Sql, property: Property): Promise<void> {
  return publishProperties(sql, [property]);
}

/** The stored rows of these listings, online or not, by id: their record as JSON text, and whether it is online (a sync tells what changed). */
export async function storedPropertyRows(sql: Sql, ids: readonly number[]): Promise<Map<number, { data: string; online: boolean }>> {
  const rows = new Map<number, { data: string; online: boolean }>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const found = await sql.db
      .selectFrom('properties')
      .select(['id', 'data', 'online'])
      .where('id', 'in', ids.slice(i, i + BATCH))
      .execute();
    for (const item of found) rows.set(item.id, { data: item.data, online: item.online === 1 });
  }
  return rows;
}

/** The columns of a project's row that come from its record, and the record itself. */
export function projectColumns(project: Project) {
  return {
    id: project.ID,
    zip: project.Zip,
    city: project.City,
    city_key: normalizeKey(project.City ?? ''),
    status: project.Status,
    data: JSON.stringify(project),
  } satisfies Partial<Insertable<Schema['projects']>>;
}

/** Inserts projects, online, each with the day it was first published (lists show the newest first). */
export async function insertProjects(sql: Sql, items: readonly { project: Project; createdAt: string }[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    await sql.db
      .insertInto('projects')
      .values(items.slice(i, i + BATCH).map(({ project, createdAt }) => ({ ...projectColumns(project), online: 1, created_at: createdAt })))
      .execute();
  }
  if (items.length > 0) await newVersion(sql);
}

const PROJECT_REWRITTEN = ['online', 'zip', 'city', 'city_key', 'status', 'data'];

/** Puts projects online with these records: new rows, or the stored ones rewritten (their first date stays). */
export async function publishProjects(sql: Sql, items: readonly { project: Project; createdAt: string }[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    await sql.db
      .insertInto('projects')
      .values(items.slice(i, i + BATCH).map(({ project, createdAt }) => ({ ...projectColumns(project), online: 1, created_at: createdAt })))
      // the first date stays: lists show projects newest first
      .onConflict((conflict) => conflict.columns(['id', 'agency_id']).doUpdateSet(proposed(PROJECT_REWRITTEN)))
      .execute();
  }
  if (items.length > 0) await newVersion(sql);
}

type Catalogued = 'properties' | 'projects';

/**
 * Takes records off the site (gone from the CRM): their rows stay, with the visits,
 * history and bookings that point to them. Answers how many were online.
 */
export async function withdraw(sql: Sql, table: Catalogued, ids: readonly number[]): Promise<number> {
  let count = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const result = await sql.db
      .updateTable(table)
      .set({ online: 0 })
      .where('online', '=', 1)
      .where('id', 'in', ids.slice(i, i + BATCH))
      .executeTakeFirst();
    count += Number(result.numUpdatedRows);
  }
  if (count > 0) await newVersion(sql);
  return count;
}

/** Takes off the site every record not in `kept`: after a full copy of the CRM, what it no longer lists. */
export async function withdrawAllBut(sql: Sql, table: Catalogued, kept: readonly number[]): Promise<number> {
  const keep = new Set(kept);
  const online = await sql.db.selectFrom(table).select('id').where('online', '=', 1).execute();
  return withdraw(
    sql,
    table,
    online.map((item) => item.id).filter((id) => !keep.has(id)),
  );
}

/** How many listings and projects are online. */
export async function publishedCounts(sql: Sql): Promise<{ properties: number; projects: number }> {
  const count = async (table: Catalogued) =>
    Number((await sql.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('online', '=', 1).executeTakeFirstOrThrow()).n);
  return { properties: await count('properties'), projects: await count('projects') };
}

/** The reference trees `reference_items` holds: the region tree and the property types. */
export type ReferenceTree = 'regions' | 'types';

/** A reference tree's items, in the order given (the order the lists show). */
export async function insertTreeItems(sql: Sql, tree: ReferenceTree, items: readonly TreeItemSource[]): Promise<void> {
  const rows = items.map((item, position) => ({
    tree,
    id: item.ID,
    parent_id: item.ParentID,
    name: JSON.stringify(item.Name),
    web_id: item.WebID ?? null,
    position,
    extra: item.Level || item.Postcodes ? JSON.stringify({ ...(item.Level ? { Level: item.Level } : {}), ...(item.Postcodes ? { Postcodes: item.Postcodes } : {}) }) : null,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await sql.db.insertInto('reference_items').values(rows.slice(i, i + BATCH)).execute();
  await newVersion(sql);
}

/** Replaces a reference tree whole. */
export async function replaceTree(sql: Sql, tree: ReferenceTree, items: readonly TreeItemSource[]): Promise<void> {
  await sql.db.deleteFrom('reference_items').where('tree', '=', tree).execute();
  await insertTreeItems(sql, tree, items);
}
