/**
 * For the repositories' unit tests: an empty database in memory with the real schema,
 * and small records holding only what a test is about (the SQLite implementations read
 * no more than the columns and the JSON they are given).
 */
import Database from 'better-sqlite3';
import type { Translatable } from '../../core/i18n/translatable.ts';
import type { Project, Property } from '../../core/property/types.ts';
import { type Db, migrate } from '../server/db/database.ts';
import { insertProperty, type PropertyRowOptions } from '../server/seed/seed.ts';
import { normalizeKey } from '../server/search.ts';

export function memoryDb(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

const text = (nl: string, fr = nl): Translatable => ({ nl, fr });

/** A listing with every field null but those a test gives and the few the schema needs. */
export function listing(fields: Partial<Property> & Pick<Property, 'ID'>): Property {
  return {
    Goal: 0,
    WebID: 1,
    TypeName: text('Huis', 'Maison'),
    Title: text(`Woning ${fields.ID}`, `Bien ${fields.ID}`),
    PublishPrice: true,
    Price: null,
    PublishAddress: false,
    Street: null,
    Zip: null,
    City: null,
    CountryID: 10,
    RegionID: null,
    Bedrooms: null,
    Status: 'available',
    CreatedAt: '2024-01-01T00:00:00.000Z',
    Code: null,
    Reference: null,
    ...fields,
  } as Property;
}

export function addListing(db: Db, property: Property, options: Partial<PropertyRowOptions> = {}): void {
  insertProperty(db, property, { online: true, ownerId: null, managerId: null, appointments: 'open', ...options });
}

export function project(fields: Partial<Project> & Pick<Project, 'ID'>): Project {
  return { Title: text(`Project ${fields.ID}`), Zip: null, City: null, Status: 'available', Constructions: [], ...fields } as Project;
}

export function addProject(db: Db, item: Project, createdAt: string, online = true): void {
  db.prepare('INSERT INTO projects (id, online, zip, city, city_key, status, created_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    item.ID,
    online ? 1 : 0,
    item.Zip,
    item.City,
    normalizeKey(item.City ?? ''),
    item.Status,
    createdAt,
    JSON.stringify(item),
  );
}

/** Rows of the region tree: [id, parent id]. */
export function addRegions(db: Db, rows: readonly (readonly [number, number | null])[]): void {
  const insert = db.prepare(`INSERT INTO reference_items (tree, id, parent_id, name, web_id, position) VALUES ('regions', ?, ?, ?, NULL, ?)`);
  rows.forEach(([id, parent], position) => insert.run(id, parent, JSON.stringify(text(`Regio ${id}`)), position));
}
