/** Owner sessions in `owner_sessions`, by token hash. */
import type { Db } from '../../db/database.ts';
import type { OwnerSessions, StoredSession } from '../owner-sessions.ts';

export function sqliteOwnerSessions(db: Db): OwnerSessions {
  const forgetExpired = db.prepare('DELETE FROM owner_sessions WHERE expires_at < ?');
  const insert = db.prepare('INSERT INTO owner_sessions (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare('SELECT owner_id AS ownerId, expires_at AS expiresAt FROM owner_sessions WHERE token_hash = ? AND expires_at > ?');
  const end = db.prepare('DELETE FROM owner_sessions WHERE token_hash = ?');
  const endAll = db.prepare('DELETE FROM owner_sessions WHERE owner_id = ?');

  return {
    start(tokenHash, ownerId, now, expiresAt) {
      forgetExpired.run(now);
      insert.run(tokenHash, ownerId, now, expiresAt);
    },
    find(tokenHash, now) {
      return find.get(tokenHash, now) as StoredSession | undefined;
    },
    end(tokenHash) {
      end.run(tokenHash);
    },
    endAll(ownerId) {
      endAll.run(ownerId);
    },
  };
}
