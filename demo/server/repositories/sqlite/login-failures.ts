/** Failed attempts in `login_failures`, indexed by (key, at). */
import type { Db } from '../../db/database.ts';
import type { LoginFailures } from '../login-failures.ts';

export function sqliteLoginFailures(db: Db): LoginFailures {
  const recent = db.prepare('SELECT at FROM login_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT ?').pluck();
  const forget = db.prepare('DELETE FROM login_failures WHERE at <= ?');
  const insert = db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)');
  const clear = db.prepare('DELETE FROM login_failures WHERE key = ?');
  const record = db.transaction((keys: readonly string[], now: number, forgetUntil: number) => {
    forget.run(forgetUntil);
    for (const key of keys) insert.run(key, now);
  });

  return {
    recent(key, since, limit) {
      return recent.all(key, since, limit) as number[];
    },
    record(keys, now, forgetUntil) {
      record(keys, now, forgetUntil);
    },
    clear(key) {
      clear.run(key);
    },
  };
}
