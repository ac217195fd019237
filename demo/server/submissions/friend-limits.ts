/**
 * The abuse limits of "send to a friend": a form that mails anyone an address types in is
 * what spammers look for. One friend per send (the form has one address), the captcha,
 * sends counted per sender address and per client address over a day, and the friend's
 * address gets no more mails than any address a stranger types in (mail/recipient-limit.ts).
 * Addresses are counted by a keyed hash, never kept in clear; the counts are forgotten
 * after the day.
 */
import { findRoute } from '../../../core/routing/lookup.ts';
import { ROUTES } from '../../../core/routing/routes.ts';
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { limitKey } from '../mail/recipient-limit.ts';
import type { ServerStores } from '../repositories/index.ts';

export const FRIEND_WINDOW_MS = 24 * 60 * 60_000;
/** A person tells a few friends about a house, not dozens. */
export const FRIEND_LIMIT_PER_SENDER = 10;
/** A household or an office behind one address. */
export const FRIEND_LIMIT_PER_CLIENT = 30;

async function keys(stores: Pick<ServerStores, 'secrets'>, value: Record<string, unknown>, ip: string) {
  return [
    { key: await limitKey(stores, 'friend:from', value.email), limit: FRIEND_LIMIT_PER_SENDER },
    { key: await limitKey(stores, 'friend:ip', ip), limit: FRIEND_LIMIT_PER_CLIENT },
  ];
}

/** Refuses (429, with when to try again) a send over any of the limits. */
export async function checkFriendLimits(context: Context<'now' | 'stores'>, value: Record<string, unknown>, ip: string): Promise<void> {
  const now = context.now();
  for (const { key, limit } of await keys(context.stores, value, ip)) {
    if ((await context.stores.sendLimits.count(key, now - FRIEND_WINDOW_MS)) >= limit) {
      fail('too_many_attempts', { retryAfter: Math.ceil(FRIEND_WINDOW_MS / 1000) });
    }
  }
}

/** Counts the send, in the unit of work that queues its mail. */
export async function recordFriendSend(stores: ServerStores, now: number, value: Record<string, unknown>, ip: string): Promise<void> {
  await stores.sendLimits.record(
    (await keys(stores, value, ip)).map(({ key }) => key),
    now,
    now - FRIEND_WINDOW_MS,
  );
}

/**
 * A page a friend may be sent to: a path of the site's route table, nothing else (no
 * other host, no protocol-relative `//evil.example`), so the mail cannot carry a stranger's link.
 */
export function pageOfSite(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) return undefined;
  const [pathname] = path.split(/[?#]/);
  return pathname && findRoute(ROUTES, pathname) ? path : undefined;
}
