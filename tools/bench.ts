/**
 * `npm run bench`: latency of GET /api/v1/properties (p50, p95) through HTTP on
 * 127.0.0.1, on the seed and on 10,000 generated properties, for a few typical queries;
 * beside it the time of the listing search alone (the repository, without HTTP), which
 * tells the database's share from the rest and from a busy machine.
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
import { markdownTable, percentile } from './bench-report.ts';

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

const rows = [...(await run(0, 'seed')), ...(await run(BULK, `seed + ${BULK.toLocaleString('en')}`))];
const header = ['data', 'query', 'matches', 'HTTP p50 ms', 'HTTP p95 ms', 'search p50 ms', 'search p95 ms'];
const load = loadavg().map((value) => value.toFixed(1)).join(' ');
console.log(
  `GET /api/v1/properties, ${RUNS} requests per row after ${WARM_UP} warm-up, one client, 127.0.0.1; ` +
    `"search" is the repository alone. Load average ${load} on ${cpus().length} cores.\n`,
);
console.log(markdownTable(header, rows, 2));
