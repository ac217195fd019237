// The visitor's main journey on the demo site, in Dutch and in French: the for-sale list,
// a filter and a sort, page 2, a property, back to the list with everything restored, a
// visit request with one invalid field corrected, the thank-you page, and the agency's
// mail in the outbox. axe-core checks every kind of page on the way (and a project page).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '../../core/api/contract.ts';
import { pagingTitle } from '../../core/format/paging.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import type { ProjectSummary, PropertySummary } from '../../core/property/types.ts';
import { pathFor, projectPath } from '../../core/routing/paths.ts';
import type { OutboxMail } from '../server/routes/outbox.ts';
import { catalogText } from '../testing/catalog-text.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';


const text = (language: 'nl' | 'fr', id: string) => catalogText(language, id);

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
const settled = (page: Page) => list(page).locator('.results[aria-busy="false"] .grid').first().waitFor();
const search = (page: Page) => page.evaluate(() => location.search);


describe('the visitor journey on the demo site', () => {
  for (const language of ['nl', 'fr'] as const) {
    it(`finds a property, asks for a visit and is thanked (${language})`, async () => {
      const context = await harness.browser.newContext({ locale: `${language}-BE`, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const forSale = pathFor('for-sale', language);

      // the list for sale, in the visitor's language
      await page.goto(harness.url(forSale));
      await settled(page);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(await axeViolations(page)).toEqual([]);

      // filter on houses and sort by price, then page 2
      await list(page).locator('input[name="type"][value="1"]').check();
      await list(page).locator('select[name="sort"]').selectOption('price');
      await expect.poll(() => search(page)).toBe('?type=1&sort=price');
      const query = 'goal=sale&type=1&sort=price&pageSize=12';
      const first = await api<ListPage<PropertySummary>>(`/properties?${query}&page=1&lang=${language}`);
      expect(first.pageCount).toBeGreaterThan(1);
      await list(page).locator('nav.pagination a[href$="pg=2"]').first().click();
      await expect.poll(() => search(page)).toBe('?type=1&sort=price&pg=2');
      await settled(page);
      const second = await api<ListPage<PropertySummary>>(`/properties?${query}&page=2&lang=${language}`);
      await expect.poll(() => list(page).locator('.summary').textContent()).toBe(pagingTitle(2, second.pageCount, second.total, language));
      const chosen = second.items[0]!;
      const title = pickTranslation(chosen.Title, language)!;
      expect(await list(page).locator('.card__title').first().textContent()).toBe(title);

      // the property's own page
      await list(page).locator('.card__link').first().click();
      const detail = page.locator('agency-property-detail');
      await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const detailUrl = page.url();
      expect(new URL(detailUrl).pathname.startsWith(forSale)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // back: the list comes back on page 2 with the filter and the sort
      await page.goBack();
      await settled(page);
      expect(await search(page)).toBe('?type=1&sort=price&pg=2');
      expect(await list(page).locator('input[name="type"][value="1"]').isChecked()).toBe(true);
      expect(await list(page).locator('select[name="sort"]').inputValue()).toBe('price');
      expect(await list(page).locator('.card__title').first().textContent()).toBe(title);
      await page.goForward();
      await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(title);

      // ask for a visit from the property's page
      const visitPath = pathFor('request-visit', language, { id: chosen.ID });
      await detail.locator(`a[href="${visitPath}"]`).first().click();
      await page.waitForURL(harness.url(visitPath));
      const form = page.locator('agency-property-request');
      await expect.poll(() => form.locator('.summary__title').textContent()).toBe(title);

      const email = `journey.${language}.${Date.now()}@example.be`;
      await form.locator('input[name="title"][value="ms"]').check();
      await form.locator('input[name="firstName"]').fill(language === 'nl' ? 'Els' : 'Claire');
      await form.locator('input[name="lastName"]').fill(language === 'nl' ? 'Peeters' : 'Dubois');
      await form.locator('input[name="email"]').fill(email.replace('@', ' at '));
      await form.locator('input[name="phone"]').fill('0470 12 34 56');
      await form.locator('textarea[name="remark"]').fill(language === 'nl' ? 'Liefst op zaterdag.' : 'De préférence le samedi.');
      await form.locator('button[type="submit"]').click();

      // one invalid field: the form-level message, the field marked and described
      await expect.poll(() => form.getByRole('alert').first().textContent()).toContain(text(language, 'validation.form'));
      const emailField = form.locator('input[name="email"]');
      expect(await emailField.getAttribute('aria-invalid')).toBe('true');
      expect(await form.locator('.field__error').first().textContent()).toContain(text(language, 'validation.emailInvalid'));
      expect(await axeViolations(page)).toEqual([]);

      // corrected and sent: the thank-you page of this form
      await emailField.fill(email);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === pathFor('feedback-contact-appointment', language), { timeout: 30_000 });
      const thanks = page.locator('agency-feedback');
      await expect.poll(() => thanks.getByRole('heading', { level: 1 }).textContent()).toBe(
        text(language, 'feedback.contactAppointment.title'),
      );
      expect(await page.evaluate(() => document.querySelector('agency-feedback')!.shadowRoot!.textContent)).toContain(
        text(language, 'feedback.contactAppointment.next'),
      );
      expect(await axeViolations(page)).toEqual([]);

      // the agency got the lead, and the visitor a confirmation in their language
      const { items: mails } = (await (await fetch(harness.url('/demo/outbox.json'))).json()) as { items: OutboxMail[] };
      const about = mails.filter((mail) => mail.text.includes(email) || mail.to.includes(email));
      expect(about.length).toBeGreaterThanOrEqual(2);
      expect(about.some((mail) => mail.to.includes(email) && mail.language === language)).toBe(true);
      expect(about.some((mail) => !mail.to.includes(email) && mail.text.includes(email))).toBe(true);
      await context.close();
    });
  }

  it('has no accessibility violation on a project page', async () => {
    const projects = await api<ListPage<ProjectSummary>>('/projects?lang=nl');
    const project = projects.items.find((item) => item.UnitsTotal > 0)!;
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto(harness.url(projectPath({ ID: project.ID, Title: project.Title }, 'nl')));
    const detail = page.locator('agency-project-detail');
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(
      pickTranslation(project.Title, 'nl'),
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
