/**
 * The delivery worker: sends what the delivery queue holds (repositories/delivery-jobs.ts),
 * one job at a time per loop, with retries and backoff. Every instance runs one; the
 * queue sees to it that no two deliver the same job. A request that queued jobs has them
 * tried at once (deliverNow), so its mails usually leave before its answer does; the loop
 * picks up the rest (a retry that is due, a job another instance let go) every `pollMs`.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryJob, DeliveryJobs, JobSteps, LocalWrite, Outcome } from '../repositories/delivery-jobs.ts';

/** Delivers one job's payload; throws to have it tried again later. A job of several calls keeps each call's result in `steps` (once()), so a retry resumes after the last that succeeded. */
export type JobHandler = (payload: unknown, job: DeliveryJob, steps: JobSteps) => Promise<LocalWrite | void>;

export interface WorkerOptions {
  jobs: DeliveryJobs;
  handlers: ReadonlyMap<string, JobHandler>;
  now: () => number;
  /** how often the loop looks for due jobs (default 5 s) */
  pollMs?: number;
  /** the first retry's delay, doubled at each failure (default 30 s) */
  retryMs?: number;
  /** tries in all before a job is kept as failed (default 10: retries over about four hours from 30 s) */
  attempts?: number;
  /** a delivery that takes longer fails (default 60 s); a lease lasts twice as long */
  timeoutMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface DeliveryWorker {
  /** this worker's name on its leases */
  readonly name: string;
  start(): void;
  /** Tries these jobs now, or waits for the attempt already running here; done when each was tried once (or was not this worker's to try). */
  deliverNow(ids: readonly number[]): Promise<void>;
  /** Delivers every job due now, one after the other; how many were delivered. */
  drain(): Promise<number>;
  /** Stops taking jobs, lets the running ones finish and releases what it holds. */
  stop(): Promise<void>;
}

/** 30 s, 1 min, 2 min, … until the last attempt. */
export function backoff(retryMs: number, attempts: number) {
  return (done: number, now: number) => (done >= attempts ? undefined : now + retryMs * 2 ** (done - 1));
}

export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const name = `worker-${randomUUID()}`;
  const pollMs = options.pollMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retryAt = backoff(options.retryMs ?? 30_000, options.attempts ?? 10);
  const inFlight = new Map<number, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let loop: Promise<unknown> = Promise.resolve();
  let draining = false;

  async function deliver(job: DeliveryJob, steps: JobSteps): Promise<LocalWrite | void> {
    const handler = options.handlers.get(job.kind);
    if (!handler) throw new Error(`no handler for ${job.kind} jobs`);
    let timeout: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        handler(job.payload, job, steps),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`delivery took over ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Takes one job (this one, or any due) and tells the others here it is running. */
  async function takeOne(id?: number): Promise<Outcome | undefined> {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    let taken: number | undefined;
    try {
      const outcome = await options.jobs.take(
        { worker: name, now: options.now(), leaseMs: timeoutMs * 2, retryAt, ...(id === undefined ? {} : { id }) },
        (job, steps) => {
          taken = job.id;
          inFlight.set(job.id, done);
          return deliver(job, steps);
        },
      );
      if (outcome && !outcome.delivered) {
        options.log?.(outcome.retryAt === undefined ? 'delivery failed for good' : 'delivery failed, will retry', {
          job: outcome.job.id,
          kind: outcome.job.kind,
          attempts: outcome.job.attempts + 1,
          error: outcome.error instanceof Error ? outcome.error.message : String(outcome.error),
        });
      }
      return outcome;
    } finally {
      if (taken !== undefined) inFlight.delete(taken);
      finished();
    }
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    while (!stopped) {
      const outcome = await takeOne();
      if (!outcome) break;
      if (outcome.delivered) delivered++;
    }
    return delivered;
  }

  const tick = () => {
    if (draining) return;
    draining = true;
    loop = drain()
      .catch((error: unknown) => options.log?.('delivery loop failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (draining = false));
  };

  return {
    name,
    start() {
      if (timer || stopped) return;
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async deliverNow(ids) {
      await Promise.all(
        ids.map(async (id) => {
          const running = inFlight.get(id);
          if (running) return running;
          if (stopped) return;
          const outcome = await takeOne(id);
          // the loop took it between the look and the take: wait for that attempt
          if (!outcome) await inFlight.get(id);
        }),
      );
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await loop;
      await Promise.all(inFlight.values());
      await options.jobs.release(name);
    },
  };
}
