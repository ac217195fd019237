/**
 * The newsletter's double opt-in. A sign-up (`POST /requests/newsletter`) stores the
 * address as pending and mails a confirmation link to the site's newsletter page
 * (`?confirm=<token>`), where `<agency-newsletter>` sends the token to
 * `POST /newsletter/confirm`. Only then is the address used: the welcome mail is the first
 * newsletter mail, with the unsubscribe link and headers every newsletter carries.
 * A token is kept only as its SHA-256; sign-ups not confirmed within 30 days are deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATH } from '../../../core/config.ts';
import { type Language, toLanguage } from '../../../core/i18n/languages.ts';
import { pathFor } from '../../../core/routing/page-paths.ts';
import type { Context } from '../context.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import { fail } from '../http/errors.ts';
import { apiOrigin, publicOrigin } from '../http/public-url.ts';
import { translator } from '../mail/i18n.ts';
import { mailMessages } from '../mail/messages.ts';
import { oneClickUrl, unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from '../mail/unsubscribe.ts';

export const NEWSLETTER_LIST = 'newsletter';
/** How long a sign-up waits for its confirmation before it is deleted. */
export const CONFIRMATION_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores the sign-up in the unit of its lead; the links the visitor's mail carries (a confirmation, or an unsubscribe link for an address already confirmed). */
export async function newsletterSignUp(
  unit: Pick<UnitOfWork, 'repositories' | 'stores'>,
  now: number,
  value: Record<string, unknown>,
  visitorLanguage: Language,
  siteUrl: string,
): Promise<{ confirmNewsletter?: string; unsubscribe?: string }> {
  const email = String(value.email).toLowerCase();
  const language = toLanguage(value.language) ?? visitorLanguage;
  const token = randomBytes(32).toString('base64url');
  const status = await unit.repositories.newsletter.request(
    {
      email,
      language,
      firstName: typeof value.firstName === 'string' && value.firstName ? value.firstName : null,
      lastName: typeof value.lastName === 'string' && value.lastName ? value.lastName : null,
      requestedAt: new Date(now).toISOString(),
    },
    hashOf(token),
  );
  if (status === 'confirmed') {
    const unsubscribe = unsubscribeToken(await unit.stores.secrets.get('unsubscribe'), NEWSLETTER_LIST, email);
    return { unsubscribe: unsubscribePageUrl(siteUrl, language, unsubscribe) };
  }
  return { confirmNewsletter: `${siteUrl}${pathFor('newsletter', language)}?confirm=${token}` };
}

export function registerNewsletter(api: FastifyInstance, context: Context): void {
  const { settings } = context;

  api.post('/newsletter/confirm', async (request, reply) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) fail('link_invalid');
    const siteUrl = publicOrigin(settings);
    const secret = await context.stores.secrets.get('unsubscribe');
    // the confirmation and the welcome mail, the first newsletter mail, in one unit
    const subscriber = await context.transaction(async (unit) => {
      const subscriber = await unit.repositories.newsletter.confirm(hashOf(token), new Date(context.now()).toISOString());
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
}
