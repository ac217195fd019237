/**
 * A stranger can make the server mail any address: a newsletter sign-up, the demand
 * register, send to a friend and the password reminder all mail the address typed in.
 * Each such mail asks `mayMail` first, and one address gets at most
 * `settings.mailsPerRecipient` of them a day, whichever forms asked and from wherever.
 * Past that the mail is not sent and the visitor is answered exactly as if it were:
 * the answer must not tell whether an address gets mail or exists.
 *
 * Addresses are counted by a keyed hash in `send_limits`, never kept in clear, and
 * forgotten after the day.
 */
import { createHmac } from 'node:crypto';
import type { Context } from '../context.ts';

export const RECIPIENT_WINDOW_MS = 24 * 60 * 60_000;

/** The mails of a form that go to an address the visitor typed (requests.ts), not to the agency. */
export const STRANGER_MAIL_KINDS: ReadonlySet<string> = new Set(['request.newsletter.visitor', 'request.friend.friend']);

type LimitContext = Pick<Context, 'stores' | 'settings' | 'now'>;

/** A key for counting by `text` (an e-mail address, a client address) that does not keep it: an HMAC with the server's own secret. */
export function limitKey(context: Pick<Context, 'stores'>, prefix: string, text: unknown): string {
  const secret = context.stores.secrets.get('send-limits');
  return `${prefix}:${createHmac('sha256', secret).update(String(text ?? '').trim().toLowerCase()).digest('base64url')}`;
}

/** Whether one more stranger-triggered mail may go to `recipient` today; when it may, it is counted. */
export function mayMail(context: LimitContext, recipient: string): boolean {
  const now = context.now();
  const key = limitKey(context, 'mail:to', recipient);
  if (context.stores.sendLimits.count(key, now - RECIPIENT_WINDOW_MS) >= context.settings.mailsPerRecipient) return false;
  context.stores.sendLimits.record([key], now, now - RECIPIENT_WINDOW_MS);
  return true;
}
