/**
 * For the repositories' contract tests, which every implementation must pass: an empty
 * database with the real schema on each engine (SQLite in memory, PostgreSQL in a fresh
 * database), and small records holding only what a test is about (the SQL
 * implementations read no more than the columns and the JSON they are given).
 */
import type { Translatable } from '../../core/i18n/translatable.ts';
import type { Project, Property } from '../../core/property/types.ts';
import type { Database } from '../server/db/database.ts';
import BetterSqlite3 from 'better-sqlite3';
import { memorySqlite, sqliteDatabase } from '../server/db/sqlite.ts';
import { openPostgres, postgresDatabase } from '../server/db/postgres.ts';
import { insertProperty, type PropertyRowOptions } from '../server/repositories/sql/catalogue-writer.ts';
import { normalizeKey } from '../server/search.ts';
import { createTestDatabase } from './postgres.ts';

export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  /** An empty, migrated database; closing it drops what the test made. */
  open(): Promise<Database>;
  /** An empty database, not even migrated. */
  empty(): Promise<Database>;
}

/** `database`, which drops its PostgreSQL database when it closes. */
async function dropping(created: { drop(): Promise<void> }, database: Promise<Database>): Promise<Database> {
  const opened = await database.catch(async (error: unknown) => {
    await created.drop();
    throw error;
  });
  return {
    ...opened,
    async close() {
      await opened.close();
      await created.drop();
    },
  };
}

export const ENGINES: readonly TestEngine[] = [
  { name: 'SQLite', open: () => memorySqlite(), empty: async () => sqliteDatabase(new BetterSqlite3(':memory:'), ':memory:') },
  {
    name: 'PostgreSQL',
    async open() {
      const created = await createTestDatabase();
      return dropping(created, openPostgres(created.url));
    },
    async empty() {
      const created = await createTestDatabase();
      return dropping(created, Promise.resolve(postgresDatabase(created.url)));
    },
  },
];

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

export function addListing(database: Database, property: Property, options: Partial<PropertyRowOptions> = {}): Promise<void> {
  return insertProperty(database, property, { online: true, ownerId: null, managerId: null, appointments: 'open', ...options });
}

export function project(fields: Partial<Project> & Pick<Project, 'ID'>): Project {
  return { Title: text(`Project ${fields.ID}`), Zip: null, City: null, Status: 'available', Constructions: [], ...fields } as Project;
}

export async function addProject(database: Database, item: Project, createdAt: string, online = true): Promise<void> {
  await database.db
    .insertInto('projects')
    .values({
      id: item.ID,
      online: online ? 1 : 0,
      zip: item.Zip,
      city: item.City,
      city_key: normalizeKey(item.City ?? ''),
      status: item.Status,
      created_at: createdAt,
      data: JSON.stringify(item),
    })
    .execute();
}

/** Rows of the region tree: [id, parent id]. */
export async function addRegions(database: Database, rows: readonly (readonly [number, number | null])[]): Promise<void> {
  await database.db
    .insertInto('reference_items')
    .values(rows.map(([id, parent], position) => ({ tree: 'regions', id, parent_id: parent, name: JSON.stringify(text(`Regio ${id}`)), web_id: null, position, extra: null })))
    .execute();
}

/** Two owners, 1 (nl) and 2 (fr), for the stores that reference owners. */
export async function addOwners(database: Database): Promise<void> {
  await database.db
    .insertInto('owners')
    .values([1, 2].map((id) => ({ id, username: `owner${id}`, email: `owner${id}@example.be`, first_name: 'A', last_name: 'B', language: id === 1 ? 'nl' : 'fr', password_hash: 'x', created_at: '' })))
    .execute();
}
