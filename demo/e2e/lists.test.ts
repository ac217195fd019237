// The property and project lists on the demo site, end to end in Chromium against the
// seeded server: filter, sort, page 2, reload and back with everything restored, in nl and
// fr; the device layouts; and axe-core on both lists. What the page shows is compared
// with what the API answers for the same query, so no seeded number is written here.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import { pagingTitle } from '../../core/format/paging.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { ProjectSummary, PropertySummary } from '../../core/property/types.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

async function api<T>(path: string): Promise<T> {
  const response = await fetch(harness.url(`/api/v1${path}`));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const list = (page: Page) => page.locator('agency-property-list');
const summary = (page: Page) => list(page).locator('.summary');

/** Waits until the list shows the results of its current URL. */
async function settled(page: Page, root = list(page)): Promise<void> {
  await root.locator('.results[aria-busy="false"] .grid, .results[aria-busy="false"] .empty').first().waitFor();
  // a list the server rendered shows its cards before its code: wait until the element has taken them over (its answers read)
  await page.waitForFunction(() => {
    const rendered = (root: Document | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap((element) => [...(element.hasAttribute('data-agency-rendered') ? [element] : []), ...(element.shadowRoot ? rendered(element.shadowRoot) : [])]);
    return rendered(document).every((element) => element.matches(':defined') && !element.shadowRoot?.querySelector('script[data-agency-answers]'));
  });
}

const cardTitles = (page: Page, root = list(page)) => root.locator('.card__title').allTextContents();

async function expectResults(page: Page, language: Language, query: string): Promise<void> {
  const answer = await api<ListPage<PropertySummary>>(`/properties?${query}&pageSize=12&lang=${language}`);
  await expect.poll(() => summary(page).textContent()).toBe(pagingTitle(answer.page, answer.pageCount, answer.total, language));
  // polled too: another sort of the same search has the same paging title, and the list may
  // not have started loading it yet when the previous cards are still there
  await expect.poll(() => cardTitles(page)).toEqual(answer.items.map((item) => pickTranslation(item.Title, language)));
}

describe('<agency-property-list> on the demo site', () => {
  for (const language of ['nl', 'fr'] as const) {
    it(`filters, sorts, pages, reloads and goes back with the filters restored (${language})`, async () => {
      const context = await harness.browser.newContext({ locale: `${language}-BE`, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(harness.url(`/property-list/?lng=${language}`));
      await settled(page);
      await expectResults(page, language, 'sort=-date&page=1');

      // each choice is a history step, and the page's own parameter (lng) stays
      await list(page).locator('input[name="goal"][value="sale"]').check();
      await expect.poll(() => page.evaluate(() => location.search)).toBe(`?lng=${language}&goal=sale`);
      await list(page).locator('input[name="type"][value="1"]').check();
      await list(page).locator('select[name="sort"]').selectOption('price');
      await expect.poll(() => page.evaluate(() => location.search)).toBe(`?lng=${language}&goal=sale&type=1&sort=price`);
      await settled(page);
      await expectResults(page, language, 'goal=sale&type=1&sort=price&page=1');

      const answer = await api<ListPage<PropertySummary>>(`/properties?goal=sale&type=1&sort=price&pageSize=12&lang=${language}`);
      expect(answer.pageCount).toBeGreaterThan(1); // the seed has enough houses for sale to page through
      const navigation = list(page).locator('nav.pagination');
      expect(await navigation.getAttribute('aria-label')).toBe(pagingTitle(1, answer.pageCount, answer.total, language));
      await navigation.locator('a[href$="pg=2"]').first().click();
      await expect.poll(() => page.evaluate(() => location.search)).toBe(`?lng=${language}&goal=sale&type=1&sort=price&pg=2`);
      await settled(page);
      await expectResults(page, language, 'goal=sale&type=1&sort=price&page=2');
      // focus moved to the results' title, so a keyboard user continues from the top of the new page
      expect(await page.evaluate(() => document.querySelector('agency-property-list')!.shadowRoot!.activeElement?.className)).toBe('summary');

      await page.reload();
      await settled(page);
      await expectResults(page, language, 'goal=sale&type=1&sort=price&page=2');
      expect(await list(page).locator('input[name="goal"][value="sale"]').isChecked()).toBe(true);
      expect(await list(page).locator('input[name="type"][value="1"]').isChecked()).toBe(true);
      expect(await list(page).locator('select[name="sort"]').inputValue()).toBe('price');

      await page.goBack();
      await expect.poll(() => page.evaluate(() => location.search)).toBe(`?lng=${language}&goal=sale&type=1&sort=price`);
      await settled(page);
      await expectResults(page, language, 'goal=sale&type=1&sort=price&page=1');
      expect(await list(page).locator('input[name="type"][value="1"]').isChecked()).toBe(true);

      await page.goBack(); // before the sort
      await expect.poll(() => list(page).locator('select[name="sort"]').inputValue()).toBe('-date');
      await settled(page);
      await expectResults(page, language, 'goal=sale&type=1&sort=-date&page=1');
      expect(await list(page).locator('input[name="goal"][value="sale"]').isChecked()).toBe(true);

      await page.goForward();
      await expect.poll(() => list(page).locator('select[name="sort"]').inputValue()).toBe('price');
      await context.close();
    });
  }

  it('searches by postal code or municipality as the visitor types, in one history step', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(harness.url('/property-list/'));
    await settled(page);
    const before = await page.evaluate(() => history.length);
    await list(page).locator('input[name="place"]').pressSequentially('Antwerpen');
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?city=Antwerpen');
    await settled(page);
    await expectResults(page, 'nl', 'city=Antwerpen&sort=-date&page=1');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);

    await list(page).locator('input[name="place"]').fill('9999');
    await expect.poll(() => list(page).locator('.empty').count()).toBe(1);
    expect(await list(page).locator('.empty').textContent()).toContain('Er zijn geen resultaten voor uw zoekopdracht.');
    await list(page).locator('.empty button').click(); // widen the search
    await expect.poll(() => page.evaluate(() => location.search)).toBe('');
    await settled(page);
    expect(await list(page).locator('input[name="place"]').inputValue()).toBe('');
    await context.close();
  });

  it('brings the visitor back to the card they opened, on the per-page site and in <agency-app>', async () => {
    for (const path of ['/nl/te-koop/', '/app/nl/te-koop/']) {
      const context = await harness.browser.newContext({ locale: 'nl-BE', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(harness.url(path));
      await settled(page);
      // the cookie banner takes the focus while it waits for an answer (and gives it back after):
      // answered on the first page, as a visitor does, so it does not race the list for the focus
      await page.locator('agency-cookie-consent').getByRole('button', { name: 'Enkel noodzakelijke' }).click();
      const card = list(page).locator('.card__link').nth(7);
      const title = await card.textContent();
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await page.locator('agency-property-detail h1').waitFor();
      await page.goBack();
      await settled(page);
      // the opened card's link has the focus, and it is on screen
      await expect.poll(() => page.evaluate(() => document.querySelector('agency-app')?.shadowRoot?.querySelector('agency-property-list')?.shadowRoot?.activeElement?.textContent ?? document.querySelector('agency-property-list')?.shadowRoot?.activeElement?.textContent)).toBe(title);
      const box = (await list(page).locator('.card__link').nth(7).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      // a reload later starts at the top again
      await page.reload();
      await settled(page);
      expect(await page.evaluate(() => document.querySelector('agency-property-list')?.shadowRoot?.activeElement ?? null)).toBeNull();
      await context.close();
    }
  });

  it('keeps the goal of a "for sale" page and offers no goal choice', async () => {
    const context = await harness.browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto(harness.url('/property-list/for-sale/?goal=rent'));
    await settled(page);
    await expectResults(page, 'fr', 'goal=sale&sort=-date&page=1');
    expect(await list(page).locator('input[name="goal"]').count()).toBe(0);
    expect(await list(page).locator('h1').textContent()).toBe('À vendre');
    await context.close();
  });

  it('asks for its properties while its texts are on their way, and shows nothing until they are in', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    let asked!: () => void;
    const propertiesAsked = new Promise<void>((resolve) => (asked = resolve));
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/properties?')) asked();
    });
    // the list's texts (one file) are held back until the test lets them go
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let textsAsked = false;
    await page.route(/\/chunks\/texts-property-list-nl-/, async (route) => {
      textsAsked = true;
      await released;
      await route.continue();
    });
    await page.goto(harness.url('/property-list/'));
    const askedInTime = await Promise.race([propertiesAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    const display = () => list(page).locator('.agency-root').evaluate((root) => getComputedStyle(root).display);
    try {
      expect(askedInTime).toBe(true);
      expect(await display()).toBe('none');
    } finally {
      release();
    }
    await settled(page);
    expect(textsAsked).toBe(true);
    expect(await display()).not.toBe('none');
    await expectResults(page, 'nl', 'sort=-date&page=1');
    await context.close();
  });

  // over HTTP/1.1 a page's requests queue six at a time: the screen's code goes first
  it('asks for the list’s code before the site frame’s (language switch, cookie banner)', async () => {
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const chunk = request.url().match(/\/chunks\/([a-z-]+)-[\w-]{8}\.js$/)?.[1];
      if (chunk) chunks.push(chunk);
    });
    await page.goto(harness.url('/nl/te-koop/'));
    await settled(page);
    await expect.poll(() => chunks.includes('cookie-consent') && chunks.includes('language-switch')).toBe(true);
    expect(chunks.indexOf('property-list')).toBeLessThan(chunks.indexOf('language-switch'));
    expect(chunks.indexOf('property-list')).toBeLessThan(chunks.indexOf('cookie-consent'));
    // and what the list's chunk imports, along with it rather than after it
    expect(chunks.indexOf('lists')).toBeLessThan(chunks.indexOf('language-switch'));
    await context.close();
  });

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    it(`lays the cards out in ${columns} column(s) at ${width} px, the first row's pictures loaded at once`, async () => {
      const context = await harness.browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(harness.url('/property-list/'));
      await settled(page);
      const lefts = await list(page).locator('.grid > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
      const loading = await list(page).locator('.card__media img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
      expect(loading.slice(0, columns).every((value) => value === 'eager')).toBe(true);
      expect(loading.slice(columns).every((value) => value === 'lazy')).toBe(true);
      // every picture is sized before it loads, so nothing shifts
      const sized = await list(page).locator('.card__media img').evaluateAll((images) => images.every((image) => image.getAttribute('width') && image.getAttribute('height')));
      expect(sized).toBe(true);
      // on a phone the filters fold away behind one button, so the results come first
      const toggle = list(page).locator('.filters__toggle');
      expect(await toggle.count()).toBe(width < 768 ? 1 : 0);
      if (width < 768) {
        expect(await list(page).locator('form[role="search"]').isVisible()).toBe(false);
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await list(page).locator('form[role="search"]').isVisible()).toBe(true);
      }
      await context.close();
    });
  }

  for (const [path, language] of [
    ['/property-list/', 'nl'],
    ['/property-list/', 'fr'],
    ['/property-list/flanders/', 'en'],
  ] as const) {
    it(`has no accessibility violation (axe-core): ${path} in ${language}`, async () => {
      const context = await harness.browser.newContext({ locale: `${language}-BE` });
      const page = await context.newPage();
      await page.goto(harness.url(`${path}?lng=${language}`));
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('<agency-project-list> on the demo site', () => {
  for (const language of ['nl', 'fr'] as const) {
    it(`shows the projects of the API, pages, reloads and goes back (${language})`, async () => {
      const context = await harness.browser.newContext({ locale: `${language}-BE` });
      const page = await context.newPage();
      await page.goto(harness.url(`/project-list/paged/?lng=${language}`));
      const projects = page.locator('agency-project-list');
      await settled(page, projects);
      const first = await api<ListPage<ProjectSummary>>(`/projects?pageSize=2&page=1&lang=${language}`);
      const second = await api<ListPage<ProjectSummary>>(`/projects?pageSize=2&page=2&lang=${language}`);
      const titles = (answer: ListPage<ProjectSummary>) => answer.items.map((item) => pickTranslation(item.Title, language));
      expect(await cardTitles(page, projects)).toEqual(titles(first));

      await projects.locator('nav.pagination a[href$="pg=2"]').first().click();
      await expect.poll(() => cardTitles(page, projects)).toEqual(titles(second));
      expect(await page.evaluate(() => location.search)).toBe(`?lng=${language}&pg=2`);
      await page.reload();
      await settled(page, projects);
      expect(await cardTitles(page, projects)).toEqual(titles(second));
      await page.goBack();
      await expect.poll(() => cardTitles(page, projects)).toEqual(titles(first));
      await context.close();
    });

    it(`has no accessibility violation (axe-core) in ${language}`, async () => {
      const context = await harness.browser.newContext({ locale: `${language}-BE` });
      const page = await context.newPage();
      await page.goto(harness.url(`/project-list/?lng=${language}`));
      await settled(page, page.locator('agency-project-list'));
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
