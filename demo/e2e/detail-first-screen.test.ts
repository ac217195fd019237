// The first screen of a property's page on a phone, in Chromium against the demo site: the
// property (its photo first, as the portals open on it, then its title and price on the
// same screen, the key facts and the start of its description) comes first, in every
// language; the visit is one call that shows the next free moments and opens the rest as a
// step (a modal dialog: named, focus inside, Escape, focus back); a fully booked property
// offers one way to request a visit; the other requests are visible buttons. axe at 375 and
// 1280 px, the step open and closed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentSlots } from '../../core/api/contract.ts';
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

/** Where a phone's first screens end: the description starts above this line. */
const FIRST_SCREENS_PX = 1200;
const PHONE = { width: 375, height: 800 };

const one = <T>(sql: string) => harness.app.db.prepare(sql).pluck().get() as T;

/** An available property whose calendar has free moments, with a description in every language. */
const openProperty = () =>
  one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'open' AND goal = 0 ORDER BY id LIMIT 1`);

async function freeSlots(propertyId: number): Promise<AppointmentSlots> {
  return (await (await fetch(harness.url(`/api/v1/appointments?propertyId=${propertyId}`))).json()) as AppointmentSlots;
}

async function open(path: string, language: Language, viewport = PHONE): Promise<Page> {
  const context = await harness.browser.newContext({ locale: `${language}-BE`, timezoneId: 'Europe/Brussels', viewport });
  const page = await context.newPage();
  await page.goto(harness.url(path));
  return page;
}

/** The page once the property is on screen, in the fonts it will keep. */
async function settled(page: Page) {
  const detail = page.locator('agency-property-detail');
  await detail.locator('.description .rich-text').waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return detail;
}

/** The visit call, scrolled to (its moments load as it comes near) and showing them. */
async function visitCall(page: Page) {
  const detail = page.locator('agency-property-detail');
  // the section stays while the moments take the placeholder's place inside it
  await detail.locator('.actions').scrollIntoViewIfNeeded();
  await detail.locator('.visit[data-state="ready"]').waitFor();
  return detail;
}

/** The top of an element from the top of the document, in CSS pixels. */
const documentTop = (page: Page, selector: string) =>
  page
    .locator('agency-property-detail')
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

async function expectAccessible(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, { iframes: false }), `${label} at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}px`).toBe(true);
  }
}

describe('the first screen of a property on a phone', () => {
  it.each(LANGUAGES.map((language) => [language]))(
    'opens on the photo, with the price on the first screen, the key facts and the start of the description within the first 1,200 px (%s)',
    async (language) => {
      const page = await open(pathFor('property', language, { id: openProperty() }), language);
      await settled(page);
      const top = {
        price: await documentTop(page, '[part="price"]'),
        facts: await documentTop(page, '.key-facts'),
        gallery: await documentTop(page, '[part="gallery"]'),
        description: await documentTop(page, '.description .rich-text'),
      };
      expect(top.description, JSON.stringify(top)).toBeLessThanOrEqual(FIRST_SCREENS_PX);
      // the photo first, and the price under it still on the first screen
      expect(top.gallery, JSON.stringify(top)).toBeLessThan(top.price);
      const photo = await page.locator('agency-property-detail').locator('.gallery__main').boundingBox();
      expect(photo!.y + photo!.height, 'the whole main photo on the first screen').toBeLessThanOrEqual(PHONE.height / 2);
      const price = await page.locator('agency-property-detail').locator('[part="price"]').boundingBox();
      expect(price!.y + price!.height, JSON.stringify(top)).toBeLessThanOrEqual(PHONE.height);
      expect(top.facts).toBeGreaterThan(top.price);
      await page.context().close();
    },
  );
});

describe('the visit call of a property page', () => {
  it('shows the next free moments, opens the booking as a named step with the chosen moment, closes with Escape and gives the focus back', async () => {
    const propertyId = openProperty();
    const free = await freeSlots(propertyId);
    const soonest = [...free.slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]!;
    const page = await open(pathFor('property', 'nl', { id: propertyId }), 'nl');
    const detail = await settled(page).then(() => visitCall(page));
    const actions = detail.getByRole('region', { name: 'Interesse in dit pand?' });

    // the next moments, the soonest first, each a chip of one line ("10:00–10:30" never broken)
    const chips = actions.locator('.moment');
    expect(await chips.count()).toBeGreaterThanOrEqual(3);
    expect(await chips.count()).toBeLessThanOrEqual(4);
    const hours = new Intl.DateTimeFormat('nl-BE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Brussels' });
    expect(await chips.first().locator('.moment__time').textContent()).toBe(`${hours.format(Date.parse(soonest.start))}–${hours.format(Date.parse(soonest.end))}`);
    for (const time of await chips.locator('.moment__time').all()) {
      expect(await time.evaluate((element) => element.getClientRects().length), 'one line').toBe(1);
    }
    // one call to visit, a word on booking against requesting, the other requests as buttons
    expect(await actions.getByRole('button', { name: 'Een bezoek plannen' }).count()).toBe(1);
    expect(await actions.locator('.visit__note').textContent()).toContain('meteen per e-mail bevestigd');
    expect(await actions.locator('.visit__note').getByRole('link', { name: 'Bezoek aanvragen' }).getAttribute('href')).toBe(
      pathFor('request-visit', 'nl', { id: propertyId }),
    );
    expect(await actions.locator('.actions__more a.button').allTextContents()).toEqual([
      'Meer informatie aanvragen',
      'Documenten aanvragen',
      'Een bod uitbrengen',
      'Doorsturen naar een vriend',
    ]);
    // the booking's code is not loaded before the visitor asks for it
    expect(await page.evaluate(() => customElements.get('agency-appointment') === undefined)).toBe(true);
    await expectAccessible(page, 'the call');

    // a chip opens the step: a modal dialog named after it, the moment already chosen and focused
    await page.setViewportSize(PHONE);
    await chips.first().click();
    const step = detail.getByRole('dialog', { name: 'Bezoek boeken' });
    await step.waitFor();
    const plugin = step.locator('agency-appointment');
    await expect.poll(() => plugin.locator('input[name="slotId"]:checked').getAttribute('value')).toBe(soonest.id);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('agency-property-detail')?.shadowRoot?.querySelector('agency-appointment')?.shadowRoot?.activeElement?.getAttribute('value'),
        ),
      )
      .toBe(soonest.id);
    // every day and the form are in the step
    expect(await plugin.locator('input[name="slotId"]').count()).toBe(free.slots.length);
    expect(await plugin.getByRole('button', { name: 'Dit bezoek boeken' }).count()).toBe(1);
    await expectAccessible(page, 'the step');

    // Escape closes it, and the focus is back on the chip
    await page.keyboard.press('Escape');
    await expect.poll(() => step.count()).toBe(0);
    expect(await chips.first().evaluate((chip) => (chip.getRootNode() as ShadowRoot).activeElement === chip)).toBe(true);

    // "Plan a visit" opens it too, every moment to choose from; the one chosen before is kept, as everything the visitor filled in
    await actions.getByRole('button', { name: 'Een bezoek plannen' }).click();
    await step.waitFor();
    await expect.poll(() => plugin.locator('input[name="slotId"]').count()).toBe(free.slots.length);
    expect(await plugin.locator('input[name="slotId"]:checked').getAttribute('value')).toBe(soonest.id);
    await step.getByRole('button', { name: 'Sluiten' }).click();
    await expect.poll(() => step.count()).toBe(0);
    await page.context().close();
  });

  it('keeps "plan a visit" at hand on a phone once the call is scrolled past, in a bar that hides no focused control', async () => {
    const page = await open(pathFor('property', 'nl', { id: openProperty() }), 'nl');
    const detail = await settled(page).then(() => visitCall(page));
    const bar = detail.locator('.visit-bar');
    const scrollPadding = () => page.evaluate(() => document.documentElement.style.scrollPaddingBottom);
    // well into the property, its end still below the screen
    const intoProperty = () =>
      page.evaluate(() => {
        const end = document.querySelector('agency-property-detail')!.getBoundingClientRect().bottom + scrollY;
        window.scrollTo(0, end - innerHeight - 1200);
      });
    // the call in view: no bar
    expect(await bar.isVisible()).toBe(false);
    await intoProperty();
    await expect.poll(() => bar.isVisible()).toBe(true);
    // at the bottom of the screen, its height kept free under a focused control
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(await scrollPadding()).toBe(`${await bar.evaluate((element) => (element as HTMLElement).offsetHeight)}px`);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    // it opens the same step, without a second card of the property; the focus comes back to
    // it, and the page stays where the visitor left it (the cookie banner, still waiting at the
    // foot, makes way for the fixed bar instead of scrolling the page under it)
    const scrolled = await page.evaluate(() => scrollY);
    await bar.getByRole('button', { name: 'Een bezoek plannen' }).click();
    const step = detail.getByRole('dialog', { name: 'Bezoek boeken' });
    await step.waitFor();
    await expect.poll(() => step.locator('agency-appointment input[name="slotId"]').count()).toBeGreaterThan(0);
    expect(await step.locator('agency-appointment [part="property"]').count()).toBe(0);
    expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(8);
    await page.keyboard.press('Escape');
    await expect.poll(() => step.count()).toBe(0);
    expect(await bar.getByRole('button').evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(8);
    // and the room under a focused control is kept again
    expect(await scrollPadding()).toBe(`${await bar.evaluate((element) => (element as HTMLElement).offsetHeight)}px`);

    // at the foot of the page it goes (it would cover the footer's last links), and with it the room kept for it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await scrollPadding()).toBe('');
    await intoProperty();
    await expect.poll(() => bar.isVisible()).toBe(true);

    // back at the call, the bar goes, and with it the room kept for it
    await detail.locator('.visit').scrollIntoViewIfNeeded();
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await scrollPadding()).toBe('');

    // 600 px and wider: never
    await page.setViewportSize({ width: 800, height: 900 });
    await intoProperty();
    await expect.poll(() => scrollPadding()).toBe('0px');
    expect(await bar.isVisible()).toBe(false);
    await page.context().close();
  });

  it('offers one way to a fully booked property: request a visit, without a second form or property card', async () => {
    const propertyId = one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'full' ORDER BY id LIMIT 1`);
    const page = await open(pathFor('property', 'fr', { id: propertyId }), 'fr');
    const detail = await settled(page).then(() => visitCall(page));
    const actions = detail.getByRole('region', { name: 'Ce bien vous intéresse\u202f?' });
    expect(await actions.locator('.visit__full').textContent()).toBe('Tous les rendez-vous sont complets.');
    expect(await actions.locator('.moment').count()).toBe(0);
    const visitLinks = actions.locator('.visit a');
    expect(await visitLinks.count()).toBe(1);
    expect(await visitLinks.textContent()).toBe('Demander une visite');
    expect(await visitLinks.getAttribute('href')).toBe(pathFor('request-visit', 'fr', { id: propertyId }));
    expect(await detail.locator('form, agency-property-request, agency-appointment, .summary').count()).toBe(0);
    await expectAccessible(page, 'fully booked');
    await page.context().close();
  });
});

