/** Idempotency keys in `idempotency`, keyed by (key, scope); the answer kept as JSON. */
import type { Db } from '../../db/database.ts';
import type { IdempotencyRecords } from '../idempotency.ts';

interface Row {
  fingerprint: string;
  state: string;
  status: number | null;
  body: string | null;
}

export function sqliteIdempotency(db: Db): IdempotencyRecords {
  const forget = db.prepare('DELETE FROM idempotency WHERE created_at < ?');
  const claim = db.prepare(
    `INSERT INTO idempotency (key, scope, fingerprint, state, created_at) VALUES (?, ?, ?, 'pending', ?) ON CONFLICT DO NOTHING`,
  );
  const find = db.prepare('SELECT fingerprint, state, status, body FROM idempotency WHERE key = ? AND scope = ?');
  const complete = db.prepare(`UPDATE idempotency SET state = 'done', status = ?, body = ? WHERE key = ? AND scope = ?`);
  const release = db.prepare('DELETE FROM idempotency WHERE key = ? AND scope = ?');

  return {
    forgetBefore(time) {
      forget.run(time);
    },
    claim(key, scope, fingerprint, now) {
      return claim.run(key, scope, fingerprint, now).changes === 1;
    },
    find(key, scope) {
      const row = find.get(key, scope) as Row | undefined;
      if (!row) return undefined;
      return {
        fingerprint: row.fingerprint,
        done: row.state === 'done',
        status: row.status,
        body: row.body === null ? undefined : JSON.parse(row.body),
      };
    },
    complete(key, scope, status, body) {
      complete.run(status, body === undefined ? null : JSON.stringify(body), key, scope);
    },
    release(key, scope) {
      release.run(key, scope);
    },
  };
}
