/**
 * PostgreSQL (DATABASE_URL): one database for any number of instances, and for any number
 * of agencies. A pool of connections per instance (node-postgres); BIGINT and COUNT come
 * back as numbers (the server's times in milliseconds and its counts stay far below 2^53).
 * Migrations run at start under an advisory lock, as the tables' owner
 * (DATABASE_OWNER_URL, else DATABASE_URL), so instances starting together apply each
 * step once: the others wait, then find it applied.
 *
 * Every transaction says its agency first (`set_config('app.agency', $1, true)`, from the
 * scope: agency-scope.ts), and a query outside a transaction runs in one of its own that
 * does the same: row-level security (migrations/005-agencies.ts) then shows that agency's
 * rows only. A query of no agency runs as it is, and sees no agency's row.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type QueryCompiler,
  type QueryResult,
  sql as raw,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { agencyName, agencyOf, type Database, inTransaction, lockKey, type Sql } from './sql.ts';
import { migrate, migrated } from './migrate.ts';
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

const SET_AGENCY = `SELECT set_config('app.agency', $1, true)`;
/** A setting of the connection: right only where one agency is all the database serves. */
const SET_SESSION_AGENCY = `SELECT set_config('app.agency', $1, false)`;

/**
 * A connection that says its agency at the start of each transaction, and makes one around
 * a lone query; unless the agency is the one its session says already (one agency's
 * database), which spares a lone query three round trips.
 */
class AgencyConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    readonly agency: number | undefined,
    readonly sessionAgency: number | undefined,
  ) {}

  get mustSay(): boolean {
    return this.agency !== undefined && this.agency !== this.sessionAgency;
  }

  async sayAgency(): Promise<void> {
    if (this.mustSay) await this.inner.executeQuery(CompiledQuery.raw(SET_AGENCY, [String(this.agency)]));
  }

  /**
   * Begins a transaction that says its agency, in one round trip: two statements in one
   * simple query, which takes no parameter, so the agency is written in it (a safe
   * integer: agency-scope.ts accepts no other).
   */
  async beginSaying(): Promise<void> {
    await this.inner.executeQuery(CompiledQuery.raw(`begin; ${SET_AGENCY.replace('$1', `'${Number(this.agency)}'`)}`));
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction || !this.mustSay) return this.inner.executeQuery<R>(query);
    await this.beginSaying();
    try {
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.inTransaction && this.mustSay) throw new Error('Stream a query in a transaction: it says its agency.');
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** node-postgres's driver, with each transaction's agency said first. */
class AgencyDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly agency: () => number | undefined,
    private readonly sessionAgency: number | undefined,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    // read where the query starts, in its caller's scope
    const agency = this.agency();
    return new AgencyConnection(await this.inner.acquireConnection(), agency, this.sessionAgency);
  }
  async beginTransaction(connection: AgencyConnection, settings: TransactionSettings) {
    if (connection.mustSay && settings.isolationLevel === undefined && settings.accessMode === undefined) await connection.beginSaying();
    else {
      await this.inner.beginTransaction(connection.inner, settings);
      await connection.sayAgency();
    }
    connection.inTransaction = true;
  }
  async commitTransaction(connection: AgencyConnection) {
    connection.inTransaction = false;
    await this.inner.commitTransaction(connection.inner);
  }
  async rollbackTransaction(connection: AgencyConnection) {
    connection.inTransaction = false;
    await this.inner.rollbackTransaction(connection.inner);
  }
  async savepoint(connection: AgencyConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!(connection.inner, name, compile);
  }
  async rollbackToSavepoint(connection: AgencyConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint!(connection.inner, name, compile);
  }
  async releaseSavepoint(connection: AgencyConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint!(connection.inner, name, compile);
  }
  releaseConnection(connection: AgencyConnection) {
    return this.inner.releaseConnection(connection.inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

class AgencyDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly agency: () => number | undefined,
    private readonly sessionAgency: number | undefined,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new AgencyDriver(super.createDriver(), this.agency, this.sessionAgency);
  }
}

export interface PostgresOptions {
  /** the tables' owner, who migrates (DATABASE_OWNER_URL); default: `url` */
  ownerUrl?: string | undefined;
  /** null: many agencies (a query outside a scope is for none); default 1 */
  onlyAgency?: number | null | undefined;
}

/** Opens the database at `url` and brings its schema up to date (as `ownerUrl` when given). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  if (options.ownerUrl && options.ownerUrl !== url) {
    const owner = postgresDatabase(options.ownerUrl, { onlyAgency: null });
    try {
      await migrate(owner);
    } finally {
      await owner.close();
    }
    return postgresDatabase(url, options);
  }
  return migrated(postgresDatabase(url, options));
}

/** A database at `url`, as it is (no migration): what openPostgres() builds on. */
function poolOf(url: string, max: number, sessionAgency: number | undefined): pg.Pool {
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
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // queued before any query the pool then lends the connection for
    if (sessionAgency !== undefined) client.query(SET_SESSION_AGENCY, [String(sessionAgency)]).catch(() => undefined);
  });
  return pool;
}

/** Connections of their own for writes that commit alone while every connection of the pool may hold a job's transaction. */
const OWN_POOL_SIZE = 2;

export function postgresDatabase(url: string, options: Pick<PostgresOptions, 'onlyAgency'> = {}): Database {
  const agency = agencyOf(options.onlyAgency);
  // one agency's database: every connection says it once; many agencies': each transaction
  const sessionAgency = options.onlyAgency === null ? undefined : (options.onlyAgency ?? 1);
  // both pools say the agency of the scope their query starts in
  const db = new Kysely<Schema>({ dialect: new AgencyDialect({ pool: poolOf(url, POOL_SIZE, sessionAgency) }, agency, sessionAgency) });
  const own = new Kysely<Schema>({ dialect: new AgencyDialect({ pool: poolOf(url, OWN_POOL_SIZE, sessionAgency) }, agency, sessionAgency) });
  const database: Database = {
    db,
    own,
    dialect: 'postgres',
    agency,
    sqlite: undefined,
    description: `PostgreSQL ${where(url)}`,
    transaction: (work) => inTransaction(database as Sql, work),
    async exclusive(name, work, exclusiveOptions = {}) {
      // a session lock on one connection of the pool, held while `work` runs on any connection
      return db.connection().execute(async (connection) => {
        const key = lockKey(agencyName(database, name));
        if (exclusiveOptions.wait) await raw`SELECT pg_advisory_lock(${key}::bigint)`.execute(connection);
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
