/**
 * `npm run bench -- --pg`: the server at the scale of a large network, on PostgreSQL and
 * on SQLite side by side. Each database holds the seed plus 100,000 listings and 200,000
 * demands; two instances (processes of their own) serve it, as behind a load balancer.
 * For each of the five typical list queries: one client alone (what the query itself
 * costs) and 200 requests kept in flight over both instances (what a visitor waits under
 * that load: p50, p95, errors, requests per second). Then matching one new listing
 * against the 200,000 demands. PostgreSQL is TEST_DATABASE_URL's cluster, or a throwaway
 * one from Debian's binaries. Measures only; no test depends on these numbers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as raw } from 'kysely';
import type { Property } from '../core/property/types.ts';
import { listingFacts } from '../demo/server/alerts/facts.ts';
import { matchingDemands } from '../demo/server/alerts/alerts.ts';
import { type Database, openDatabase } from '../demo/server/db/database.ts';
import { sqlRepositories } from '../demo/server/repositories/sql/index.ts';
import { seedDatabase } from '../demo/server/seed/seed.ts';
import { createRandom } from '../demo/server/seed/prng.ts';
import { createTestDatabase } from '../demo/testing/postgres.ts';
import { addDemands, addListings, generatedDemands, listingTemplates, QUERIES } from './bench-data.ts';
import { type Answer, type Figures, figuresHeader, figuresRow, instance, matchesOf, measureCalls, stopInstances } from './bench-instances.ts';
import { markdownTable, percentile } from './bench-report.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DEMANDS = Number(process.env.BENCH_DEMANDS ?? 200_000);
const IN_FLIGHT = 200;
const LOADED_REQUESTS = Number(process.env.BENCH_LOADED_REQUESTS ?? 2_000);
const ALONE_RUNS = 200;
const NEW_LISTINGS = 50;

interface Engine {
  name: 'SQLite' | 'PostgreSQL';
  /** the instances' environment */
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanUp(): Promise<void>;
}

async function sqliteEngine(): Promise<Engine> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-scale-'));
  return {
    name: 'SQLite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresEngine(): Promise<Engine> {
  const created = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-scale-'));
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: created.url },
    open: () => openDatabase({ dataDir, url: created.url }),
    cleanUp: async () => {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Where a run of several minutes is, on stderr so the report on stdout stays clean. */
const progress = (message: string) => process.stderr.write(`bench --pg: ${message}\n`);

/** Seed, listings, demands; then the statistics the planner reads (and, on PostgreSQL, the visibility map index-only scans need). */
async function loadData(engine: Engine): Promise<string> {
  const database = await engine.open();
  try {
    let start = performance.now();
    progress(`${engine.name}: loading the seed and ${LISTINGS.toLocaleString('en')} listings`);
    await seedDatabase(database);
    const templates = await listingTemplates(database);
    await addListings(database, templates, LISTINGS, 1_000_000);
    const listingsTime = seconds(start);
    start = performance.now();
    progress(`${engine.name}: listings loaded in ${listingsTime}; loading ${DEMANDS.toLocaleString('en')} demands`);
    await addDemands(database, generatedDemands(DEMANDS));
    const demandsTime = seconds(start);
    if (database.dialect === 'postgres') await raw`VACUUM ANALYZE`.execute(database.db);
    else await raw`ANALYZE`.execute(database.db);
    return `${engine.name}: ${LISTINGS.toLocaleString('en')} listings loaded in ${listingsTime}, ${DEMANDS.toLocaleString('en')} demands in ${demandsTime}`;
  } finally {
    await database.close();
  }
}

async function timed(url: string): Promise<Answer> {
  const start = performance.now();
  try {
    const response = await fetch(url);
    const body = (await response.json()) as { total?: number; moreThanTotal?: boolean };
    return { ms: performance.now() - start, ok: response.ok, matches: matchesOf(body) };
  } catch {
    return { ms: performance.now() - start, ok: false, matches: '0' };
  }
}

function measure(origins: readonly string[], query: string): Promise<Figures> {
  const url = (index: number) => `${origins[index % origins.length]}/api/v1/properties${query ? `?${query}` : ''}`;
  // then 200 requests in flight at every moment, spread over the instances
  return measureCalls((index) => timed(url(index)), { warmUp: 20, alone: ALONE_RUNS, inFlight: IN_FLIGHT, loaded: LOADED_REQUESTS });
}

/** Matching new listings against every demand: the candidates of the listing's zones, then core's rule. */
async function matching(engine: Engine): Promise<{ p50: number; p95: number; matches: number }> {
  const database = await engine.open();
  try {
    const templates = (await listingTemplates(database)).filter((item) => item.Status === 'available').slice(0, 500);
    const random = createRandom(500);
    const { demands } = sqlRepositories(database);
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < NEW_LISTINGS; i++) {
      const template = random.pick(templates);
      const donor = random.pick(templates);
      const listing: Property = { ...template, ID: 9_000_000 + i, Zip: donor.Zip, City: donor.City, CountryID: donor.CountryID, RegionID: donor.RegionID };
      const start = performance.now();
      matched += (await matchingDemands(demands, listingFacts(listing))).length;
      times.push(performance.now() - start);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), matches: Math.round(matched / NEW_LISTINGS) };
  } finally {
    await database.close();
  }
}

export async function scaleBench(): Promise<void> {
  const engines = [await postgresEngine(), await sqliteEngine()];
  const results = new Map<string, Map<string, Figures>>();
  const matched = new Map<string, Awaited<ReturnType<typeof matching>>>();
  const notes: string[] = [];
  try {
    for (const engine of engines) {
      notes.push(await loadData(engine));
      const instances = await Promise.all([instance(engine.env), instance(engine.env)]);
      try {
        const figures = new Map<string, Figures>();
        for (const [name, query] of QUERIES) {
          progress(`${engine.name}: measuring "${name}"`);
          figures.set(name, await measure(instances.map((item) => item.origin), query));
        }
        results.set(engine.name, figures);
      } finally {
        await stopInstances(instances);
      }
      progress(`${engine.name}: matching new listings against the demands`);
      matched.set(engine.name, await matching(engine));
    }
  } finally {
    for (const engine of engines) await engine.cleanUp();
  }

  const ms = (value: number) => value.toFixed(1);
  const rows: string[][] = [];
  for (const [name] of QUERIES) {
    for (const engine of engines) {
      const figures = results.get(engine.name)!.get(name)!;
      rows.push(figuresRow(name, engine.name, figures));
    }
  }
  const average = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\nAt scale: ${notes.join('; ')}.`);
  console.log(
    `GET /api/v1/properties through HTTP on two instances (processes of their own) per database; "1 client": ${ALONE_RUNS} requests one after ` +
      `the other; "${IN_FLIGHT} in flight": ${LOADED_REQUESTS} requests with ${IN_FLIGHT} always waiting, spread over both instances. ` +
      `Load average ${average} on ${cpus().length} cores, shared by the database, both instances and this client.\n`,
  );
  console.log(
    markdownTable(figuresHeader('database', IN_FLIGHT), rows, 2),
  );
  console.log(`\nMatching one new listing against ${DEMANDS.toLocaleString('en')} demands (its zones' demands read, then core's rule), ${NEW_LISTINGS} listings:\n`);
  console.log(
    markdownTable(
      ['database', 'p50 ms', 'p95 ms', 'demands matched per listing'],
      engines.map((engine) => {
        const figures = matched.get(engine.name)!;
        return [engine.name, ms(figures.p50), ms(figures.p95), String(figures.matches)];
      }),
      1,
    ),
  );
}
