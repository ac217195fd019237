// The demo site in Chromium: the language switch renders in nl, fr, en and de, links each
// language to the same page in that language, and a switch to French survives a reload; a
// screen's texts come in one request, in the page's language only.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PropertyPathData, propertyPath } from '../../core/routing/paths.ts';
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

  it('goes from a property’s page to that property’s own words in the other language, and back', async () => {
    const first = (await (await fetch(harness.url('/api/v1/properties?pageSize=1&lang=nl'))).json()) as { items: { ID: number }[] };
    const id = first.items[0]!.ID;
    // its own address in each language, with its title's words in that language
    const ownPath = async (language: 'nl' | 'fr') => propertyPath((await (await fetch(harness.url(`/api/v1/properties/${id}?lang=${language}`))).json()) as PropertyPathData, language);
    const Paths = { nl: await ownPath('nl'), fr: await ownPath('fr') };
    expect(Paths.fr.replace(/^\/fr\/[\w-]+\//, '')).not.toBe(Paths.nl.replace(/^\/nl\/[\w-]+\//, ''));
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    // reached by its id alone, as a mail links it: the site answers at its own address
    await page.goto(harness.url(`/nl/pand/${id}/`));
    await page.waitForURL(harness.url(Paths.nl));
    await page.locator('agency-property-detail h1').waitFor();
    // the switch links the property by id in French, and the site answers at its French words
    await expect.poll(() => switchOf(page).locator('a[lang="fr"]').getAttribute('href')).toBe(`/fr/bien/${id}/`);
    await switchOf(page).locator('a[lang="fr"]').click();
    await page.waitForURL(harness.url(Paths.fr));
    await page.locator('agency-property-detail h1').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // the page's hreflang links name the property's own words in each language
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]').getAttribute('href')).resolves.toBe(harness.url(Paths.nl));
    await switchOf(page).locator('a[lang="nl"]').click();
    await page.waitForURL(harness.url(Paths.nl));
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
