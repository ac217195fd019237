/**
 * The delivery queue: what a request must still do outside
 * the database (a mail, a call to the CRM) is written as a job in the transaction that
 * stores the request, and delivered by the worker (delivery/worker.ts) after it
 * committed. So a stored request always has its mails and calls coming, and a request
 * that was not stored has none.
 */
import type { Sql } from '../db/database.ts';

export interface NewJob {
  /** which handler delivers it (the server's `jobHandlers`, plugins/delivery.ts): `mail`, a CRM call, … */
  kind: string;
  /** what the handler needs, as JSON */
  payload: unknown;
}

export interface DeliveryJob {
  id: number;
  kind: string;
  payload: unknown;
  /** attempts made before this one */
  attempts: number;
  createdAt: number;
}

export interface FailedJob extends DeliveryJob {
  lastError: string | null;
}

/** What a delivery writes to the database when it succeeds (the demo's outbox row): committed with the job's end. */
export type LocalWrite = (sql: Sql) => Promise<void>;

/**
 * What a job's calls answered in its earlier attempts: a job of several calls records each
 * call's result, so a retry resumes after the last call that succeeded. Each step is
 * committed as it is recorded, outside the transaction that may hold the job, so it
 * outlives a failed attempt, a killed instance and a restarted database; what is left is
 * the moment between a call's success and its record (at least once).
 */
export interface JobSteps {
  /** What the step answered when it succeeded, or undefined when it has not. */
  result(step: string): Promise<unknown>;
  record(step: string, result: unknown): Promise<void>;
}

/** Runs a step of a job unless an earlier attempt did; answers what it answered. */
export async function once<T>(steps: JobSteps, step: string, run: () => Promise<T>): Promise<T> {
  const done = await steps.result(step);
  if (done !== undefined) return done as T;
  const result = await run();
  await steps.record(step, result ?? null);
  return result;
}

/** Steps kept in memory: a call made outside the queue, whose retries are its caller's. */
export function memorySteps(): JobSteps {
  const results = new Map<string, unknown>();
  return {
    result: async (step) => results.get(step),
    record: async (step, result) => void results.set(step, result),
  };
}

export type Outcome = { job: DeliveryJob; delivered: true } | { job: DeliveryJob; delivered: false; error: unknown; retryAt: number | undefined };

export interface TakeOptions {
  /** this worker's name, on its lease */
  worker: string;
  now: number;
  /** how long a lease holds a job where the database cannot hold a lock for the delivery (SQLite) */
  leaseMs: number;
  /** when to try again after the `attempts`-th failure; undefined: no more tries, the job stays as failed */
  retryAt(attempts: number, now: number): number | undefined;
  /** take this job only (the request that wrote it delivers it at once), if it is due and free */
  id?: number;
}

export interface DeliveryJobs {
  /** Writes a job, due now; inside a transaction it exists only once the transaction commits. Answers its id. */
  add(job: NewJob, now: number): Promise<number>;
  /**
   * Takes one due job that no other worker holds, here or in another instance, and runs
   * `deliver` on it while holding it: on PostgreSQL under a row lock (FOR UPDATE SKIP
   * LOCKED) for the whole delivery, which an instance that dies lets go at once; on
   * SQLite under a lease. Delivered: the job is deleted in the transaction that commits
   * `deliver`'s local writes. Failed: tried again at `retryAt`, or kept as failed.
   * Undefined when no job was taken.
   */
  take(options: TakeOptions, deliver: (job: DeliveryJob, steps: JobSteps) => Promise<LocalWrite | void>): Promise<Outcome | undefined>;
  /** How many jobs wait (due or not), and how many failed for good. */
  counts(): Promise<{ pending: number; failed: number }>;
  /** The jobs whose retries are spent, newest first: what the agency must see to. */
  failed(limit: number): Promise<FailedJob[]>;
  /** One job as it stands (waiting or failed), if it is still in the queue: a delivered job is gone. */
  find(id: number): Promise<(FailedJob & { state: 'pending' | 'failed' }) | undefined>;
  /** Deletes a job kept as failed, and its steps (the agency saw to it by hand); false when no such failed job exists. */
  discard(id: number): Promise<boolean>;
  /** Gives a job kept as failed one more try, due now; false when no such failed job exists. */
  retry(id: number, now: number): Promise<boolean>;
  /** Lets go of the leases a worker holds (it stops): another instance takes the jobs at once. */
  release(worker: string): Promise<void>;
}
