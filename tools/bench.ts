/**
 * `npm run bench`: latency of GET /api/v1/properties (p50, p95) through HTTP on
 * 127.0.0.1, on the seed and on 10,000 generated properties, for a few typical queries.
 * Measures only; no test depends on these numbers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property } from '../core/property/types.ts';
import { buildApp } from '../demo/server/app.ts';
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

/** Copies of the seeded listings with new ids, prices, dates and towns of the seed. */
function addBulk(app: Awaited<ReturnType<typeof buildApp>>, count: number): void {
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

async function measure(base: string, label: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const [name, query] of QUERIES) {
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
    rows.push([label, name, String(total), percentile(times, 50).toFixed(2), percentile(times, 95).toFixed(2)]);
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
    return await measure(`http://127.0.0.1:${port}`, label);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await run(0, 'seed')), ...(await run(BULK, `seed + ${BULK.toLocaleString('en')}`))];
const header = ['data', 'query', 'matches', 'p50 ms', 'p95 ms'];
console.log(`GET /api/v1/properties, ${RUNS} requests per row after ${WARM_UP} warm-up, one client, 127.0.0.1\n`);
console.log(markdownTable(header, rows, 2));
