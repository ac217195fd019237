/** What every route of the API needs, made once by buildApp. */
import type { CaptchaService } from './captcha/captcha.ts';
import type { ServerSettings } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Repositories } from './repositories/index.ts';

export interface Context {
  /** the agency's data: SQLite by default, a CRM adapter's where buildApp was given one */
  repositories: Repositories;
  /** the SQLite database beneath the default repositories */
  db: Db;
  settings: ServerSettings;
  captcha: CaptchaService;
  mailer: Mailer;
  /** the clock; tests may fix it */
  now: () => number;
}
