/**
 * `npm run bench -- --tenants`: many agencies on one PostgreSQL (AGENCIES=database), beside
 * one agency on SQLite. PostgreSQL holds 500 agencies of 200 listings and one of 20,000,
 * each added through the registry as `npm run agency` adds one; the large one and the first
 * small one loaded in their scope through the writer, the other small ones copies of the
 * first, made by the cluster's superuser in one statement; two instances (processes of their own) serve them as the server's role, which row-level
 * security binds. SQLite holds one agency at a time, 200 listings then 20,000, served by the
 * one instance a single agency runs. For each typical list query: one client alone, and 200
 * requests kept in flight; on the small agencies every request goes to the next agency's
 * host (each asked once before), so no agency's answers stay in a cache. Measures only; no test depends on these numbers.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as raw } from 'kysely';
import pg from 'pg';
import { inAgency } from '../demo/server/db/agency-scope.ts';
import { type Database, openDatabase } from '../demo/server/db/database.ts';
import { seedDatabase } from '../demo/server/seed/seed.ts';
import { addAgency } from '../demo/server/tenancy/registry.ts';
import { clusterUrl, createTenantDatabase } from '../demo/testing/postgres.ts';
import { addListings, listingTemplates, QUERIES } from './bench-data.ts';
import { type Answer, type Figures, figuresHeader, figuresRow, instance, matchesOf, measureCalls, stopInstances } from './bench-instances.ts';
import { markdownTable } from './bench-report.ts';

const SMALL_AGENCIES = Number(process.env.BENCH_AGENCIES ?? 500);
const SMALL_LISTINGS = 200;
const LARGE_LISTINGS = Number(process.env.BENCH_LARGE_LISTINGS ?? 20_000);
const IN_FLIGHT = 200;
const LOADED_REQUESTS = Number(process.env.BENCH_LOADED_REQUESTS ?? 2_000);
const ALONE_RUNS = 200;

const progress = (message: string) => process.stderr.write(`bench --tenants: ${message}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** One GET with the Host a visitor's browser would send (fetch may not set it). */
function timed(origin: string, host: string, path: string): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { agent, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        let matches = '0';
        try {
          matches = matchesOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { total?: number; moreThanTotal?: boolean });
        } catch {
          // an answer that is not JSON counts as an error below
        }
        resolve({ ms: performance.now() - start, ok: response.statusCode === 200, matches });
      });
      response.on('error', () => resolve({ ms: performance.now() - start, ok: false, matches: '0' }));
    });
    req.on('error', () => resolve({ ms: performance.now() - start, ok: false, matches: '0' }));
    req.end();
  });
}

/** `hosts`: the agencies asked in turn (every one once first: its settings and keys read, as on a site that has visitors); `origins`: the instances asked in turn. */
function measure(origins: readonly string[], hosts: readonly string[], query: string): Promise<Figures> {
  const path = `/api/v1/properties${query ? `?${query}` : ''}`;
  const call = (index: number) => timed(origins[index % origins.length]!, hosts[index % hosts.length]!, path);
  return measureCalls(call, { warmUp: Math.max(20, hosts.length), alone: ALONE_RUNS, inFlight: IN_FLIGHT, loaded: LOADED_REQUESTS });
}

/** An instance's resident memory in MB, from /proc (Linux). */
function residentMb(child: ChildProcess): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

/** Each query, measured on each of `groups` (a name and the hosts asked in turn) over `origins`. */
async function measureAll(label: string, origins: readonly string[], groups: [string, string[]][]): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  for (const [name, query] of QUERIES) {
    for (const [group, hosts] of groups) {
      progress(`${label}, ${group}: "${name}"`);
      figures.set(`${group}\u0000${name}`, await measure(origins, hosts, query));
    }
  }
  return figures;
}

/** Each instance's resident memory after its runs. */
const memory: string[] = [];

const smallHost = (index: number) => `agency-${index}.bench.test`;
const LARGE_HOST = 'large.bench.test';

/** The agencies: the large one first (seeded, then bulk), its listings the templates of every small one. */
async function loadAgencies(ownerUrl: string, key: Buffer): Promise<string> {
  const owner = await openDatabase({ dataDir: '', url: ownerUrl, onlyAgency: null });
  try {
    const start = performance.now();
    const agency = (slug: string, host: string) =>
      addAgency(owner, {
        slug,
        name: slug,
        siteHosts: [host],
        apiHosts: [],
        settings: { publicUrl: `https://${host}`, allowedOrigins: [`https://${host}`], sender: `info@${host}`, languages: ['nl', 'fr', 'en', 'de'] },
        secrets: {},
      }, key);
    const large = await agency('large', LARGE_HOST);
    const templates = await inAgency(large, async () => {
      await seedDatabase(owner);
      const seeded = await listingTemplates(owner);
      await addListings(owner, seeded, LARGE_LISTINGS - seeded.length, 1_000_000);
      return seeded;
    });
    progress(`PostgreSQL: the large agency loaded in ${seconds(start)}`);
    const ids: number[] = [];
    for (let index = 1; index <= SMALL_AGENCIES; index++) ids.push(await agency(`agency-${index}`, smallHost(index)));
    const [first, ...others] = ids;
    await inAgency(first!, () => addListings(owner, templates, SMALL_LISTINGS, 1_000_000, SMALL_LISTINGS));
    // the other small agencies' listings are the first's: copied in one statement by the cluster's superuser, whom
    // row-level security does not bind (as a restore would), instead of 499 loads through the writer
    await copyListings(ownerUrl, first!, others);
    progress(`PostgreSQL: ${SMALL_AGENCIES} small agencies loaded`);
    await raw`VACUUM ANALYZE`.execute(owner.db);
    return `PostgreSQL: ${SMALL_AGENCIES} agencies × ${SMALL_LISTINGS} listings and one of ${LARGE_LISTINGS.toLocaleString('en')} loaded in ${seconds(start)}`;
  } finally {
    await owner.close();
  }
}

/** Copies agency `from`'s listings into each of `to`, as the cluster's superuser. */
async function copyListings(databaseUrl: string, from: number, to: number[]): Promise<void> {
  const url = new URL(await clusterUrl());
  url.pathname = new URL(databaseUrl).pathname;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'properties' AND column_name <> 'agency_id' ORDER BY ordinal_position`,
    );
    const columns = rows.map((row) => `"${row.name}"`).join(', ');
    await client.query(`INSERT INTO properties (${columns}, agency_id) SELECT ${columns}, target FROM properties, unnest($2::integer[]) AS target WHERE agency_id = $1`, [from, to]);
  } finally {
    await client.end();
  }
}

/** One agency on SQLite with `count` listings, served by one instance. */
async function sqliteAgency(count: number): Promise<Map<string, Figures>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-tenants-'));
  const database: Database = await openDatabase({ dataDir });
  try {
    await seedDatabase(database);
    const seeded = await listingTemplates(database);
    await addListings(database, seeded, Math.max(0, count - seeded.length), 1_000_000);
    await raw`ANALYZE`.execute(database.db);
  } finally {
    await database.close();
  }
  const one = await instance({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const figures = await measureAll(`SQLite, ${count.toLocaleString('en')} listings`, [one.origin], [['one agency', ['127.0.0.1']]]);
    memory.push(`SQLite with ${count.toLocaleString('en')} listings: ${residentMb(one.child)} MB`);
    return figures;
  } finally {
    await stopInstances([one]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function tenantsBench(): Promise<void> {
  const created = await createTenantDatabase();
  const key = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-tenants-'));
  let loaded = '';
  let many: Map<string, Figures>;
  try {
    // the schema, as its owner (the server's role may not change it)
    await (await openDatabase({ dataDir: '', url: created.ownerUrl, onlyAgency: null })).close();
    loaded = await loadAgencies(created.ownerUrl, key);
    const env = { DATA_DIR: dataDir, DATABASE_URL: created.url, DATABASE_OWNER_URL: created.ownerUrl, AGENCIES: 'database', AGENCY_SECRETS_KEY: key.toString('hex') };
    const instances = await Promise.all([instance(env), instance(env)]);
    try {
      const smallHosts = Array.from({ length: SMALL_AGENCIES }, (_, index) => smallHost(index + 1));
      many = await measureAll('PostgreSQL', instances.map((item) => item.origin), [
        [`${SMALL_AGENCIES} agencies of ${SMALL_LISTINGS}`, smallHosts],
        [`the agency of ${LARGE_LISTINGS.toLocaleString('en')}`, [LARGE_HOST]],
      ]);
      memory.push(`PostgreSQL, ${SMALL_AGENCIES + 1} agencies: ${instances.map(({ child }) => `${residentMb(child)} MB`).join(' and ')}`);
    } finally {
      await stopInstances(instances);
    }
  } finally {
    await created.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const small = await sqliteAgency(SMALL_LISTINGS);
  const large = await sqliteAgency(LARGE_LISTINGS);
  agent.destroy();

  const rows: string[][] = [];
  for (const [name] of QUERIES) {
    rows.push(figuresRow(name, `PostgreSQL, ${SMALL_AGENCIES} agencies of ${SMALL_LISTINGS}`, many.get(`${SMALL_AGENCIES} agencies of ${SMALL_LISTINGS}\u0000${name}`)!));
    rows.push(figuresRow(name, `SQLite, one agency of ${SMALL_LISTINGS}`, small.get(`one agency\u0000${name}`)!));
    rows.push(figuresRow(name, `PostgreSQL, the agency of ${LARGE_LISTINGS.toLocaleString('en')}`, many.get(`the agency of ${LARGE_LISTINGS.toLocaleString('en')}\u0000${name}`)!));
    rows.push(figuresRow(name, `SQLite, one agency of ${LARGE_LISTINGS.toLocaleString('en')}`, large.get(`one agency\u0000${name}`)!));
  }
  console.log(`\nMany agencies: ${loaded}.`);
  console.log(
    `GET /api/v1/properties through HTTP, each request with its agency's Host. PostgreSQL: two instances (processes of their own) as the server's role, ` +
      `row-level security on; on the small agencies each request asks the next agency. SQLite: one instance, one agency. "1 client": ${ALONE_RUNS} requests ` +
      `one after the other; "${IN_FLIGHT} in flight": ${LOADED_REQUESTS} requests with ${IN_FLIGHT} always waiting. Load average ` +
      `${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${cpus().length} cores, shared by the database, the instances and this client.\n`,
  );
  console.log(
    markdownTable(figuresHeader('where', IN_FLIGHT), rows, 2),
  );
  console.log(`\nResident memory of each instance after its runs: ${memory.join('; ')}.`);
}
