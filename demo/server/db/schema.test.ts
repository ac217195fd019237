// One list of migration steps makes the same schema on both engines, and a database of
// either engine made before that list (at its last step) upgrades into it keeping every row.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, type TestEngine } from '../../testing/databases.ts';
import { legacyPostgres, legacySqlite } from '../../testing/legacy-migrations/build.ts';
import { createTestDatabase } from '../../testing/postgres.ts';
import { identitiesAreRowids, type SchemaShape, schemaShape, withoutGeneratedIds } from '../../testing/schema-shape.ts';
import { seedDatabase } from '../seed/seed.ts';
import type { Database } from './database.ts';
import { migrate, migrations } from './migrate.ts';

/**
 * What each engine does its own way, by design: SQLite's free text is an FTS5 table kept
 * by triggers, PostgreSQL's a tsvector column and its GIN index (repositories/sql/listing-text.ts);
 * the migrations' bookkeeping, and the step counter of PostgreSQL's list before the one list.
 */
const OWN_WAYS = {
  tables: /^(listing_text(_\w+)?|kysely_migration(_lock)?|schema_version)$/,
  columns: ['properties.text_vector'],
  indexes: ['properties_text'],
};

const [SQLITE, POSTGRES] = ENGINES as [TestEngine, TestEngine];

describe('the schema the migrations make', () => {
  it('has the same tables, columns, types, nullability, defaults, keys, constraints and indexes on SQLite and PostgreSQL', async () => {
    const [sqlite, postgres] = await Promise.all([SQLITE.open(), POSTGRES.open()]);
    try {
      const onPostgres = await schemaShape(postgres);
      // what is left out of the comparison is there, on its engine only
      const ownSqlite = sqlite.sqlite!.prepare(`SELECT type || ' ' || name FROM sqlite_master WHERE name LIKE 'listing_text%' AND sql IS NOT NULL ORDER BY type, name`).pluck().all();
      expect(ownSqlite).toEqual([
        'table listing_text',
        ...['config', 'data', 'docsize', 'idx'].map((part) => `table listing_text_${part}`),
        ...['delete', 'insert', 'update'].map((event) => `trigger listing_text_${event}`),
      ]);
      expect(onPostgres.properties?.columns.text_vector?.type).toBe('tsvector');
      expect(Object.keys(onPostgres.properties?.indexes ?? {})).toContain('properties_text');

      const [a, b] = await Promise.all([schemaShape(sqlite, OWN_WAYS), schemaShape(postgres, OWN_WAYS)]);
      expect(Object.keys(a).length).toBeGreaterThanOrEqual(30);
      // a row's agency: SQLite's one, PostgreSQL's the transaction's (migrations/005-agencies.ts)
      expect(agencyDefaults(a)).toEqual(new Set(['1']));
      expect(agencyDefaults(b)).toEqual(new Set(['current_agency()']));
      expect(withoutGeneratedIds(withoutAgencyDefaults(a))).toEqual(withoutGeneratedIds(withoutAgencyDefaults(b)));
      expect(identitiesAreRowids(b, a)).toEqual([]);
      expect(Object.values(b).flatMap((table) => Object.values(table.columns)).filter((column) => column.default === 'generated')).toHaveLength(5);
    } finally {
      await Promise.all([sqlite.close(), postgres.close()]);
    }
  });
});

/** The tables the agencies step made: the agencies themselves. */
const AGENCY_TABLES = ['agencies', 'agency_hosts', 'agency_settings'];

/** The defaults of the agency columns of the agencies' data. */
function agencyDefaults(shape: SchemaShape): Set<string | null> {
  return new Set(Object.entries(shape).flatMap(([name, table]) => (table.columns.agency_id && !AGENCY_TABLES.includes(name) ? [table.columns.agency_id.default] : [])));
}

function withoutAgencyDefaults(shape: SchemaShape): SchemaShape {
  return Object.fromEntries(
    Object.entries(shape).map(([name, table]) => [
      name,
      { ...table, columns: Object.fromEntries(Object.entries(table.columns).map(([column, value]) => [column, column === 'agency_id' ? { ...value, default: null } : value])) },
    ]),
  );
}

/**
 * Every row of every table, in a stable order, its agency aside: what an upgrade must keep.
 * A column or a table a later step adds is null or empty on an upgraded database, so nulls
 * and empty tables are left out.
 */
async function rows(database: Database): Promise<Record<string, string[]>> {
  const tables = Object.keys(await schemaShape(database, OWN_WAYS))
    .filter((table) => !AGENCY_TABLES.includes(table))
    .sort();
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows: found } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(database.db);
    if (found.length === 0) continue;
    all[table] = found
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .filter((key) => row[key] !== null && key !== 'agency_id')
            .sort()
            .map((key) => [key, Buffer.isBuffer(row[key]) ? (row[key] as Buffer).toString('hex') : row[key]]),
        ),
      )
      .sort();
  }
  return all;
}

/** The agencies the rows of each table belong to. */
async function agenciesOfRows(database: Database): Promise<Set<number>> {
  const found = new Set<number>();
  for (const [table, shape] of Object.entries(await schemaShape(database, OWN_WAYS))) {
    if (!shape.columns.agency_id || AGENCY_TABLES.includes(table)) continue;
    const { rows: agencies } = await sql<{ agency_id: number }>`SELECT DISTINCT agency_id FROM ${sql.table(table)}`.execute(database.db);
    for (const row of agencies) found.add(Number(row.agency_id));
  }
  return found;
}

/** What visitors and owners leave beside the seed: a session and a reset link on an owner (the table SQLite makes again), a demand with its zone. */
async function addVisitorRows(database: Database): Promise<void> {
  const owner = await database.db.selectFrom('owners').select('id').orderBy('id').executeTakeFirstOrThrow();
  await database.db.insertInto('owner_sessions').values({ token_hash: 'session-hash', owner_id: owner.id, created_at: 1, expires_at: 2 }).execute();
  await database.db.insertInto('password_resets').values({ token_hash: 'reset-hash', owner_id: owner.id, expires_at: 3, used_at: null }).execute();
  const now = new Date(0).toISOString();
  await database.db
    .insertInto('demands')
    .values({ id: 'demand-1', email: 'Kim@Example.be', language: 'nl', frequency: 'daily', data: '{"zones":[9000]}', created_at: now, updated_at: now, unsubscribed_at: null })
    .execute();
  await database.db.insertInto('demand_zones').values({ demand_id: 'demand-1', zone: 'z9000' }).execute();
}

/** Each engine's list before the one list, at its last step and at the step before the CRM accounts (SQLite 12, PostgreSQL 3). */
const LEGACY = [
  { engine: SQLITE, step: 12, held: 2, legacy: async (step: number) => ({ database: legacySqlite(step), drop: async () => undefined }) },
  { engine: SQLITE, step: 11, held: 1, legacy: async (step: number) => ({ database: legacySqlite(step), drop: async () => undefined }) },
  ...[3, 2].map((step) => ({
    engine: POSTGRES,
    step,
    held: step - 1,
    legacy: async (at: number) => {
      const created = await createTestDatabase();
      return { database: await legacyPostgres(created.url, at), drop: created.drop };
    },
  })),
];

describe.each(LEGACY)('a $engine.name database made before the one list, at its step $step', ({ engine, step, held, legacy }) => {
  it('takes the steps it holds as applied, upgrades, and keeps every row', async () => {
    const [{ database, drop }, fresh] = await Promise.all([legacy(step), engine.open()]);
    try {
      await seedDatabase(database);
      await addVisitorRows(database);
      const before = await rows(database);
      expect(before.properties!.length).toBeGreaterThan(50);
      const expected = await schemaShape(fresh, OWN_WAYS);
      // the comparison sees what the upgrade changes (PostgreSQL's step 3 had it all already)
      if (database.sqlite || held < 2) expect(await schemaShape(database, OWN_WAYS)).not.toEqual(expected);

      const steps = Object.keys(await migrations());
      expect(await migrate(database)).toEqual([...steps.slice(0, held).map((name) => `${name} (adopted at ${database.dialect} step ${step})`), ...steps.slice(held)]);
      expect(await schemaShape(database, OWN_WAYS)).toEqual(expected);
      expect(await rows(database)).toEqual(before);
      // every row is the one agency's, which exists
      expect(await agenciesOfRows(database)).toEqual(new Set([1]));
      expect(await database.db.selectFrom('agencies').select(['id', 'status']).execute()).toEqual([{ id: 1, status: 'active' }]);
      if (database.sqlite) expect(database.sqlite.pragma('foreign_key_check')).toEqual([]);
      // a login is unique whatever its case, as on a new database
      const owner = await database.db.selectFrom('owners').selectAll().orderBy('id').executeTakeFirstOrThrow();
      await expect(database.db.insertInto('owners').values({ ...owner, id: 999_999, username: owner.username.toUpperCase(), email: 'other@example.be' }).execute()).rejects.toThrow();
      expect(await migrate(database)).toEqual([]);
    } finally {
      await Promise.all([database.close().then(drop), fresh.close()]);
    }
  });
});

describe.each(LEGACY.filter(({ held }) => held === 1))('a CRM account of a $engine.name database at its step $step', ({ legacy, step }) => {
  it("keeps the CRM's login and address apart, its own ones saying `crm:<id>`", async () => {
    const { database, drop } = await legacy(step);
    try {
      const account = { language: 'nl', first_name: 'Marleen', last_name: 'Peeters', created_at: '2024-01-01' };
      await database.db
        .insertInto('owners')
        .values([
          { ...account, id: 41, username: 'mpeeters', email: 'marleen@example.be', password_hash: 'crm' },
          { ...account, id: 42, username: 'eigen', email: 'eigen@example.be', password_hash: 'scrypt$…' },
        ])
        .execute();
      await migrate(database);
      const owners = await database.db.selectFrom('owners').select(['id', 'username', 'email', 'crm_username', 'crm_email']).orderBy('id').execute();
      expect(owners).toEqual([
        { id: 41, username: 'crm:41', email: 'crm:41', crm_username: 'mpeeters', crm_email: 'marleen@example.be' },
        { id: 42, username: 'eigen', email: 'eigen@example.be', crm_username: null, crm_email: null },
      ]);
    } finally {
      await database.close().then(drop);
    }
  });
});

describe('a SQLite database made by an older release', () => {
  it('is refused, untouched, with what to do', async () => {
    const database = legacySqlite(9);
    try {
      const before = await schemaShape(database);
      await expect(migrate(database)).rejects.toThrow(/step 9 .* brings it to step 12/);
      expect(await schemaShape(database)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
