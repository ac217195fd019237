/**
 * Publishing: a listing put online or changed by the demo's back office, as an agent does
 * in the CRM (`POST /admin/listings`), and what a CRM sync writes (demo/server/crm/):
 * listings and projects put online or taken off, reference trees replaced.
 */
import type { TreeItemSource } from '../../../core/api/contract.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import type { Db } from '../db/database.ts';
import { insertProject, insertProperty, insertTreeItems, projectColumns, propertyColumns, type ReferenceTree } from './seed.ts';

/** The listing's record as stored, online or not. */
export function storedListing(db: Db, id: number): Property | undefined {
  const data = db.prepare('SELECT data FROM properties WHERE id = ?').pluck().get(id) as string | undefined;
  return data === undefined ? undefined : (JSON.parse(data) as Property);
}

/** The listing's row as stored (its record as JSON text, and whether it is online), to tell whether a record changed. */
export function storedListingRow(db: Db, id: number): { data: string; online: boolean } | undefined {
  const row = db.prepare('SELECT data, online FROM properties WHERE id = ?').get(id) as { data: string; online: number } | undefined;
  return row && { data: row.data, online: row.online === 1 };
}

/** Puts the listing online with this record: a new row, or the existing one rewritten (its visits and history stay). */
export function publishListing(db: Db, property: Property): void {
  const updated = db
    .prepare(
      `UPDATE properties SET online = 1, goal = @goal, web_id = @webId, region_id = @regionId, zip = @zip, city = @city, city_key = @cityKey,
         country_id = @countryId, price = @price, publish_price = @publishPrice, bedrooms = @bedrooms, status = @status, search = @search, data = @data
       WHERE id = @id`,
    )
    .run(propertyColumns(property));
  if (updated.changes === 0) insertProperty(db, property, { online: true, ownerId: null, managerId: null, appointments: 'open' });
}

/** Takes listings off the site (gone from the CRM): their rows stay, with the visits and history that point to them. */
export function withdrawListings(db: Db, ids: readonly number[]): number {
  const withdraw = db.prepare('UPDATE properties SET online = 0 WHERE id = ? AND online = 1');
  return ids.reduce((count, id) => count + withdraw.run(id).changes, 0);
}

/** Takes off the site every listing not in `ids`: after a full copy of the CRM, what it no longer lists. */
export function withdrawListingsExcept(db: Db, ids: readonly number[]): number {
  return db.prepare('UPDATE properties SET online = 0 WHERE online = 1 AND id NOT IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids)).changes;
}

/** Puts the project online with this record: a new row, or the existing one rewritten. */
export function publishProject(db: Db, project: Project, createdAt: string): void {
  const updated = db
    .prepare('UPDATE projects SET online = 1, zip = @zip, city = @city, city_key = @cityKey, status = @status, data = @data WHERE id = @id')
    .run(projectColumns(project));
  if (updated.changes === 0) insertProject(db, project, createdAt);
}

export function withdrawProjects(db: Db, ids: readonly number[]): number {
  const withdraw = db.prepare('UPDATE projects SET online = 0 WHERE id = ? AND online = 1');
  return ids.reduce((count, id) => count + withdraw.run(id).changes, 0);
}

export function withdrawProjectsExcept(db: Db, ids: readonly number[]): number {
  return db.prepare('UPDATE projects SET online = 0 WHERE online = 1 AND id NOT IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids)).changes;
}

/** Replaces a reference tree whole. */
export function replaceTree(db: Db, tree: ReferenceTree, items: readonly TreeItemSource[]): void {
  db.prepare('DELETE FROM reference_items WHERE tree = ?').run(tree);
  insertTreeItems(db, tree, items);
}

/** How many listings and projects are online. */
export function publishedCounts(db: Db): { properties: number; projects: number } {
  return {
    properties: db.prepare('SELECT COUNT(*) FROM properties WHERE online = 1').pluck().get() as number,
    projects: db.prepare('SELECT COUNT(*) FROM projects WHERE online = 1').pluck().get() as number,
  };
}
