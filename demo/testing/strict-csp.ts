/**
 * A host page under the strict Content Security Policy (Trusted Types included) that
 * docs/security.md gives integrators: the policy on every HTML answer of the demo, and every
 * violation the page meets collected.
 */
import type { Browser, Page } from 'playwright-core';

/** The policy docs/security.md gives integrators, for a host page on the API's own origin. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types agency',
].join('; ');

/** A page whose HTML answers carry the strict CSP, and the violations it meets. */
export async function openStrictPage(browser: Browser, locale = 'nl-BE'): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|TrustedHTML|TrustedScript|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`error: ${error.message}`));
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dist/') && !url.pathname.startsWith('/media/'),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      await route.fulfill({ response, headers: type.startsWith('text/html') ? { ...response.headers(), 'content-security-policy': STRICT_CSP } : response.headers() });
    },
  );
  return { page, violations };
}
