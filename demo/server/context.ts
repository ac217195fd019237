/** What every route of the API needs, made once by buildApp. */
import type BetterSqlite3 from 'better-sqlite3';
import type { CaptchaService } from './captcha/captcha.ts';
import type { ServerSettings } from './config.ts';
import type { Database } from './db/database.ts';
import type { DemandAlertsService } from './alerts/alerts.ts';
import type { Crm } from './crm/crm.ts';
import type { Mail } from './mail/mailer.ts';
import type { Transactions } from './delivery/unit-of-work.ts';
import type { JobTarget } from './delivery/failed.ts';
import type { DeliveryWorker, JobHandler } from './delivery/worker.ts';
import type { Repositories, ServerStores } from './repositories/index.ts';

export interface Context {
  /** the agency's data: the local store by default, a CRM adapter's where buildApp was given one */
  repositories: Repositories;
  /** the server's own state, in its database */
  stores: ServerStores;
  /** the database beneath both (SQLite or PostgreSQL), for the seed, tests and tools; routes go through the two above */
  database: Database;
  /** The SQLite handle beneath (tests read tables with it); throws on PostgreSQL. Shipped code never uses it. */
  readonly db: BetterSqlite3.Database;
  /**
   * Runs a unit of work: the records a request stores and the jobs (mails, CRM calls) it
   * leaves for the delivery worker, in one transaction (delivery/unit-of-work.ts).
   * Inside, only the unit's repositories and stores may be used: on SQLite the
   * transaction holds the one connection.
   */
  transaction: Transactions;
  /** Queues mails on their own (a notification that goes with no record) and tries them at once. */
  send(...mails: Mail[]): Promise<void>;
  /** the delivery worker of this instance; its handlers by job kind (a CRM connector adds its own) */
  delivery: DeliveryWorker;
  jobHandlers: Map<string, JobHandler>;
  /** whom or what a job of each kind is for, as the agency's list of failed deliveries names it */
  jobTargets: Map<string, JobTarget>;
  settings: ServerSettings;
  captcha: CaptchaService;
  /** the clock; tests may fix it */
  now: () => number;
  /** the demand register's alerts */
  demandAlerts: DemandAlertsService;
  /** the CRM connector that syncs the agency's data in, when `CRM` is set */
  crm?: Crm | undefined;
}

/** The SQLite handle of a database, for tests and tools that read tables directly (SQLite only). */
export function sqliteOf(database: Database): BetterSqlite3.Database {
  if (!database.sqlite) throw new Error('This reads SQLite directly; the server runs on PostgreSQL (DATABASE_URL).');
  return database.sqlite;
}
