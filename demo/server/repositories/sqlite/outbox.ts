/** The demo's sent mail in `outbox`. */
import type { Db } from '../../db/database.ts';
import type { Outbox, OutboxMail } from '../outbox.ts';

interface Row {
  id: number;
  created_at: string;
  kind: string;
  language: string;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attachments: string;
  headers: string | null;
}

export function sqliteOutbox(db: Db): Outbox {
  const insert = db.prepare(`
    INSERT INTO outbox (created_at, kind, language, sender, recipient, reply_to, subject, text, html, attachments, message_id, headers)
    VALUES (@createdAt, @kind, @language, @sender, @recipient, @replyTo, @subject, @text, @html, @attachments, @messageId, @headers)`);
  const latest = db.prepare(
    'SELECT id, created_at, kind, language, sender, recipient, reply_to, subject, text, attachments, headers FROM outbox ORDER BY id DESC LIMIT ?',
  );

  return {
    add(mail) {
      insert.run({
        createdAt: mail.createdAt,
        kind: mail.kind,
        language: mail.language,
        sender: mail.from,
        recipient: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: JSON.stringify(mail.attachments),
        messageId: mail.messageId,
        headers: JSON.stringify(mail.headers ?? {}),
      });
    },
    latest(limit) {
      return (latest.all(limit) as Row[]).map(
        (row): OutboxMail => ({
          id: row.id,
          createdAt: row.created_at,
          kind: row.kind,
          language: row.language,
          from: row.sender,
          to: row.recipient,
          replyTo: row.reply_to,
          subject: row.subject,
          text: row.text,
          attachments: JSON.parse(row.attachments) as string[],
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
        }),
      );
    },
  };
}
