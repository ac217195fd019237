// The appointment plugin end to end in Chromium against the demo server: a moment chosen
// with the keyboard and booked, the confirmation on screen, both mails with a calendar file
// that reads back, the cancel link that frees the place; a property whose calendar is
// full. axe at 375 and 1280 px. The plugin as the detail page's booking step: detail-first-screen.test.ts.
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentSlots } from '../../core/api/contract.ts';
import type { OutboxMail } from '../server/repositories/outbox.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const one = <T>(sql: string) => harness.app.db.prepare(sql).pluck().get() as T;

async function freeSlots(propertyId: number): Promise<AppointmentSlots> {
  return (await (await fetch(harness.url(`/api/v1/appointments?propertyId=${propertyId}`))).json()) as AppointmentSlots;
}

/** axe finds nothing on a phone and on a desktop screen. */
async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}px`).toBe(true);
  }
}

function calendarEvent(text: string) {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  return { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime(), location: event.location };
}

/** A label as it starts: the required mark follows some. */
const startsWith = (label: string) => new RegExp(`^${label}`);

const TEXTS = {
  nl: {
    path: 'bezoek-boeken',
    heading: 'Bezoek boeken',
    ms: 'Mevrouw',
    firstName: 'Voornaam',
    lastName: 'Familienaam',
    email: 'E-mailadres',
    phone: 'Telefoon',
    book: 'Dit bezoek boeken',
    confirmed: 'Bevestigd',
    lead: 'Uw afspraak is bevestigd.',
    cancel: 'Mijn bezoek annuleren',
    cancelled: 'Geannuleerd',
    zone: null,
  },
  fr: {
    path: 'reserver-une-visite',
    heading: 'Réserver une visite',
    ms: 'Madame',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    book: 'Réserver cette visite',
    confirmed: 'Confirmé',
    lead: 'Votre rendez-vous est confirmé.',
    cancel: 'Annuler ma visite',
    cancelled: 'Annulé',
    zone: 'America/New_York',
  },
} as const;

describe('booking a visit', () => {
  it.each(['nl', 'fr'] as const)(
    'books a moment with the keyboard, mails it with a calendar file, and cancels it through the link (%s)',
    async (language) => {
      const text = TEXTS[language];
      // a property of its own per language, so the two runs do not take each other's moments
      const propertyId = one<number>(
        `SELECT property_id FROM calendar_slots s JOIN properties p ON p.id = s.property_id
         WHERE p.online = 1 AND p.status = 'available' AND p.appointments = 'open' AND s.kind = 'open_house'
         GROUP BY property_id ORDER BY property_id ${language === 'nl' ? 'ASC' : 'DESC'} LIMIT 1`,
      );
      const before = await freeSlots(propertyId);
      const first = before.slots[0]!;
      const email = `visit.${language}.${Date.now()}@example.be`;
      const context = await harness.browser.newContext({
        locale: `${language}-BE`,
        ...(text.zone ? { timezoneId: text.zone } : { timezoneId: 'Europe/Brussels' }),
      });
      const page = await context.newPage();
      await page.goto(harness.url(`/${language}/${text.path}/${propertyId}/`));
      const plugin = page.locator('agency-appointment');
      const moments = plugin.locator('input[name="slotId"]');
      await expect.poll(() => plugin.getByRole('heading', { level: 1 }).textContent()).toBe(text.heading);
      await expect.poll(() => moments.count()).toBe(before.slots.length);

      // the time zone is noted only when the visitor's clock is not Brussels'
      const zoneNote = plugin.locator('.slots__zone');
      if (text.zone) expect(await zoneNote.textContent()).toContain(text.zone);
      else expect(await zoneNote.count()).toBe(0);

      // keyboard: Tab into the moments, the arrow key to the second, the first one back
      await moments.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => moments.nth(1).isChecked()).toBe(true);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => moments.first().isChecked()).toBe(true);
      expect(await moments.first().getAttribute('value')).toBe(first.id);

      await plugin.getByLabel(startsWith(text.ms)).check();
      await plugin.getByLabel(startsWith(text.firstName)).fill('Sofie');
      await plugin.getByLabel(startsWith(text.lastName)).fill('Lambrechts');
      await plugin.getByLabel(startsWith(text.email)).fill(email);
      await plugin.getByLabel(startsWith(text.phone)).fill('0478 22 33 44');
      await expectAccessible(page);
      await plugin.getByRole('button', { name: text.book }).click();

      // the result: status, date, time, address, who
      const booking = plugin.locator('[part="booking"]');
      await expect.poll(() => booking.locator('.booking__status').textContent(), { timeout: 30_000 }).toBe(text.confirmed);
      expect(await booking.textContent()).toContain(text.lead);
      const facts = await booking.locator('dd').allTextContents();
      const stored = harness.app.db.prepare(`SELECT id, email FROM appointments WHERE email = ?`).all(email) as { id: string }[];
      expect(stored).toHaveLength(1);
      const hours = new Intl.DateTimeFormat(`${language}-BE`, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Brussels' });
      expect(facts[2]).toContain(`${hours.format(Date.parse(first.start))}–${hours.format(Date.parse(first.end))}`);
      expect(facts[3]).toMatch(/\d{4} /);
      expect(facts[4]).toBeTruthy();
      await expect.poll(() => page.evaluate(() => document.querySelector('agency-appointment')?.shadowRoot?.activeElement?.className)).toBe('appointment__result');
      await expectAccessible(page);

      // both mails, each with a calendar file that reads back to the moment and the address
      const mails = await harness.outbox();
      const confirmation = mails.find((mail) => mail.kind === 'appointment.visitor' && mail.to === email)!;
      const notice = mails.find((mail) => mail.kind === 'appointment.agency' && mail.replyTo === email)!;
      expect(confirmation.language).toBe(language);
      const events = [];
      for (const mail of [confirmation, notice]) events.push(calendarEvent(await (await fetch(harness.url(mail.files[0]!.url))).text()));
      expect(events[0]).toEqual({ start: Date.parse(first.start), end: Date.parse(first.end), location: facts[3] });
      // the agency's copy names the place in the agency's language (a country name may differ)
      expect(events[1]).toMatchObject({ start: Date.parse(first.start), end: Date.parse(first.end) });
      expect(events[1]!.location.split(',')[0]).toBe(facts[3]!.split(',')[0]);
      const placesLeft = async () => (await freeSlots(propertyId)).slots.find((slot) => slot.id === first.id)?.placesLeft ?? 0;
      expect(await placesLeft()).toBe(first.placesLeft - 1);

      // the cancel link of the mail: the booking, cancelled once, the place free again
      const link = /https?:\/\/\S+\?booking=\S+/.exec(confirmation.text)![0];
      expect(link).toContain(`/${language}/${text.path}/${propertyId}/`);
      await page.goto(link);
      await expect.poll(() => plugin.locator('.booking__status').textContent()).toBe(text.confirmed);
      await expectAccessible(page);
      await plugin.getByRole('button', { name: text.cancel }).click();
      await expect.poll(() => plugin.locator('.booking__status').textContent()).toBe(text.cancelled);
      expect(await placesLeft()).toBe(first.placesLeft);
      await expectAccessible(page);
      await context.close();
    },
    // the end-to-end project's time (300 s), not 90 s: every step waits on a condition, and on a busy
    // machine the booking, its mails, the cancel link and three accessibility checks took longer
  );

  it('a property whose moments are all taken says that appointments are full, and leads to the visit request', async () => {
    const propertyId = one<number>(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND appointments = 'full' LIMIT 1`);
    expect((await freeSlots(propertyId)).status).toBe('full');
    const context = await harness.browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto(harness.url(`/fr/reserver-une-visite/${propertyId}/`));
    const plugin = page.locator('agency-appointment');
    await expect.poll(() => plugin.locator('.appointment__full-text').textContent()).toBe('Tous les rendez-vous sont complets.');
    expect(await plugin.locator('input[name="slotId"]').count()).toBe(0);
    // the way out: one link to the visit request, not a second form inside the plugin
    expect(await plugin.getByRole('link', { name: 'Demander une visite' }).getAttribute('href')).toBe(pathFor('request-visit', 'fr', { id: propertyId }));
    expect(await plugin.locator('agency-property-request, form').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
