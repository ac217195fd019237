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
import { scopedAgency } from '../db/agency-scope.ts';
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
import type { ClientLimits, ConnectOptions, CrmConnector, Outbound } from './connector.ts';
import { forwardToCrm } from './forward.ts';
import type { MappingProblem } from './mapping.ts';
import { type Agencies, fairPool } from '../tenancy/agency-work.ts';
import { connectorOf, type CrmSettings } from './settings.ts';
import { type SyncHealth, syncHealth } from './health.ts';
import { failedSync, noSync, runSync, scheduleSyncs, type SyncProgress, type SyncReport, type SyncRequest, type SyncSchedule } from './sync.ts';

/** The name of the lock a sync holds: one instance syncs at a time. */
export const SYNC_LOCK = 'crm-sync';
/**
 * A scheduled sync is skipped when the last one started less than this share of
 * SYNC_MINUTES ago: another instance synced meanwhile. A little under one, so that an
 * instance's own next sync, SYNC_MINUTES after its last one ended, is never skipped.
 */
const DUE_SHARE = 0.9;

export interface Crm {
  /** a sync now (or the one under way; waits for another instance's): `full` copies everything */
  sync(options?: { full?: boolean }): Promise<SyncReport>;
  status(): Promise<SyncStatus | undefined>;
  /** what the health check says of the sync (many agencies: the scope's agency's, when it has a CRM; none outside any) */
  health(): Promise<SyncHealth | undefined>;
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
  /** the delivery job kinds it handles, each with the one handler */
  kinds: string[];
  handler: JobHandler;
  /** what a job is for, in the agency's list of failed deliveries */
  target: JobTarget;
  /** the units of work's repositories, queuing the CRM's calls beside what they store */
  repositories: UnitRepositories;
}

const CRM_CALLED = 'called';

/**
 * Leads, demands, bookings and page views forwarded to the CRM by the delivery worker
 * (forward.ts). `settings` and `agencyLanguage` are read where the work is: with many
 * agencies a job is delivered, and a form queues its call, in its agency's scope, so each
 * reaches its own agency's CRM with its own credentials, and an agency without a CRM
 * queues none. `kinds`: the CRMs whose jobs may be in the queue.
 */
export function crmForwarding(
  settings: () => CrmSettings | undefined,
  agencyLanguage: () => Language,
  kinds: string[],
  client: ClientLimits = FORWARD_CLIENT,
): CrmForwarding {
  // one connector per settings read (an agency's are read again now and then: its connector is then new)
  const outbounds = new WeakMap<CrmSettings, Outbound>();
  const current = (): { kind: string; outbound: Outbound } | undefined => {
    const crm = settings();
    if (!crm) return undefined;
    let outbound = outbounds.get(crm);
    if (!outbound) outbounds.set(crm, (outbound = crmConnector(crm, { client }).outbound(agencyLanguage())));
    return { kind: crm.kind, outbound };
  };
  const outboundFor = (kind: string) => {
    const crm = current();
    // a job is its agency's, queued for the CRM it had then: another CRM does not take it
    if (!crm || crm.kind !== kind) throw new Error(`The agency's CRM is ${crm ? `"${crm.kind}"` : 'none'}, not "${kind}": the job waits until it is.`);
    return crm.outbound;
  };
  return {
    kinds,
    // the job's call marked made as soon as the CRM took it: an attempt whose end is lost afterwards
    // (its instance killed, the database restarted) does not make it again
    handler: async (payload, job, steps) => void (await once(steps, CRM_CALLED, () => outboundFor(job.kind).deliver(payload, steps).then(() => true))),
    target: (payload) => current()?.outbound.target(payload) ?? '',
    repositories: forwardToCrm(current),
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
/**
 * The owner portal's repositories of the agency of the work under way (many agencies): its
 * own CRM's, built once per settings read, or the local store's for an agency without a
 * CRM. Resolved at each call, in the caller's scope, so one agency's owners are never
 * checked against another's account.
 */
export function scopedCrmRepositories(settings: () => CrmSettings | undefined, database: Database, options: () => CrmRepositoryOptions): Pick<Repositories, 'owners'> {
  const built = new WeakMap<CrmSettings, Repositories['owners']>();
  const local = sqlOwners(database);
  const current = (): Repositories['owners'] => {
    const crm = settings();
    if (!crm) return local;
    let owners = built.get(crm);
    if (!owners) built.set(crm, (owners = crmRepositories(crm, database, options()).owners!));
    return owners;
  };
  const owners = new Proxy({} as Repositories['owners'], {
    get(_target, key) {
      const target = current();
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { owners };
}

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

/** One sync of the agency of the scope it is called in, with what follows it (alerts, the booking calendar): what a schedule runs. */
export type SyncRun = (signal: AbortSignal, request: SyncRequest) => Promise<SyncReport>;

/** The connector's sync, without a schedule: each call syncs under the lock, then reads a batch of the booking calendar. */
export function crmSyncs(settings: CrmSettings, database: Database, options: CrmOptions = {}): SyncRun {
  const connector = crmConnector(settings, options);
  const writer = sqlCatalogueWriter(database);
  const calendar = sqlCrmCalendar(database);
  const now = options.now ?? Date.now;
  // the listing whose calendar was read last: the next sync reads the listings after it
  let calendarAfter = 0;
  return async (signal, request) => {
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
}

/** Starts the connector: a sync now (a full copy the first time), then one every `syncMinutes`. */
export function startCrm(settings: CrmSettings, database: Database, options: CrmOptions = {}): Crm {
  const writer = sqlCatalogueWriter(database);
  const schedule: SyncSchedule = scheduleSyncs(crmSyncs(settings, database, options), settings.syncMinutes, (report) => options.onReport?.(report));
  return {
    sync: (syncOptions) => schedule.now(syncOptions),
    status: () => writer.status(),
    health: async () => syncHealth(settings.kind, await writer.status()),
    stop: () => schedule.stop(),
  };
}

/** How often, with many agencies, the instance looks for agencies whose sync is due (each syncs SYNC_MINUTES after its last). */
export const SYNC_CHECK_MS = 60_000;
/** Agencies one instance syncs at once: a sync holds a connection for its lock while it reads the CRM. */
export const SYNC_PLACES = 2;

export interface AgencyCrmOptions extends CrmOptions {
  /** the agency's CRM settings, read in its scope (its credentials); undefined: it has no CRM */
  settings(): CrmSettings | undefined;
  agencies: Agencies;
  /** told of the end of every agency's sync, in its scope */
  onReport?: (report: SyncReport) => void;
  /** how often to look for due syncs (default SYNC_CHECK_MS) */
  checkMs?: number;
}

/**
 * Many agencies' syncs (AGENCIES=database): every SYNC_CHECK_MS the active agencies are
 * looked at, and each whose last sync started SYNC_MINUTES ago (whichever instance ran it)
 * syncs in its scope, with a connector built there from its own settings, a few agencies
 * at a time (tenancy/agency-work.ts): a CRM that hangs, or 20,000 listings to read, holds
 * one place. `sync()` syncs the agency of the scope it is called in.
 */
export function startAgencyCrms(database: Database, options: AgencyCrmOptions): Crm {
  const controller = new AbortController();
  const pool = fairPool(SYNC_PLACES);
  const writer = sqlCatalogueWriter(database);
  // each agency's connector and calendar position, built again when its settings change
  const runs = new Map<number, { settings: CrmSettings; run: SyncRun }>();
  const checks = new Set<Promise<unknown>>();

  const runOf = (agency: number): SyncRun | undefined => {
    const settings = options.settings();
    if (!settings) return undefined;
    let known = runs.get(agency);
    if (known?.settings !== settings) runs.set(agency, (known = { settings, run: crmSyncs(settings, database, options) }));
    return known.run;
  };
  const syncAgency = (agency: number, request: SyncRequest) =>
    pool.run(agency, () =>
      options.agencies.as(agency, async () => {
        const run = runOf(agency);
        if (!run) return noSync('the agency has no CRM');
        const report = await run(controller.signal, request).catch((error: unknown) => failedSync(error, request.full === true));
        options.onReport?.(report);
        return report;
      }),
    );
  const check = () => {
    if (controller.signal.aborted) return;
    const checked = options.agencies
      .active()
      .then((agencies) => Promise.allSettled(agencies.filter((agency) => !pool.has(agency)).map((agency) => syncAgency(agency, { scheduled: true }))))
      .catch(() => undefined)
      .finally(() => checks.delete(checked));
    checks.add(checked);
  };
  const timer = setInterval(check, options.checkMs ?? SYNC_CHECK_MS);
  timer.unref();
  check();
  return {
    sync(syncOptions) {
      const agency = scopedAgency();
      if (agency === undefined) return Promise.reject(new Error('A sync is an agency’s: run it in the agency’s scope.'));
      return syncAgency(agency, { full: syncOptions?.full });
    },
    status: () => writer.status(),
    async health() {
      const settings = scopedAgency() === undefined ? undefined : options.settings();
      return settings ? syncHealth(settings.kind, await writer.status()) : undefined;
    },
    async stop() {
      controller.abort();
      clearInterval(timer);
      await Promise.all(checks);
    },
  };
}
