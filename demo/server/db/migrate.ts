/**
 * The schema's one list of steps, for SQLite and PostgreSQL alike: the files of
 * `migrations/`, named `NNN-what.ts` and applied in that order by Kysely's Migrator, each
 * written once with Kysely's schema builder; a step says its engine's own words only
 * where the engines differ (free text, covering indexes, identities, binary columns).
 * A step is never edited once shipped: a change is a new file.
 *
 * The Migrator records what it applied in `kysely_migration` and runs what is pending in
 * one transaction, under PostgreSQL's advisory lock (instances starting together apply
 * each step once) or SQLite's write lock.
 *
 * On PostgreSQL the tables of agencies' data hold their owner to row-level security too
 * (FORCE, migrations/005-agencies.ts): while a step runs it is lifted, so that a step that
 * changes rows changes every agency's, and put back on the same tables when it ends; a
 * step that makes a table of an agency's data gives it its policy (the tenancy test fails
 * on a table without one).
 *
 * Before this list each engine had its own (SQLite's steps 1–12 in `PRAGMA user_version`,
 * PostgreSQL's 1–3 in a `schema_version` table). Step 001 is where both stood at SQLite's
 * 11 and PostgreSQL's 2, step 002 their last step: a database at either takes the steps
 * it holds as applied and goes on from there. An older one is refused, with what to do,
 * rather than half-migrated.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Database, Dialect } from './sql.ts';

const FOLDER = new URL('./migrations/', import.meta.url);
const STEP_FILE = /^\d{3}-[a-z0-9-]+\.ts$/;

/** The engine a step runs on, for the few words the engines say differently. */
export const engineOf = (db: Kysely<any>): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/** The steps, by file name. */
export async function migrations(): Promise<Record<string, Migration>> {
  const files = (await readdir(FOLDER)).filter((name) => STEP_FILE.test(name)).sort();
  const steps: Record<string, Migration> = {};
  for (const file of files) steps[file.replace(/\.ts$/, '')] = (await import(fileURLToPath(new URL(file, FOLDER)))) as Migration;
  return steps;
}

/** A step of each engine's list before this one → how many steps of this list a database there holds. */
const LEGACY_STEPS: Record<Dialect, Record<number, number>> = { sqlite: { 11: 1, 12: 2 }, postgres: { 2: 1, 3: 2 } };
const lastLegacyStep = (dialect: Dialect) => Math.max(...Object.keys(LEGACY_STEPS[dialect]).map(Number));

async function legacyStep(database: Database): Promise<number> {
  if (database.sqlite) return database.sqlite.pragma('user_version', { simple: true }) as number;
  const { rows } = await sql<{ version: number | null }>`SELECT max(version) AS version FROM schema_version`
    .execute(database.db)
    .catch(() => ({ rows: [] as { version: number | null }[] }));
  return rows[0]?.version ?? 0;
}

async function run(migrator: Migrator, to?: string): Promise<string[]> {
  const { error, results = [] } = to ? await migrator.migrateTo(to) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** A step that sees every agency's rows while it runs (the owner's FORCE lifted), on PostgreSQL. */
function ofAllAgencies(step: Migration): Migration {
  return {
    async up(db) {
      if (engineOf(db) !== 'postgres') return step.up(db);
      const { rows } = await sql<{ name: string }>`
        SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' AND relforcerowsecurity`.execute(db);
      for (const { name } of rows) await sql`ALTER TABLE ${sql.table(name)} NO FORCE ROW LEVEL SECURITY`.execute(db);
      await step.up(db);
      const { rows: left } = await sql<{ name: string }>`
        SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' AND relname = ANY(${rows.map((row) => row.name)})`.execute(db);
      for (const { name } of left) await sql`ALTER TABLE ${sql.table(name)} FORCE ROW LEVEL SECURITY`.execute(db);
    },
  };
}

/** Brings the schema up to date; answers the steps it applied. */
export async function migrate(database: Database, steps?: Record<string, Migration>): Promise<string[]> {
  const list = steps ?? (await migrations());
  const db = database.db as Kysely<any>;
  const provider = (own: Record<string, Migration>): MigrationProvider => ({ getMigrations: async () => own });
  const applied: string[] = [];
  const legacy = await legacyStep(database);
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (legacy > 0 && !tables.some((table) => table.name === 'kysely_migration')) {
    const held = LEGACY_STEPS[database.dialect][legacy];
    if (!held) {
      throw new Error(
        `${database.description} is at step ${legacy} of the ${database.dialect} migrations used before the one list; ` +
          `start the server of a release before the one list once, which brings it to step ${lastLegacyStep(database.dialect)}, then this one.`,
      );
    }
    // the database holds what the first steps make: they are recorded as applied, not run
    const adopted = Object.keys(list).sort().slice(0, held);
    const recorded = { ...list, ...Object.fromEntries(adopted.map((name) => [name, { up: async () => undefined }])) };
    const done = await run(new Migrator({ db, provider: provider(recorded) }), adopted.at(-1));
    applied.push(...done.map((name) => `${name} (adopted at ${database.dialect} step ${legacy})`));
  }
  const lifted = Object.fromEntries(Object.entries(list).map(([name, step]) => [name, ofAllAgencies(step)]));
  applied.push(...(await run(new Migrator({ db, provider: provider(lifted) }))));
  return applied;
}

/** `database` brought up to date, or closed when it cannot be: what opening one gives. */
export async function migrated(database: Database): Promise<Database> {
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
