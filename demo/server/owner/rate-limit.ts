/**
 * Failed logins are counted per account and per client address in a sliding window;
 * past the limit every attempt (even with the right password) is refused until the
 * oldest failure leaves the window. Counting per account stops guessing one owner's
 * password from many addresses; per address stops trying many accounts from one.
 */
import type { LoginFailures } from '../repositories/login-failures.ts';
import type { Owners } from '../repositories/owners.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_LIMIT_PER_ADDRESS = 20;

export interface Limit {
  key: string;
  limit: number;
}

/**
 * What a login's failures count against: the owner's account, whether its username or
 * its e-mail address was typed (five wrong passwords by one, then the right one by the
 * other, are six attempts on one account); a login that names no account counts by itself.
 */
export async function accountKeyOf(owners: Pick<Owners, 'byLogin'>, login: string): Promise<string> {
  const owner = await owners.byLogin(login);
  return owner ? `owner:${owner.ID}` : `account:${login.trim().toLowerCase()}`;
}

/** Seconds until another attempt is allowed, or 0 if it is allowed now. */
export async function blockedFor(failures: LoginFailures, limits: readonly Limit[], now = Date.now(), windowMs = LOGIN_WINDOW_MS): Promise<number> {
  let wait = 0;
  for (const { key, limit } of limits) {
    const times = await failures.recent(key, now - windowMs, limit);
    if (times.length >= limit) wait = Math.max(wait, Math.ceil((times[times.length - 1]! + windowMs - now) / 1000));
  }
  return wait;
}

export function recordFailure(failures: LoginFailures, keys: readonly string[], now = Date.now(), windowMs = LOGIN_WINDOW_MS): Promise<void> {
  return failures.record(keys, now, now - windowMs);
}

export function clearFailures(failures: LoginFailures, key: string): Promise<void> {
  return failures.clear(key);
}
