// The demo page in Chromium: the language switch renders in all four languages, and a
// switch to French survives a reload.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 30_000);
afterAll(() => harness?.close());

const group = (page: Page) => page.locator('agency-language-switch').first().locator('[role="group"]');
const current = (page: Page) =>
  page.locator('agency-language-switch').first().locator('button[aria-current="true"]').getAttribute('lang');

describe('the demo page', () => {
  it('renders the language switch in nl, fr, en and de, and a switch to fr survives a reload', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto(harness.url('/'));
    await expect.poll(() => group(page).getAttribute('aria-label')).toBe('Kies je taal');
    expect(await current(page)).toBe('nl');

    const labels: Record<string, string> = {
      fr: 'Choisissez votre langue',
      en: 'Choose your language',
      de: 'Wählen Sie Ihre Sprache',
      nl: 'Kies je taal',
    };
    for (const [language, label] of Object.entries(labels)) {
      await page.locator(`agency-language-switch button[lang="${language}"]`).first().click();
      await expect.poll(() => group(page).getAttribute('aria-label')).toBe(label);
      expect(await current(page)).toBe(language);
    }

    await page.locator('agency-language-switch button[lang="fr"]').first().click();
    await expect.poll(() => current(page)).toBe('fr');
    await page.reload();
    await expect.poll(() => group(page).getAttribute('aria-label')).toBe('Choisissez votre langue');
    expect(await current(page)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
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
