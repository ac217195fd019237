/**
 * PostgreSQL for the tests: a fresh database per call, in the cluster TEST_DATABASE_URL
 * names (`.ci/run` starts one; the server tests' global setup does when it is not set,
 * postgres-setup.ts), or else in a throwaway cluster this process starts from Debian's
 * binaries (tools/postgres-cluster.ts) and stops when it exits (the benchmark). Without
 * either, the tests that need it fail and say how to provide one: they are never skipped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Cluster, startCluster } from '../../tools/postgres-cluster.ts';

let cluster: Promise<Cluster> | undefined;

/** postgres://… of the cluster itself, as its superuser: for a test that makes roles and databases of its own. */
export async function clusterUrl(): Promise<string> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return given;
  if (process.env.TEST_DATABASE_ERROR) throw new Error(process.env.TEST_DATABASE_ERROR);
  cluster ??= startCluster().then((started) => {
    process.once('exit', () => started.stop());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
    return started;
  });
  return (await cluster).url;
}

export interface TestPostgres {
  /** postgres://… of the new, empty database */
  url: string;
  /** Drops it (after every connection to it is closed). */
  drop(): Promise<void>;
}

/** A new, empty database. */
export async function createTestDatabase(): Promise<TestPostgres> {
  const admin = await clusterUrl();
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface TenantPostgres extends TestPostgres {
  /** the tables' owner (neither superuser nor exempt from row-level security): migrations, `npm run agency` */
  ownerUrl: string;
  /** the server's role: a member of agency_server, owning nothing */
  url: string;
}

/**
 * A new, empty database as a deployment of many agencies has it: owned by a role of its
 * own, and a login role for the server that is a member of agency_server and owns nothing
 * (docs/deploy.md). Dropping it drops both roles.
 */
export async function createTenantDatabase(): Promise<TenantPostgres> {
  const admin = await clusterUrl();
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const run = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // tests in parallel make the shared role at once: one wins, the others find it made
  await run(`DO $$ BEGIN CREATE ROLE agency_server NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`).catch(() => undefined);
  await run(`CREATE ROLE ${name}_owner LOGIN`, `CREATE ROLE ${name}_server LOGIN IN ROLE agency_server`, `CREATE DATABASE ${name} OWNER ${name}_owner`);
  const as = (role: string) => {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    url.username = role;
    return url.toString();
  };
  return {
    url: as(`${name}_server`),
    ownerUrl: as(`${name}_owner`),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `DROP ROLE IF EXISTS ${name}_server`, `DROP ROLE IF EXISTS ${name}_owner`),
  };
}
