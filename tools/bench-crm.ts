/**
 * The CRM sync against each fake CRM on 127.0.0.1, Omnicasa and Whise
 * (demo/testing/fake-crms.ts; `npm run bench`, or alone with `npm run bench -- --crm`): a
 * full copy of 2,000 listings in four languages into a new store, then an incremental
 * sync after 10 of them changed, with the production defaults (batches of 50, a pause
 * between batches). Prints time and calls of each; targets: under 60 s for the full
 * copy, a handful of calls for the changes. Into SQLite; with `--crm`, into PostgreSQL
 * beside it (TEST_DATABASE_URL or a throwaway cluster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { crmConnector } from '../demo/server/crm/crm.ts';
import { runSync } from '../demo/server/crm/sync.ts';
import { type Database, openDatabase } from '../demo/server/db/database.ts';
import { sqlCatalogueWriter } from '../demo/server/repositories/sql/synced-catalogue.ts';
import { FAKE_CRMS, type FakeCrmKind } from '../demo/testing/fake-crms.ts';
import { createTestDatabase } from '../demo/testing/postgres.ts';
import { markdownTable } from './bench-report.ts';

const LISTINGS = 2_000;
const CHANGES = 10;

interface Store {
  name: string;
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const SQLITE: Store = {
  name: 'SQLite',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-crm-'));
    const database = await openDatabase({ dataDir });
    return { database, dispose: async () => (await database.close(), rmSync(dataDir, { recursive: true, force: true })) };
  },
};

const POSTGRES: Store = {
  name: 'PostgreSQL',
  async open() {
    const created = await createTestDatabase();
    const database = await openDatabase({ dataDir: '', url: created.url });
    return { database, dispose: async () => (await database.close(), await created.drop()) };
  },
};

async function crmBench(crm: FakeCrmKind, store: Store): Promise<string[][]> {
  const { fake, settings, firstId, setPrice } = await crm.start({ properties: LISTINGS });
  const { database, dispose } = await store.open();
  try {
    const connector = crmConnector(settings());
    const writer = sqlCatalogueWriter(database);
    const sync = () => runSync({ connector, writer, calls: () => connector.calls });
    const calls = () => [...new Set(fake.log().map((call) => call.endpoint))].map((endpoint) => `${endpoint} ${fake.calls(endpoint)}`).join(', ');

    const full = await sync();
    if (!full.ok) throw new Error(`the full sync failed: ${full.error}`);
    const fullCalls = calls();
    fake.resetCalls();
    // the CRMs' change dates have seconds: a change a second later is one the next sync sees
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (let i = 0; i < CHANGES; i++) setPrice(firstId + i * 197, 250_000 + i * 1_000);
    const incremental = await sync();
    if (!incremental.ok) throw new Error(`the incremental sync failed: ${incremental.error}`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const name = `${crm.kind}, ${store.name}`;
    return [
      [name, `full copy, ${LISTINGS.toLocaleString('en')} listings × 4 languages, projects, trees`, String(full.calls), seconds(full.ms), '< 60 s', fullCalls],
      [name, `incremental, ${CHANGES} listings changed`, String(incremental.calls), seconds(incremental.ms), 'a handful of calls', `${calls()}; ${incremental.changed.length} changed`],
    ];
  } finally {
    await dispose();
    await fake.close();
  }
}

/** `withPostgres`: PostgreSQL beside SQLite. */
export async function printCrmBench(withPostgres = false): Promise<void> {
  const rows: string[][] = [];
  for (const crm of FAKE_CRMS) for (const store of withPostgres ? [SQLITE, POSTGRES] : [SQLITE]) rows.push(...(await crmBench(crm, store)));
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\nCRM sync against the fake CRMs (batches of 50, a pause between them). Load average ${load} on ${cpus().length} cores.\n`);
  console.log(markdownTable(['CRM, store', 'sync', 'calls', 'seconds', 'target', 'calls by endpoint'], rows, 2));
}
