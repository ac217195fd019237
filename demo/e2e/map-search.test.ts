// The map search page of the demo (a list and a map of one search), end to end in
// Chromium against the seeded server: for 50 combinations of filters the map's markers
// (cluster counts summed, with the listings that have no point) add up to the list's
// total; an area drawn on the map filters the list to what the API finds in that area;
// a cluster splits when chosen and a property opens its card; axe finds nothing, wide
// and on a phone, where the map is one tap away; and the page asks nothing of another origin.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const GOALS = ['', 'goal=sale', 'goal=rent'];
const TYPES = ['', 'type=1', 'type=2', 'type=1,4'];
const REGIONS = ['', 'region=flanders', 'region=wallonia', 'region=brussels'];
const PRICES = ['minPrice=150000&maxPrice=400000', 'minBedrooms=3'];
/** 48 combinations of goal, type and region, and two more of price and bedrooms: 50. */
const COMBINATIONS = [
  ...GOALS.flatMap((goal) => TYPES.flatMap((type) => REGIONS.map((region) => [goal, type, region].filter(Boolean).join('&')))),
  ...PRICES,
];

async function openPage(width: number, query = ''): Promise<Page> {
  const context = await harness.browser.newContext({ locale: 'en-BE', viewport: { width, height: width < 600 ? 812 : 900 } });
  const page = await context.newPage();
  // the list's totals as it announces them (its agency-results event)
  await page.addInitScript(() => {
    document.addEventListener('agency-results', (event) => {
      (window as unknown as { listTotal: number }).listTotal = (event as CustomEvent<{ total: number }>).detail.total;
    });
  });
  await page.goto(harness.url(`/property-map/?lng=en${query ? `&${query}` : ''}`));
  return page;
}

/** What the map shows: its markers' counts summed with the listings it has no point for, and the total it says. */
function mapCounts(page: Page): Promise<{ markers: number; total: number | null; list: number | null }> {
  return page.evaluate(() => {
    const root = document.querySelector('agency-property-map')?.shadowRoot;
    const words = root?.querySelector('.map__words');
    const markers = [...(root?.querySelectorAll('[data-marker]') ?? [])].reduce((sum, marker) => sum + Number(marker.getAttribute('data-count')), 0);
    const total = words?.getAttribute('data-total');
    return {
      markers: markers + Number(words?.getAttribute('data-unplaced') ?? 0),
      total: total == null ? null : Number(total),
      list: (window as unknown as { listTotal?: number }).listTotal ?? null,
    };
  });
}

async function apiTotal(query: string): Promise<number> {
  return ((await (await fetch(harness.url(`/api/v1/properties?${query}&pageSize=1`))).json()) as ListPage<PropertySummary>).total;
}

describe('the map search page', () => {
  it('shows on the map what the list shows, for 50 combinations of filters', async () => {
    const page = await openPage(1280);
    for (const query of COMBINATIONS) {
      await page.goto(harness.url(`/property-map/?lng=en&${query}`));
      const expected = await apiTotal(query);
      await expect.poll(() => mapCounts(page), { timeout: 30_000, message: query }).toEqual({ markers: expected, total: expected, list: expected });
    }
    await page.context().close();
  });

  it('filters the list by an area drawn on the map, as the API does for that area', async () => {
    const page = await openPage(1280);
    const map = page.locator('agency-property-map');
    const everything = await apiTotal('');
    await expect.poll(() => mapCounts(page)).toEqual({ markers: everything, total: everything, list: everything });
    await map.getByRole('button', { name: 'Draw an area' }).click();
    const frame = map.locator('.map__frame');
    const box = (await frame.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    for (const [dx, dy] of [[-0.3, -0.35], [0.3, -0.35], [0, 0.35]] as const) await page.mouse.click(cx + dx * box.width, cy + dy * box.height);
    await map.getByRole('button', { name: 'Finish the area' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).not.toBeNull();
    const area = new URL(page.url()).searchParams.get('area')!;
    const inArea = await apiTotal(`area=${area}`);
    expect(inArea).toBeGreaterThan(0);
    expect(inArea).toBeLessThan(everything);
    await expect.poll(() => mapCounts(page)).toEqual({ markers: inArea, total: inArea, list: inArea });
    // and the way back
    await map.getByRole('button', { name: 'Remove the area' }).click();
    await expect.poll(() => mapCounts(page)).toEqual({ markers: everything, total: everything, list: everything });
    await page.context().close();
  });

  it('splits a cluster chosen by keyboard, and opens a property’s card that links to its page', async () => {
    const page = await openPage(1280);
    const map = page.locator('agency-property-map');
    const cluster = map.locator('[data-marker="cluster"]').first();
    await cluster.waitFor();
    const before = await map.locator('[data-marker]').count();
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => map.locator('[data-marker]').count()).not.toBe(before);
    // into clusters until a property (or a group of them at one point) shows
    const shown = map.locator('[data-marker="property"], [data-marker="group"]');
    for (let step = 0; step < 16 && (await shown.count()) === 0; step++) {
      const count = await map.locator('[data-marker]').count();
      await map.locator('[data-marker="cluster"]').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await shown.count()) > 0 || (await map.locator('[data-marker]').count()) !== count).toBe(true);
    }
    await shown.first().focus();
    await page.keyboard.press('Enter');
    const card = map.locator('.map__card');
    await expect.poll(() => card.locator('a[href]').count()).toBeGreaterThan(0);
    await expect.poll(() => map.getByRole('button', { name: 'Close' }).evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => card.count()).toBe(0);
    await page.context().close();
  });

  it.each([1280, 375])('passes axe at %d px, the map open, and asks nothing of another origin', async (width) => {
    const page = await openPage(width);
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.reload();
    const map = page.locator('agency-property-map');
    if (width < 600) {
      // on a phone the map is one tap from the list
      await map.getByRole('button', { name: 'Show the map' }).click();
    }
    await map.locator('.map__words[data-total]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // the base map is the shipped shapes: no tile server, nothing before consent
    expect([...origins]).toEqual([new URL(harness.url('/')).origin]);
    await page.context().close();
  });
});
