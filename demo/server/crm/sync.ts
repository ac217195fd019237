/**
 * One sync, whatever the CRM: decide between a full copy and the changes since the last
 * good sync, let the connector collect the whole change set, then apply it in one
 * transaction together with the new status. A sync that fails (the CRM is down, answers
 * garbage, the process stops) applies nothing and records what failed: the site keeps
 * serving the last good data. A record the mapping cannot read is reported and left as
 * it was; it never stops the sync.
 */
import type { Language } from '../../../core/i18n/languages.ts';
import type { CatalogueChanges, CatalogueWriter, SyncStatus } from '../repositories/synced-catalogue.ts';
import type { MappingProblem } from './mapping.ts';

/** A full copy again after this long, even when incremental syncs succeed: it catches anything they missed, and refreshes the reference trees. */
export const FULL_SYNC_EVERY_MS = 24 * 3_600_000;
/** Changes are asked for from a little before the last good sync started, so a clock a little off on either side loses none. */
export const CHANGE_MARGIN_MS = 60_000;
/** How many unreadable records the status lists (it counts them all). */
const SKIPPED_LISTED = 50;

export interface SyncProgress {
  /** the call or step under way (GetPropertyList, apply, …) */
  step: string;
  language?: Language;
  read: number;
  total: number;
}

export interface CollectOptions {
  /** changes since (epoch ms); undefined: a full copy */
  since: number | undefined;
  now: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: SyncProgress) => void) | undefined;
}

export interface Collected {
  changes: CatalogueChanges;
  problems: MappingProblem[];
}

/** What a CRM connector does for a sync: read, map, and hand back one change set. */
export interface Connector {
  collect(options: CollectOptions): Promise<Collected>;
}

export interface SyncReport {
  ok: boolean;
  /** why this instance did not sync (another one is syncing, or synced a moment ago); nothing was read or written */
  skipped?: string;
  full: boolean;
  /** what failed, when it did */
  error?: string;
  /** calls made to the CRM, retries included */
  calls: number;
  ms: number;
  published: number;
  changed: number[];
  withdrawn: number;
  problems: MappingProblem[];
}

export interface SyncOptions {
  connector: Connector;
  writer: CatalogueWriter;
  /** the CRM calls made so far, read before and after the sync */
  calls: () => number;
  now?: () => number;
  /** a full copy whatever the status says */
  full?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the next sync copies everything: the first one, and one a day. */
export function needsFullSync(status: SyncStatus | undefined, now: number): boolean {
  if (!status?.lastGoodStart || !status.lastFullStart) return true;
  return now - Date.parse(status.lastFullStart) >= FULL_SYNC_EVERY_MS;
}

export async function runSync(options: SyncOptions): Promise<SyncReport> {
  const now = options.now ?? Date.now;
  const start = now();
  const callsBefore = options.calls();
  const status = await options.writer.status();
  const full = options.full === true || needsFullSync(status, start);
  const since = full ? undefined : Date.parse(status!.lastGoodStart!) - CHANGE_MARGIN_MS;
  const base = { full, calls: 0, ms: 0, published: 0, changed: [] as number[], withdrawn: 0, problems: [] as MappingProblem[] };
  try {
    const { changes, problems } = await options.connector.collect({ since, now: start, signal: options.signal, onProgress: options.onProgress });
    if (options.signal?.aborted) throw new Error('the sync was stopped');
    if (changes.full) {
      const published = await options.writer.published();
      // a CRM that lists nothing while the site shows listings is a CRM in trouble, not an agency that sold everything at once
      if (changes.properties.length + changes.keptProperties.length === 0 && published.properties > 0) {
        throw new Error(`the CRM listed no properties; the ${published.properties} on the site stay`);
      }
    }
    const end = now();
    const calls = options.calls() - callsBefore;
    const next: SyncStatus = {
      lastGoodStart: iso(start),
      lastGoodEnd: iso(end),
      lastFullStart: full ? iso(start) : status?.lastFullStart,
      lastAttempt: { start: iso(start), end: iso(end), full, ok: true, calls },
      skipped: problems.slice(0, SKIPPED_LISTED),
      skippedCount: problems.length,
    };
    options.onProgress?.({ step: 'apply', read: 0, total: changes.properties.length + changes.projects.length });
    const applied = await options.writer.apply(changes, next);
    return {
      ...base,
      ok: true,
      calls,
      ms: now() - start,
      published: changes.properties.length + changes.projects.length,
      changed: applied.changedProperties,
      withdrawn: applied.withdrawn,
      problems,
    };
  } catch (error) {
    const end = now();
    const calls = options.calls() - callsBefore;
    const message = error instanceof Error ? error.message : 'the sync failed';
    await options.writer.saveStatus({
      ...(status ?? { skipped: [], skippedCount: 0 }),
      lastAttempt: { start: iso(start), end: iso(end), full, ok: false, error: message, calls },
    });
    return { ...base, ok: false, error: message, calls, ms: end - start };
  }
}

/** A report of a sync that threw (a store failed: runSync itself reports what failed). */
export const failedSync = (error: unknown, full: boolean): SyncReport => ({
  ok: false,
  full,
  error: error instanceof Error ? error.message : 'the sync failed',
  calls: 0,
  ms: 0,
  published: 0,
  changed: [],
  withdrawn: 0,
  problems: [],
});

/** A report of no sync: nothing read, nothing written. */
export const noSync = (reason: string): SyncReport => ({ ok: true, skipped: reason, full: false, calls: 0, ms: 0, published: 0, changed: [], withdrawn: 0, problems: [] });

export interface SyncRequest {
  /** a full copy whatever the status says */
  full?: boolean | undefined;
  /** asked by the schedule, not by a person: it may be skipped when another instance just synced */
  scheduled?: boolean;
}

export interface SyncSchedule {
  /** runs a sync now, or waits for the one under way; the schedule goes on from its end */
  now(options?: { full?: boolean }): Promise<SyncReport>;
  stop(): Promise<void>;
}

/**
 * Syncs now, then every `minutes` after the end of the last one (never two at a time).
 * `stop` cancels the wait and stops a sync under way, which then applies nothing.
 */
export function scheduleSyncs(run: (signal: AbortSignal, request: SyncRequest) => Promise<SyncReport>, minutes: number, onReport: (report: SyncReport) => void): SyncSchedule {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SyncReport> | undefined;

  const once = (request: SyncRequest): Promise<SyncReport> => {
    if (running) return running;
    clearTimeout(timer);
    const full = request.full;
    running = run(controller.signal, request)
      // a sync never throws (runSync reports what failed); this catches a store that did
      .catch((error: unknown) => failedSync(error, full === true))
      .then((report) => {
        onReport(report);
        return report;
      })
      .finally(() => {
        running = undefined;
        if (!controller.signal.aborted) {
          timer = setTimeout(() => void once({ scheduled: true }), minutes * 60_000);
          timer.unref();
        }
      });
    return running;
  };
  void once({ scheduled: true });
  return {
    now: (options) => once({ full: options?.full }),
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
