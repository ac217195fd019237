/**
 * The CRM connector the server runs when `CRM` is set: its client, its sync (now, then
 * every SYNC_MINUTES), and the status the health endpoint reports. Visitors' page views
 * never reach it: the routes read the local store the sync fills.
 */
import type { CatalogueWriter, SyncStatus } from './catalogue.ts';
import { createOmnicasaClient, type ClientOptions, type OmnicasaClient } from './omnicasa/client.ts';
import { omnicasaConnector, type OmnicasaSyncOptions } from './omnicasa/sync.ts';
import type { CrmSettings } from './settings.ts';
import { runSync, scheduleSyncs, type SyncProgress, type SyncReport, type SyncSchedule } from './sync.ts';

export interface Crm {
  kind: CrmSettings['kind'];
  client: OmnicasaClient;
  /** a sync now (or the one under way); `full` copies everything */
  sync(options?: { full?: boolean }): Promise<SyncReport>;
  status(): Promise<SyncStatus | undefined>;
  stop(): Promise<void>;
}

export interface CrmOptions {
  client?: ClientOptions;
  sync?: OmnicasaSyncOptions;
  /** told of every sync's end (the server logs it) */
  onReport?: (report: SyncReport) => void;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => number;
}

/** The client and connector of the configured CRM, without a schedule (`npm run sync`, tests). */
export function crmConnector(settings: CrmSettings, options: CrmOptions = {}) {
  const client = createOmnicasaClient(settings.omnicasa, options.client);
  const connector = omnicasaConnector(client, options.sync);
  return { client, connector };
}

/** Starts the connector: a sync now (a full copy the first time), then one every `syncMinutes`. */
export function startCrm(settings: CrmSettings, writer: CatalogueWriter, options: CrmOptions = {}): Crm {
  const { client, connector } = crmConnector(settings, options);
  const run = (signal: AbortSignal, full?: boolean) =>
    runSync({ connector, writer, calls: () => client.attempts, signal, full, now: options.now, onProgress: options.onProgress });
  const schedule: SyncSchedule = scheduleSyncs(run, settings.syncMinutes, (report) => options.onReport?.(report));
  return {
    kind: settings.kind,
    client,
    sync: (syncOptions) => schedule.now(syncOptions),
    status: () => writer.status(),
    stop: () => schedule.stop(),
  };
}
