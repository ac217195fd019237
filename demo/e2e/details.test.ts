// The detail elements on the demo site, end to end in Chromium against the real server
// and its seed: a property with every group, its map frame message, its JSON-LD and its
// recorded visit; what further down loads only as the visitor scrolls there; sold,
// rented and unknown properties; projects with and without units; axe-core on both pages.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCurrency } from '../../core/format/currency.ts';
import type { Project, Property } from '../../core/property/types.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const WITHOUT_UNITS = 9_001;

interface Visit {
  context: BrowserContext;
  page: Page;
  /** `METHOD path?query` of every request the page made */
  requests: string[];
}

/** Texts an element showed without having loaded their namespace (widgets/i18n.ts warns of each). */
const untranslated: string[] = [];
afterAll(() => {
  expect(untranslated).toEqual([]);
});

/** A page in a browser set to `locale`; nothing leaves the machine (street view and video players are cut off). */
async function open(path: string, locale: string, viewport = { width: 1280, height: 900 }): Promise<Visit> {
  const context = await harness.browser.newContext({ locale, viewport });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort();
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('text for')) untranslated.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(harness.url(path), { waitUntil: 'networkidle' });
  return { context, page, requests };
}

/** What the API answers, asked at the address the page uses (media URLs carry the origin they were asked at). */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(harness.url(`/api/v1${path}`));
  return (await response.json()) as T;
}

const visitsOf = (id: number) =>
  (harness.app.db.prepare('SELECT COUNT(*) AS count FROM visits WHERE property_id = ?').get(id) as { count: number }).count;

/** The visitor scrolls down the whole page, half a screen at a time, as far as it grows. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        // a headless page's frames can stall on a busy machine (a full run hung here): go on after half a second
        setTimeout(resolve, 500);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
}

/** The files of the built chunks that hold these modules (dist/manifest.json). */
function chunksHolding(modules: string[]): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>;
  };
  return modules.map((module) => {
    const file = Object.keys(manifest.chunks).find((name) => module in manifest.chunks[name]!.modules);
    if (!file) throw new Error(`no chunk holds ${module}`);
    return `/dist/${file}`;
  });
}

const jsonLd = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')));

describe('<agency-property-detail> on the demo site', () => {
  it('shows a property with every group, posts one message to the map frame, carries JSON-LD and counts one visit', async () => {
    const property = await api<Property>('/properties/5101?lang=nl');
    const before = visitsOf(5101);
    const { context, page, requests } = await open('/property-detail/?id=5101', 'nl-BE');
    const detail = page.locator('agency-property-detail');

    expect(await detail.locator('h1').textContent()).toBe(property.Title.nl);
    expect(await detail.locator('.group .section__title').allTextContents()).toEqual([
      'Algemeen',
      'Prijs en kosten',
      'Oppervlaktes',
      'Indeling',
      'Comfort',
      'Energie',
      'Stedenbouw en wettelijke informatie',
      'Voorzieningen',
      'Rechterlijke beslissing',
    ]);
    // 512 kWh/m².year in Antwerp: label F of the Flemish scale, so the renovation notice
    expect(await detail.locator('.group--energy img').getAttribute('src')).toMatch(/\/epc\/flanders\/f\.svg$/);
    expect(await detail.locator('[part="energy-notice"]').textContent()).toContain('binnen 5 jaar renoveren tot minstens label D');
    expect(await detail.locator('[part="price"]').textContent()).toBe(formatCurrency(property.Price));

    // JSON-LD in the host page's head, outside the shadow root (its code comes once the property is in: waited for)
    await page.locator('head script[data-agency-listing]').waitFor({ state: 'attached' });
    const [listing, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: property.Title.nl,
      offers: { '@type': 'Offer', price: property.Price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(await page.evaluate(() => document.head.querySelector('script[data-agency-listing]') !== null)).toBe(true);

    // one view on the server
    await expect.poll(() => visitsOf(5101)).toBe(before + 1);
    expect(requests.filter((request) => request === 'POST /api/v1/visits').length).toBe(1);

    // the map frame of another origin, once the visitor accepts its cookie category
    const mapOrigin = harness.url('/').replace('127.0.0.1', 'localhost').replace(/\/$/, '');
    await page.evaluate((url) => document.querySelector('agency-config')!.setAttribute('map-url', url), `${mapOrigin}/map/`);
    // the map's place loads its code as the visitor scrolls down to it
    await detail.locator('.location').scrollIntoViewIfNeeded();
    await detail.locator('.location .consent-gate button').first().click();
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${mapOrigin}/map/`))).toBe(true);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${mapOrigin}/map/`))!;
    const messages = () => frame.evaluate(() => (window as unknown as { agencyMapMessages: { origin: string; data: Record<string, unknown> }[] }).agencyMapMessages);
    await expect.poll(async () => (await messages()).length).toBe(1);
    const [message] = await messages();
    expect(message!.origin).toBe(new URL(harness.url('/')).origin);
    expect(message!.data).toEqual({
      type: 'agency-map',
      version: 1,
      properties: [
        {
          id: 5101,
          title: property.Title.nl,
          latitude: property.Latitude,
          longitude: property.Longitude,
          price: formatCurrency(property.Price),
          address: `${property.Street} ${property.HouseNumber} bus ${property.BoxNr}, ${property.Zip} ${property.City}`,
          url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/nl\/te-koop\/.+-5101\/$/),
          picture: property.MainPicture!.Thumbs.low,
          typeId: 1,
          goal: 'sale',
          status: 'available',
          marquee: null,
          marqueeName: null,
        },
      ],
      mapType: 'roadmap',
      infoWindow: { language: 'nl', openLabel: 'Bekijk dit pand' },
      marker: null,
      marqueeIgnore: [3, 4],
    });
    // the frame drew it
    expect(await frame.locator('.marker').count()).toBe(1);
    expect(await frame.locator('.map__info h2').textContent()).toBe(property.Title.nl);

    // re-rendering the element posts nothing more
    await detail.evaluate((element) => element.setAttribute('heading-level', '2'));
    await detail.locator('h2.detail__title').waitFor();
    await page.waitForTimeout(300);
    expect((await messages()).length).toBe(1);

    // another language: the page follows, the frame is loaded anew with its one message, no second visit
    await page.locator('agency-language-switch button[lang="fr"]').click();
    await expect.poll(() => detail.locator('h2.detail__title').textContent()).toBe((await api<Property>('/properties/5101?lang=fr')).Title.fr);
    // the frame loads lazily: bring it into view, as a visitor scrolling down would
    await detail.locator('.location iframe').first().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const current = page.frames().find((candidate) => candidate.url().startsWith(`${mapOrigin}/map/`));
        return current?.evaluate(() => (window as unknown as { agencyMapMessages: { data: { infoWindow: unknown } }[] }).agencyMapMessages.map((item) => item.data.infoWindow));
      })
      .toEqual([{ language: 'fr', openLabel: 'Voir ce bien' }]);
    expect(visitsOf(5101)).toBe(before + 1);
    await context.close();
  });

  it('addresses the message to the map frame’s own origin only', async () => {
    // a map URL that ends up on another origin than it names does not get the listing
    const { context, page } = await open('/property-detail/?id=5103', 'en-GB');
    const moved = harness.url('/').replace('127.0.0.1', 'localhost').replace(/\/$/, '') + '/moved-map/';
    await context.route(moved, (route) => route.fulfill({ status: 302, headers: { location: harness.url('/map/') } }));
    await page.evaluate((url) => document.querySelector('agency-config')!.setAttribute('map-url', url), moved);
    await page.locator('agency-property-detail .location').scrollIntoViewIfNeeded();
    await page.locator('agency-property-detail .location .consent-gate button').first().click();
    await expect.poll(() => page.frames().some((frame) => frame.url() === harness.url('/map/'))).toBe(true);
    const frame = page.frames().find((candidate) => candidate.url() === harness.url('/map/'))!;
    await frame.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await frame.evaluate(() => (window as unknown as { agencyMapMessages: unknown[] }).agencyMapMessages)).toEqual([]);
    await context.close();
  });

  it('loads the players, the map, street view, the Mobiscore, the documents and the similar cards only as the visitor scrolls to them', async () => {
    const later = chunksHolding([
      'widgets/property-detail/MediaPlayer.tsx',
      'widgets/property-detail/MapFrame.tsx',
      'widgets/property-detail/StreetViewFrame.tsx',
      'widgets/property-detail/MobiscoreScores.tsx',
      'widgets/ui/detail/DocumentList.tsx',
      'widgets/property-detail/SimilarCards.tsx',
    ]);
    const { context, page, requests } = await open('/property-detail/?id=5160', 'en-GB');
    const detail = page.locator('agency-property-detail');
    await detail.locator('.similar').waitFor();
    const loaded = () => later.filter((file) => requests.includes(`GET ${file}`));
    expect(loaded()).toEqual([]);
    // every section is in the outline, each part's place held
    expect(await detail.locator('.section__title').allTextContents()).toEqual(expect.arrayContaining(['Video', 'Virtual tour', 'Mobiscore', 'Location', 'Documents', 'Similar properties']));
    expect(await detail.locator('.deferred .placeholder').count()).toBeGreaterThan(0);

    await scrollThrough(page);
    await expect.poll(() => detail.locator('.placeholder').count()).toBe(0);
    expect(loaded()).toEqual(later);
    expect(await detail.locator('.media .consent-gate, .location .consent-gate').count()).toBeGreaterThan(0);
    expect(await detail.locator('.mobiscore .score').count()).toBe(7);
    expect(await detail.locator('.similar .card').count()).toBeGreaterThan(0);
    // each part brought its stylesheet into the element's shadow root
    const display = (selector: string) => detail.locator(selector).first().evaluate((element) => getComputedStyle(element).display);
    expect(await display('.consent-gate')).toBe('flex');
    expect(await display('.mobiscore__list')).toBe('grid');
    expect(await display('.document__icon')).toBe('grid');
    expect(await display('.similar .card')).toBe('flex');
    await context.close();
  });

  const UNAVAILABLE: [number, string, string, string, RegExp][] = [
    [5109, 'fr-BE', 'sold', 'Bien vendu', /^\/fr\/a-vendre\/$/],
    [5112, 'nl-BE', 'rented', 'Het gevraagde pand is verhuurd.', /^\/nl\/te-huur\/$/],
    [5156, 'en-GB', 'sold out', 'This project is sold out.', /^\/en\/for-sale\/$/],
  ];
  for (const [id, locale, state, message, list] of UNAVAILABLE) {
    it(`says a ${state} property is ${state}, links back to its list and offers no requests`, async () => {
      const { context, page } = await open(`/property-detail/?id=${id}`, locale);
      const detail = page.locator('agency-property-detail');
      await detail.locator('h1').waitFor();
      expect(await detail.locator('.alert').first().locator('p').first().textContent()).toBe(message);
      expect(await detail.locator('.alert a').getAttribute('href')).toMatch(list);
      expect(await detail.locator('[part="action-visit"]').count()).toBe(0);
      expect((await jsonLd(page))[0].offers.availability).toBe(state === 'rented' ? 'https://schema.org/OutOfStock' : 'https://schema.org/SoldOut');
      await context.close();
    });
  }

  it('shows "not found" for an unknown property, with the way to the list, and counts no visit', async () => {
    const { context, page, requests } = await open('/property-detail/?id=99999', 'nl-BE');
    const detail = page.locator('agency-property-detail');
    expect(await detail.locator('h1').textContent()).toBe('Pand niet gevonden.');
    expect(await detail.locator('a.button').getAttribute('href')).toBe('/nl/ons-aanbod/');
    expect(requests.filter((request) => request.startsWith('POST /api/v1/visits'))).toEqual([]);
    expect(await jsonLd(page)).toEqual([]);
    await context.close();
  });

  it('shows a message, never another page, in place of a map whose page does not load, and loads it once it does', async () => {
    const { context, page } = await open('/property-detail/?id=5101', 'nl-BE');
    // a mistyped map-url: the host answers its own 404 page there
    await page.evaluate(() => document.querySelector('agency-config')!.setAttribute('map-url', '/no-such-map/'));
    const detail = page.locator('agency-property-detail');
    await detail.locator('.location').scrollIntoViewIfNeeded();
    await detail.locator('.location .consent-gate button').first().click();
    // the map's own (street view's frame, which cannot reach Google here, fails too, and may fail first)
    const failed = detail.locator('.location > .deferred > [part="frame-failed"]');
    await expect.poll(() => failed.getByRole('status').textContent()).toBe('Dit deel van de pagina kon niet geladen worden.');
    expect(page.frames().filter((frame) => frame.url().includes('/no-such-map/'))).toEqual([]);
    // once the page is there, "try again" shows it
    await context.route('**/no-such-map/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>map</p>' }));
    await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect.poll(() => page.frames().some((frame) => frame.url().endsWith('/no-such-map/'))).toBe(true);
    expect(await detail.locator('.location iframe.map').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('has no accessibility violation (axe-core): as it opens, scrolled through, and after the map is accepted', async () => {
    const { context, page } = await open('/property-detail/?id=5101', 'en-GB');
    await page.locator('agency-property-detail h1').waitFor();
    await page.locator('agency-property-detail .similar').waitFor();
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await scrollThrough(page);
    await expect.poll(() => page.locator('agency-property-detail .placeholder').count()).toBe(0);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await page.locator('agency-property-detail .location .consent-gate button').first().click();
    await page.locator('agency-property-detail iframe.map').first().waitFor();
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await context.close();
  });
});

describe('<agency-project-detail> on the demo site', () => {
  beforeAll(() => {
    // a project the agency has put online before its units are in the CRM
    const source = harness.app.db.prepare('SELECT data FROM projects WHERE id = 2').get() as { data: string };
    const project: Project = { ...(JSON.parse(source.data) as Project), ID: WITHOUT_UNITS, Constructions: [], Documents: [], UnitsAvailable: 0, UnitsTotal: 0 };
    harness.app.db
      .prepare("INSERT OR REPLACE INTO projects (id, online, zip, city, city_key, status, created_at, data) VALUES (?, 1, ?, ?, ?, 'available', ?, ?)")
      .run(WITHOUT_UNITS, project.Zip, project.City, project.City?.toLowerCase(), new Date().toISOString(), JSON.stringify(project));
  });
  afterAll(() => {
    harness.app.db.prepare('DELETE FROM projects WHERE id = ?').run(WITHOUT_UNITS);
  });

  it('lists the units of a project in a table with caption and headers', async () => {
    const project = await api<Project>('/projects/1?lang=fr');
    const { context, page } = await open('/project-detail/?id=1', 'fr-BE');
    const table = page.locator('agency-project-detail table');
    expect(await table.locator('caption').textContent()).toBe(`Tous les lots de ${project.Title.fr}`);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Lot', 'Étage', 'Type', 'Chambres', 'Surface habitable', 'Prix', 'Statut']);
    expect(await table.locator('tbody th[scope="row"]').allTextContents()).toEqual(project.Constructions.map((unit) => unit.Unit));
    expect(await page.locator('agency-project-detail .empty').count()).toBe(0);
    await context.close();
  });

  it('says so when a project has no units and no documents', async () => {
    const { context, page } = await open(`/project-detail/?id=${WITHOUT_UNITS}`, 'nl-BE');
    const detail = page.locator('agency-project-detail');
    await detail.locator('h1').waitFor();
    expect(await detail.locator('table').count()).toBe(0);
    expect(await detail.locator('.units .empty').textContent()).toBe('Geen units gevonden.');
    expect(await detail.locator('.files .empty').textContent()).toBe('Geen documenten.');
    await context.close();
  });

  it('shows the units as a list on a phone', async () => {
    const { context, page } = await open('/project-detail/?id=1', 'en-GB', { width: 375, height: 800 });
    const detail = page.locator('agency-project-detail');
    await detail.locator('h1').waitFor();
    expect(await detail.locator('table').isVisible()).toBe(false);
    expect(await detail.locator('.unit-card').count()).toBe((await api<Project>('/projects/1')).Constructions.length);
    expect(await detail.locator('.unit-card').first().isVisible()).toBe(true);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await context.close();
  });

  it('has no accessibility violation (axe-core)', async () => {
    const { context, page } = await open('/project-detail/?id=3', 'de-BE');
    await page.locator('agency-project-detail table').waitFor();
    await page.locator('agency-project-detail .similar').waitFor();
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await context.close();
  });
});
