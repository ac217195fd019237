/**
 * Which agency the work under way is for. A request enters its agency's scope once the
 * host it was sent to named the agency (tenancy/resolve.ts); scheduled work (deliveries,
 * digests, syncs, purges) enters each agency's in turn. Everything awaited inside stays
 * in it, so the database layer reads it where a query starts, and no query path has to
 * remember to say it:
 *
 * - on PostgreSQL each transaction begins with `set_config('app.agency', $1, true)`,
 *   a setting of that transaction only (a session `SET` would stay on the pooled
 *   connection for whoever takes it next), and row-level security shows and accepts
 *   that agency's rows only; outside any scope nothing is set and no row is seen;
 * - in memory, what is kept per agency (a secret once read, a rendering) is keyed by it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<number>();

/** Runs `work` (and all it awaits) for `agencyId`. */
export function inAgency<T>(agencyId: number, work: () => T): T {
  if (!Number.isSafeInteger(agencyId) || agencyId <= 0) throw new Error(`No agency ${agencyId}.`);
  return scope.run(agencyId, work);
}

/** The agency of the work under way, if it entered one. */
export function scopedAgency(): number | undefined {
  return scope.getStore();
}

/** Runs `work` outside any agency: what is for no agency or for all (the registry, the scheduler). */
export function outsideAgencies<T>(work: () => T): T {
  return scope.exit(work);
}
