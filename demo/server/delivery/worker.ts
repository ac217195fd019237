/**
 * The delivery worker: sends what the delivery queue holds (repositories/delivery-jobs.ts),
 * with retries and backoff. Every instance runs one; the queue sees to it that no two
 * deliver the same job. A request that queued jobs has them tried at once (deliverNow, in
 * the request's agency), so its mails usually leave before its answer does; the loop picks
 * up the rest (a retry that is due, a job another instance let go) every `pollMs`.
 *
 * The loop is fair across agencies (tenancy/agency-work.ts): it asks which agencies have
 * jobs due, and each gets turns in a pool of a few places, one job after the other and at
 * most PER_TURN a turn, in its own scope; an agency with more goes to the back of the
 * line. An agency whose CRM hangs holds one place until the delivery's timeout, and the
 * others' mail goes on in the other places. With one agency it has the one turn at a time.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryJob, DeliveryJobs, JobSteps, LocalWrite, Outcome } from '../repositories/delivery-jobs.ts';
import { type Agencies, fairPool, oneAgency } from '../tenancy/agency-work.ts';

/** Jobs of one agency delivered in one turn before the next agency's turn. */
export const PER_TURN = 10;
/** Agencies delivered to at once by one instance: each holds a connection for the job it delivers. */
export const DELIVERY_PLACES = 4;

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
  /** whose jobs the loop delivers (default: the database's one agency) */
  agencies?: Pick<Agencies, 'withDueJobs' | 'as'>;
  /** agencies delivered to at once (default DELIVERY_PLACES) */
  places?: number;
  /** an agency's jobs a turn (default PER_TURN) */
  perTurn?: number;
}

export interface DeliveryWorker {
  /** this worker's name on its leases */
  readonly name: string;
  start(): void;
  /** Tries these jobs now, or waits for the attempt already running here; done when each was tried once (or was not this worker's to try). */
  deliverNow(ids: readonly number[]): Promise<void>;
  /** Delivers every job due now, agency by agency in turns; how many were delivered. */
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
  /** the loop's looks at the queue under way */
  const looks = new Set<Promise<unknown>>();

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

  const agencies = options.agencies ?? oneAgency;
  const perTurn = options.perTurn ?? PER_TURN;
  const pool = fairPool(options.places ?? DELIVERY_PLACES);
  /** each agency served here now: its turns, one after the other until its due jobs are done */
  const serving = new Map<number, Promise<{ taken: number; delivered: number }>>();

  /** One turn: up to `perTurn` of the agency's due jobs, in its scope; whether it has more. */
  const turn = (agency: number) =>
    agencies.as(agency, async () => {
      let taken = 0;
      let delivered = 0;
      while (taken < perTurn && !stopped) {
        const outcome = await takeOne();
        if (!outcome) return { taken, delivered, more: false };
        taken++;
        if (outcome.delivered) delivered++;
      }
      return { taken, delivered, more: !stopped };
    });

  /** The agency's turns until none of its jobs is due, each waiting in the line of the pool. */
  function serve(agency: number) {
    const running = serving.get(agency);
    if (running) return running;
    const served = (async () => {
      const total = { taken: 0, delivered: 0 };
      for (;;) {
        const { taken, delivered, more } = await pool.run(agency, () => turn(agency));
        total.taken += taken;
        total.delivered += delivered;
        if (!more) return total;
      }
    })().finally(() => serving.delete(agency));
    serving.set(agency, served);
    return served;
  }

  /** The agencies with jobs due now, each served unless it is already. */
  const serveDue = async () => (stopped ? [] : (await agencies.withDueJobs(options.now())).map(serve));

  async function drain(): Promise<number> {
    let delivered = 0;
    while (!stopped) {
      const rounds = await Promise.all(await serveDue());
      delivered += rounds.reduce((sum, round) => sum + round.delivered, 0);
      // nothing more was taken: what is left is not due, or another instance holds it
      if (rounds.every((round) => round.taken === 0)) break;
    }
    return delivered;
  }

  const logFailure = (error: unknown) => options.log?.('delivery loop failed', { error: error instanceof Error ? error.message : String(error) });
  // a tick starts the agencies that have jobs due and no turn here yet; those being served go on as they are
  const tick = () => {
    const look: Promise<unknown> = serveDue()
      .then((turns) => Promise.all(turns.map((served) => served.catch(logFailure))), logFailure)
      .finally(() => looks.delete(look));
    looks.add(look);
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
      await Promise.all(looks);
      await Promise.all([...serving.values()].map((served) => served.catch(() => undefined)));
      await Promise.all(inFlight.values());
      await options.jobs.release(name);
    },
  };
}
