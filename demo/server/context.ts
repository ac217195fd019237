/** What every route of the API needs, made once by buildApp. */
import type { CaptchaService } from './captcha/captcha.ts';
import type { ServerSettings } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';

export interface Context {
  db: Db;
  settings: ServerSettings;
  captcha: CaptchaService;
  mailer: Mailer;
  /** the clock; tests may fix it */
  now: () => number;
}
