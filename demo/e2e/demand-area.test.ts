// "Keep me informed of this area" end to end, in Dutch: the map search opened with a drawn
// area (`area=`) and the list's filters; its link to the demand register, which shows the
// area and takes a single type (a flat, not every home); the confirmation by the mail's
// link; the stored demand holds the polygon; a new flat inside the area is told, a flat
// outside it and a house inside it are not. axe-core on the register with its area.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeArea } from '../../core/geo/area.ts';
import type { Property } from '../../core/property/types.ts';
import { pathFor } from '../../core/routing/paths.ts';
import { catalogText } from '../testing/catalog-text.ts';
import { mailLink } from '../testing/outbox.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

const ADMIN_TOKEN = 'e2e-admin';
const text = (id: string) => catalogText('nl', id);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ adminToken: ADMIN_TOKEN });
});
afterAll(() => harness?.close());

const linkIn = mailLink;

// a box around Gent; Liège lies far outside it
const AREA = '50.95,3.6,51.15,3.6,51.15,3.85,50.95,3.85';
const GENT = { Zip: '9000', City: 'Gent', RegionID: 44021, PublishAddress: true, Latitude: 51.054, Longitude: 3.717 };
const LIEGE = { Zip: '4000', City: 'Liège', RegionID: 62063, PublishAddress: true, Latitude: 50.633, Longitude: 5.567 };

let nextId = 96_000;
async function publish(title: string, type: { WebID: number; TypeID: number }, place: Partial<Property>): Promise<void> {
  const template = (await (await fetch(harness.url('/api/v1/properties?goal=sale&pageSize=1'))).json()).items[0] as Property;
  const response = await fetch(harness.url('/api/v1/admin/listings'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({
      property: { ...template, ID: nextId++, Goal: 0, CountryID: 10, Status: 'available', Price: 280_000, PublishPrice: true, ...type, ...place, Title: { nl: title, fr: title, en: title, de: title } },
    }),
  });
  expect(response.status).toBe(201);
}

describe('keep me informed of a drawn area', () => {
  it('follows the map’s link, registers a flat in the area, and is told of a new flat inside it only', async () => {
    const email = `area.${Date.now()}@example.be`;
    const context = await harness.browser.newContext({ locale: 'nl-BE', viewport: { width: 1280, height: 900 } });
    const page: Page = await context.newPage();
    await page.goto(harness.url(`/nl/kaart/?goal=sale&maxPrice=400000&area=${AREA}`));

    // the map's tool bar: the link carries the area and the list's filters
    const link = page.locator('agency-property-map').getByRole('link', { name: text('propertyMap.keepInformed') });
    await link.click();
    await page.waitForURL((url) => url.pathname === pathFor('demand-register', 'nl'));
    expect(new URL(page.url()).searchParams.get('area')).toBe(AREA);
    await page.locator('agency-cookie-consent').getByRole('button', { name: text('cookieConsent.onlyNecessary') }).click();

    // the register shows the area, takes it as where, and a flat as what
    const form = page.locator('agency-demand-form');
    await expect.poll(() => form.locator('[part="area"]').textContent()).toMatch(/^Getekend gebied, 4 hoeken, ongeveer [\d.]+ km²/);
    expect(await form.getByLabel(text('choice.goal.buy')).isChecked()).toBe(true);
    await form.getByRole('checkbox', { name: 'Appartement', exact: true }).check();
    await expect.poll(() => form.getByRole('checkbox', { name: 'Wonen', exact: true }).getAttribute('aria-checked')).toBe('mixed');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel(text('choice.frequency.instant')).check();
    await form.getByLabel(text('choice.title.ms')).check();
    await form.getByLabel(new RegExp(`^${text('field.firstName')}\\s*\\*?$`)).fill('Sofie');
    await form.getByLabel(new RegExp(`^${text('field.lastName')}\\s*\\*?$`)).fill('Claes');
    await form.getByLabel(new RegExp(`^${text('field.email')}\\s*\\*?$`)).fill(email);
    await form.getByLabel(new RegExp(`^${text('field.phone')}\\s*\\*?$`)).fill('0470 11 22 33');
    await form.getByRole('button', { name: text('demandForm.submit') }).click();
    await page.waitForURL((url) => url.pathname === pathFor('feedback-demand-register', 'nl'), { timeout: 30_000 });

    const confirmMail = (await harness.outbox()).find((mail) => mail.to === email && mail.kind === 'demand.confirm')!;
    await page.goto(linkIn(confirmMail, 'confirm'));
    await expect.poll(() => form.getByText(text('demandForm.confirmed')).count()).toBe(1);

    // the stored demand: the polygon and the single type, and no zone
    const data = JSON.parse(harness.app.db.prepare('SELECT data FROM demands WHERE email = ?').pluck().get(email) as string) as Record<string, unknown>;
    expect(decodeArea(String(data.area))).toEqual(decodeArea(AREA));
    expect(data.types).toEqual([103]);
    expect(data.zones).toEqual([]);
    expect(data.maxPrice).toBe(400_000);

    const mailsBefore = (await harness.outbox()).length;
    const inside = `Appartement binnen ${Date.now()}`;
    await publish(inside, { WebID: 1, TypeID: 103 }, GENT);
    await publish('Appartement buiten', { WebID: 1, TypeID: 103 }, LIEGE);
    await publish('Woning binnen', { WebID: 1, TypeID: 101 }, GENT);
    const alerts = (await harness.outbox()).slice(0, (await harness.outbox()).length - mailsBefore).filter((mail) => mail.to === email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.kind).toBe('demand.alert');
    expect(alerts[0]!.text).toContain(inside);
    await context.close();
  });
});
