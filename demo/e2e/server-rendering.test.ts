// The demo site's list and detail pages come with their screen rendered on the server: a
// visitor without JavaScript (and a crawler that runs none) sees prices, addresses, links,
// paging and structured data; with JavaScript the element takes that HTML over as it is,
// without asking the API again.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, firstListedId, type Harness, startHarness } from '../testing/harness.ts';

let harness: Harness;
let detailId: number;
beforeAll(async () => {
  harness = await startHarness();
  detailId = await firstListedId(harness.url);
});
afterAll(() => harness?.close());

async function pageWithoutJavaScript(path: string): Promise<Page> {
  const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(harness.url(path));
  expect(response?.status()).toBe(200);
  return page;
}

describe('with JavaScript off', () => {
  it('the list shows its cards, with prices, addresses, links to the detail pages and paging', async () => {
    const page = await pageWithoutJavaScript('/fr/a-vendre/');
    try {
      const list = page.locator('agency-property-list');
      await expect(list.locator('h1').textContent()).resolves.toBe('À vendre');
      const cards = list.locator('.card');
      expect(await cards.count()).toBeGreaterThan(3);
      const prices = await list.locator('.card__price').allTextContents();
      expect(prices.some((price) => /€\s?\d{1,3}([.\s]\d{3})+|\d{1,3}([.\s]\d{3})+\s?€/.test(price))).toBe(true);
      const addresses = await list.locator('.card__address').allTextContents();
      expect(addresses.some((address) => /\d{4} \p{L}/u.test(address))).toBe(true);
      const links = await list.locator('.card__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.every((href) => /^\/fr\/a-vendre\/[\w-]+\/[\w-]+-\d+\/$/.test(href ?? ''))).toBe(true);
      await expect(list.locator('.pagination a[rel="next"]').getAttribute('href')).resolves.toBe('/fr/a-vendre/?pg=2');
      await expect(list.locator('.summary').textContent()).resolves.toMatch(/^\d+ biens · Page 1 sur \d+$/);
      // the page's head for search engines
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(harness.url('/fr/a-vendre/'));
      await expect(page.locator('link[hreflang="x-default"]').getAttribute('href')).resolves.toBe(harness.url('/nl/te-koop/'));
      await expect(page.locator('link[hreflang="de"]').getAttribute('href')).resolves.toBe(harness.url('/de/zu-verkaufen/'));
      // the screen's own stylesheet is linked, not inline (a strict CSP allows no inline style)
      await expect(list.locator('link[rel="stylesheet"]').getAttribute('href')).resolves.toMatch(/\/dist\/css\/property-list-[\w-]{8}\.css$/);
    } finally {
      await page.context().close();
    }
  });

  it('a later page of the list shows that page, also from a link that still says `page`', async () => {
    const page = await pageWithoutJavaScript('/nl/te-koop/?page=2');
    try {
      await expect(page.locator('agency-property-list .summary').textContent()).resolves.toMatch(/ · Pagina 2 van \d+$/);
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(harness.url('/nl/te-koop/?pg=2'));
    } finally {
      await page.context().close();
    }
  });

  it('a detail shows its title, price, address and pictures, with its JSON-LD and the page’s meta', async () => {
    const page = await pageWithoutJavaScript(`/nl/pand/${detailId}/`);
    try {
      const detail = page.locator('agency-property-detail');
      const title = (await detail.locator('h1').textContent())!;
      expect(title.length).toBeGreaterThan(5);
      await expect(page.title()).resolves.toBe(`${title} – Immo Demo`);
      await expect(detail.getByText(/€\s?\d{1,3}([.\s]\d{3})+|\d{1,3}([.\s]\d{3})+\s?€/).first().isVisible()).resolves.toBe(true);
      expect(await detail.locator('img[src*="/media/"]').count()).toBeGreaterThan(0);
      const jsonLd = JSON.parse((await page.locator('agency-property-detail > script[type="application/ld+json"]').textContent())!);
      expect(jsonLd['@type']).toBe('RealEstateListing');
      expect(jsonLd.name).toBe(title);
      expect(jsonLd.offers['@type']).toBe('Offer');
      expect(jsonLd.offers.priceCurrency).toBe('EUR');
      const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(251);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
      expect(canonical).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/nl/te-(koop|huur)/[\\w-]+/[\\w-]+-${detailId}/$`));
      await expect(page.locator('meta[property="og:title"]').getAttribute('content')).resolves.toBe(title);
      await expect(page.locator('meta[property="og:image"]').getAttribute('content')).resolves.toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/(photos|pictures)\//);
      for (const language of ['nl', 'fr', 'en', 'de']) {
        await expect(page.locator(`link[hreflang="${language}"]`).getAttribute('href')).resolves.toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${language}/.+-${detailId}/$`));
      }
    } finally {
      await page.context().close();
    }
  });
});

/** The page, with the requests for property data it made once loaded, and the first card's node before any script ran. */
async function hydrated(path: string, tag: string, selector: string): Promise<{ page: Page; dataRequests: string[] }> {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const dataRequests: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/^\/api\/v1\/(properties|projects|reference)\b/.test(url.pathname)) dataRequests.push(`${url.pathname}${url.search}`);
  });
  // the document is parsed, no module has run yet: remember the server's node
  await page.addInitScript(
    ([tag, selector]) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector(tag!)?.shadowRoot?.querySelector(selector!) ?? null;
      });
    },
    [tag, selector],
  );
  await page.goto(harness.url(path));
  await page.waitForFunction((tag) => customElements.get(tag) !== undefined, tag);
  await page.waitForLoadState('networkidle');
  return { page, dataRequests };
}

describe('with JavaScript on', () => {
  it('the list takes over the server’s HTML: the same nodes, no second data request, and it works', async () => {
    const { page, dataRequests } = await hydrated('/nl/te-koop/', 'agency-property-list', '.card__link');
    try {
      expect(dataRequests).toEqual([]);
      const same = await page.evaluate(() => {
        const now = document.querySelector('agency-property-list')!.shadowRoot!.querySelector('.card__link');
        return now !== null && now === (window as unknown as { serverNode: Element | null }).serverNode;
      });
      expect(same).toBe(true);
      // the answers were read and left the shadow root
      expect(await page.evaluate(() => document.querySelector('agency-property-list')!.shadowRoot!.querySelector('script[data-agency-answers]'))).toBeNull();
      // taken over: the next page comes from the API without reloading the page
      await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
      await page.locator('agency-property-list .pagination a[rel="next"]').click();
      await expect.poll(() => page.locator('agency-property-list .summary').textContent()).toMatch(/ · Pagina 2 van/);
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
      expect(dataRequests.some((request) => request.startsWith('/api/v1/properties?') && request.includes('page=2'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a detail takes over the server’s HTML without asking for the property again', async () => {
    const { page, dataRequests } = await hydrated(`/nl/pand/${detailId}/`, 'agency-property-detail', 'h1');
    try {
      expect(dataRequests.filter((request) => request.startsWith(`/api/v1/properties/${detailId}`) && !request.includes('/similar'))).toEqual([]);
      const same = await page.evaluate(() => {
        const now = document.querySelector('agency-property-detail')!.shadowRoot!.querySelector('h1');
        return now !== null && now === (window as unknown as { serverNode: Element | null }).serverNode;
      });
      expect(same).toBe(true);
      // the structured data moved to the head (the element moves it once it has taken over: waited for), once
      await expect.poll(() => page.locator('head script[data-agency-listing]').count()).toBe(1);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      expect(await axeViolations(page, { iframes: false })).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the project list takes over the server’s HTML without a second request', async () => {
    const { page, dataRequests } = await hydrated('/fr/projets-neufs/', 'agency-project-list', '.card__link');
    try {
      expect(dataRequests).toEqual([]);
      expect(await page.locator('agency-project-list .card__link').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
