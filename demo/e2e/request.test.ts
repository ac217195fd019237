// A visit request end to end in Chromium against the demo server: one invalid field
// corrected, the draft kept over a reload, a flaky network that loses the first answer,
// the thank-you page, and the lead stored and mailed exactly once.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';


let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

/** A CMS page that holds only the element: what it shows comes from the URL. */
function hostPage(lang: string, element: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Immo Demo</title>
<link rel="stylesheet" href="/theme.css"><script type="module" src="/dist/agency-widgets.js"></script></head>
<body><agency-config languages="nl,fr,en,de"></agency-config><main>${element}</main></body></html>`;
}

/** Serves the element's page at its localized paths, as the agency's CMS would. */
async function serveScreens(context: BrowserContext, lang: string) {
  await context.route(/\/(nl\/bezoek-aanvragen|fr\/demander-une-visite)\/\d+\/$/, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(lang, '<agency-property-request heading-level="1"></agency-property-request>') }),
  );
  await context.route(/\/(nl\/bedankt|fr\/merci)\/[^/]+\/(\?.*)?$/, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(lang, '<agency-feedback></agency-feedback>') }),
  );
}

async function propertyWith(query: string): Promise<{ ID: number; Title: Record<string, string> }> {
  const answer = (await (await fetch(harness.url(`/api/v1/properties?${query}&pageSize=1&lang=nl`))).json()) as {
    items: { ID: number; Title: Record<string, string> }[];
  };
  return answer.items[0]!;
}

/** The name of the control that has the focus inside the element's shadow root. */
const focusedName = (page: Page) =>
  page.evaluate(() => (document.querySelector('agency-property-request')?.shadowRoot?.activeElement as HTMLInputElement | null)?.name);

function storedRequests(email: string): { id: string; property_id: number; data: string }[] {
  return harness.app.db.prepare('SELECT id, property_id, data FROM requests WHERE email = ?').all(email) as {
    id: string;
    property_id: number;
    data: string;
  }[];
}

describe('asking for a visit', () => {
  it('corrects an invalid field, keeps the draft over a reload, survives a lost answer and thanks in Dutch', async () => {
    const property = await propertyWith('goal=sale&status=available');
    const email = `els.peeters.${Date.now()}@example.be`;
    const context = await harness.browser.newContext({ locale: 'nl-BE' });
    await serveScreens(context, 'nl');
    const page = await context.newPage();
    await page.goto(harness.url(`/nl/bezoek-aanvragen/${property.ID}/`));

    const form = page.locator('agency-property-request');
    await expect.poll(() => form.getByRole('heading', { level: 1 }).textContent()).toBe('Bezoek aanvragen');
    await expect.poll(() => form.locator('.summary__title').textContent()).toBe(property.Title.nl);

    await form.getByLabel('Mevrouw').check();
    await form.getByLabel('Voornaam').fill('Els');
    await form.getByLabel('Familienaam').fill('Peeters');
    await form.getByLabel('E-mailadres').fill('els.peeters@');
    await form.getByLabel('Telefoon').fill('0470 12 34 56');
    await form.getByLabel(/^16[.:]00/).check();
    await form.getByLabel('Uw bericht').fill('Liefst na 17 uur.');
    await form.getByRole('button', { name: 'Bezoek aanvragen' }).click();

    // the form-level alert, the field marked and described, the focus on it
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Uw gegevens werden niet verzonden. Controleer de velden in het rood.');
    const emailField = form.getByLabel('E-mailadres');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await emailField.evaluate((input) => input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent)).toBe(
      'Dit e-mailadres is niet geldig.',
    );
    await expect.poll(() => focusedName(page)).toBe('email');
    expect(await axeViolations(page)).toEqual([]);

    // a reload keeps what was typed (and nothing is marked before the visitor sends again)
    await page.reload();
    await expect.poll(() => form.getByLabel('Voornaam').inputValue()).toBe('Els');
    expect(await form.getByLabel('E-mailadres').inputValue()).toBe('els.peeters@');
    expect(await form.getByLabel('Mevrouw').isChecked()).toBe(true);
    expect(await form.getByLabel(/^16[.:]00/).isChecked()).toBe(true);
    expect(await form.getByLabel('Uw bericht').inputValue()).toBe('Liefst na 17 uur.');
    expect(await form.getByLabel(/nieuwsbrief/).isChecked()).toBe(false);
    expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).not.toContain('challenge');

    // The first send reaches the server, but its answer is lost on the way back.
    const sends: Request[] = [];
    await page.route('**/api/v1/requests/visit**', async (route) => {
      sends.push(route.request());
      if (sends.length === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByRole('button', { name: 'Bezoek aanvragen' }).click();

    await page.waitForURL(`**/nl/bedankt/bezoekaanvraag/?property=${property.ID}`, { timeout: 30_000 });
    expect(sends).toHaveLength(2);
    expect(sends[1]!.headers()['idempotency-key']).toBe(sends[0]!.headers()['idempotency-key']);
    expect(sends[1]!.postData()).toBe(sends[0]!.postData());

    const stored = storedRequests(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.property_id).toBe(property.ID);
    expect(JSON.parse(stored[0]!.data)).toMatchObject({ title: 'ms', firstName: 'Els', timeSlots: ['evening'], newsletter: false });

    // the thank-you page: its heading has the focus, links lead back
    const thanks = page.locator('agency-feedback');
    await expect.poll(() => thanks.getByRole('heading', { level: 1 }).textContent()).toBe('Wij hebben uw bezoekaanvraag ontvangen');
    expect(await thanks.locator('[part="body"]').textContent()).toContain('Bedankt voor uw vertrouwen.');
    // thanked once (the heading says what arrived), and what was sent repeated
    expect((await thanks.locator('section.feedback').textContent())!.match(/Bedankt/g)).toHaveLength(1);
    const sent = thanks.getByRole('region', { name: 'Wat u ons stuurde' });
    const line = (label: string) => sent.locator('.feedback__line', { has: page.locator(`dt:text-is("${label}")`) }).locator('dd').textContent();
    expect(await line('Pand')).toContain(property.Title.nl);
    expect(await line('Voornaam')).toBe('Els');
    expect(await line('E-mailadres')).toBe(email);
    expect(await line('Uw bericht')).toBe('Liefst na 17 uur.');
    await expect.poll(() => page.evaluate(() => document.querySelector('agency-feedback')?.shadowRoot?.activeElement?.tagName)).toBe('H1');
    expect(await thanks.getByRole('link', { name: 'Terug naar het pand' }).getAttribute('href')).toBe(`/nl/pand/${property.ID}/`);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('agency-form:')))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // the agency's mail and the visitor's confirmation, once each
    const outbox = (await (await fetch(harness.url('/demo/outbox.json'))).json()) as { items: { kind: string; to: string; replyTo: string | null; text: string }[] };
    const agencyMails = outbox.items.filter((mail) => mail.kind === 'request.visit.agency' && mail.replyTo === email);
    expect(agencyMails).toHaveLength(1);
    expect(agencyMails[0]!.text).toContain('Liefst na 17 uur.');
    expect(outbox.items.filter((mail) => mail.to === email)).toHaveLength(1);
    await context.close();
  });

  it('names the property asked about by its number when its details cannot be loaded, and still takes the request', async () => {
    const property = await propertyWith('goal=sale&status=available');
    const context = await harness.browser.newContext({ locale: 'en-GB' });
    await serveScreens(context, 'en');
    await context.route(/\/(en\/request-a-visit)\/\d+\/$/, (route) =>
      route.fulfill({ contentType: 'text/html', body: hostPage('en', '<agency-property-request heading-level="1"></agency-property-request>') }),
    );
    const page = await context.newPage();
    // the lookup of the property fails (the client tries it again, then gives up)
    await page.route(new RegExp(`/api/v1/properties/${property.ID}(\\?|$)`), (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(harness.url(`/en/request-a-visit/${property.ID}/`));
    const form = page.locator('agency-property-request');
    await expect.poll(() => form.locator('[part="property"] .summary__title').textContent()).toBe(`Property no. ${property.ID}`);
    expect(await form.locator('[part="property"] a').getAttribute('href')).toBe(`/en/property/${property.ID}/`);
    expect(await form.getByRole('button', { name: 'Request the visit' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('tells in French that a sold property can no longer be visited, and offers the others', async () => {
    const sold = await propertyWith('status=sold');
    const context = await harness.browser.newContext({ locale: 'fr-BE' });
    await serveScreens(context, 'fr');
    const page = await context.newPage();
    await page.goto(harness.url(`/fr/demander-une-visite/${sold.ID}/`));
    const form = page.locator('agency-property-request');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Bien vendu');
    expect(await form.locator('form').count()).toBe(0);
    expect(await form.getByRole('link', { name: 'Voir nos autres biens' }).getAttribute('href')).toBe('/fr/nos-biens/');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
