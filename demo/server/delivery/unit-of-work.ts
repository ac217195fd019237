/**
 * A unit of work: what one request stores, and the mails and calls it causes, in one
 * transaction. The jobs exist only if the records do; once committed, they are tried at
 * once (mails before the answer leaves, so the thank-you and the mail arrive together)
 * and retried by the worker until they are delivered. Nothing stored is ever taken back
 * because a mail failed.
 */
import type { Database } from '../db/database.ts';
import type { Mail } from '../mail/mailer.ts';
import type { NewJob } from '../repositories/delivery-jobs.ts';
import type { Repositories, ServerStores } from '../repositories/index.ts';
import { type SharedState, sqlRepositories, sqlStores } from '../repositories/sql/index.ts';
import { MAIL_JOB, mailPayload } from './mail-jobs.ts';
import type { DeliveryWorker } from './worker.ts';

export interface UnitOfWork {
  /** the local store's repositories and stores, on the unit's transaction */
  repositories: Repositories;
  stores: ServerStores;
  /** Queues a mail: sent once the unit commits. */
  mail(mail: Mail): Promise<void>;
  /** Queues another job (a CRM call); `wait`: the request waits for its first attempt, as for a mail. */
  job(job: NewJob, options?: { wait?: boolean }): Promise<void>;
}

export type Transactions = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * Wraps a unit's repositories so that what they store also queues jobs in the unit (a
 * CRM connector forwarding each lead it must hear of, whichever route stored it). The
 * jobs are not waited for: the request answers while the worker makes the calls.
 */
export type UnitRepositories = (repositories: Repositories, queue: (job: NewJob) => Promise<void>) => Repositories;

export function unitsOfWork(database: Database, shared: SharedState, worker: DeliveryWorker, now: () => number, wrap?: UnitRepositories): Transactions {
  return async (work) => {
    const waited: number[] = [];
    const background: number[] = [];
    const result = await database.transaction(async (sql) => {
      const stores = sqlStores(sql, shared);
      const job = async (next: NewJob, options: { wait?: boolean } = {}) => {
        (options.wait ? waited : background).push(await stores.deliveries.add(next, now()));
      };
      const repositories = wrap ? wrap(sqlRepositories(sql), (next) => job(next)) : sqlRepositories(sql);
      return work({ repositories, stores, job, mail: (mail) => job({ kind: MAIL_JOB, payload: mailPayload(mail) }, { wait: true }) });
    });
    // committed: whatever happens to the first attempt, the jobs are stored and will be retried
    if (background.length > 0) void worker.deliverNow(background).catch(() => undefined);
    if (waited.length > 0) await worker.deliverNow(waited).catch(() => undefined);
    return result;
  };
}
