/** Secrets in the `meta` table, under `secret:<name>`. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { ServerSecrets } from '../server-secrets.ts';

export function sqliteServerSecrets(db: Db): ServerSecrets {
  const read = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
  // two servers on one database starting at once: the first secret written wins
  const insert = db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)');
  const cache = new Map<string, string>();
  return {
    get(name) {
      const key = `secret:${name}`;
      const known = cache.get(key);
      if (known) return known;
      insert.run(key, randomBytes(32).toString('hex'));
      const value = read.get(key) as string;
      cache.set(key, value);
      return value;
    },
  };
}
