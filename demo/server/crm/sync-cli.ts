/**
 * `npm run sync`: one sync of the configured CRM into the server's database now, with its
 * progress; `npm run sync -- --full` copies everything again. Reads the same settings as
 * the server (CRM and the connector's settings, DATA_DIR or DATABASE_URL). On PostgreSQL it waits for a
 * sync a server instance is running, then syncs. Exits 1 when the sync failed: the data
 * stays as the last good sync left it.
 */
import { settingsFromEnv } from '../config.ts';
import { CONNECTORS } from './connectors.ts';
import { openDatabase } from '../db/database.ts';
import { sqlCatalogueWriter } from '../repositories/sql/synced-catalogue.ts';
import { crmConnector, syncOnce } from './crm.ts';
import { runSync, type SyncProgress } from './sync.ts';

const settings = settingsFromEnv();
if (!settings.crm) {
  console.error(`No CRM is set: CRM=${[...CONNECTORS.keys()].join(' or CRM=')}, with its settings (docs/crm.md).`);
  process.exit(1);
}

const database = await openDatabase({ dataDir: settings.dataDir, url: settings.databaseUrl, ownerUrl: settings.databaseOwnerUrl });
const writer = sqlCatalogueWriter(database);
const connector = crmConnector(settings.crm);
const interactive = process.stdout.isTTY;
let lastLine = '';
const show = (progress: SyncProgress) => {
  const language = progress.language ? ` (${progress.language})` : '';
  const line = `${progress.step}${language}: ${progress.read} of ${progress.total}`;
  if (line === lastLine) return;
  lastLine = line;
  if (interactive) process.stdout.write(`\r\x1b[K${line}`);
  else console.log(line);
};

console.log(`Syncing from ${settings.crm.kind} into ${database.description} …`);
const full = process.argv.includes('--full');
const report = await syncOnce(database, writer, { full, minutes: settings.crm.syncMinutes, now: Date.now }, () =>
  runSync({ connector, writer, calls: () => connector.calls, full, onProgress: show }),
);
if (interactive) process.stdout.write('\r\x1b[K');
await database.close();

const seconds = (report.ms / 1000).toFixed(1);
if (!report.ok) {
  console.error(`The ${report.full ? 'full' : 'incremental'} sync failed after ${report.calls} calls and ${seconds} s: ${report.error}`);
  console.error('The site keeps the data of the last good sync.');
  process.exit(1);
}
console.log(
  `${report.full ? 'Full copy' : 'Changes'}: ${report.published} records published (${report.changed.length} listings new or changed), ` +
    `${report.withdrawn} taken offline; ${report.calls} calls in ${seconds} s.`,
);
if (report.problems.length) {
  console.log(`${report.problems.length} records could not be read and were left as they were:`);
  for (const problem of report.problems.slice(0, 20)) console.log(`  ${problem.kind} ${problem.id ?? '?'}: ${problem.field} ${problem.problem}`);
  if (report.problems.length > 20) console.log(`  … and ${report.problems.length - 20} more (GET /api/v1/health lists the first ones)`);
}
