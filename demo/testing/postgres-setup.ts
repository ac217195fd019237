/**
 * The server tests' global setup: when TEST_DATABASE_URL names no PostgreSQL, one
 * throwaway cluster for the whole run (tools/postgres-cluster.ts), stopped when the run
 * ends however its workers end. Its URL reaches the test files through the environment
 * they inherit; when it cannot start, the reason does, and the PostgreSQL tests fail with it.
 */
import { type Cluster, startCluster } from '../../tools/postgres-cluster.ts';

let cluster: Cluster | undefined;

export async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  try {
    cluster = await startCluster();
    process.env.TEST_DATABASE_URL = cluster.url;
  } catch (error) {
    process.env.TEST_DATABASE_ERROR = (error as Error).message;
  }
}

export function teardown(): void {
  cluster?.stop();
}
