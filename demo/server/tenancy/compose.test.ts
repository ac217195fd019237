// compose.yaml played without Docker: its PostgreSQL roles script run against a database
// of the test cluster, its one-shot `agencies` command run twice (the second start of the
// stack finds the agencies made), two instances started with the instances' environment,
// then each agency asked through what the balancer passes on (the instance's own address
// in Host, the visitor's host in X-Forwarded-Host) and the health check asked as the
// balancer asks it. The names the file uses for the roles and the database are given a
// suffix, so that runs in one cluster do not meet.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import yaml from 'js-yaml';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUrl } from '../../testing/postgres.ts';
import { B_MARK } from './demo.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Compose {
  'x-instance': { environment: Record<string, string> };
  services: { agencies: { environment: Record<string, string>; command: string[] }; postgres: { environment: Record<string, string> } };
  configs: { roles: { content: string } };
}

const compose = yaml.load(readFileSync(`${root}compose.yaml`, 'utf8')) as Compose;
const suffix = randomBytes(4).toString('hex');
const NAMES = ['agency_owner', 'agency_app', 'agency'];

/** What compose does to a value (`${NAME:-default}` with nothing in the environment, `$$`), then this run's names and cluster. */
function interpolate(text: string, cluster: URL): string {
  return text
    .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\$/g, '$')
    .replace(/\b(agency_owner|agency_app)\b/g, `$1_${suffix}`)
    .replace(/@postgres:5432\/agency\b/g, `@${cluster.host}/agency_${suffix}`)
    .replace(/CREATE DATABASE agency OWNER/g, `CREATE DATABASE agency_${suffix} OWNER`);
}

let cluster: URL;
let instances: { origin: string; child: ChildProcess }[] = [];
let environment: Record<string, string>;
// the image's DATA_DIR (Dockerfile), the uploads volume both instances share
const dataDir = mkdtempSync(join(tmpdir(), 'agency-compose-'));

async function instance(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}demo/testing/instance.ts`], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`an instance exited (${code}) before it listened`)));
  });
  return { origin: (JSON.parse(line) as { origin: string }).origin, child };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = new URL(await clusterUrl());
  // the image runs the script as its superuser, with the service's environment
  const script = interpolate(compose.configs.roles.content, cluster);
  const postgresEnv = Object.fromEntries(Object.entries(compose.services.postgres.environment).map(([name, value]) => [name, interpolate(value, cluster)]));
  await run('sh', ['-c', script], {
    env: { ...process.env, ...postgresEnv, POSTGRES_USER: decodeURIComponent(cluster.username), PGHOST: cluster.hostname, PGPORT: cluster.port, PGPASSWORD: decodeURIComponent(cluster.password) },
  });
  const agenciesEnv = Object.fromEntries(Object.entries(compose.services.agencies.environment).map(([name, value]) => [name, interpolate(value, cluster)]));
  const [command, ...args] = compose.services.agencies.command;
  expect(command).toBe('node');
  for (let start = 0; start < 2; start++) await run(process.execPath, args, { cwd: root, env: { ...process.env, ...agenciesEnv } });
  environment = Object.fromEntries(Object.entries(compose['x-instance'].environment).map(([name, value]) => [name, interpolate(value, cluster)]));
  instances = await Promise.all([instance({ ...environment, DATA_DIR: dataDir, SEED: '0' }), instance({ ...environment, DATA_DIR: dataDir, SEED: '0' })]);
}, 240_000);

afterAll(async () => {
  for (const { child } of instances) child.kill('SIGTERM');
  await Promise.all(instances.map(({ child }) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))));
  if (cluster) await admin(`DROP DATABASE IF EXISTS agency_${suffix} WITH (FORCE)`);
  for (const role of NAMES.slice(0, 2)) if (cluster) await admin(`DROP ROLE IF EXISTS ${role}_${suffix}`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('compose.yaml: two agencies, two instances, one PostgreSQL', () => {
  it('runs the server as a role that owns nothing, in the many-agency mode', () => {
    expect(environment.AGENCIES).toBe('database');
    expect(new URL(environment.DATABASE_URL!).username).not.toBe(new URL(environment.DATABASE_OWNER_URL!).username);
  });

  it('each instance answers each agency by the host the balancer passes on, and only that agency', async () => {
    for (const { origin } of instances) {
      for (const [host, marked] of [
        ['agency-a.localhost:8080', false],
        ['agency-b.localhost:8080', true],
      ] as const) {
        const response = await fetch(`${origin}/api/v1/properties?lang=nl`, { headers: { 'x-forwarded-host': host } });
        expect({ host, status: response.status }).toEqual({ host, status: 200 });
        const body = await response.text();
        expect({ host, items: (JSON.parse(body) as { items: unknown[] }).items.length > 0, marked: body.includes(B_MARK) }).toEqual({ host, items: true, marked });
      }
      const unknown = await fetch(`${origin}/api/v1/properties`, { headers: { 'x-forwarded-host': 'agency-c.localhost:8080' } });
      expect(unknown.status).toBe(404);
    }
  });

  it('answers the balancer’s health check, asked by the instance’s own address', async () => {
    for (const { origin } of instances) {
      const response = await fetch(`${origin}/api/v1/health`);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    }
  });
});
