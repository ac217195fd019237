// <agency-app> in the demo's catch-all page (/app/…, `<agency-config base="/app">`): the
// route table decides what it shows; links between screens, back and forward and the
// language switch change the page without loading it again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/paths.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';
import { type Harness, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const app = (page: Page) => page.locator('agency-app');
/** A value set on the window survives in-app navigation and disappears on a page load. */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 42);

describe('<agency-app>', () => {
  it('shows the route’s screen and moves between screens, back and forward, without a reload', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(harness.url(`/app${pathFor('for-sale', 'nl')}`));
    const list = app(page).locator('agency-property-list');
    await list.locator('.results[aria-busy="false"] .grid').first().waitFor();
    expect(await list.getAttribute('goal')).toBe('sale');
    expect(await list.getAttribute('heading-level')).toBe('1');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    // no lang: the titles in every language, for the French step below
    const answer = (await (await fetch(harness.url('/api/v1/properties?goal=sale&sort=-date&pageSize=12'))).json()) as ListPage<PropertySummary>;
    const title = pickTranslation(answer.items[0]!.Title, 'nl')!;
    await list.locator('.card__link').first().click();
    const detail = app(page).locator('agency-property-detail');
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(new URL(page.url()).pathname.startsWith(`/app${pathFor('for-sale', 'nl')}`)).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    // the tab is named after the property once it is shown
    await expect.poll(() => page.title()).toBe(`${title} – Immo Demo`);

    await page.goBack();
    await list.locator('.results[aria-busy="false"] .grid').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app${pathFor('for-sale', 'nl')}`);
    // back on a page that is not one thing's: named after its route again
    await expect.poll(() => page.title()).toBe(`${(nl['route.forSale'] as string[]).join('')} – Immo Demo`);
    await page.goForward();
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await sameDocument(page)).toBe(true);

    // the language switch keeps the visitor on the same property, in French, without a load: it
    // links the property by id (the site's server answers that address with a 301 to its French words)
    await page.locator('agency-language-switch a[lang="fr"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app${pathFor('property', 'fr', { id: answer.items[0]!.ID })}`);
    const french = pickTranslation(answer.items[0]!.Title, 'fr')!;
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(french);
    await expect.poll(() => page.title()).toBe(`${french} – Immo Demo`);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('shows <agency-not-found> for a path the route table does not know', async () => {
    const context = await harness.browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto(harness.url('/app/fr/cette-page-n-existe-pas/'));
    const notFound = app(page).locator('agency-not-found');
    await expect.poll(() => notFound.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await notFound.locator(`a[href="/app${pathFor('home', 'fr')}"]`).count()).toBe(1);

    // its search leads to the property list, inside the app
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await notFound.locator('input[type="search"]').fill('Namur');
    await notFound.locator('button[type="submit"]').click();
    await expect.poll(() => page.url()).toBe(harness.url(`/app${pathFor('properties', 'fr')}?q=Namur`));
    await app(page).locator('agency-property-list').waitFor();
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
