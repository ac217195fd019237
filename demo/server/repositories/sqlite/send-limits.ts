/** Sends in `send_limits`, indexed by (key, at). */
import type { Db } from '../../db/database.ts';
import type { SendLimits } from '../send-limits.ts';

export function sqliteSendLimits(db: Db): SendLimits {
  const count = db.prepare('SELECT COUNT(*) FROM send_limits WHERE key = ? AND at > ?').pluck();
  const forget = db.prepare('DELETE FROM send_limits WHERE at <= ?');
  const insert = db.prepare('INSERT INTO send_limits (key, at) VALUES (?, ?)');
  const record = db.transaction((keys: readonly string[], now: number, forgetUntil: number) => {
    forget.run(forgetUntil);
    for (const key of keys) insert.run(key, now);
  });
  return {
    count(key, since) {
      return count.get(key, since) as number;
    },
    record(keys, now, forgetUntil) {
      record(keys, now, forgetUntil);
    },
  };
}
