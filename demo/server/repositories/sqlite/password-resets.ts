/** Reset links in `password_resets`, by token hash. */
import type { Db } from '../../db/database.ts';
import type { PasswordResets } from '../password-resets.ts';

export function sqlitePasswordResets(db: Db): PasswordResets {
  const issue = db.prepare('INSERT INTO password_resets (token_hash, owner_id, expires_at) VALUES (?, ?, ?)');
  const ownerOf = db.prepare('SELECT owner_id FROM password_resets WHERE token_hash = ? AND expires_at > ? AND used_at IS NULL').pluck();
  const markUsed = db.prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ?');

  return {
    issue(tokenHash, ownerId, expiresAt) {
      issue.run(tokenHash, ownerId, expiresAt);
    },
    ownerOf(tokenHash, now) {
      return ownerOf.get(tokenHash, now) as number | undefined;
    },
    markUsed(tokenHash, now) {
      markUsed.run(now, tokenHash);
    },
  };
}
