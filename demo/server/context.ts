/** What every route of the API needs, made once by buildApp. */
import type { CaptchaService } from './captcha/captcha.ts';
import type { ServerSettings } from './config.ts';
import type { Db } from './db/database.ts';
import type { DemandAlertsService } from './alerts/alerts.ts';
import type { Crm } from './crm/crm.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Repositories, ServerStores } from './repositories/index.ts';

export interface Context {
  /** the agency's data: SQLite by default, a CRM adapter's where buildApp was given one */
  repositories: Repositories;
  /** the server's own state, always in its SQLite database */
  stores: ServerStores;
  /** the SQLite database beneath both, for the seed, tests and tools; routes go through the two above */
  db: Db;
  settings: ServerSettings;
  captcha: CaptchaService;
  mailer: Mailer;
  /** the clock; tests may fix it */
  now: () => number;
  /** the demand register's alerts, made with the demand routes */
  demandAlerts?: DemandAlertsService;
  /** the CRM connector that syncs the agency's data in, when `CRM` is set */
  crm?: Crm | undefined;
}
