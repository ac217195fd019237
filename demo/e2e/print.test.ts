// A property's page printed as a visitor prints it (Chromium's print to PDF, A4): at most
// three sheets, the agency's address at the top as a letterhead and never a sheet of its
// own, the last sheet holding some of the property's facts, and the photos as one block
// (the main photo and the thumbnails beside it in two columns, at most six) rather than a
// scatter. Printed for a house for sale with every group of facts, a flat to let and the
// listing with the most photos, in Dutch and in German (the longest labels). A heading never
// stands alone at the foot of a sheet.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertySummary } from '../../core/property/types.ts';
import { AGENCY } from '../server/site/content.ts';
import { type Harness, startHarness } from '../testing/harness.ts';
import { pdfPages } from '../testing/pdf.ts';

let harness: Harness;
let listed: PropertySummary[];
beforeAll(async () => {
  harness = await startHarness();
  listed = ((await (await fetch(harness.url('/api/v1/properties?pageSize=100&lang=nl'))).json()) as { items: PropertySummary[] }).items;
});
afterAll(() => harness?.close());

const PATHS = { nl: '/nl/pand/', de: '/de/immobilie/' } as const;

/** The page as it is left to print: every part loaded that loads as the visitor scrolls to it. */
async function opened(id: number, language: keyof typeof PATHS): Promise<Page> {
  const context = await harness.browser.newContext({ locale: language, viewport: { width: 1280, height: 900 } });
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
  const page = await context.newPage();
  await page.goto(harness.url(`${PATHS[language]}${id}/`), { waitUntil: 'networkidle' });
  await page.locator('agency-property-detail h1').waitFor();
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
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return page;
}

const FOOTER_LINES = [AGENCY.name, AGENCY.address, `${AGENCY.phone} · ${AGENCY.email}`];

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The texts of the headings a print of the page shows (the page's own and the widget's, in its shadow root). */
async function printedHeadings(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        if (/^H[1-6]$/.test(element.tagName) && (element as HTMLElement).offsetParent !== null) found.push((element as HTMLElement).innerText);
      }
    };
    walk(document);
    return found;
  });
  await page.emulateMedia({ media: null });
  return texts.map(folded).filter(Boolean);
}

/** The text of a sheet's lowest line (the pieces of text on its last baseline, left to right), the letterhead aside. */
function footLine(sheet: { text: string; depth: number }[]): string {
  const body = sheet.filter((line) => !FOOTER_LINES.includes(line.text.trim()));
  const lowest = Math.max(...body.map((line) => line.depth));
  return folded(body.filter((line) => lowest - line.depth < 0.004).map((line) => line.text).join(' '));
}

describe('printing a property', () => {
  const cases = () => {
    const sale = listed.find((property) => property.Goal === 0 && /huis|woning|villa/i.test(property.Title?.nl ?? ''))!;
    const rent = listed.find((property) => property.Goal === 1)!;
    return { sale, rent };
  };

  it.each(['nl', 'de'] as const)('takes at most three sheets in %s, the address at the top and facts on the last sheet', async (language) => {
    const { sale, rent } = cases();
    for (const property of [sale, rent]) {
      const page = await opened(property.ID, language);
      const headings = await printedHeadings(page);
      const pages = await pdfPages(new Uint8Array(await page.pdf({ format: 'A4', printBackground: true })));
      await page.context().close();
      const where = `${property.ID} in ${language}`;
      expect(pages.length, where).toBeGreaterThanOrEqual(1);
      expect(pages.length, where).toBeLessThanOrEqual(3);
      // the letterhead: the address among the first lines of the first sheet
      expect(pages[0]!.slice(0, 6).map((line) => line.text), where).toEqual(expect.arrayContaining([AGENCY.address]));
      // no sheet holds only the address (nor is the address split over two)
      for (const sheet of pages) expect(sheet.some((line) => !FOOTER_LINES.includes(line.text.trim())), where).toBe(true);
      const last = pages.at(-1)!;
      expect(last.filter((line) => !FOOTER_LINES.includes(line.text.trim())).length, where).toBeGreaterThan(3);
      // a heading never ends a sheet: what it heads follows it on the same sheet
      expect(headings.length, where).toBeGreaterThan(3);
      for (const [number, sheet] of pages.slice(0, -1).entries()) {
        const foot = footLine(sheet);
        expect(headings.includes(foot), `${where}: "${foot}" ends sheet ${number + 1}`).toBe(false);
      }
    }
  });

  it('lays the photos out as one block: the main photo, up to six thumbnails beside it in two columns', async () => {
    const page = await opened(listed[0]!.ID, 'nl');
    await page.emulateMedia({ media: 'print' });
    const layout = await page.locator('agency-property-detail').evaluate((host) => {
      const root = host.shadowRoot!;
      const box = (element: Element) => element.getBoundingClientRect();
      const main = box(root.querySelector('.gallery__main')!);
      const thumbs = [...root.querySelectorAll('.gallery__thumbs > *')].map(box).filter((rect) => rect.width > 0 && rect.height > 0);
      return { main: { left: main.left, right: main.right, top: main.top, bottom: main.bottom }, thumbs: thumbs.map((rect) => ({ left: rect.left, top: rect.top, bottom: rect.bottom })), all: root.querySelectorAll('.gallery__thumbs > *').length };
    });
    await page.context().close();
    expect(layout.all).toBeGreaterThan(1);
    expect(layout.thumbs.length).toBe(Math.min(layout.all, 6));
    const columns = new Set(layout.thumbs.map((thumb) => Math.round(thumb.left)));
    const rows = new Set(layout.thumbs.map((thumb) => Math.round(thumb.top)));
    expect(columns.size).toBeLessThanOrEqual(2);
    expect(rows.size).toBe(Math.ceil(layout.thumbs.length / 2));
    for (const thumb of layout.thumbs) {
      expect(thumb.left).toBeGreaterThan(layout.main.right - 1); // beside the main photo
      expect(thumb.top).toBeGreaterThanOrEqual(layout.main.top - 1);
    }
  });
});
