// The demo site in Chromium: the language switch renders in nl, fr, en and de, links each
// language to the same page in that language, and a switch to French survives a reload; a
// screen's texts come in one request, in the page's language only.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const switchOf = (page: Page) => page.locator('header agency-language-switch');
const label = (page: Page) => switchOf(page).locator('[role="group"]').getAttribute('aria-label');
const current = (page: Page) => switchOf(page).locator('[aria-current="true"]').getAttribute('lang');

describe('the demo site', () => {
  it('switches between nl, fr, en and de on the same page, and fr survives a reload', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto(harness.url('/nl/te-koop/'));
    await expect.poll(() => label(page)).toBe('Kies uw taal');
    expect(await current(page)).toBe('nl');

    const pages: [string, string, string][] = [
      ['fr', '/fr/a-vendre/', 'Choisissez votre langue'],
      ['en', '/en/for-sale/', 'Choose your language'],
      ['de', '/de/zu-verkaufen/', 'Wählen Sie Ihre Sprache'],
      ['nl', '/nl/te-koop/', 'Kies uw taal'],
      ['fr', '/fr/a-vendre/', 'Choisissez votre langue'],
    ];
    for (const [language, path, text] of pages) {
      await switchOf(page).locator(`a[lang="${language}"]`).click();
      await page.waitForURL(harness.url(path));
      await expect.poll(() => label(page)).toBe(text);
      expect(await current(page)).toBe(language);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
    }

    await page.reload();
    await expect.poll(() => label(page)).toBe('Choisissez votre langue');
    expect(await current(page)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await context.close();
  });

  it('remembers the choice where the path names no language', async () => {
    const context = await harness.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(harness.url('/nl/te-koop/'));
    await switchOf(page).locator('a[lang="fr"]').click();
    await page.waitForURL(harness.url('/fr/a-vendre/'));
    await page.goto(harness.url('/Nos-biens/for-sale/')); // the original path: no language segment
    await expect.poll(() => current(page)).toBe('fr');
    await context.close();
  });

  it.each([
    ['nl', '/nl/te-koop/', 'property-list'],
    ['fr', '/fr/bien/{first}/', 'property-detail'],
  ])('fetches the texts of a screen in one request (%s, %s)', async (language, path, element) => {
    const context = await harness.browser.newContext({ locale: `${language}-BE` });
    const page = await context.newPage();
    const textFiles: string[] = [];
    page.on('request', (request) => {
      const file = request.url().match(/\/chunks\/texts-([\w-]+)-[\w-]{8}\.js$/);
      if (file) textFiles.push(file[1]!);
    });
    const first = (await (await fetch(harness.url('/api/v1/properties?pageSize=1'))).json()) as { items: { ID: number }[] };
    await page.goto(harness.url(path.replace('{first}', String(first.items[0]!.ID))));
    await page.locator(`agency-${element} h1`).first().waitFor();
    // a screen the server rendered shows its title before its texts: wait until it has taken it over
    await page.waitForFunction((tag) => {
      const screen = document.querySelector(tag);
      return screen?.matches(':defined') && !screen.shadowRoot?.querySelector('script[data-agency-answers]');
    }, `agency-${element}`);
    // one file for the screen, one for each element of the site's frame, all in the page's language
    expect(textFiles.filter((file) => file === `${element}-${language}`)).toHaveLength(1);
    expect(textFiles.every((file) => file.endsWith(`-${language}`))).toBe(true);
    expect(new Set(textFiles).size).toBe(textFiles.length);
    await context.close();
  });

  it('serves the bundle to any origin, hashed chunks cached for good and the entry revalidated', async () => {
    const entry = await fetch(harness.url('/dist/agency-widgets.js'));
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toContain('must-revalidate');
    const chunk = (await entry.text()).match(/\.\/(chunks\/[\w-]+\.js)/)![1];
    const response = await fetch(harness.url(`/dist/${chunk}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
