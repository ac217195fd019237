/**
 * A throwaway PostgreSQL cluster from Debian's binaries (package `postgresql`), for the
 * tests and the benchmark: a fresh data folder in the temporary directory, a free port on
 * 127.0.0.1, trust authentication, run by the `postgres` user when started as root
 * (PostgreSQL refuses to run as root). `stop()` removes it all.
 *
 *   tsx tools/postgres-cluster.ts start   # prints `export TEST_DATABASE_URL=…` and the folder
 *   tsx tools/postgres-cluster.ts stop <folder>
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../demo/testing/free-port.ts';

export interface Cluster {
  /** postgres://… of the cluster's `postgres` database */
  url: string;
  dir: string;
  stop(): void;
  /** Stops the server (fast: open connections are cut) and starts it again on the same port and data. */
  restart(): void;
}

/** Where to get one, said when there is none. */
export const HOW_TO_PROVIDE =
  'The PostgreSQL tests need a server: set TEST_DATABASE_URL=postgres://user@host:port/postgres (a role that may create databases), ' +
  "or install Debian's PostgreSQL (apt-get install postgresql) so that the tests start a throwaway cluster of their own.";

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}


/** Runs one of PostgreSQL's programs, as the `postgres` user when this process is root. */
function runAsOwner(bin: string, command: string, args: string[]): string {
  const [file, argv] = userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error(`No PostgreSQL binaries found (PG_BIN, /usr/lib/postgresql/*/bin). ${HOW_TO_PROVIDE}`);
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'agency-pg-'));
  const data = join(dir, 'data');
  const run = (command: string, args: string[]) => runAsOwner(bin, command, args);
  try {
    if (root) {
      const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
      const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
      chownSync(dir, Number(ids), Number(group));
    }
    run('initdb', ['-D', data, '-U', 'agency', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    // durability is not what a throwaway cluster is for
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', ['start', '-D', data, '-w', '-t', '120', '-l', join(dir, 'log'), '-o', options]);
    return {
      url: `postgres://agency@127.0.0.1:${port}/postgres`,
      dir,
      stop: () => stopCluster(dir),
      // pg_ctl restarts with the options it was started with (postmaster.opts)
      restart: () => void run('pg_ctl', ['restart', '-D', data, '-w', '-t', '120', '-m', 'fast', '-l', join(dir, 'log')]),
    };
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr ?? (error as Error).message;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL could not be started from ${bin}: ${detail.trim()}\n${HOW_TO_PROVIDE}`);
  }
}

export function stopCluster(dir: string): void {
  const bin = postgresBin();
  if (bin && existsSync(join(dir, 'data'))) {
    const args = ['stop', '-D', join(dir, 'data'), '-m', 'immediate'];
    try {
      if (userInfo().uid === 0) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
      else execFileSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
    } catch {
      // already stopped
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') {
    const cluster = await startCluster();
    console.log(`export TEST_DATABASE_URL=${cluster.url}\nexport TEST_CLUSTER_DIR=${cluster.dir}`);
  } else if (command === 'stop' && dir) stopCluster(dir);
  else {
    console.error('usage: tsx tools/postgres-cluster.ts start | stop <folder>');
    process.exit(2);
  }
}
