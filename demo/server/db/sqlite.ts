/**
 * SQLite under DATA_DIR (better-sqlite3): one file, one process. Queries go through
 * Kysely on the one connection, which its driver lends to one query or transaction at
 * a time; transactions begin IMMEDIATE, taking the write lock before they read, so
 * another process on the file (a tool, a second server) waits instead of failing halfway.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, Kysely, SqliteAdapter, SqliteDialect, SqliteDriver } from 'kysely';
import type { Database, Sql } from './sql.ts';
import { agencyName, agencyOf, inTransaction } from './sql.ts';
import { registerSchemaFunctions } from './functions.ts';
import { migrated } from './migrate.ts';
import type { Schema } from './schema.ts';

export const DATABASE_FILE = 'agency.sqlite';

/** Most statements kept prepared: the fixed ones all fit, and the searches' many shapes come and go. */
const STATEMENT_CACHE = 500;

class ImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite's schema changes are transactional, which Kysely's adapter does not assume: said,
 * the Migrator runs the pending steps in one transaction, so a step that fails leaves nothing.
 */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalDdlAdapter();
  }

  readonly #database: BetterSqlite3.Database;
  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }
  override createDriver() {
    // each statement is prepared once and kept: Kysely would prepare it again for every query
    const statements = new Map<string, BetterSqlite3.Statement>();
    const database = this.#database;
    return new ImmediateDriver({
      database: {
        close: () => database.close(),
        prepare(sql: string) {
          let statement = statements.get(sql);
          if (!statement) {
            if (statements.size >= STATEMENT_CACHE) statements.clear();
            statement = database.prepare(sql);
            statements.set(sql, statement);
          }
          return statement;
        },
      },
    });
  }
}

/** Opens (and creates) the database file under `dataDir` and brings its schema up to date. */
export async function openSqlite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  // WAL lets readers go on while a request writes; NORMAL sync is durable enough under WAL
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  return migrated(sqliteDatabase(sqlite, join(dataDir, DATABASE_FILE)));
}

/** An in-memory database with the whole schema: the repositories' tests. */
export function memorySqlite(): Promise<Database> {
  return migrated(sqliteDatabase(new BetterSqlite3(':memory:'), ':memory:'));
}

/**
 * A database on an open SQLite handle, as it is (no migration): what openSqlite() builds on.
 * Registers the functions the schema's triggers call, which a connection needs to write at all.
 */
export function sqliteDatabase(sqlite: BetterSqlite3.Database, where: string): Database {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSchemaFunctions(sqlite);
  const db = new Kysely<Schema>({ dialect: new ImmediateDialect(sqlite) });
  const running = new Map<string, Promise<unknown>>();
  const agency = agencyOf(1);
  const database: Database = {
    db,
    dialect: 'sqlite',
    agency,
    sqlite,
    description: `SQLite ${where}`,
    transaction: (work) => inTransaction(database as Sql, work),
    async exclusive(named, work, options = {}) {
      // one process owns the file: a name held here is held everywhere
      const name = agencyName(database, named);
      while (running.has(name)) {
        if (!options.wait) return undefined;
        await running.get(name)!.catch(() => undefined);
      }
      const run = work();
      running.set(name, run);
      try {
        return await run;
      } finally {
        running.delete(name);
      }
    },
    async close() {
      await db.destroy();
    },
  };
  return database;
}

/** The SQLite handle of a database, for tests and tools that read tables directly (SQLite only). */
export function sqliteOf(database: Database): BetterSqlite3.Database {
  if (!database.sqlite) throw new Error('This reads SQLite directly; the server runs on PostgreSQL (DATABASE_URL).');
  return database.sqlite;
}
