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

async function clusterUrl(): Promise<string> {
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
