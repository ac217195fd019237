/**
 * Sending mail with nodemailer. Without SMTP_URL every mail goes to the outbox table,
 * which the demo shows at /demo/outbox: nothing leaves the machine. With SMTP_URL the
 * same mails are sent for real.
 */
import nodemailer from 'nodemailer';
import type { Language } from '../../../core/i18n/languages.ts';
import type { Outbox } from '../repositories/outbox.ts';

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
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** where mail goes without SMTP */
  outbox: Outbox;
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
    ? nodemailer.createTransport(options.smtpUrl)
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
        // real SMTP attaches the files; the outbox keeps the ones the server made, and the names of the others
        attachments: options.smtpUrl ? (mail.attachments ?? []).filter((file) => file.path || file.content) : [],
      });
      if (!options.smtpUrl) {
        options.outbox.add({
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
    },
    close() {
      transport.close();
    },
  };
}
