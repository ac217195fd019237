/**
 * The newsletter's double opt-in. A sign-up (`POST /requests/newsletter`,
 * submissions/newsletter-sign-up.ts) stores the address as pending and mails a
 * confirmation link to the site's newsletter page (`?confirm=<token>`), where
 * `<agency-newsletter>` sends the token to `POST /newsletter/confirm`. Only then is the address used: the welcome mail is the first
 * newsletter mail, with the unsubscribe link and headers every newsletter carries.
 * A token is kept only as its SHA-256; sign-ups not confirmed within 30 days are deleted.
 */
import { API_PATH } from '../../../core/config.ts';
import { fail } from '../http/errors.ts';
import { apiOrigin, publicOrigin } from '../http/public-url.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';
import { oneClickUrl, unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from '../mail/unsubscribe.ts';
import { NEWSLETTER_LIST, newsletterTokenHash } from '../submissions/newsletter-sign-up.ts';
import { routes } from './plugin.ts';

export const newsletterRoutes = routes('newsletter', ['now', 'settings', 'stores', 'transaction'], (api, context) => {
  const { settings } = context;

  api.post('/newsletter/confirm', async (request, reply) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) fail('link_invalid');
    const siteUrl = publicOrigin(settings);
    const secret = await context.stores.secrets.get('unsubscribe');
    // the confirmation and the welcome mail, the first newsletter mail, in one unit
    const subscriber = await context.transaction(async (unit) => {
      const subscriber = await unit.repositories.newsletter.confirm(newsletterTokenHash(token), new Date(context.now()).toISOString());
      if (!subscriber) fail('link_invalid');
      const unsubscribe = unsubscribeToken(secret, NEWSLETTER_LIST, subscriber.email);
      const t = translator(subscriber.language);
      const name = [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ');
      await unit.mail({
        kind: 'newsletter.welcome',
        language: subscriber.language,
        to: subscriber.email,
        replyTo: settings.agencyEmail,
        subject: t(mailMessages.newsletterSubject),
        text: [
          name ? t(mailMessages.greeting, { name }) : t(mailMessages.greetingAnonymous),
          '',
          t(mailMessages.newsletterIntro),
          '',
          t(mailMessages.signature),
          settings.agencyName,
          '',
          t(mailMessages.unsubscribeLine),
          unsubscribePageUrl(siteUrl, subscriber.language, unsubscribe),
        ].join('\n'),
        headers: unsubscribeHeaders(oneClickUrl(`${apiOrigin(settings)}${API_PATH}`, unsubscribe)),
      });
      return subscriber;
    });
    return reply.code(200).header('Cache-Control', 'no-store').send({ status: 'confirmed', language: subscriber.language });
  });
});
