/**
 * A stranger can make the server mail any address: every form copies the visitor at the
 * address typed in (a confirmation, the documents, the newsletter's confirmation link, a
 * booked visit), send to a friend mails the friend, and the password reminder mails the
 * owner of the address typed. Each such mail asks `mayMail` first, in the unit of work
 * that queues it, and one address gets at most `settings.mailsPerRecipient` of them a day,
 * whichever forms asked, from wherever, on whichever instance. Past that the mail is not
 * queued and the visitor is answered exactly as if it were: the answer must not tell
 * whether an address gets mail or exists. The agency's own mail is never held back: the
 * lead or the booking is stored and the agency told of it, however many there are.
 *
 * Addresses are counted by a keyed hash in `send_limits`, never kept in clear, and
 * forgotten after the day. The count is taken with the mail, in one transaction: a mail
 * not queued (the request failed) is not counted, and a mail counted is queued.
 */
import { createHmac } from 'node:crypto';
import type { Context } from '../context.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import type { ServerStores } from '../repositories/index.ts';
import type { Mail } from './mailer.ts';

export const RECIPIENT_WINDOW_MS = 24 * 60 * 60_000;

/** A key for counting by `text` (an e-mail address, a client address) that does not keep it: an HMAC with the server's own secret. */
export async function limitKey(stores: Pick<ServerStores, 'secrets'>, prefix: string, text: unknown): Promise<string> {
  const secret = await stores.secrets.get('send-limits');
  return `${prefix}:${createHmac('sha256', secret).update(String(text ?? '').trim().toLowerCase()).digest('base64url')}`;
}

/**
 * Whether one more stranger-triggered mail may go to `recipient` today; when it may, it is
 * counted. `stores`: the unit of work's, which queues the mail.
 */
export async function mayMail(context: Context<'settings' | 'now'>, stores: Pick<ServerStores, 'secrets' | 'sendLimits'>, recipient: string): Promise<boolean> {
  const now = context.now();
  const key = await limitKey(stores, 'mail:to', recipient);
  return stores.sendLimits.take(key, context.settings.mailsPerRecipient, now - RECIPIENT_WINDOW_MS, now);
}

/**
 * Queues the mails a visitor's submission causes: the one to the agency's address always;
 * every other one, to an address the visitor typed, only while `mayMail` lets it. Told
 * apart by the address itself rather than by each mail's kind, so a mail added to a form
 * is limited without anyone remembering to list it.
 */
export async function queueSubmissionMails(context: Context<'settings' | 'now'>, unit: Pick<UnitOfWork, 'stores' | 'mail'>, mails: readonly Mail[]): Promise<void> {
  for (const mail of mails) {
    if (mail.to !== context.settings.agencyEmail && !(await mayMail(context, unit.stores, mail.to))) continue;
    await unit.mail(mail);
  }
}
