// The picture gallery of a property page, by keyboard: the full-screen view opens in a
// modal <dialog>, the arrow keys move through the photos, Escape closes it and focus goes
// back to the picture. Its code is fetched only when a photo is first opened.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import type { Property, PropertySummary } from '../../core/property/types.ts';
import { propertyPath } from '../../core/routing/paths.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 30_000);
afterAll(() => harness?.close());

const inDetail = <T>(page: Page, read: (root: ShadowRoot) => T) =>
  page.evaluate(`(${read.toString()})(document.querySelector('agency-property-detail').shadowRoot)`) as Promise<T>;

describe('the gallery of a property page', () => {
  it('opens a photo full screen, moves with the arrow keys, closes with Escape', async () => {
    const list = (await (await fetch(harness.url('/api/v1/properties?pageSize=50&lang=en'))).json()) as ListPage<PropertySummary>;
    let property: Property | undefined;
    for (const item of list.items) {
      const candidate = (await (await fetch(harness.url(`/api/v1/properties/${item.ID}?lang=en`))).json()) as Property;
      if (candidate.Pictures.length >= 3) {
        property = candidate;
        break;
      }
    }
    if (!property) throw new Error('the seed has no property with three photos');
    const count = property.Pictures.length;

    const context = await harness.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(harness.url(propertyPath(property, 'en')));
    const main = page.locator('agency-property-detail .gallery__main');
    await main.waitFor();
    expect(scripts.some((url) => /\/Lightbox-/.test(url))).toBe(false);

    await main.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('agency-property-detail dialog.lightbox');
    await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(scripts.some((url) => /\/Lightbox-/.test(url))).toBe(true);
    // modal: focus is inside the dialog
    await expect.poll(() => inDetail(page, (root) => Boolean(root.activeElement?.closest('dialog')))).toBe(true);
    const caption = page.locator('agency-property-detail .lightbox__figure figcaption');
    await expect.poll(() => caption.textContent()).toContain(`Photo 1 of ${count}`);

    await page.locator('agency-property-detail .lightbox__figure button').last().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toContain(`Photo 2 of ${count}`);
    await page.keyboard.press('End');
    await expect.poll(() => caption.textContent()).toContain(`Photo ${count} of ${count}`);
    await page.keyboard.press('ArrowRight'); // past the last: back to the first
    await expect.poll(() => caption.textContent()).toContain(`Photo 1 of ${count}`);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    await expect.poll(() => inDetail(page, (root) => root.activeElement?.className)).toBe('gallery__main');
    await context.close();
  });
});
