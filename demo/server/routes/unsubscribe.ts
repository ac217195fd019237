/**
 * `POST /unsubscribe`: what the unsubscribe link of every list mail does (the token rule
 * and the headers are in mail/unsubscribe.ts). Two callers:
 * - a mail client's one click (RFC 8058): the token in the query, the body
 *   `List-Unsubscribe=One-Click` as a form;
 * - `<agency-unsubscribe>` on the site's page: `{ "token": "…" }` as JSON.
 * Unsubscribing twice, or from an address already gone, answers the same: done.
 */
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { DEMAND_LIST } from '../alerts/alerts.ts';
import { readUnsubscribeToken } from '../mail/unsubscribe.ts';
import { NEWSLETTER_LIST } from '../submissions/newsletter-sign-up.ts';
import { routes } from './plugin.ts';

/** What unsubscribing from each list does, by the list's name in the token. A list that mails adds itself here. */
export const UNSUBSCRIBE_LISTS: Record<string, (context: Context<'repositories' | 'transaction' | 'now'>, subscriber: string) => Promise<void>> = {
  [NEWSLETTER_LIST]: async (context, email) => {
    await context.repositories.newsletter.remove(email);
    // the sign-up itself goes too: nothing is kept of someone who left
    await context.repositories.leads.forget('newsletter', email);
  },
  // one search profile stops; the address's other profiles go on
  // in a unit of work: a CRM hears of it by a job stored with the change
  [DEMAND_LIST]: async (context, demandId) => {
    await context.transaction((unit) => unit.repositories.demands.unsubscribe(demandId, new Date(context.now()).toISOString()));
  },
};

export const unsubscribeRoutes = routes('unsubscribe', ['now', 'repositories', 'stores', 'transaction'], (api, context) => {
  api.register(async (scope) => {
    // mail clients post the one-click form as application/x-www-form-urlencoded
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/unsubscribe', async (request, reply) => {
      const query = request.query as { token?: unknown };
      const body = (request.body ?? {}) as { token?: unknown };
      const target = readUnsubscribeToken(await context.stores.secrets.get('unsubscribe'), body.token ?? query.token);
      const handler = target && Object.hasOwn(UNSUBSCRIBE_LISTS, target.list) ? UNSUBSCRIBE_LISTS[target.list] : undefined;
      if (!target || !handler) fail('link_invalid');
      await handler(context, target.subscriber);
      return reply.code(200).header('Cache-Control', 'no-store').send({ status: 'unsubscribed', list: target.list });
    });
  });
});
