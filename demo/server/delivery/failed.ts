/**
 * What the delivery queue could not deliver after all its tries, for the agency: listed
 * by the back office (`GET /admin/deliveries/failed`, routes/deliveries.ts), and mailed to
 * the agency's address once a day while there are any (runFailedDeliveriesReport, run by
 * the daily schedule in one instance at a time).
 *
 * A job's last error is the message its handler threw: the CRM client's name the endpoint
 * and the reason and are already stripped of the credentials, and whatever else comes back
 * (an SMTP server's answer) is stripped here of every credential the server holds, so no
 * listing or mail shows one.
 */
import { API_PATH } from '../../../core/config.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { localeOf } from '../../../core/format/numbers.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';
import type { ServerSettings } from '../config.ts';
import type { Context } from '../context.ts';
import { redact } from '../crm/secret.ts';
import { translator } from '../mail/i18n.ts';
import type { Mail } from '../mail/mailer.ts';
import type { FailedJob } from '../repositories/delivery-jobs.ts';

/** The most jobs one listing or mail shows; the total says how many more there are. */
export const FAILED_LIST_LIMIT = 100;

/** Tells, for a job kind, whom or what a job of it was for (a mail's recipient, the CRM's endpoint). */
export type JobTarget = (payload: unknown) => string;

/** A failed job as the agency reads it. */
export interface FailedDelivery {
  id: number;
  kind: string;
  target: string;
  attempts: number;
  lastError: string;
  /** when the job was queued (ISO) */
  created: string;
}

/** Every credential the server knows of: none may show in what it lists. */
export function credentialsOf(settings: ServerSettings): string[] {
  const found: string[] = [];
  if (settings.adminToken) found.push(settings.adminToken);
  if (settings.crm) found.push(...settings.crm.credentials.map((credential) => credential.reveal()));
  try {
    const smtp = settings.smtpUrl ? new URL(settings.smtpUrl) : undefined;
    if (smtp?.password) found.push(decodeURIComponent(smtp.password), smtp.password);
  } catch {
    // a malformed SMTP_URL fails at the first mail; there is nothing to strip
  }
  return found;
}

export function failedDelivery(job: FailedJob, targets: ReadonlyMap<string, JobTarget>, credentials: readonly string[]): FailedDelivery {
  let target = '';
  try {
    target = targets.get(job.kind)?.(job.payload) ?? '';
  } catch {
    // a payload the kind no longer reads: the kind still says what it was
  }
  return {
    id: job.id,
    kind: job.kind,
    target: redact(target, credentials),
    attempts: job.attempts,
    lastError: redact(job.lastError ?? '', credentials),
    created: new Date(job.createdAt).toISOString(),
  };
}

/** A mail job's target: its recipient. */
export const mailTarget: JobTarget = (payload) => String((payload as { to?: unknown }).to ?? '');

export const failedMessages = {
  subject: /*i18n*/ { id: 'server.mail.failedDeliveries.subject', message: '{count, plural, one {# message} other {# messages}} could not be delivered' },
  intro: /*i18n*/ {
    id: 'server.mail.failedDeliveries.intro',
    message: 'The website could not deliver these messages, even after all its attempts. They are kept: please deliver them by hand, or have them tried again once the cause is resolved.',
  },
  line: /*i18n*/ { id: 'server.mail.failedDeliveries.line', message: '{created} · {kind} to {target} · {attempts} attempts · {error}' },
  more: /*i18n*/ { id: 'server.mail.failedDeliveries.more', message: 'And {count} more.' },
  howTo: /*i18n*/ {
    id: 'server.mail.failedDeliveries.howTo',
    message: 'The list, with a way to try a message again: GET {url} with the administration token.',
  },
} as const satisfies Record<string, MessageDescriptor>;

export interface FailedMailInput {
  to: string;
  language: Language;
  deliveries: readonly FailedDelivery[];
  total: number;
  /** the back office's list */
  listUrl: string;
}

export function failedDeliveriesMail(input: FailedMailInput): Mail {
  const t = translator(input.language);
  const when = new Intl.DateTimeFormat(localeOf(input.language), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  const lines = input.deliveries.map((delivery) =>
    t(failedMessages.line, {
      created: when.format(Date.parse(delivery.created)),
      kind: delivery.kind,
      target: delivery.target || '—',
      attempts: delivery.attempts,
      error: delivery.lastError || '—',
    }),
  );
  const more = input.total - input.deliveries.length;
  return {
    kind: 'agency.failed-deliveries',
    language: input.language,
    to: input.to,
    subject: t(failedMessages.subject, { count: input.total }),
    text: [t(failedMessages.intro), lines.join('\n'), ...(more > 0 ? [t(failedMessages.more, { count: more })] : []), t(failedMessages.howTo, { url: input.listUrl })].join('\n\n'),
  };
}

/** The failed jobs as the agency reads them, newest first, and how many there are. */
export async function failedDeliveries(context: Context<'stores' | 'settings' | 'jobTargets'>): Promise<{ deliveries: FailedDelivery[]; total: number }> {
  const { failed } = await context.stores.deliveries.counts();
  const credentials = credentialsOf(context.settings);
  const jobs = failed > 0 ? await context.stores.deliveries.failed(FAILED_LIST_LIMIT) : [];
  return { deliveries: jobs.map((job) => failedDelivery(job, context.jobTargets, credentials)), total: failed };
}

/**
 * Mails the agency the deliveries that failed for good, when there are any: the day's
 * report (the schedule claims the day first, so it goes once whichever instance runs it).
 * Answers how many it listed (0: no mail).
 */
export async function sendFailedDeliveriesReport(context: Context<'stores' | 'settings' | 'jobTargets' | 'send'>, apiOrigin: string): Promise<number> {
  const { deliveries, total } = await failedDeliveries(context);
  if (total === 0) return 0;
  const { settings } = context;
  await context.send(
    failedDeliveriesMail({ to: settings.agencyEmail, language: settings.agencyLanguage, deliveries, total, listUrl: `${apiOrigin}${API_PATH}/admin/deliveries/failed` }),
  );
  return total;
}
