/**
 * The delivery queue in `delivery_jobs` (repositories/delivery-jobs.ts). How a worker
 * holds a job while it delivers it is the one thing the engines do differently:
 *
 * - PostgreSQL: the job's row stays locked (SELECT … FOR UPDATE SKIP LOCKED) in a
 *   transaction for the whole delivery, and the job is deleted or rescheduled in that same
 *   transaction. Other instances skip the row; an instance that dies drops its connection,
 *   the transaction rolls back and the job is free at once, never delivered by two.
 * - SQLite: one connection serves every request, so no transaction may stay open while a
 *   mail goes out. The worker takes a lease instead (locked_by, locked_until) in one
 *   UPDATE, delivers, then ends the job in a short transaction.
 *
 * A job's steps (JobSteps: what each of its calls answered) are committed as they are
 * written, on PostgreSQL through connections of their own (the job's transaction may be
 * lost with its instance or the server), and deleted with the job.
 */
import type { Selectable } from 'kysely';
import { inTransaction, type Sql } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';
import type { DeliveryJob, DeliveryJobs, JobSteps, LocalWrite, Outcome, TakeOptions } from '../delivery-jobs.ts';

type Row = Selectable<Schema['delivery_jobs']>;

const toJob = (row: Row): DeliveryJob => ({ id: row.id, kind: row.kind, payload: JSON.parse(row.payload), attempts: row.attempts, createdAt: row.created_at });

/** What a failure leaves to read: its message, short, never a stack. */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A job's steps in `delivery_steps`, each committed as it is written: on PostgreSQL through the database's own connections, outside the job's transaction. */
function stepsOf(sql: Sql, jobId: number): JobSteps {
  const db = sql.own ?? sql.db;
  return {
    async result(step) {
      const row = await db.selectFrom('delivery_steps').select('result').where('job_id', '=', jobId).where('step', '=', step).executeTakeFirst();
      return row ? JSON.parse(row.result) : undefined;
    },
    async record(step, result) {
      await db
        .insertInto('delivery_steps')
        .values({ job_id: jobId, step, result: JSON.stringify(result ?? null) })
        .onConflict((conflict) => conflict.columns(['job_id', 'step', 'agency_id']).doUpdateSet({ result: JSON.stringify(result ?? null) }))
        .execute();
    },
  };
}

export function sqlDeliveryJobs(sql: Sql): DeliveryJobs {
  const { db } = sql;

  /** Ends a job in `tx`: gone when delivered (with the delivery's local writes), rescheduled or failed when not. */
  async function finish(tx: Sql, job: DeliveryJob, options: TakeOptions, result: { write?: LocalWrite | void; error?: unknown }): Promise<Outcome> {
    if (!('error' in result)) {
      if (result.write) await result.write(tx);
      await tx.db.deleteFrom('delivery_steps').where('job_id', '=', job.id).execute();
      await tx.db.deleteFrom('delivery_jobs').where('id', '=', job.id).execute();
      return { job, delivered: true };
    }
    const attempts = job.attempts + 1;
    const retryAt = options.retryAt(attempts, options.now);
    await tx.db
      .updateTable('delivery_jobs')
      .set({ attempts, last_error: describe(result.error), locked_by: null, locked_until: null, ...(retryAt === undefined ? { state: 'failed' } : { run_at: retryAt }) })
      .where('id', '=', job.id)
      .execute();
    return { job, delivered: false, error: result.error, retryAt };
  }

  async function attempt(deliver: (job: DeliveryJob, steps: JobSteps) => Promise<LocalWrite | void>, job: DeliveryJob, steps: JobSteps) {
    try {
      return { write: await deliver(job, steps) };
    } catch (error) {
      return { error };
    }
  }

  const due = (executor: Sql['db'], options: TakeOptions) => {
    let query = executor
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('state', '=', 'pending')
      .where('run_at', '<=', options.now)
      .orderBy('run_at')
      .orderBy('id')
      .limit(1);
    if (options.id !== undefined) query = query.where('id', '=', options.id);
    return query;
  };

  return {
    async add(job, now) {
      const { id } = await db
        .insertInto('delivery_jobs')
        .values({ kind: job.kind, payload: JSON.stringify(job.payload), run_at: now, created_at: now, locked_by: null, locked_until: null, last_error: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async take(options, deliver) {
      if (sql.dialect === 'postgres') {
        return inTransaction(sql, async (tx) => {
          const row = await due(tx.db, options).forUpdate().skipLocked().executeTakeFirst();
          if (!row) return undefined;
          const job = toJob(row);
          return finish(tx, job, options, await attempt(deliver, job, stepsOf(sql, job.id)));
        });
      }
      const claimed = await db
        .updateTable('delivery_jobs')
        .set({ locked_by: options.worker, locked_until: options.now + options.leaseMs })
        .where('id', '=', (eb) => {
          let free = eb
            .selectFrom('delivery_jobs')
            .select('id')
            .where('state', '=', 'pending')
            .where('run_at', '<=', options.now)
            .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<', options.now)]));
          if (options.id !== undefined) free = free.where('id', '=', options.id);
          return free.orderBy('run_at').orderBy('id').limit(1);
        })
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return undefined;
      const job = toJob(claimed);
      // no transaction is open while the job is delivered: each step is kept as it is recorded
      const result = await attempt(deliver, job, stepsOf(sql, job.id));
      return inTransaction(sql, (tx) => finish(tx, job, options, result));
    },

    async counts() {
      const rows = await db.selectFrom('delivery_jobs').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
      const count = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
      return { pending: count('pending'), failed: count('failed') };
    },

    async failed(limit) {
      const rows = await db.selectFrom('delivery_jobs').selectAll().where('state', '=', 'failed').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...toJob(row), lastError: row.last_error }));
    },

    async find(id) {
      const row = await db.selectFrom('delivery_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { ...toJob(row), lastError: row.last_error, state: row.state === 'failed' ? 'failed' : 'pending' };
    },

    async discard(id) {
      return inTransaction(sql, async (tx) => {
        const result = await tx.db.deleteFrom('delivery_jobs').where('id', '=', id).where('state', '=', 'failed').executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await tx.db.deleteFrom('delivery_steps').where('job_id', '=', id).execute();
        return true;
      });
    },

    async retry(id, now) {
      // its attempts stay as they were: the retry is one try more, and a failure keeps it as failed again
      const result = await db
        .updateTable('delivery_jobs')
        .set({ state: 'pending', run_at: now, locked_by: null, locked_until: null })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async release(worker) {
      await db.updateTable('delivery_jobs').set({ locked_by: null, locked_until: null }).where('locked_by', '=', worker).execute();
    },
  };
}
