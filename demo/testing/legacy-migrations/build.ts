/**
 * A database as the releases before the one migration list left it, at their last step:
 * SQLite at `user_version` 12, PostgreSQL at `schema_version` 3 (or an earlier one). Built from the lists those
 * releases shipped (sqlite.ts, postgres.ts), with their runners' bookkeeping, and opened
 * without migrating, for a test to fill and then migrate.
 */
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { regionOfZip } from '../../../core/property/region.ts';
import type { Database } from '../../server/db/database.ts';
import { postgresDatabase } from '../../server/db/postgres.ts';
import { sqliteDatabase } from '../../server/db/sqlite.ts';
import { postgresMigrations } from './postgres.ts';
import { migrations as sqliteMigrations } from './sqlite.ts';

/** `upTo`: the last step applied (a database of an older release). */
export function legacySqlite(upTo = Infinity, file = ':memory:'): Database {
  const handle = new BetterSqlite3(file);
  const database = sqliteDatabase(handle, file);
  // the function the old steps 8 and 10 indexed and filled the region column with
  handle.function('region_of_zip', { deterministic: true }, (zip: unknown) => regionOfZip(zip));
  for (const step of sqliteMigrations.filter((migration) => migration.version <= upTo)) {
    handle.transaction(() => {
      handle.exec(step.sql);
      handle.pragma(`user_version = ${step.version}`);
    })();
  }
  return database;
}

export async function legacyPostgres(url: string, upTo = Infinity): Promise<Database> {
  const database = postgresDatabase(url);
  await sql`CREATE TABLE schema_version (version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`.execute(database.db);
  for (const step of postgresMigrations.filter((migration) => migration.version <= upTo)) {
    await database.transaction(async ({ db }) => {
      await sql.raw(step.sql).execute(db);
      await sql`INSERT INTO schema_version (version, name) VALUES (${step.version}, ${step.name})`.execute(db);
    });
  }
  return database;
}
