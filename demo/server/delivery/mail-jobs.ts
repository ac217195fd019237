/**
 * Mails as delivery jobs: a Mail in JSON (the files the server made, base64), and the
 * handler that sends one through the mailer with a Message-ID of its own job.
 */
import type { Mail, MailAttachment, Mailer } from '../mail/mailer.ts';
import type { NewJob } from '../repositories/delivery-jobs.ts';
import type { JobHandler } from './worker.ts';

export const MAIL_JOB = 'mail';

interface StoredAttachment {
  filename: string;
  path?: string;
  contentType?: string;
  /** base64 */
  content?: string;
}

type StoredMail = Omit<Mail, 'attachments'> & { attachments?: StoredAttachment[] };

export function mailPayload(mail: Mail): StoredMail {
  const { attachments, ...rest } = mail;
  if (!attachments) return rest;
  return { ...rest, attachments: attachments.map(({ content, ...file }): StoredAttachment => ({ ...file, ...(content ? { content: content.toString('base64') } : {}) })) };
}

function mailOf(payload: StoredMail): Mail {
  const { attachments, ...rest } = payload;
  if (!attachments) return rest;
  return { ...rest, attachments: attachments.map(({ content, ...file }): MailAttachment => ({ ...file, ...(content ? { content: Buffer.from(content, 'base64') } : {}) })) };
}

/**
 * Sends a queued mail. The Message-ID names the job, so a mail the worker had to send again
 * is known as the same one. A mail the SMTP server took is marked sent at once, as a step
 * of its job: an attempt that fails after the hand-over (its end not written, the
 * delivery's time up) does not send it again. Delivery stays at least once: an instance
 * killed between the server's acceptance and that mark sends it again under the same
 * Message-ID (docs/server.md, "The soak").
 */
export function mailJobHandler(mailer: Mailer, domain: () => string): JobHandler {
  return async (payload, job, steps) => {
    if ((await steps.result(SENT)) !== undefined) return;
    const write = await mailer.send({ ...mailOf(payload as StoredMail), messageId: `<job-${job.id}-${job.createdAt}@${domain()}>` });
    // the outbox row (no SMTP) is written with the job's end, exactly once: nothing to mark
    if (write) return write;
    await steps.record(SENT, Date.now());
  };
}

const SENT = 'sent';

/** A mail as a job for UnitOfWork.job, where the request does not wait for it (UnitOfWork.mail waits). */
export function mailJob(mail: Mail): NewJob {
  return { kind: MAIL_JOB, payload: mailPayload(mail) };
}
