// "Keep me informed" end to end, in French and in Dutch: zones chosen in the tree (by a
// search) and on the map by keyboard, each showing the other's choice; the live count;
// one invalid field corrected; the confirmation by the mail's link; a matching and a
// non-matching listing published, and exactly one alert, with the matching one; the
// unsubscribe link; another match, and no new mail. axe-core on the form with its map.
// Then the edit link of a mail, and the map alone, by keyboard.
import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/paths.ts';
import { catalogText } from '../testing/catalog-text.ts';
import { mailLink } from '../testing/outbox.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

const ADMIN_TOKEN = 'e2e-admin';
const text = (language: 'nl' | 'fr', id: string) => catalogText(language, id);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ adminToken: ADMIN_TOKEN });
});
afterAll(() => harness?.close());

const linkIn = mailLink;

let nextId = 95_000;
/** Publishes a house for sale through the demo's back office, in `place`. */
async function publish(title: string, place: { Zip: string; City: string; RegionID: number }): Promise<void> {
  const template = (await (await fetch(harness.url('/api/v1/properties?goal=sale&pageSize=1'))).json()).items[0] as Property;
  const response = await fetch(harness.url('/api/v1/admin/listings'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({
      property: { ...template, ID: nextId++, Goal: 0, WebID: 1, CountryID: 10, Status: 'available', Price: 320_000, PublishPrice: true, ...place, Title: { nl: title, fr: title, en: title, de: title } },
    }),
  });
  expect(response.status).toBe(201);
}

/** A field by its label, which ends with the required mark where there is one. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const checkbox = (form: Locator, name: string) => form.getByRole('checkbox', { name, exact: true });
const option = (form: Locator, name: string) => form.getByRole('listbox', { name: /./ }).last().getByRole('option', { name, exact: true });

const SCENES = {
  fr: { gent: 'Gand', latem: 'Sint-Martens-Latem', province: 'Flandre orientale', goal: 'choice.goal.buy', count: /\d+ biens? correspond/ },
  nl: { gent: 'Gent', latem: 'Sint-Martens-Latem', province: 'Oost-Vlaanderen', goal: 'choice.goal.buy', count: /Vandaag (past|passen) \d+/ },
} as const;

describe('keep me informed', () => {
  for (const language of ['fr', 'nl'] as const) {
    it(`chooses zones in the tree and on the map, confirms, gets one alert and unsubscribes (${language})`, async () => {
      const scene = SCENES[language];
      const email = `demand.${language}.${Date.now()}@example.be`;
      const context = await harness.browser.newContext({ locale: `${language}-BE`, viewport: { width: 1280, height: 900 } });
      const page: Page = await context.newPage();
      await page.goto(harness.url(pathFor('demand-register', language)));
      await page.locator('agency-cookie-consent').getByRole('button', { name: text(language, 'cookieConsent.onlyNecessary') }).click();
      const form = page.locator('agency-demand-form');

      await form.getByLabel(text(language, 'choice.goal.buy')).check();
      await form.getByRole('checkbox', { name: language === 'fr' ? 'Résidentiel' : 'Wonen' }).check();

      // the tree, by a search: Gent ticked there and on the map's list
      const count = form.locator('[part="count"]');
      await expect.poll(() => count.textContent()).toMatch(scene.count);
      const before = await count.textContent();
      await form.getByRole('combobox', { name: text(language, 'demandForm.zones.search') }).fill(scene.gent.slice(0, 4));
      await form.getByRole('option', { name: new RegExp(`^${scene.gent}`) }).first().click();
      await expect.poll(() => checkbox(form, scene.gent).isChecked()).toBe(true);
      await expect.poll(() => option(form, scene.gent).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => count.textContent()).not.toBe(before);

      // the map, by keyboard alone: zoom to the province, move in the list, tick with Space
      await form.getByLabel(text(language, 'regionMap.zoom'), { exact: true }).selectOption({ label: scene.province });
      const list = form.getByRole('listbox', { name: text(language, 'regionMap.list') });
      await list.focus();
      const names = await list.getByRole('option').allTextContents();
      await page.keyboard.press('Home');
      for (let step = 0; step < names.indexOf(scene.latem); step++) await page.keyboard.press('ArrowDown');
      expect(await list.getAttribute('aria-activedescendant')).toBe(await option(form, scene.latem).getAttribute('id'));
      await page.keyboard.press('Space');
      await expect.poll(() => option(form, scene.latem).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => checkbox(form, scene.latem).isChecked()).toBe(true);
      // and the other way: unticking in the tree unticks on the map
      await checkbox(form, scene.gent).uncheck();
      await expect.poll(() => option(form, scene.gent).getAttribute('aria-selected')).toBe('false');
      await checkbox(form, scene.gent).check();
      await expect.poll(() => option(form, scene.gent).getAttribute('aria-selected')).toBe('true');

      expect(await axeViolations(page)).toEqual([]);

      // the person, with one invalid field, corrected
      await form.getByLabel(text(language, 'choice.frequency.instant')).check();
      await form.getByLabel(text(language, 'choice.title.ms')).check();
      await field(form, text(language, 'field.firstName')).fill('Sofie');
      await field(form, text(language, 'field.lastName')).fill('Claes');
      await field(form, text(language, 'field.email')).fill('sofie.claes@');
      await field(form, text(language, 'field.phone')).fill('0470 11 22 33');
      await form.getByRole('button', { name: text(language, 'demandForm.submit') }).click();
      await expect.poll(() => form.getByRole('alert').first().textContent()).toContain(text(language, 'validation.form'));
      expect(await field(form, text(language, 'field.email')).getAttribute('aria-invalid')).toBe('true');
      await field(form, text(language, 'field.email')).fill(email);
      await form.getByRole('button', { name: text(language, 'demandForm.submit') }).click();
      await page.waitForURL((url) => url.pathname === pathFor('feedback-demand-register', language), { timeout: 30_000 });
      await expect.poll(() => page.locator('agency-feedback').evaluate((element) => element.shadowRoot!.textContent)).toContain(
        text(language, 'feedback.demandRegister.confirm'),
      );

      // nothing stored before the confirmation; the mail's link confirms
      const confirmMail = (await harness.outbox()).find((mail) => mail.to === email && mail.kind === 'demand.confirm')!;
      expect(confirmMail.language).toBe(language);
      expect(harness.app.db.prepare('SELECT COUNT(*) FROM demands WHERE email = ?').pluck().get(email)).toBe(0);
      await page.goto(linkIn(confirmMail, 'confirm'));
      await expect.poll(() => form.getByText(text(language, 'demandForm.confirmed')).count()).toBe(1);
      expect(harness.app.db.prepare('SELECT COUNT(*) FROM demands WHERE email = ?').pluck().get(email)).toBe(1);

      // a match in Sint-Martens-Latem, and a house in Liège that is not
      const mailsBefore = (await harness.outbox()).length;
      const match = `Villa ${language} ${Date.now()}`;
      await publish(match, { Zip: '9830', City: 'Sint-Martens-Latem', RegionID: 44064 });
      await publish(`Maison Liège ${language}`, { Zip: '4000', City: 'Liège', RegionID: 62063 });
      const alerts = (await harness.outbox()).slice(0, (await harness.outbox()).length - mailsBefore).filter((mail) => mail.to === email);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.kind).toBe('demand.alert');
      expect(alerts[0]!.text).toContain(match);
      expect(alerts[0]!.text).not.toContain('Liège');
      expect(alerts[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // the unsubscribe link, the spec's success text, and silence after it
      await page.goto(linkIn(alerts[0]!, 'unsubscribe'));
      await form.getByRole('button', { name: text(language, 'demandForm.unsubscribe.button') }).click();
      await expect.poll(() => form.getByText(text(language, 'success.unsubscribed')).count()).toBe(1);
      const afterUnsubscribe = (await harness.outbox()).length;
      await publish(`Villa encore ${language}`, { Zip: '9000', City: 'Gent', RegionID: 44021 });
      expect((await harness.outbox()).slice(0, (await harness.outbox()).length - afterUnsubscribe).filter((mail) => mail.to === email)).toEqual([]);
      await context.close();
    });
  }

  it('changes the search behind the edit link of a mail (nl)', async () => {
    const email = `edit.${Date.now()}@example.be`;
    // a demand as the confirmation link leaves it (the form's own way there is the test above)
    const raw = `e2e-${Date.now()}`;
    const data = { goal: 'rent', propertyTypes: [1], zones: [21004], frequency: 'daily', title: 'mr', firstName: 'Karel', lastName: 'Janssens', email, phone: '0470 99 88 77' };
    await harness.app.stores.demandConfirmations.issue(createHash('sha256').update(raw).digest('hex'), { email, language: 'nl', data }, Date.now() + 60_000);
    const confirmed = await fetch(harness.url('/api/v1/demands/confirm'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: raw }) });
    const { token } = (await confirmed.json()) as { token: string };

    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto(harness.url(`${pathFor('demand-register', 'nl')}?edit=${encodeURIComponent(token)}`));
    const form = page.locator('agency-demand-form');
    await expect.poll(() => field(form, text('nl', 'field.firstName')).inputValue()).toBe('Karel');
    await expect.poll(() => form.getByRole('button', { name: 'Brussel verwijderen' }).count()).toBe(1);
    await form.getByLabel(text('nl', 'choice.frequency.weekly')).check();
    await form.getByRole('button', { name: text('nl', 'demandForm.edit.submit') }).click();
    await expect.poll(() => form.getByText(text('nl', 'demandForm.saved')).count()).toBe(1);
    const stored = (await (await fetch(harness.url(`/api/v1/demands/${encodeURIComponent(token)}`))).json()) as { values: Record<string, unknown> };
    expect(stored.values.frequency).toBe('weekly');
    expect(stored.values.zones).toEqual([21004]);
    await context.close();
  });

  it('works the map alone by keyboard, with nothing for axe to find', async () => {
    const context = await harness.browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto(harness.url('/demo/elements/region-map/?lng=fr'));
    const map = page.locator('agency-region-map');
    const list = map.getByRole('listbox', { name: text('fr', 'regionMap.list') });
    await list.waitFor();
    const events: unknown[] = [];
    await page.exposeFunction('zonesChanged', (zones: unknown) => events.push(zones));
    await page.evaluate(() => document.addEventListener('agency-zones-change', (event) => (window as unknown as { zonesChanged(z: unknown): void }).zonesChanged((event as CustomEvent).detail.zones)));
    await list.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect.poll(() => events.length).toBe(1);
    const first = await list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
