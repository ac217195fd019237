/**
 * What the server's database is to the code that uses it, whichever engine is beneath
 * (database.ts opens one): where queries run, a transaction, a lock held by one instance.
 */
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Schema } from './schema.ts';
import { scopedAgency } from './agency-scope.ts';

export type Dialect = 'sqlite' | 'postgres';

/** Where queries run: the database itself, or one transaction on it. */
export interface Sql {
  db: Kysely<Schema>;
  dialect: Dialect;
  /**
   * The agency its queries are for: the scope's (agency-scope.ts), else the database's one
   * agency; undefined when neither (on PostgreSQL such a query sees no row). Row-level
   * security needs no more; a query says it where SQLite must see it to use an index.
   */
  agency(): number | undefined;
  /**
   * PostgreSQL: a small pool of its own, for a write that must commit at once even inside
   * a transaction that stays open for a while (a delivery job's steps). Undefined on
   * SQLite, whose one connection commits a write made outside a transaction at once.
   */
  own?: Kysely<Schema> | undefined;
}

export interface Database extends Sql {
  /**
   * Runs `work` in one transaction: all of its writes or none. On SQLite the write lock
   * is taken at the start (BEGIN IMMEDIATE), so a read in it sees what its writes decide on.
   */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` unless another instance runs work of the same name for the same agency
   * right now (a PostgreSQL advisory lock; in-process on SQLite, where one process owns
   * the file): what must happen in one instance at a time (an agency's digests, its CRM sync).
   * Undefined when it did not run; with `wait`, waits for the other instance and runs then.
   */
  exclusive<T>(name: string, work: () => Promise<T>, options?: { wait?: boolean }): Promise<T | undefined>;
  /** What the logs may say of it: the engine and where, never a password. */
  readonly description: string;
  /** The SQLite handle beneath (undefined on PostgreSQL): bulk loads and tests read it directly. */
  readonly sqlite: BetterSqlite3.Database | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** SQLite's folder (DATA_DIR) */
  dataDir: string;
  /** `postgres://…` (DATABASE_URL): the role the server works as; empty: SQLite */
  url?: string;
  /** `postgres://…` (DATABASE_OWNER_URL): the tables' owner, who migrates; empty: `url` migrates */
  ownerUrl?: string;
  /**
   * The one agency every query is for when no scope says otherwise (default 1: SQLite, and
   * PostgreSQL serving one agency); null when the database serves many, each request the
   * agency of its host, and a query outside any scope sees nothing.
   */
  onlyAgency?: number | null;
}

/** The agency of a database's queries: the scope's, else its one agency. */
export const agencyOf = (onlyAgency: number | null | undefined) => (): number | undefined => scopedAgency() ?? (onlyAgency === null ? undefined : (onlyAgency ?? 1));

/** A name as one agency's: what two agencies do at once is not one thing done twice. */
export const agencyName = (sql: Pick<Sql, 'agency'>, name: string) => `${sql.agency() ?? 'none'}:${name}`;

/** The key of a PostgreSQL advisory lock: 64 bits of the name's hash, the same in every instance. */
export const lockKey = (name: string) => createHash('sha256').update(`agency:${name}`).digest().readBigInt64BE(0).toString();

/** Runs `work` in a transaction, or in the one `sql` already is. */
export async function inTransaction<T>(sql: Sql, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (sql.db.isTransaction) return work(sql);
  return sql.db.transaction().execute((trx) => work({ db: trx, dialect: sql.dialect, agency: sql.agency, own: sql.own }));
}
