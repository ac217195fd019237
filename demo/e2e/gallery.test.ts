// The picture gallery of a property page: the full-screen viewer opens in a modal
// <dialog> over the whole screen, the arrow keys and a swipe move through the photos,
// Escape closes it and focus goes back to the picture. Its code is fetched only when a
// photo is first opened.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import type { Property, PropertySummary } from '../../core/property/types.ts';
import { propertyPath } from '../../core/routing/paths.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const inDetail = <T>(page: Page, read: (root: ShadowRoot) => T) =>
  page.evaluate(`(${read.toString()})(document.querySelector('agency-property-detail').shadowRoot)`) as Promise<T>;

describe('the gallery of a property page', () => {
  it('opens a photo full screen, moves with the arrow keys and a swipe, closes with Escape', async () => {
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

    const context = await harness.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, hasTouch: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(harness.url(propertyPath(property, 'en')));
    // The cookie banner takes focus when it appears, so the visitor answers it first: on a
    // busy machine it can appear after the gallery, and focus would then go back to it.
    await page.locator('agency-cookie-consent').getByRole('button', { name: 'Only necessary' }).click();
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
    const caption = page.locator('agency-property-detail .lightbox__caption');
    await expect.poll(() => caption.textContent()).toContain(`Photo 1 of ${count}`);

    // the whole screen, and the photo larger than on the page
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 900 });
    const shown = page.locator('agency-property-detail .lightbox__stage img');
    const onPage = await main.locator('img').boundingBox();
    await expect.poll(async () => (await shown.boundingBox())?.width ?? 0).toBeGreaterThan(onPage!.width);

    // the photo after the shown one is fetched ahead, in the size the viewer shows (the strip has only its small one)
    const second = property.Pictures[1]!;
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    await expect.poll(async () => (await fetched()).some((url) => url === second.Url || url === second.Thumbs.high)).toBe(true);

    // the arrow keys work wherever focus is in the viewer (it starts on the close button)
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toContain(`Photo 2 of ${count}`);
    await page.keyboard.press('End');
    await expect.poll(() => caption.textContent()).toContain(`Photo ${count} of ${count}`);
    await page.keyboard.press('ArrowRight'); // past the last: back to the first
    await expect.poll(() => caption.textContent()).toContain(`Photo 1 of ${count}`);

    // a swipe to the left shows the next photo, one to the right the previous
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 450 }] });
      for (const step of [1, 2, 3]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 3, y: 452 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(800, 400);
    await expect.poll(() => caption.textContent()).toContain(`Photo 2 of ${count}`);
    await swipe(400, 800);
    await expect.poll(() => caption.textContent()).toContain(`Photo 1 of ${count}`);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    await expect.poll(() => inDetail(page, (root) => root.activeElement?.className)).toBe('gallery__main');
    await context.close();
  });
});
