/** The demo's sent mail in `outbox`. */
import type { Db } from '../../db/database.ts';
import type { Outbox, OutboxFile, OutboxMail } from '../outbox.ts';

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
  html: string;
  headers: string;
}

export function sqliteOutbox(db: Db): Outbox {
  const insert = db.prepare(`
    INSERT INTO outbox (created_at, kind, language, sender, recipient, reply_to, subject, text, html, attachments, message_id, headers)
    VALUES (@createdAt, @kind, @language, @sender, @recipient, @replyTo, @subject, @text, @html, @attachments, @messageId, @headers)`);
  const addFile = db.prepare('INSERT INTO outbox_files (mail_id, position, filename, content_type, body) VALUES (?, ?, ?, ?, ?)');
  const filesOf = db.prepare('SELECT position, filename, content_type FROM outbox_files WHERE mail_id = ? ORDER BY position');
  const file = db.prepare('SELECT filename, content_type, body FROM outbox_files WHERE mail_id = ? AND position = ?');
  const latest = db.prepare(
    'SELECT id, created_at, kind, language, sender, recipient, reply_to, subject, text, html, attachments, headers FROM outbox ORDER BY id DESC LIMIT ?',
  );

  return {
    add(mail) {
      const { lastInsertRowid } = insert.run({
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
      (mail.files ?? []).forEach((item, position) => addFile.run(lastInsertRowid, position, item.filename, item.contentType, item.content));
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
          html: row.html,
          attachments: JSON.parse(row.attachments) as string[],
          headers: JSON.parse(row.headers) as Record<string, string>,
          files: (filesOf.all(row.id) as { position: number; filename: string; content_type: string }[]).map((item) => ({
            name: item.filename,
            contentType: item.content_type,
            url: `/demo/outbox/${row.id}/files/${item.position}`,
          })),
        }),
      );
    },
    file(mailId, position) {
      const row = file.get(mailId, position) as { filename: string; content_type: string; body: Buffer } | undefined;
      return row && ({ filename: row.filename, contentType: row.content_type, content: row.body } satisfies OutboxFile);
    },
  };
}
