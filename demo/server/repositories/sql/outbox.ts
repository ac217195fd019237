/** The demo's sent mail in `outbox`, the files the server made for it in `outbox_files`. */
import type { Sql } from '../../db/database.ts';
import type { Outbox, OutboxMail } from '../outbox.ts';

export function sqlOutbox({ db }: Sql): Outbox {
  return {
    async add(mail) {
      const { id } = await db
        .insertInto('outbox')
        .values({
          created_at: mail.createdAt,
          kind: mail.kind,
          language: mail.language,
          sender: mail.from,
          recipient: mail.to,
          reply_to: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: JSON.stringify(mail.attachments),
          message_id: mail.messageId,
          headers: JSON.stringify(mail.headers ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const files = mail.files ?? [];
      if (files.length > 0) {
        await db
          .insertInto('outbox_files')
          .values(files.map((item, position) => ({ mail_id: id, position, filename: item.filename, content_type: item.contentType, body: item.content })))
          .execute();
      }
    },
    async latest(limit) {
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'created_at', 'kind', 'language', 'sender', 'recipient', 'reply_to', 'subject', 'text', 'html', 'attachments', 'headers'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const files = rows.length
        ? await db
            .selectFrom('outbox_files')
            .select(['mail_id', 'position', 'filename', 'content_type'])
            .where('mail_id', 'in', rows.map((row) => row.id))
            .orderBy('mail_id')
            .orderBy('position')
            .execute()
        : [];
      return rows.map(
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
          files: files
            .filter((item) => item.mail_id === row.id)
            .map((item) => ({ name: item.filename, contentType: item.content_type, url: `/demo/outbox/${row.id}/files/${item.position}` })),
        }),
      );
    },
    async file(mailId, position) {
      const row = await db
        .selectFrom('outbox_files')
        .select(['filename', 'content_type', 'body'])
        .where('mail_id', '=', mailId)
        .where('position', '=', position)
        .executeTakeFirst();
      return row && { filename: row.filename, contentType: row.content_type, content: row.body };
    },
  };
}
