/** Spent ALTCHA nonces in `captcha_used`, each kept until its challenge expires. */
import type { Db } from '../../db/database.ts';
import type { SpentCaptchas } from '../spent-captchas.ts';

export function sqliteSpentCaptchas(db: Db): SpentCaptchas {
  const insert = db.prepare('INSERT INTO captcha_used (id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const forgetExpired = db.prepare('DELETE FROM captcha_used WHERE expires_at < ?');
  return {
    spend(nonce, expiresAt, now) {
      forgetExpired.run(now);
      return insert.run(nonce, expiresAt).changes === 1;
    },
  };
}
