/**
 * PostgreSQL (DATABASE_URL): one database for any number of instances. A pool of
 * connections per instance (node-postgres); BIGINT and COUNT come back as numbers (the
 * server's times in milliseconds and its counts stay far below 2^53). Migrations run at
 * start under an advisory lock, so instances starting together apply each step once:
 * the others wait, then find it applied.
 */
import { Kysely, PostgresDialect, sql as raw } from 'kysely';
import pg from 'pg';
import { type Database, inTransaction, lockKey, type Sql } from './sql.ts';
import { migrated } from './migrate.ts';
import type { Schema } from './schema.ts';

const INT8 = 20;
const NUMERIC = 1700;

/** Connections per instance: requests share them; the delivery worker holds one per job it delivers. */
const POOL_SIZE = 10;

/** host:port/database of a URL, never its password. */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
}

/** Opens the database at `url` and brings its schema up to date. */
export function openPostgres(url: string): Promise<Database> {
  return migrated(postgresDatabase(url));
}

/** A database at `url`, as it is (no migration): what openPostgres() builds on. */
function poolOf(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: (id: number, format?: 'text' | 'binary') =>
        id === INT8 || id === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(id, format as 'text'),
    },
  });
  // a connection the server loses (a restart of PostgreSQL) is dropped from the pool, not the process
  pool.on('error', () => undefined);
  // the same for a connection lent out and idle when it is lost (a delivery job's transaction while its
  // mail or CRM call is made): the pool listens only to those it holds, and an unheard error ends the
  // process; the work on it fails with its next query and is retried
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Connections of their own for writes that commit alone while every connection of the pool may hold a job's transaction. */
const OWN_POOL_SIZE = 2;

export function postgresDatabase(url: string): Database {
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: poolOf(url, POOL_SIZE) }) });
  const own = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: poolOf(url, OWN_POOL_SIZE) }) });
  const database: Database = {
    db,
    own,
    dialect: 'postgres',
    sqlite: undefined,
    description: `PostgreSQL ${where(url)}`,
    transaction: (work) => inTransaction(database as Sql, work),
    async exclusive(name, work, options = {}) {
      // a session lock on one connection of the pool, held while `work` runs on any connection
      return db.connection().execute(async (connection) => {
        const key = lockKey(name);
        if (options.wait) await raw`SELECT pg_advisory_lock(${key}::bigint)`.execute(connection);
        else {
          const { rows } = await raw<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}::bigint) AS locked`.execute(connection);
          if (!rows[0]?.locked) return undefined;
        }
        try {
          return await work();
        } finally {
          await raw`SELECT pg_advisory_unlock(${key}::bigint)`.execute(connection);
        }
      });
    },
    async close() {
      await Promise.all([db.destroy(), own.destroy()]);
    },
  };
  return database;
}
