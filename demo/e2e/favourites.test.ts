// What a buyer does between finding and asking, end to end in Chromium against the real
// server and its seed: two hearts pressed (a list's card, a property's page), a price
// lowered in the database and announced on the favourites page, the two compared side by
// side on a phone and on a wide screen, and the property's brochure downloaded from its
// page: a real PDF with its title, price and address in the page's language.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressText } from '../../core/format/address.ts';
import { formatEuro } from '../../core/format/currency.ts';
import { priceText } from '../../core/format/price.ts';
import { propertyTitle } from '../../core/property/title.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { pathFor, propertyPath } from '../../core/routing/page-paths.ts';
import { SITE_CONFIG } from '../server/site/pages.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';
import { pdfText } from '../testing/pdf.ts';

let harness: Harness;
let context: BrowserContext;
beforeAll(async () => {
  harness = await startHarness();
  context = await harness.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' ? route.continue() : route.abort();
  });
});
afterAll(async () => {
  await context?.close();
  await harness?.close();
});

const MARQUEE_IGNORE = SITE_CONFIG['marquee-ignore'].split(',').map(Number);
const readable = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/- /g, '-');

/** Available properties for sale with a published price and address, as the list shows them in English. */
async function forSale(): Promise<PropertySummary[]> {
  const page = (await (await fetch(harness.url('/api/v1/properties?pageSize=50&lang=en'))).json()) as { items: PropertySummary[] };
  return page.items.filter(
    (item) => item.Goal === 0 && item.Status === 'available' && item.PublishAddress && priceText(item, 'en', { marqueeIgnore: MARQUEE_IGNORE }) && item.Marquee === null,
  );
}

async function open(path: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return visit(page, path);
}

/** `path` in the same tab (what it keeps for the tab alone, the recently viewed, stays). */
async function visit(page: Page, path: string): Promise<Page> {
  await page.goto(harness.url(path), { waitUntil: 'load' });
  // a server-rendered screen answers a press once its element has taken it over
  await page.waitForFunction(() => [...document.querySelectorAll('*')].every((element) => !element.localName.startsWith('agency-') || customElements.get(element.localName)));
  await page.waitForLoadState('networkidle');
  return page;
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far the comparison's own box scrolls sideways. */
const tableOverflow = (page: Page) =>
  page.getByRole('region', { name: 'The properties side by side' }).evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth);

type Box = { x: number; y: number; width: number; height: number };
const inView = (page: Page, box: Box) => box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;

/** The first `count` prices of the comparison are each whole within the screen's width and the table's box. */
async function expectPricesInView(page: Page, count: number) {
  const scroller = (await page.getByRole('region', { name: 'The properties side by side' }).boundingBox())!;
  const prices = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) }).getByRole('cell');
  for (let index = 0; index < count; index += 1) {
    const box = (await prices.nth(index).boundingBox())!;
    expect(inView(page, box), `price ${index + 1} in view`).toBe(true);
    expect(box.x + box.width, `price ${index + 1} within the table`).toBeLessThanOrEqual(scroller.x + scroller.width + 1);
    expect((await prices.nth(index).textContent())?.trim()).toMatch(/^€[\d,]+$/);
  }
}

/** The words of the rows' names that the layout broke over two lines. */
const wordsBrokenInRowNames = (page: Page) =>
  page.locator('agency-compare').evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('tbody th')].flatMap((cell) => {
      const text = cell.firstElementChild?.firstChild ?? cell.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const broken: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );

describe('favourites, compare and brochure', () => {
  let first: PropertySummary;
  let second: PropertySummary;

  it('keeps a property from its page and another from a list card, pressed hearts and all', async () => {
    const found = await forSale();
    expect(found.length).toBeGreaterThanOrEqual(2);
    [first, second] = [found[0]!, found[1]!];
    const detail = await open(propertyPath(first, 'en'));
    const heart = detail.getByRole('button', { name: `Favourite: ${propertyTitle(first, 'en')}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    const other = await visit(detail, propertyPath(second, 'en'));
    const secondHeart = other.getByRole('button', { name: `Favourite: ${propertyTitle(second, 'en')}` });
    await secondHeart.click();
    await expect.poll(() => secondHeart.getAttribute('aria-pressed')).toBe('true');

    const cards = await visit(other, pathFor('for-sale', 'en'));
    const cardHeart = cards.locator('agency-property-list').getByRole('button', { name: /^Favourite: / }).first();
    await cardHeart.waitFor();
    const name = (await cardHeart.getAttribute('aria-pressed')) === 'true' ? undefined : await cardHeart.textContent();
    if (name) {
      // a third one, pressed on its card, and pressed again: it is no favourite any more
      await cardHeart.click();
      await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
      await cardHeart.click();
      await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('false');
    }
    // the detail pages this tab showed were recorded as recently viewed: the strip lists them under the list, and hides
    const strip = cards.getByRole('region', { name: 'Recently viewed' });
    await expect.poll(() => strip.getByRole('link').allTextContents()).toEqual([propertyTitle(second, 'en'), propertyTitle(first, 'en')]);
    await strip.getByRole('button', { name: 'Hide and forget' }).click();
    await expect.poll(() => strip.count()).toBe(0);
    const kept = await cards.evaluate(() => JSON.parse(localStorage.getItem('agency-favourites') ?? '[]') as { id: number }[]);
    expect(kept.map((entry) => entry.id)).toEqual([second.ID, first.ID]);
    await cards.close();
  });

  it('shows no photo twice in the recently viewed strip, for two houses with the same front either', async () => {
    // two available listings of the seed that share their main photo (a building type's front)
    const fronts = harness.app.db
      .prepare(`SELECT id, json_extract(data, '$.MainPicture.Url') AS front FROM properties WHERE json_extract(data, '$.MainPicture.Url') IS NOT NULL ORDER BY id`)
      .all() as { id: number; front: string }[];
    const listed = new Set((await forSale()).map((item) => item.ID));
    const available = fronts.filter((row) => listed.has(row.id));
    const pair = available.filter((row) => available.some((other) => other.id !== row.id && other.front === row.front)).filter((row, _, all) => row.front === all[0]?.front);
    expect(pair.length, 'two listings for sale with one front').toBeGreaterThanOrEqual(2);
    const details = await Promise.all(pair.slice(0, 2).map(async ({ id }) => (await (await fetch(harness.url(`/api/v1/properties/${id}?lang=en`))).json()) as PropertySummary));
    // a property page records its view once its screen has taken over from the server's rendering
    const recorded = (page: Page) => page.evaluate(`JSON.parse(sessionStorage.getItem('agency-recently-viewed') ?? '[]').length`);
    const page = await open(propertyPath(details[0]!, 'en'));
    await expect.poll(() => recorded(page)).toBe(1);
    await visit(page, propertyPath(details[1]!, 'en'));
    await expect.poll(() => recorded(page)).toBe(2);
    await visit(page, pathFor('for-sale', 'en'));
    const thumbnails = page.getByRole('region', { name: 'Recently viewed' }).locator('img');
    await expect.poll(() => thumbnails.count()).toBe(2);
    const sources = await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(new Set(sources).size).toBe(2);
    await page.close();
  });

  it('announces the price drop of a favourite after the agency lowers it', async () => {
    const lower = first.Price! - 15_000;
    harness.app.db.prepare(`UPDATE properties SET data = json_set(data, '$.Price', ?), price = ? WHERE id = ?`).run(lower, lower, first.ID);
    // the same browser's storage, without the minute its cache may keep the old answer (Cache-Control of the API)
    const storageState = await context.storageState();
    await context.close();
    context = await harness.browser.newContext({ locale: 'en-GB', storageState });
    const page = await open(pathFor('favourites', 'en'));
    const change = `Price down: ${formatEuro(lower, 'en')}, was ${formatEuro(first.Price, 'en')}`;
    await expect.poll(() => page.getByText(change).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'One of your favourites changed since you kept it.' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: `Compare ${propertyTitle(first, 'en')}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${propertyTitle(second, 'en')}` }).check();
    await page.getByRole('link', { name: 'Compare these 2 properties' }).click();
    await page.waitForURL(/\/en\/compare\//);
    await page.close();
  });

  it.each([375, 1280])('compares the two side by side at %i px', async (width) => {
    const page = await open(`${pathFor('compare', 'en')}?ids=${first.ID},${second.ID}`, width);
    const table = page.getByRole('table');
    await table.waitFor();
    await expect.poll(() => table.getByRole('columnheader').allTextContents()).toEqual([propertyTitle(first, 'en'), propertyTitle(second, 'en')]);
    const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
    await expect.poll(() => priceRow.getByRole('cell').allTextContents()).toEqual([formatEuro(first.Price! - 15_000, 'en'), formatEuro(second.Price, 'en')]);
    expect(await table.getByRole('rowheader', { name: 'Total cost to buy (estimate)' }).count()).toBe(1);
    // two fit side by side, on a phone too: nothing to scroll, in the page or in the table
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
    await expectPricesInView(page, 2);
    expect(await wordsBrokenInRowNames(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('compares three side by side at 1280 px, every price in view, and at 375 px shows the third at the edge with a cue to swipe', async () => {
    const third = (await forSale()).find((property) => property.ID !== first.ID && property.ID !== second.ID)!;
    const ids = `${first.ID},${second.ID},${third.ID}`;
    const wide = await open(`${pathFor('compare', 'en')}?ids=${ids}`, 1280);
    await wide.getByRole('table').waitFor();
    await expect.poll(() => wide.getByRole('columnheader').count()).toBe(3);
    expect(await sidewaysScroll(wide)).toBeLessThanOrEqual(0);
    expect(await tableOverflow(wide)).toBeLessThanOrEqual(0);
    await expectPricesInView(wide, 3);
    // every legal row has a name, whole words each, and the estimate is in hundreds of euros
    expect(await wordsBrokenInRowNames(wide)).toEqual([]);
    const totals = await wide.getByRole('row').filter({ has: wide.getByRole('rowheader', { name: 'Total cost to buy (estimate)' }) }).getByRole('cell').allTextContents();
    for (const total of totals) expect(total).toMatch(/^€[\d,]+00$/);
    expect(await axeViolations(wide)).toEqual([]);
    await wide.close();

    const phone = await open(`${pathFor('compare', 'en')}?ids=${ids}`, 375);
    await phone.getByRole('table').waitFor();
    expect(await sidewaysScroll(phone)).toBeLessThanOrEqual(0);
    // the table scrolls within its own box; the cue says so, and the third property's title shows at the edge
    expect(await tableOverflow(phone)).toBeGreaterThan(0);
    // one cue shows, in the words of the pointer the page has (this context has a mouse: "scroll")
    const cues = await phone.getByText(/sideways to see all 3 properties/).all();
    expect((await Promise.all(cues.map((cue) => cue.isVisible()))).filter(Boolean)).toHaveLength(1);
    const titles = await phone.getByRole('columnheader').all();
    const edge = (await titles[2]!.boundingBox())!;
    expect(edge.x).toBeLessThan(375);
    expect(edge.x + edge.width).toBeGreaterThan(375);
    // two prices in full view, the third once swiped to
    await expectPricesInView(phone, 2);
    await phone.getByRole('region', { name: 'The properties side by side' }).evaluate((scroller) => scroller.scrollBy({ left: scroller.scrollWidth }));
    const prices = phone.getByRole('row').filter({ has: phone.getByRole('rowheader', { name: 'Price', exact: true }) }).getByRole('cell');
    await expect.poll(async () => inView(phone, (await prices.nth(2).boundingBox())!)).toBe(true);
    expect(await wordsBrokenInRowNames(phone)).toEqual([]);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.close();
  });

  it("downloads the property's brochure from its page: a PDF with its title, price and address in English", async () => {
    const page = await open(propertyPath(second, 'en'));
    const link = page.getByRole('link', { name: 'Brochure (PDF)' });
    const href = await link.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.url()).toBe(href);
    const response = await fetch(href);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = readable(await pdfText(bytes));
    expect(text).toContain(readable(propertyTitle(second, 'en')));
    expect(text).toContain(readable(priceText(second, 'en', { marqueeIgnore: MARQUEE_IGNORE })!));
    expect(text).toContain(readable(addressText(second, { lang: 'en' })));
    await page.close();
  });
});
