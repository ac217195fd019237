/** What `GET /health` says of the CRM sync: public, so it names endpoints and reasons, never a credential or a record's content. */
import type { SyncStatus } from '../repositories/synced-catalogue.ts';
import type { MappingProblem } from './mapping.ts';

export interface SyncHealth {
  crm: string;
  /** ok: the last sync was applied; failing: it was not, and the site shows the data of the last good one; pending: none has finished yet */
  state: 'ok' | 'failing' | 'pending';
  /** ISO 8601: the site's data is the CRM's as of then */
  lastGoodSyncEnd: string | null;
  lastAttempt: { end: string; full: boolean; ok: boolean; error?: string } | null;
  /** records the last good sync could not read and left as they were */
  skipped: number;
  problems: MappingProblem[];
}

const LISTED = 10;

export function syncHealth(crm: string, status: SyncStatus | undefined): SyncHealth {
  const attempt = status?.lastAttempt;
  return {
    crm,
    state: !attempt ? 'pending' : attempt.ok ? 'ok' : 'failing',
    lastGoodSyncEnd: status?.lastGoodEnd ?? null,
    lastAttempt: attempt ? { end: attempt.end, full: attempt.full, ok: attempt.ok, ...(attempt.error ? { error: attempt.error } : {}) } : null,
    skipped: status?.skippedCount ?? 0,
    problems: (status?.skipped ?? []).slice(0, LISTED),
  };
}
