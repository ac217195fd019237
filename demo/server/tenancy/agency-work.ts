/**
 * Background work across agencies (deliveries, digests, syncs, purges), fair among them.
 *
 * With many agencies (AGENCIES=database) the server's own work is done agency by agency,
 * each in its scope (db/agency-scope.ts), as a request is: outside one, no query sees a
 * row. Which agencies have work comes from the registry (the active ones) or, for the
 * delivery queue, from the one function that may look at every agency's queue
 * (`agencies_with_due_jobs`, migrations/005-agencies.ts).
 *
 * Fair means: a slow agency (its CRM hanging until the call's timeout, a sync of 20,000
 * listings, a queue of thousands of mails) holds one place and delays no other.
 * - a pool (fairPool) has a few places; an agency takes at most one of them at a time;
 * - the agencies waiting for a place take it in the order they asked, and an agency
 *   that asks again (it had more work than one turn allows) goes to the back of the line;
 * - a turn is bounded by its caller: the delivery worker delivers at most a few jobs of
 *   an agency per turn, then lets the next agency have the place.
 *
 * With one agency (SQLite, PostgreSQL serving one) the same code runs with that one
 * agency, and its work runs as it always did: no scope is entered, the database's one
 * agency is every query's.
 */
import { sql } from 'kysely';
import { inAgency } from '../db/agency-scope.ts';
import type { Database } from '../db/database.ts';

/** The agency of a database that serves one: migrations/005-agencies.ts makes it. */
export const ONLY_AGENCY = 1;

export interface Agencies {
  /** whether the database serves many agencies, each request its host's */
  readonly many: boolean;
  /** The agencies whose work is due on a schedule (digests, syncs, purges): the active ones. */
  active(): Promise<number[]>;
  /** The agencies with delivery jobs due by `now`, the longest waiting first. */
  withDueJobs(now: number): Promise<number[]>;
  /** Runs `work` as `agency`'s: in its scope with many agencies; as it is with one. */
  as<T>(agency: number, work: () => Promise<T>): Promise<T>;
}

/** The one agency of a database that serves one: its work runs as it is, in no scope. */
export const oneAgency: Agencies = { many: false, active: async () => [ONLY_AGENCY], withDueJobs: async () => [ONLY_AGENCY], as: (_agency, work) => work() };

/**
 * The agencies `database` serves: the registry's with `many`, else its one agency.
 * `prepare`: what work for an agency needs before it enters its scope (its settings and
 * secrets, read as for a request of it: tenancy/agency-settings.ts, prepareAgency).
 */
export function agenciesOf(database: Database, many: boolean, prepare: (agency: number) => Promise<unknown> = async () => undefined): Agencies {
  if (!many) return oneAgency;
  return {
    many,
    async active() {
      // one without a host (the migration's agency 1 in a database made for many) has no site to work for, nor settings
      const rows = await database.db
        .selectFrom('agencies')
        .select('id')
        .where('status', '=', 'active')
        .where(({ exists, selectFrom }) => exists(selectFrom('agency_hosts').select('agency_hosts.host').whereRef('agency_hosts.agency_id', '=', 'agencies.id')))
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
    async withDueJobs(now) {
      // a disabled agency's mail waits until it is active again, as its hosts do
      const { rows } = await sql<{ agency_id: number }>`
        SELECT due.agency_id FROM agencies_with_due_jobs(${now}::bigint) AS due
        JOIN agencies ON agencies.id = due.agency_id AND agencies.status = 'active'
        WHERE EXISTS (SELECT 1 FROM agency_hosts WHERE agency_hosts.agency_id = due.agency_id)
        ORDER BY due.due_at, due.agency_id`.execute(database.db);
      return rows.map((row) => row.agency_id);
    },
    async as(agency, work) {
      await prepare(agency);
      return inAgency(agency, work);
    },
  };
}

export interface FairPool {
  /**
   * Runs `work` for `agency` once a place is free and the agencies that asked before it
   * had theirs; never two of one agency's at a time. Answers what `work` answers.
   */
  run<T>(agency: number, work: () => Promise<T>): Promise<T>;
  /** whether `agency` has work running or waiting here */
  has(agency: number): boolean;
  /** the agencies running now */
  readonly running: ReadonlySet<number>;
  /** how many turns wait for a place */
  readonly waiting: number;
}

/** A pool of `places` places shared by the agencies in turn (see above). */
export function fairPool(places: number): FairPool {
  if (!Number.isSafeInteger(places) || places < 1) throw new Error(`A pool needs at least one place, not ${places}.`);
  const line: { agency: number; start: () => void }[] = [];
  const running = new Set<number>();
  const asked = new Map<number, number>();

  const next = () => {
    while (running.size < places) {
      const index = line.findIndex((turn) => !running.has(turn.agency));
      if (index < 0) return;
      const [turn] = line.splice(index, 1);
      running.add(turn!.agency);
      turn!.start();
    }
  };

  return {
    run(agency, work) {
      asked.set(agency, (asked.get(agency) ?? 0) + 1);
      return new Promise((resolve, reject) => {
        line.push({
          agency,
          start: () => {
            // the work starts on a later tick, so a turn ended at once lets the line move without recursion
            void Promise.resolve()
              .then(work)
              .then(resolve, reject)
              .finally(() => {
                running.delete(agency);
                const left = asked.get(agency)! - 1;
                if (left > 0) asked.set(agency, left);
                else asked.delete(agency);
                next();
              });
          },
        });
        next();
      });
    },
    has: (agency) => asked.has(agency),
    running,
    get waiting() {
      return line.length;
    },
  };
}

/** Runs `work` once for each agency, in `pool` and in the agency's scope; what each answered, or how it failed. */
export async function forEachAgency<T>(agencies: Agencies, list: number[], pool: FairPool, work: (agency: number) => Promise<T>): Promise<Map<number, PromiseSettledResult<T>>> {
  const results = await Promise.allSettled(list.map((agency) => pool.run(agency, () => agencies.as(agency, () => work(agency)))));
  return new Map(list.map((agency, index) => [agency, results[index]!]));
}
