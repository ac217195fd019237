/**
 * The CRM connector the server runs when `CRM` is set, whichever it is: its sync (now,
 * then every SYNC_MINUTES), the booking calendar it feeds, the calls forms cause, the
 * owner portal's accounts, and the status the health endpoint reports. Visitors' page
 * views never reach it: the routes read the local store the sync fills.
 *
 * Several instances on one database each run the schedule, and one syncs at a time:
 * the sync runs under the database's `exclusive` lock (an advisory lock on PostgreSQL),
 * and a scheduled sync that finds a sync started less than SYNC_MINUTES ago (by another
 * instance) leaves it at that. Together they sync about once every SYNC_MINUTES.
 */
import type { Language } from '../../../core/i18n/languages.ts';
import type { Database } from '../db/database.ts';
import type { JobTarget } from '../delivery/failed.ts';
import type { UnitRepositories } from '../delivery/unit-of-work.ts';
import type { JobHandler } from '../delivery/worker.ts';
import { once } from '../repositories/delivery-jobs.ts';
import type { Repositories } from '../repositories/index.ts';
import { sqlCrmCalendar } from '../repositories/sql/crm-calendar.ts';
import { sqlCrmAccounts, sqlOwners } from '../repositories/sql/owners.ts';
import { sqlCatalogueWriter } from '../repositories/sql/synced-catalogue.ts';
import type { CatalogueWriter, SyncStatus } from '../repositories/synced-catalogue.ts';
import { refreshCalendar } from './calendar.ts';
import type { ClientLimits, ConnectOptions, CrmConnector } from './connector.ts';
import { forwardToCrm } from './forward.ts';
import type { MappingProblem } from './mapping.ts';
import { connectorOf, type CrmSettings } from './settings.ts';
import { noSync, runSync, scheduleSyncs, type SyncProgress, type SyncReport, type SyncRequest, type SyncSchedule } from './sync.ts';

/** The name of the lock a sync holds: one instance syncs at a time. */
export const SYNC_LOCK = 'crm-sync';
/**
 * A scheduled sync is skipped when the last one started less than this share of
 * SYNC_MINUTES ago: another instance synced meanwhile. A little under one, so that an
 * instance's own next sync, SYNC_MINUTES after its last one ended, is never skipped.
 */
const DUE_SHARE = 0.9;

export interface Crm {
  kind: string;
  /** a sync now (or the one under way; waits for another instance's): `full` copies everything */
  sync(options?: { full?: boolean }): Promise<SyncReport>;
  status(): Promise<SyncStatus | undefined>;
  stop(): Promise<void>;
}

export interface CrmOptions extends ConnectOptions {
  /** told of every sync's end (the server logs it) */
  onReport?: (report: SyncReport) => void;
  /** the listings a sync put online or changed, once it is applied: the demand register's alerts (a sync's report waits for it) */
  onChanged?: (ids: readonly number[]) => Promise<void>;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => number;
  /** read the CRM's moments into the booking calendar after each sync (default true) */
  appointments?: boolean;
  /** told of the moments the mapping could not read, or of the call that failed */
  onAppointmentProblems?: (problems: MappingProblem[]) => void;
}

/** The configured CRM's connector, without a schedule (`npm run sync`, tests, the benchmark). */
export function crmConnector(settings: CrmSettings, options: ConnectOptions = {}): CrmConnector {
  return connectorOf(settings).connect(settings.connection, options);
}

/** What the CRM hears of the forms: one call per call its job makes (the delivery worker retries with backoff, not the client). */
const FORWARD_CLIENT: ClientLimits = { retries: 0, timeoutMs: 15_000 };

export interface CrmForwarding {
  /** the delivery job kind and its handler */
  kind: string;
  handler: JobHandler;
  /** what a job is for, in the agency's list of failed deliveries */
  target: JobTarget;
  /** the units of work's repositories, queuing the CRM's calls beside what they store */
  repositories: UnitRepositories;
}

const CRM_CALLED = 'called';

/** Leads, demands, bookings and page views forwarded to the CRM by the delivery worker (forward.ts). */
export function crmForwarding(settings: CrmSettings, agencyLanguage: Language, client: ClientLimits = FORWARD_CLIENT): CrmForwarding {
  const outbound = crmConnector(settings, { client }).outbound(agencyLanguage);
  return {
    kind: settings.kind,
    // the job's call marked made as soon as the CRM took it: an attempt whose end is lost afterwards
    // (its instance killed, the database restarted) does not make it again
    handler: async (payload, _job, steps) => void (await once(steps, CRM_CALLED, () => outbound.deliver(payload, steps).then(() => true))),
    target: (payload) => outbound.target(payload),
    repositories: forwardToCrm(settings.kind, outbound),
  };
}

/** What an owner waits for: one retry, ten seconds each. */
const OWNER_CLIENT: ClientLimits = { retries: 1, timeoutMs: 10_000 };

export interface CrmRepositoryOptions {
  agencyLanguage: Language;
  /** where a connector's own notices to the agency go (an owner asking for a password the CRM keeps) */
  agencyEmail?: string;
  now: () => number;
  onProblems?: (problems: MappingProblem[]) => void;
  client?: ClientLimits;
}

/** The repositories the CRM answers itself instead of the local store: the owner portal's accounts, figures and history. */
export function crmRepositories(settings: CrmSettings, database: Database, options: CrmRepositoryOptions): Partial<Repositories> {
  const connector = crmConnector(settings, { client: options.client ?? OWNER_CLIENT });
  return {
    owners: connector.owners({
      local: sqlOwners(database),
      accounts: sqlCrmAccounts(database),
      agencyLanguage: options.agencyLanguage,
      agencyEmail: options.agencyEmail ?? '',
      now: options.now,
      onProblems: options.onProblems,
    }),
  };
}

/** Whether a scheduled sync is due: none started in the last SYNC_MINUTES (a little less). */
export function syncDue(status: SyncStatus | undefined, minutes: number, now: number): boolean {
  const start = status?.lastAttempt?.start;
  return start === undefined || now - Date.parse(start) >= minutes * 60_000 * DUE_SHARE;
}

/**
 * Runs one sync under the lock: a person's request waits for another instance's sync to
 * end and then syncs; a scheduled one is skipped while another instance syncs, or when it synced a moment ago.
 */
export async function syncOnce(database: Database, writer: CatalogueWriter, request: SyncRequest & { minutes: number; now: () => number }, sync: () => Promise<SyncReport>): Promise<SyncReport> {
  const report = await database.exclusive(
    SYNC_LOCK,
    async () => {
      if (request.scheduled && !syncDue(await writer.status(), request.minutes, request.now())) return noSync('synced a moment ago');
      return sync();
    },
    { wait: !request.scheduled },
  );
  return report ?? noSync('another instance is syncing');
}

/** Starts the connector: a sync now (a full copy the first time), then one every `syncMinutes`. */
export function startCrm(settings: CrmSettings, database: Database, options: CrmOptions = {}): Crm {
  const connector = crmConnector(settings, options);
  const writer = sqlCatalogueWriter(database);
  const calendar = sqlCrmCalendar(database);
  const now = options.now ?? Date.now;
  // the listing whose calendar was read last: the next sync reads the listings after it
  let calendarAfter = 0;
  const run = async (signal: AbortSignal, request: SyncRequest) => {
    const report = await syncOnce(database, writer, { ...request, minutes: settings.syncMinutes, now }, () =>
      runSync({ connector, writer, calls: () => connector.calls, signal, full: request.full, now, onProgress: options.onProgress }),
    );
    if (report.ok && report.changed.length > 0) await options.onChanged?.(report.changed);
    if (report.ok && !report.skipped && options.appointments !== false && connector.calendar) {
      // the booking calendar, a batch of listings after each sync; the site keeps what it had when this fails
      await refreshCalendar(connector.calendar, calendar, calendarAfter, now()).then(
        ({ last, problems }) => {
          calendarAfter = last;
          options.onAppointmentProblems?.(problems);
        },
        (error: unknown) => options.onAppointmentProblems?.([{ kind: 'appointment', id: null, field: '(call)', problem: error instanceof Error ? error.message : String(error) }]),
      );
    }
    return report;
  };
  const schedule: SyncSchedule = scheduleSyncs(run, settings.syncMinutes, (report) => options.onReport?.(report));
  return {
    kind: settings.kind,
    sync: (syncOptions) => schedule.now(syncOptions),
    status: () => writer.status(),
    stop: () => schedule.stop(),
  };
}
