/**
 * Failed logins are counted per account and per client address in a sliding window;
 * past the limit every attempt (even with the right password) is refused until the
 * oldest failure leaves the window. Counting per account stops guessing one owner's
 * password from many addresses; per address stops trying many accounts from one.
 */
import type { Db } from '../db/database.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_LIMIT_PER_ADDRESS = 20;

export interface Limit {
  key: string;
  limit: number;
}

/** Seconds until another attempt is allowed, or 0 if it is allowed now. */
export function blockedFor(db: Db, limits: readonly Limit[], now = Date.now(), windowMs = LOGIN_WINDOW_MS): number {
  let wait = 0;
  for (const { key, limit } of limits) {
    const rows = db
      .prepare('SELECT at FROM login_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT ?')
      .all(key, now - windowMs, limit) as { at: number }[];
    if (rows.length >= limit) wait = Math.max(wait, Math.ceil((rows[rows.length - 1]!.at + windowMs - now) / 1000));
  }
  return wait;
}

export function recordFailure(db: Db, keys: readonly string[], now = Date.now(), windowMs = LOGIN_WINDOW_MS): void {
  const insert = db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)');
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - windowMs);
    for (const key of keys) insert.run(key, now);
  })();
}

export function clearFailures(db: Db, key: string): void {
  db.prepare('DELETE FROM login_failures WHERE key = ?').run(key);
}
