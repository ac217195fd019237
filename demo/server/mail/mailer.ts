/**
 * Sending mail with nodemailer. Without SMTP_URL every mail goes to the outbox table,
 * which the demo shows at /demo/outbox: nothing leaves the machine. With SMTP_URL the
 * same mails are sent for real. Routes do not call this: they queue mails
 * (context.transaction, UnitOfWork.mail) and the delivery worker sends them.
 */
import nodemailer from 'nodemailer';
import type { Language } from '../../../core/i18n/languages.ts';
import type { LocalWrite } from '../repositories/delivery-jobs.ts';
import { sqlOutbox } from '../repositories/sql/outbox.ts';

export interface MailAttachment {
  filename: string;
  /** a stored file to attach (real SMTP only; the outbox lists the name) */
  path?: string;
  /** a file the server made for this mail (a calendar file, a PDF): attached, and kept by the outbox */
  content?: Buffer;
  contentType?: string;
}

export interface Mail {
  /** what the mail is about (`request.visit.agency`, `owner.login`, …), for the outbox */
  kind: string;
  language: Language;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** an HTML part of its own (a property card, an alert's pictures); by default the text, escaped, with its links made clickable */
  html?: string;
  /** more headers (List-Unsubscribe, List-Unsubscribe-Post) */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** the Message-ID header: the delivery worker makes one per job, so a mail sent twice after a crash reads as one */
  messageId?: string;
}

export interface Mailer {
  /**
   * Sends a mail. Without SMTP, the outbox row it becomes is answered as a write, which
   * the worker commits with the end of the job: the mail is "sent" exactly once.
   */
  send(mail: Mail): Promise<LocalWrite | void>;
  close(): void;
}

/** A mail server that does not answer fails the attempt well before the worker gives up on it (delivery/worker.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  fromName: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The HTML part: the text, escaped (a visitor's input never becomes markup), links made clickable. */
export function mailHtml(text: string): string {
  const body = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${body}</body></html>`;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const html = mail.html ?? mailHtml(mail.text);
      const info = await transport.sendMail({
        from: { name: options.fromName, address: options.from },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html,
        headers: { 'Content-Language': mail.language, ...mail.headers },
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        // real SMTP attaches the files; the outbox keeps the ones the server made, and the names of the others
        attachments: options.smtpUrl ? (mail.attachments ?? []).filter((file) => file.path || file.content) : [],
      });
      if (!options.smtpUrl) {
        return (sql) => sqlOutbox(sql).add({
          createdAt: new Date().toISOString(),
          kind: mail.kind,
          language: mail.language,
          from: `${options.fromName} <${options.from}>`,
          to: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html,
          attachments: (mail.attachments ?? []).map((file) => file.filename),
          files: (mail.attachments ?? []).flatMap((file) =>
            file.content ? [{ filename: file.filename, contentType: file.contentType ?? 'application/octet-stream', content: file.content }] : [],
          ),
          messageId: info.messageId ?? null,
          headers: mail.headers ?? {},
        });
      }
      return undefined;
    },
    close() {
      transport.close();
    },
  };
}
