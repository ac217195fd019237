/**
 * The server's database: SQLite in DATA_DIR by default (one process, one file), or
 * PostgreSQL when DATABASE_URL says `postgres://…` (any number of instances on one
 * database). Both are reached through the same query builder (Kysely), so a query is
 * written once; what differs (free-text search, the listing indexes, row locks) asks
 * `dialect`. Opening migrates the schema (db/migrate.ts: one list of steps for both).
 */
import type { Database, DatabaseOptions } from './sql.ts';

export * from './sql.ts';

export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url ?? '');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (isPostgresUrl(options.url)) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url, { ownerUrl: options.ownerUrl, onlyAgency: options.onlyAgency });
  }
  if (options.onlyAgency === null) throw new Error('Many agencies need PostgreSQL (DATABASE_URL): SQLite serves one.');
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(options.dataDir);
}
