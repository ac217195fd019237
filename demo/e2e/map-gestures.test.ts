// The maps under a visitor's hands, in Chromium: two fingers (touch events sent through
// the browser's own input pipeline, as a phone's screen sends them) zoom the property map
// and the municipality map and never the page; one finger over the demand register's
// municipality map scrolls the form, as it would anywhere else on the page; the municipality map zooms with its buttons
// and the wheel too, and a drag over it ticks nothing. On the property map a clicked area
// whose border would cross itself cannot be finished: the message says why, and the
// corners stay until the last one is taken back. A lasso that runs over its start is
// cut to the loop it closes, and the list is filtered by it.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, onlyNecessaryCookies, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

async function phonePage(path: string): Promise<Page> {
  const context = await harness.browser.newContext({ locale: 'en-BE', viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(harness.url(path));
  return page;
}

/** The width of the plane an SVG shows: it shrinks as the view's scale grows. */
const shownWidth = (svg: Locator) => svg.evaluate((element) => Number(element.getAttribute('viewBox')!.split(' ')[2]));

/** Two fingers on `target`, 40 px either side of its centre, spread to 130 px in steps, then lifted. */
async function pinchOut(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const fingers = (apart: number) => [
    { x: cx - apart, y: cy, id: 1 },
    { x: cx + apart, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (let apart = 50; apart <= 130; apart += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const pageZoom = (page: Page) => page.evaluate(() => window.visualViewport?.scale ?? 1);

/** One finger on `target`'s centre, moved `dy` px up in steps, then lifted: a swipe that scrolls a page. */
async function swipeUp(page: Page, target: Locator, dy: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  for (let moved = 20; moved <= dy; moved += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - moved, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('two fingers', () => {
  it('zoom the property map on a phone around their midpoint, not the page', async () => {
    const page = await phonePage('/en/map/');
    await onlyNecessaryCookies(page);
    const map = page.locator('agency-property-map');
    await map.locator('.map__words[data-total]').waitFor();
    const plane = map.locator('.map__plane');
    const before = await shownWidth(plane);
    await pinchOut(page, map.locator('.map__frame'));
    await expect.poll(() => shownWidth(plane)).toBeLessThan(before / 2);
    expect(await pageZoom(page)).toBe(1);
    // a pinch draws nothing and leaves no area behind
    expect(new URL(page.url()).searchParams.get('area')).toBeNull();
    await page.context().close();
  });

  it('zoom the municipality map, as do its buttons and the wheel; a drag ticks nothing', async () => {
    const page = await phonePage('/demo/elements/region-map/?lng=en');
    const map = page.locator('agency-region-map');
    const svg = map.locator('.region-map__svg');
    await svg.waitFor();
    await expect.poll(() => svg.evaluate((element) => element.getAttribute('viewBox'))).not.toBe('0 0 491 402');
    const whole = await shownWidth(svg);
    await pinchOut(page, svg);
    await expect.poll(() => shownWidth(svg)).toBeLessThan(whole / 2);
    expect(await pageZoom(page)).toBe(1);

    const pinched = await shownWidth(svg);
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => shownWidth(svg)).toBeCloseTo(pinched * 2, 3);
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => shownWidth(svg)).toBeCloseTo(pinched, 3);
    await page.context().close();

    const desk = await harness.browser.newContext({ locale: 'en-BE', viewport: { width: 1280, height: 900 } });
    const wide = await desk.newPage();
    await wide.goto(harness.url('/demo/elements/region-map/?lng=en'));
    const wideMap = wide.locator('agency-region-map');
    const wideSvg = wideMap.locator('.region-map__svg');
    await wideSvg.waitFor();
    await expect.poll(() => wideSvg.evaluate((element) => element.getAttribute('viewBox'))).not.toBe('0 0 491 402');
    const start = await shownWidth(wideSvg);
    const box = (await wideSvg.boundingBox())!;
    await wide.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await wide.mouse.wheel(0, -300);
    await expect.poll(() => shownWidth(wideSvg)).toBeLessThan(start);
    // a drag moves the view and ticks no municipality
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const viewBox = await wideSvg.getAttribute('viewBox');
    await wide.mouse.move(x, y);
    await wide.mouse.down();
    await wide.mouse.move(x + 60, y + 30, { steps: 6 });
    await wide.mouse.up();
    await expect.poll(() => wideSvg.getAttribute('viewBox')).not.toBe(viewBox);
    expect(await wideMap.locator('[role="option"][aria-selected="true"]').count()).toBe(0);
    // and a click still ticks one
    await wide.mouse.click(x, y);
    await expect.poll(() => wideMap.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
    await desk.close();
  });
});

describe('one finger', () => {
  it('scrolls the demand register over its municipality map on a phone, and leaves the map as it was', async () => {
    const page = await phonePage('/en/keep-me-informed/');
    const map = page.locator('agency-demand-form .region-map__svg');
    await map.waitFor();
    await map.scrollIntoViewIfNeeded();
    const [scrolled, viewBox] = [await page.evaluate(() => scrollY), await map.getAttribute('viewBox')];
    await swipeUp(page, map, 160);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled + 60);
    expect(await map.getAttribute('viewBox')).toBe(viewBox);
    await page.context().close();
  });
});

describe('drawing an area', () => {
  async function drawingPage(): Promise<{ page: Page; map: Locator; frame: Locator; at: (dx: number, dy: number) => [number, number] }> {
    const context = await harness.browser.newContext({ locale: 'en-BE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(harness.url('/en/map/'));
    await onlyNecessaryCookies(page);
    const map = page.locator('agency-property-map');
    await map.locator('.map__words[data-total]').waitFor();
    await map.getByRole('button', { name: 'Draw an area' }).click();
    const frame = map.locator('.map__frame');
    const box = (await frame.boundingBox())!;
    const at = (dx: number, dy: number): [number, number] => [box.x + box.width / 2 + dx * box.width, box.y + box.height / 2 + dy * box.height];
    return { page, map, frame, at };
  }

  it('refuses to finish clicked corners whose border crosses itself, keeps them, and takes back the last one', async () => {
    const { page, map, at } = await drawingPage();
    // a bow tie: north-west, south-east, north-east, south-west
    for (const [dx, dy] of [[-0.3, -0.3], [0.3, 0.3], [0.3, -0.3], [-0.3, 0.3]] as const) await page.mouse.click(...at(dx, dy));
    await map.getByRole('button', { name: 'Finish the area' }).click();
    const alert = map.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('The border of this area crosses itself. Please draw the area without crossing its lines.');
    expect(new URL(page.url()).searchParams.get('area')).toBeNull();
    const drawn = () => map.locator('.map__drawing').evaluate((line) => line.getAttribute('points')!.split(' ').length);
    expect(await drawn()).toBe(4);
    // the last two corners back, one in their place: a triangle
    await map.getByRole('button', { name: 'Remove the last corner' }).click();
    await map.getByRole('button', { name: 'Remove the last corner' }).click();
    expect(await drawn()).toBe(2);
    expect(await alert.count()).toBe(0);
    await page.mouse.click(...at(-0.3, 0.3));
    await map.getByRole('button', { name: 'Finish the area' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).not.toBeNull();
    await page.context().close();
  });

  it('cuts a lasso that runs over its start to the loop it closes, and the list follows it', async () => {
    const { page, at } = await drawingPage();
    // round a square clockwise from its north-west corner, and on across the first stroke:
    // closed as drawn, that line would cross itself, and the server would refuse it
    const path = [[-0.25, -0.3], [0.3, -0.3], [0.3, 0.3], [-0.3, 0.3], [-0.3, -0.35]] as const;
    await page.mouse.move(...at(-0.35, -0.1));
    await page.mouse.down();
    for (const [dx, dy] of path) await page.mouse.move(...at(dx, dy), { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).not.toBeNull();
    const area = new URL(page.url()).searchParams.get('area')!;
    const answer = await fetch(harness.url(`/api/v1/properties?area=${area}&pageSize=1`));
    expect(answer.status).toBe(200);
    await page.context().close();
  });
});

describe('an area in the URL that crosses itself', () => {
  it('is refused with the message that says why, and can be removed', async () => {
    const context = await harness.browser.newContext({ locale: 'fr-BE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // a bow tie over Brussels, as a hand-edited or old link may carry it
    await page.goto(harness.url('/fr/carte/?area=50.8,4.3,50.9,4.4,50.9,4.3,50.8,4.4'));
    const map = page.locator('agency-property-map');
    // the map's own alert (the list of the same search beside it says it cannot search too)
    await expect.poll(() => map.locator('.property-map__map').getByRole('alert').textContent()).toBe('Le contour de cette zone se croise lui-même. Veuillez dessiner la zone sans que ses lignes se croisent.');
    await map.getByRole('button', { name: 'Supprimer la zone' }).click();
    await map.locator('.map__words[data-total]').waitFor();
    expect(new URL(page.url()).searchParams.get('area')).toBeNull();
    await context.close();
  });
});
