/**
 * `npm run bench`: latency of GET /api/v1/properties (p50, p95) through HTTP on
 * 127.0.0.1, on the seed and on 10,000 generated properties, for a few typical queries;
 * beside it the time of the listing search alone (the repository, without HTTP), which
 * tells the database's share from the rest and from a busy machine. Then the demand
 * register's alerts: matching a new listing against 50,000 demands, and
 * a digest run over 50,000 demands after 500 new listings. Then the listing API while 200
 * renders arrive at once (bench-render.ts), with renders in a thread and in the API's thread.
 * Last, the CRM sync against the fake Omnicasa and the fake Whise (tools/bench-crm.ts; `npm run bench -- --crm`
 * runs that alone). Measures only; no test depends on these numbers. `npm run bench -- --pg`:
 * the same queries at scale, PostgreSQL beside SQLite, with two instances under load (bench-scale.ts).
 * `npm run bench -- --tenants`: 500 agencies and a large one on one PostgreSQL beside one agency on SQLite (bench-tenants.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property } from '../core/property/types.ts';
import { buildApp } from '../demo/server/app.ts';
import { readPropertyQuery } from '../demo/server/http/query.ts';
import { createRandom } from '../demo/server/seed/prng.ts';
import { insertProperty } from '../demo/server/repositories/sql/catalogue-writer.ts';
import { listingFacts } from '../demo/server/alerts/facts.ts';
import { matchingDemands } from '../demo/server/alerts/alerts.ts';
import { addDemands, addListings, generatedDemands, listingTemplates, QUERIES } from './bench-data.ts';
import { fileURLToPath } from 'node:url';
import { markdownTable, percentile } from './bench-report.ts';
import { MIXED_LOAD_HEADER, MIXED_LOAD_TITLE, renderingModes } from './bench-render.ts';
import { printCrmBench } from './bench-crm.ts';

const WARM_UP = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BULK = 10_000;


type App = Awaited<ReturnType<typeof buildApp>>;

/** Copies of the seeded listings with new ids, prices, dates and towns of the seed. */
async function addBulk(app: App, count: number): Promise<void> {
  await addListings(app.database, await listingTemplates(app.database), count, 100_000);
}

async function measure(app: App, base: string, label: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const [name, query] of QUERIES) {
    const search = readPropertyQuery(Object.fromEntries(new URLSearchParams(query)));
    const searchTimes: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const start = performance.now();
      await app.repositories.listings.search(search);
      if (i >= WARM_UP) searchTimes.push(performance.now() - start);
    }
    const url = `${base}/api/v1/properties${query ? `?${query}` : ''}`;
    for (let i = 0; i < WARM_UP; i++) await (await fetch(url)).arrayBuffer();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const response = await fetch(url);
      const body = (await response.json()) as { total: number };
      times.push(performance.now() - start);
      total = body.total;
    }
    rows.push([
      label,
      name,
      String(total),
      percentile(times, 50).toFixed(2),
      percentile(times, 95).toFixed(2),
      percentile(searchTimes, 50).toFixed(2),
      percentile(searchTimes, 95).toFixed(2),
    ]);
  }
  return rows;
}

async function run(bulk: number, label: string): Promise<string[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const app = await buildApp({ settings: { dataDir, captcha: 'none', smtpUrl: '' } });
  try {
    if (bulk > 0) await addBulk(app, bulk);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return await measure(app, `http://127.0.0.1:${port}`, label);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const DEMANDS = 50_000;
const NEW_LISTINGS = 500;

async function alertsBench(): Promise<string[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const app = await buildApp({ settings: { dataDir, captcha: 'none', smtpUrl: '' } });
  try {
    const { db, repositories } = app;
    const alerts = app.demandAlerts!;
    const demands = generatedDemands(DEMANDS);
    await addDemands(app.database, demands);
    let start = performance.now();

    const templates = (db.prepare("SELECT data FROM properties WHERE online = 1 AND status = 'available'").pluck().all() as string[]).map((data) => JSON.parse(data) as Property);
    const random = createRandom(500);
    const listings = Array.from({ length: NEW_LISTINGS }, (_, i): Property => {
      const template = random.pick(templates);
      const donor = random.pick(templates);
      return { ...template, ID: 200_000 + i, Zip: donor.Zip, City: donor.City, CountryID: donor.CountryID, RegionID: donor.RegionID, CreatedAt: new Date().toISOString() };
    });

    const matchTimes: number[] = [];
    let matched = 0;
    for (const listing of listings) {
      start = performance.now();
      matched += (await matchingDemands(repositories.demands, listingFacts(listing))).length;
      matchTimes.push(performance.now() - start);
    }

    // publishing: the matching, the instant mails into the outbox, the rest queued
    const origins = { siteUrl: 'http://127.0.0.1', apiOrigin: 'http://127.0.0.1' };
    const publishTimes: number[] = [];
    let instant = 0;
    for (const listing of listings) {
      await insertProperty(app.database, listing, { online: true, ownerId: null, managerId: null, appointments: 'open' });
      start = performance.now();
      instant += await alerts.listingChanged(listing, origins);
      publishTimes.push(performance.now() - start);
    }

    start = performance.now();
    const daily = await alerts.runDigest('daily', origins);
    const dailyTime = performance.now() - start;
    start = performance.now();
    const weekly = await alerts.runDigest('weekly', origins);
    const weeklyTime = performance.now() - start;

    const ms = (value: number) => value.toFixed(2);
    return [
      ['match one new listing (its zones\' demands, then the core rule)', String(NEW_LISTINGS), ms(percentile(matchTimes, 50)), ms(percentile(matchTimes, 95)), `${(matched / NEW_LISTINGS).toFixed(0)} matches a listing on average`],
      ['publish one listing: match, mail the instant ones, queue the rest', String(NEW_LISTINGS), ms(percentile(publishTimes, 50)), ms(percentile(publishTimes, 95)), `${instant} instant mails`],
      ['daily digest run', '1', ms(dailyTime), '', `${daily.demands} demands, ${daily.mails} mails, ${daily.listings} listings`],
      ['weekly digest run', '1', ms(weeklyTime), '', `${weekly.demands} demands, ${weekly.mails} mails, ${weekly.listings} listings`],
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--pg')) {
  // the scale of many agencies, PostgreSQL beside SQLite (tools/bench-scale.ts)
  await (await import('./bench-scale.ts')).scaleBench();
  process.exit(0);
}

if (process.argv.includes('--tenants')) {
  // many agencies on one PostgreSQL beside one agency on SQLite (tools/bench-tenants.ts)
  await (await import('./bench-tenants.ts')).tenantsBench();
  process.exit(0);
}

if (process.argv.includes('--crm')) {
  await printCrmBench(true);
  process.exit(0);
}

const rows = [...(await run(0, 'seed')), ...(await run(BULK, `seed + ${BULK.toLocaleString('en')}`))];
const header = ['data', 'query', 'matches', 'HTTP p50 ms', 'HTTP p95 ms', 'search p50 ms', 'search p95 ms'];
const load = loadavg().map((value) => value.toFixed(1)).join(' ');
console.log(
  `GET /api/v1/properties, ${RUNS} requests per row after ${WARM_UP} warm-up, one client, 127.0.0.1; ` +
    `"search" is the repository alone. Load average ${load} on ${cpus().length} cores.\n`,
);
console.log(markdownTable(header, rows, 2));

console.log(`\nDemand alerts: ${DEMANDS.toLocaleString('en')} demands, ${NEW_LISTINGS} new listings, mails into the outbox\n`);
console.log(markdownTable(['step', 'runs', 'p50 (or total) ms', 'p95 ms', 'what'], await alertsBench(), 2));

console.log(`\n${MIXED_LOAD_TITLE} Load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}.\n`);
console.log(markdownTable(MIXED_LOAD_HEADER, await renderingModes(fileURLToPath(new URL('../', import.meta.url))), 1));

await printCrmBench();
