/**
 * Testimonials: a visitor posts one with the form (`POST /requests/testimonial`); it waits
 * until the agency approves it with the signed link in its notification mail; then
 * `GET /testimonials` lists it with its photo (`GET /testimonials/:id/image`).
 *
 * The approve link opens a page with one button: link scanners and mail previews open
 * links, and must not publish anything by doing so. Its signature (HMAC of the id with the
 * server's `testimonials` secret) is the agency's authority; it never expires. The link
 * starts with this server's configured address (API_URL, else PUBLIC_URL), never with the
 * Host of the request that posted the testimonial.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { API_PATH } from '../../../core/config.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { apiOrigin } from '../http/public-url.ts';
import { fail } from '../http/errors.ts';
import { translator } from '../mail/i18n.ts';
import { escapeHtml } from '../mail/mailer.ts';
import { mailMessages } from '../mail/messages.ts';
import type { Context } from '../context.ts';
import { testimonialSignature } from '../submissions/testimonial.ts';
import { routes } from './plugin.ts';

/** Most testimonials one list answer holds. */
export const TESTIMONIALS_MAX = 50;

async function signed(context: Context<'stores'>, id: string, signature: unknown): Promise<boolean> {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(await testimonialSignature(context.stores, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function page(title: string, body: string, language: Language): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
blockquote{border-left:4px solid #2f4057;margin:1rem 0;padding:.5rem 1rem;background:#f4f6f8}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#2f4057;color:#fff;cursor:pointer}</style></head>
<body>${body}</body></html>`;
}

/**
 * The approval pages carry the signature in their address and a button that publishes:
 * no other site may frame them (to have the button clicked unseen), and they send no
 * Referer anywhere.
 */
function approvalPage(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

export const testimonialRoutes = routes('testimonials', ['now', 'repositories', 'settings', 'stores'], (api, context) => {
  const { testimonials } = context.repositories;
  const uploads = join(context.settings.dataDir, 'uploads');

  api.get('/testimonials', async (request, reply) => {
    const limit = Math.min(Math.max(Number((request.query as { limit?: string }).limit) || 12, 1), TESTIMONIALS_MAX);
    const items = (await testimonials.approved(limit)).map((item) => ({
      id: item.id,
      name: item.name,
      aboutYou: item.about,
      website: item.website,
      comment: item.comment,
      language: item.language,
      image: item.image ? `${apiOrigin(context.settings)}${API_PATH}/testimonials/${item.id}/image` : null,
      approvedAt: item.approvedAt,
    }));
    // an approval shows at once: caches ask again every time
    return reply.header('Cache-Control', 'no-cache').send({ items });
  });

  api.get('/testimonials/:id/image', async (request, reply) => {
    const { id } = request.params as { id: string };
    const item = await testimonials.find(id);
    if (!item || item.status !== 'approved' || !item.image || !/^[a-f0-9]{32}\.\w+$/.test(item.image)) fail('not_found');
    const bytes = await readFile(join(uploads, item.image)).catch(() => fail('not_found'));
    return reply.type(item.imageType ?? 'application/octet-stream').header('Cache-Control', 'public, max-age=86400').send(bytes);
  });

  const approvePage = async (id: string, signature: unknown) => {
    const item = (await signed(context, id, signature)) ? await testimonials.find(id) : undefined;
    if (!item) fail('link_invalid');
    return item;
  };

  api.get('/testimonials/:id/approve', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { signature } = request.query as { signature?: string };
    const item = await approvePage(id, signature);
    const t = translator(context.settings.agencyLanguage);
    const body =
      item.status === 'approved'
        ? `<h1>${escapeHtml(t(mailMessages.testimonialPublished))}</h1>`
        : `<h1>${escapeHtml(t(mailMessages.testimonialApproveTitle))}</h1>
<p><strong>${escapeHtml(item.name)}</strong>${item.about ? ` – ${escapeHtml(item.about)}` : ''}</p><blockquote>${escapeHtml(item.comment)}</blockquote>
<form method="post"><button type="submit">${escapeHtml(t(mailMessages.testimonialApproveButton))}</button></form>`;
    return approvalPage(reply, page(t(mailMessages.testimonialApproveTitle), body, context.settings.agencyLanguage));
  });

  api.register(async (scope) => {
    // the button above posts an empty HTML form
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    scope.post('/testimonials/:id/approve', async (request, reply) => {
      const { id } = request.params as { id: string };
      const { signature } = request.query as { signature?: string };
      await approvePage(id, signature);
      await testimonials.approve(id, new Date(context.now()).toISOString());
      const t = translator(context.settings.agencyLanguage);
      return approvalPage(reply, page(t(mailMessages.testimonialPublished), `<h1>${escapeHtml(t(mailMessages.testimonialPublished))}</h1>`, context.settings.agencyLanguage));
    });
  });
});
