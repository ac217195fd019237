/**
 * The demo's outbox: every mail the server "sent" without SMTP_URL, newest first, as a
 * readable page (/demo/outbox) and as JSON (/demo/outbox.json) for tests and tools.
 */
import type { Context } from '../context.ts';
import type { OutboxMail } from '../repositories/outbox.ts';
import { routes } from './plugin.ts';

export type { OutboxMail } from '../repositories/outbox.ts';

export const OUTBOX_PAGE_SIZE = 200;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function readOutbox(context: Context<'stores'>, limit = OUTBOX_PAGE_SIZE): Promise<OutboxMail[]> {
  return context.stores.outbox.latest(limit);
}

/** The attachments' names, linked where the outbox kept the file. */
function attachmentList(mail: OutboxMail): string {
  return mail.attachments
    .map((name) => {
      const file = mail.files.find((item) => item.name === name);
      return file ? `<a href="${escape(file.url)}">${escape(name)}</a>` : escape(name);
    })
    .join(', ');
}

function page(mails: OutboxMail[], smtp: boolean): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><h2>${escape(mail.subject)}</h2>
  <dl><dt>To</dt><dd>${escape(mail.to)}</dd><dt>From</dt><dd>${escape(mail.from)}</dd>${mail.replyTo ? `<dt>Reply-To</dt><dd>${escape(mail.replyTo)}</dd>` : ''}<dt>Sent</dt><dd><time datetime="${escape(mail.createdAt)}">${escape(mail.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></dd><dt>Kind</dt><dd><code>${escape(mail.kind)}</code> · ${escape(mail.language)}</dd>${mail.attachments.length ? `<dt>Attachments</dt><dd>${attachmentList(mail)}</dd>` : ''}${Object.entries(mail.headers)
    .map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`)
    .join('')}</dl></header>
  <pre>${escape(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  const empty = smtp
    ? '<p>Mail is sent through SMTP_URL, so nothing is kept here.</p>'
    : '<p>No mail yet. Send a form on the demo site and it shows up here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox – Immo Demo</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1f2328;background:#f6f7f9}
h1{font-size:1.5rem}article{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:1rem 0;padding:1rem 1.25rem}
h2{font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0;font-size:.9rem}
dt{color:#57606a}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;font:inherit;border-top:1px solid #eaeef2;margin:.75rem 0 0;padding-top:.75rem}
</style></head>
<body><h1>Outbox</h1><p>The mails the demo server sent, newest first (${mails.length} shown). <a href="/demo/outbox.json">JSON</a></p>
${items || empty}
</body></html>`;
}

export const outboxRoutes = routes('outbox', ['settings', 'stores'], (app, context) => {
  app.get('/demo/outbox', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // visitors' input shows here: escaped, and no script could run anyway
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(page(await readOutbox(context), Boolean(context.settings.smtpUrl))),
  );
  app.get('/demo/outbox/:mail/files/:position', async (request, reply) => {
    const { mail, position } = request.params as { mail: string; position: string };
    const file = /^\d{1,9}$/.test(mail) && /^\d{1,3}$/.test(position) ? await context.stores.outbox.file(Number(mail), Number(position)) : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'no-store')
      .send(file.content);
  });
  app.get('/demo/outbox.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ items: await readOutbox(context) }));
});
