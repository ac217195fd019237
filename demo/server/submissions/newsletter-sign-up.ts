/**
 * The newsletter's double opt-in, its first half: a sign-up (`POST /requests/newsletter`,
 * submissions/request-kinds.ts) stores the address as pending and gets the link the
 * visitor's mail carries; the link's second half is `POST /newsletter/confirm`
 * (routes/newsletter.ts). A token is kept only as its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Language, toLanguage } from '../../../core/i18n/languages.ts';
import { pathFor } from '../../../core/routing/page-paths.ts';
import type { UnitOfWork } from '../delivery/unit-of-work.ts';
import { unsubscribePageUrl, unsubscribeToken } from '../mail/unsubscribe.ts';

export const NEWSLETTER_LIST = 'newsletter';
/** How long a sign-up waits for its confirmation before it is deleted. */
export const CONFIRMATION_DAYS = 30;

/** What is kept of a confirmation token. */
export const newsletterTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

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
    newsletterTokenHash(token),
  );
  if (status === 'confirmed') {
    const unsubscribe = unsubscribeToken(await unit.stores.secrets.get('unsubscribe'), NEWSLETTER_LIST, email);
    return { unsubscribe: unsubscribePageUrl(siteUrl, language, unsubscribe) };
  }
  return { confirmNewsletter: `${siteUrl}${pathFor('newsletter', language)}?confirm=${token}` };
}
