/**
 * The cookie-policy link of the consent dialog: the element's own `cookie-policy`
 * attribute, else the one of `<agency-config>` (`{lang}` in either stands for the
 * language), else the cookie-policy page of the route table in the visitor's language,
 * under the site's base path.
 */
import { withBase } from '../../core/config.ts';
import type { Language } from '../../core/i18n/languages.ts';
// the one page it links to, not the route table every screen that routes loads
import cookiePolicyPaths from 'agency-route-paths/cookie-policy';

export function cookiePolicyHref(language: Language, base: string, ...configured: (string | undefined)[]): string {
  const chosen = configured.map((href) => href?.trim()).find(Boolean);
  if (chosen) return chosen.replaceAll('{lang}', language);
  return withBase(base, cookiePolicyPaths[language]);
}
