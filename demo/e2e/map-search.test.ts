// The map page of the site (route `map`: a map and a list of one search), end to end in
// Chromium against the seeded server: for 50 combinations of filters the map's markers
// (cluster counts summed, with the listings that have no point) add up to the list's
// total; an area drawn on the map filters the list to what the API finds in that area;
// a cluster splits when chosen and a property opens its card, whose title and price are
// in view on a desktop and on a phone; wide, the map stays in view beside the list as it
// scrolls; the map is reached from the site's menu and from a list, and the list again
// from the map, with the same filters; axe finds nothing, wide and on a phone; and the
// page asks nothing of another origin. A map beside a list elsewhere folds on a phone.
// With a tile source on another origin (routed here to a small PNG), no tile is asked for
// before its cookie category is accepted, and tiles come after; one on the page's own origin
// loads at once.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { type Harness, axeViolations, onlyNecessaryCookies, startHarness } from '../testing/harness.ts';

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

async function openPage(width: number, query = '', locale = 'en-BE'): Promise<Page> {
  const context = await harness.browser.newContext({ locale, viewport: { width, height: width < 600 ? 812 : 900 } });
  const page = await context.newPage();
  // the list's totals as it announces them (its agency-results event)
  await page.addInitScript(() => {
    document.addEventListener('agency-results', (event) => {
      (window as unknown as { listTotal: number }).listTotal = (event as CustomEvent<{ total: number }>).detail.total;
    });
  });
  await page.goto(harness.url(`/en/map/${query ? `?${query}` : ''}`));
  await onlyNecessaryCookies(page);
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
      await page.goto(harness.url(`/en/map/?${query}`));
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
    await expect.poll(() => map.getByRole('button', { name: 'Close', exact: true }).evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => card.count()).toBe(0);
    await page.context().close();
  });

  it('keeps the map in view beside the list as the list scrolls at 1280 px, and off the footer', async () => {
    const page = await openPage(1280);
    const map = page.locator('agency-property-map').locator('.property-map__map');
    await map.locator('.map__words[data-total]').waitFor();
    const inView = async () => {
      const box = (await map.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 900;
    };
    await page.evaluate(() => scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(1500);
    expect(await inView()).toBe(true);
    // the whole of it, its last control included, so a control tabbed to is never out of sight
    expect(await map.getByRole('button', { name: 'Search this area' }).isVisible()).toBe(true);
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => {
      const [mapBox, footer] = [(await map.boundingBox())!, (await page.locator('.site-footer').boundingBox())!];
      return mapBox.y + mapBox.height <= footer.y;
    }).toBe(true);
    await page.context().close();
  });

  it('is the page’s subject on a phone: shown at once, its list under it', async () => {
    const page = await openPage(375);
    const map = page.locator('agency-property-map');
    await expect.poll(() => map.getByRole('heading', { name: 'On the map', level: 1 }).count()).toBe(1);
    expect(await map.getByRole('button', { name: 'Show the map' }).count()).toBe(0);
    await map.locator('.map__words[data-total]').waitFor();
    const [frame, list] = [(await map.locator('.map__frame').boundingBox())!, (await map.locator('agency-property-list').boundingBox())!];
    expect(list.y).toBeGreaterThan(frame.y + frame.height);
    await page.context().close();
  });

  it('beside a list on another page is one compact button on a phone, its heading coming with the map', async () => {
    const context = await harness.browser.newContext({ locale: 'en-BE', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(harness.url('/demo/elements/property-map/?lng=en'));
    const map = page.locator('agency-property-map');
    const open = map.getByRole('button', { name: 'Show the map' });
    await open.waitFor();
    expect(await map.getByRole('heading').count()).toBe(0);
    await open.click();
    await expect.poll(() => map.getByRole('heading', { name: 'On the map', level: 2 }).count()).toBe(1);
    await map.locator('.map__words[data-total]').waitFor();
    await page.context().close();
  });

  it.each([1280, 375])('passes axe at %d px, the map open, and asks nothing of another origin', async (width) => {
    const page = await openPage(width);
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.reload();
    const map = page.locator('agency-property-map');
    await map.locator('.map__words[data-total]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // the base map is the shipped shapes: no tile server, nothing before consent
    expect([...origins]).toEqual([new URL(harness.url('/')).origin]);
    await page.context().close();
  });
});

/** Into clusters until a property (or a group of them at one point) shows, then its card open. */
async function openACard(page: Page) {
  const map = page.locator('agency-property-map');
  await map.locator('[data-marker]').first().waitFor();
  const shown = map.locator('[data-marker="property"], [data-marker="group"]');
  for (let step = 0; step < 16 && (await shown.count()) === 0; step++) {
    const count = await map.locator('[data-marker]').count();
    // by the keyboard: a pointer's click waits for the marker to hold still, which a busy machine's
    // redraws after each zoom may not grant for its whole timeout
    await map.locator('[data-marker="cluster"]').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shown.count()) > 0 || (await map.locator('[data-marker]').count()) !== count).toBe(true);
  }
  // a busy machine may draw the markers again while the map settles, detaching the one found:
  // each try looks for the first marker anew (a focus retried on a detached one ran out in a full run)
  await expect.poll(() => shown.first().focus({ timeout: 5_000 }).then(() => true, () => false)).toBe(true);
  await page.keyboard.press('Enter');
  const card = map.locator('.map__card');
  await card.locator('.card__title a[href]').waitFor();
  return card;
}

/** Whether the whole of `locator` lies in the window. */
const inWindow = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.height > 0;
  });

describe('a property’s card on the map', () => {
  it.each([1280, 375])('shows its title and price in view at %d px, its photo at a small fixed size', async (width) => {
    const page = await openPage(width);
    const card = await openACard(page);
    // the card opens in the map's corner: the map's top is in view, so is the whole card
    await card.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
    for (const part of ['.card__title', '.card__price']) expect(await inWindow(card.locator(part))).toBe(true);
    const [photo, box] = [(await card.locator('.card__media').boundingBox())!, (await card.boundingBox())!];
    expect(photo.height).toBeLessThanOrEqual(box.height / 2);
    expect(photo.width).toBeLessThan(box.width / 2);
    await page.context().close();
  });
});

describe('the map among the site’s pages', () => {
  it.each([
    ['fr-BE', '/fr/a-vendre/', 'Carte', '/fr/carte/', 'Voir en liste'],
    ['de-BE', '/de/zu-verkaufen/', 'Karte', '/de/karte/', 'Als Liste ansehen'],
  ])('in %s is reached from the list’s menu, titled in the page’s language', async (locale, list, item, path, back) => {
    const context = await harness.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(harness.url(list));
    await page.locator('.site-nav').getByRole('link', { name: item, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    expect(await page.title()).toMatch(new RegExp(`^${item} – `));
    const map = page.locator('agency-property-map');
    await map.locator('.map__words[data-total]').waitFor();
    expect(await map.getByRole('link', { name: back }).count()).toBe(1);
    expect(await page.locator('agency-cookie-consent').count()).toBe(1);
    expect(await page.locator('.site-footer').count()).toBe(1);
    await context.close();
  });

  it('is one tap from a list with its filters, and the list one tap back with them', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(harness.url('/nl/te-koop/?type=1&maxPrice=400000'));
    await onlyNecessaryCookies(page);
    await page.locator('agency-property-list').getByRole('link', { name: 'Op de kaart bekijken' }).click();
    await page.waitForURL((url) => url.pathname === '/nl/kaart/');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ goal: 'sale', type: '1', maxPrice: '400000' });
    const total = await apiTotal('goal=sale&type=1&maxPrice=400000');
    const map = page.locator('agency-property-map');
    await expect.poll(() => map.locator('.map__words').getAttribute('data-total')).toBe(String(total));
    await map.getByRole('link', { name: 'Als lijst bekijken' }).click();
    await page.waitForURL((url) => url.pathname === '/nl/te-koop/');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: '1', maxPrice: '400000' });
    await context.close();
  });
});

/** A 1×1 PNG, the routed tile servers' every answer. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TILE_HOST = 'https://tiles.example.test';

/** The map page with `map-tiles` set on its config; every tile request the page makes is recorded. */
async function openWithTiles(template: string, routed: string): Promise<{ page: Page; tiles: string[] }> {
  const context = await harness.browser.newContext({ locale: 'en-BE', viewport: { width: 1280, height: 900 } });
  const tiles: string[] = [];
  await context.route(routed, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  const page = await context.newPage();
  page.on('request', (request) => {
    if (/\/\d+\/\d+\/\d+\.png$/.test(new URL(request.url()).pathname)) tiles.push(request.url());
  });
  await page.goto(harness.url('/en/map/'));
  await onlyNecessaryCookies(page);
  await page.evaluate(
    ([source]) => {
      const config = document.querySelector('agency-config')!;
      config.setAttribute('map-tiles-attribution', '© Example Tiles');
      config.setAttribute('map-tiles', source!);
    },
    [template],
  );
  await page.locator('agency-property-map .map__words[data-total]').waitFor();
  return { page, tiles };
}

describe('the map with a tile source', () => {
  it('asks no tile of another origin before its cookie category is accepted, and draws them after', async () => {
    const { page, tiles } = await openWithTiles(`${TILE_HOST}/{z}/{x}/{y}.png`, `${TILE_HOST}/**`);
    const map = page.locator('agency-property-map');
    const accept = map.getByRole('button', { name: 'Accept marketing cookies and show' });
    await accept.waitFor();
    // the map is drawn with its markers and the configured source, yet nothing went to the tile host
    expect(await map.locator('.map__tiles image').count()).toBe(0);
    expect(tiles).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await accept.click();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => url.startsWith(`${TILE_HOST}/`))).toBe(true);
    // tiles of Belgium's corner of the world (east of Greenwich, north of the equator), at the
    // level whose tiles show at about their size for a frame that fits Belgium (6 to 10)
    for (const url of tiles) {
      const [z, x, y] = new URL(url).pathname.slice(1).replace('.png', '').split('/').map(Number) as [number, number, number];
      expect(z).toBeGreaterThanOrEqual(6);
      expect(z).toBeLessThanOrEqual(10);
      expect(x).toBeGreaterThanOrEqual(2 ** (z - 1));
      expect(y).toBeLessThan(2 ** (z - 1));
    }
    await expect.poll(() => map.locator('.map__attribution').textContent()).toBe('© Example Tiles');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('loads a tile source on the page’s own origin without asking', async () => {
    const origin = new URL(harness.url('/')).origin;
    const { page, tiles } = await openWithTiles('/tiles/{z}/{x}/{y}.png', `${origin}/tiles/**`);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => url.startsWith(`${origin}/tiles/`))).toBe(true);
    expect(await page.locator('agency-property-map').getByRole('button', { name: 'Accept marketing cookies and show' }).count()).toBe(0);
    await page.context().close();
  });
});
