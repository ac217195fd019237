/**
 * The CRM sync against the fake Omnicasa on 127.0.0.1 (`npm run bench`, or alone with
 * `npm run bench -- --crm`): a full copy of 2,000 listings in four languages into a new
 * SQLite store, then an incremental sync after 10 of them changed, with the production
 * defaults (batches of 50, a pause between batches). Prints time and calls of each;
 * targets: under 60 s for the full copy, a handful of calls for the changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PROPERTY_ID } from '../demo/fake-omnicasa/catalogue.ts';
import { startFakeOmnicasa } from '../demo/fake-omnicasa/server.ts';
import { crmConnector } from '../demo/server/crm/crm.ts';
import { Secret } from '../demo/server/crm/secret.ts';
import { sqliteCatalogueWriter } from '../demo/server/crm/sqlite-catalogue.ts';
import { runSync } from '../demo/server/crm/sync.ts';
import { openDatabase } from '../demo/server/db/database.ts';
import { markdownTable } from './bench-report.ts';

const LISTINGS = 2_000;
const CHANGES = 10;

export async function crmBench(): Promise<string[][]> {
  const fake = await startFakeOmnicasa({ properties: LISTINGS });
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-crm-'));
  const db = openDatabase(dataDir);
  try {
    const settings = { kind: 'omnicasa' as const, syncMinutes: 15, omnicasa: { url: fake.url, customer: 'immo-demo', password: new Secret('fake-password') } };
    const { client, connector } = crmConnector(settings);
    const writer = sqliteCatalogueWriter(db);
    const sync = () => runSync({ connector, writer, calls: () => client.attempts });
    const calls = () => [...new Set(fake.log().map((call) => call.endpoint))].map((endpoint) => `${endpoint} ${fake.calls(endpoint)}`).join(', ');

    const full = await sync();
    if (!full.ok) throw new Error(`the full sync failed: ${full.error}`);
    const fullCalls = calls();
    fake.resetCalls();
    // the CRM's change dates have seconds: a change a second later is one ChangeSince sees
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (let i = 0; i < CHANGES; i++) fake.catalogue.setPrice(FIRST_PROPERTY_ID + i * 197, 250_000 + i * 1_000);
    const incremental = await sync();
    if (!incremental.ok) throw new Error(`the incremental sync failed: ${incremental.error}`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    return [
      [`full copy, ${LISTINGS.toLocaleString('en')} listings × 4 languages, projects, trees`, String(full.calls), seconds(full.ms), '< 60 s', fullCalls],
      [`incremental, ${CHANGES} listings changed`, String(incremental.calls), seconds(incremental.ms), 'a handful of calls', `${calls()}; ${incremental.changed.length} changed`],
    ];
  } finally {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
    await fake.close();
  }
}

export async function printCrmBench(): Promise<void> {
  const rows = await crmBench();
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\nCRM sync against the fake Omnicasa (batches of 50, a pause between them), into SQLite. Load average ${load} on ${cpus().length} cores.\n`);
  console.log(markdownTable(['sync', 'calls', 'seconds', 'target', 'calls by endpoint'], rows, 1));
}
