/**
 * `npm run bench`: latency of GET /api/v1/properties (p50, p95) through HTTP on
 * 127.0.0.1, on the seed and on 10,000 generated properties, for a few typical queries;
 * beside it the time of the listing search alone (the repository, without HTTP), which
 * tells the database's share from the rest and from a busy machine. Then the demand
 * register's alerts: matching a new listing against 50,000 demands, and
 * a digest run over 50,000 demands after 500 new listings. Last, the CRM sync against the
 * fake Omnicasa (tools/bench-crm.ts; `npm run bench -- --crm` runs that alone).
 * Measures only; no test depends on these numbers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property } from '../core/property/types.ts';
import { buildApp } from '../demo/server/app.ts';
import { readPropertyQuery } from '../demo/server/http/query.ts';
import { createRandom } from '../demo/server/seed/prng.ts';
import { insertProperty } from '../demo/server/seed/seed.ts';
import { listingFacts } from '../demo/server/alerts/facts.ts';
import { PLACES } from '../demo/server/geo/places.ts';
import type { Demand } from '../demo/server/repositories/demands.ts';
import { markdownTable, percentile } from './bench-report.ts';
import { printCrmBench } from './bench-crm.ts';

const WARM_UP = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const BULK = 10_000;

const QUERIES: [string, string][] = [
  ['first page', ''],
  ['goal + type + region', 'goal=sale&type=1&region=flanders'],
  ['price range, by price', 'minPrice=200000&maxPrice=450000&sort=price'],
  ['free text', 'q=appartement%20terras'],
  ['page 40, lang=fr', 'page=40&pageSize=24&lang=fr'],
];

type App = Awaited<ReturnType<typeof buildApp>>;

/** Copies of the seeded listings with new ids, prices, dates and towns of the seed. */
function addBulk(app: App, count: number): void {
  const { db } = app.agency;
  const templates = (db.prepare('SELECT data FROM properties WHERE online = 1').pluck().all() as string[]).map(
    (data) => JSON.parse(data) as Property,
  );
  const random = createRandom(10_000);
  const firstId = 100_000;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const template = templates[i % templates.length]!;
      const donor = random.pick(templates);
      const property: Property = {
        ...template,
        ID: firstId + i,
        Price: template.Price === null ? null : Math.round((template.Price * random.range(0.7, 1.3, 0.01)) / 1000) * 1000,
        Zip: donor.Zip,
        City: donor.City,
        CountryID: donor.CountryID,
        RegionID: donor.RegionID,
        CreatedAt: new Date(Date.now() - random.int(0, 900) * 86_400_000).toISOString(),
        Code: `BULK-${i}`,
      };
      insertProperty(db, property, { online: true, ownerId: null, managerId: null, appointments: 'open' });
    }
  })();
}

async function measure(app: App, base: string, label: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const [name, query] of QUERIES) {
    const search = readPropertyQuery(Object.fromEntries(new URLSearchParams(query)));
    const searchTimes: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const start = performance.now();
      await app.agency.repositories.listings.search(search);
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
    if (bulk > 0) addBulk(app, bulk);
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

/** 50,000 demands as visitors fill them in: a few zones at every level of the tree, or a postcode. */
function generatedDemands(count: number): Demand[] {
  const random = createRandom(50_000);
  const byLevel = (level: string) => PLACES.filter((place) => place.level === level && place.id < 100_000).map((place) => place.id);
  const levels = { municipality: byLevel('municipality'), arrondissement: byLevel('arrondissement'), province: byLevel('province'), region: byLevel('region') };
  const postcodes = PLACES.flatMap((place) => (place.postcodes ?? []).map((entry) => entry.zip)).filter((zip) => /^\d{4}$/.test(zip));
  const zone = (): number | string => {
    const roll = random.next();
    if (roll < 0.45) return random.pick(levels.municipality);
    if (roll < 0.7) return random.pick(levels.arrondissement);
    if (roll < 0.88) return random.pick(levels.province);
    if (roll < 0.93) return random.pick(levels.region);
    return random.pick(postcodes);
  };
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, index) => {
    const min = random.int(1, 6) * 50_000;
    return {
      id: `bench-${index}`,
      email: `demand${index}@example.be`,
      language: random.pick(['nl', 'fr', 'en', 'de'] as const),
      frequency: random.pick(['instant', 'daily', 'weekly'] as const),
      data: {
        goal: random.next() < 0.75 ? 'buy' : 'rent',
        propertyTypes: [...new Set([random.int(1, 7), random.int(1, 2)])],
        zones: [...new Set(Array.from({ length: random.int(1, 3) }, zone))],
        ...(random.next() < 0.7 ? { minPrice: min, maxPrice: min + random.int(1, 8) * 50_000 } : {}),
        ...(random.next() < 0.5 ? { minBedrooms: random.int(1, 4) } : {}),
        firstName: 'Bench',
        lastName: `Visitor ${index}`,
        email: `demand${index}@example.be`,
      },
      createdAt: now,
      updatedAt: now,
    };
  });
}

async function alertsBench(): Promise<string[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const app = await buildApp({ settings: { dataDir, captcha: 'none', smtpUrl: '' } });
  try {
    const { db, repositories } = app.agency;
    const alerts = app.agency.demandAlerts!;
    const demands = generatedDemands(DEMANDS);
    // the repository's add runs its statement at once: one transaction for all
    db.transaction(() => demands.forEach((demand) => void repositories.demands.add(demand)))();
    let start = performance.now();
    const index = await alerts.index();
    const loaded = performance.now() - start;

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
      matched += index.matching(listingFacts(listing)).length;
      matchTimes.push(performance.now() - start);
    }

    // publishing: the matching, the instant mails into the outbox, the rest queued
    const origins = { siteUrl: 'http://127.0.0.1', apiOrigin: 'http://127.0.0.1' };
    const publishTimes: number[] = [];
    let instant = 0;
    for (const listing of listings) {
      insertProperty(db, listing, { online: true, ownerId: null, managerId: null, appointments: 'open' });
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
      ['load the 50,000 active demands into the index', '1', ms(loaded), '', `${index.size} demands`],
      ['match one new listing (core rule on the zone index)', String(NEW_LISTINGS), ms(percentile(matchTimes, 50)), ms(percentile(matchTimes, 95)), `${(matched / NEW_LISTINGS).toFixed(0)} matches a listing on average`],
      ['publish one listing: match, mail the instant ones, queue the rest', String(NEW_LISTINGS), ms(percentile(publishTimes, 50)), ms(percentile(publishTimes, 95)), `${instant} instant mails`],
      ['daily digest run', '1', ms(dailyTime), '', `${daily.demands} demands, ${daily.mails} mails, ${daily.listings} listings`],
      ['weekly digest run', '1', ms(weeklyTime), '', `${weekly.demands} demands, ${weekly.mails} mails, ${weekly.listings} listings`],
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--crm')) {
  await printCrmBench();
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

await printCrmBench();
