// The purchase offer and the rental application end to end in Chromium against the demo
// server: the offer's amount written out in nl and fr and its PDF in the agency's mail; the
// rental application of a Flemish, a Brussels and a Walloon property asking what each
// region's law allows; axe at 375 and 1280 px.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../server/repositories/outbox.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';
import { pdfText } from '../testing/pdf.ts';
import { rentalDeposit } from '../../core/forms/rental.ts';
import { formatEuro } from '../../core/format/currency.ts';
import type { Property } from '../../core/property/types.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const one = (sql: string) => harness.app.db.prepare(sql).pluck().get() as number;

async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}px`).toBe(true);
  }
}

const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

async function fillPerson(form: Locator, prefix: string, email: string) {
  await form.locator(`input[name="${prefix}title"][value="ms"]`).check();
  await field(form, `${prefix}firstName`).fill('Ann');
  await field(form, `${prefix}lastName`).fill('Wouters');
  await field(form, `${prefix}email`).fill(email);
  await field(form, `${prefix}phone`).fill('0472 33 44 55');
}

describe('the purchase offer', () => {
  it.each([
    ['nl', 'bod-uitbrengen', 'bedankt/bod', 'driehonderdnegenenveertigduizendvijfhonderd euro', 'driehonderdduizend euro', 'Mijn bod versturen'],
    ['fr', 'faire-une-offre', 'merci/offre', 'trois cent quarante-neuf mille cinq cents euros', 'trois cent mille euros', 'Envoyer mon offre'],
  ] as const)('%s: the amount written out, the words compared, the PDF in the agency mail', async (language, path, thanks, words, wrongWords, submit) => {
    const propertyId = one(
      `SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 0 ORDER BY id ${language === 'nl' ? 'ASC' : 'DESC'} LIMIT 1`,
    );
    const email = `offer.${language}.${Date.now()}@example.be`;
    const context = await harness.browser.newContext({ locale: `${language}-BE` });
    const page = await context.newPage();
    await page.goto(harness.url(`/${language}/${path}/${propertyId}/`));
    const form = page.locator('agency-purchase-offer');
    await expect.poll(() => field(form, 'amount').count()).toBe(1);
    const terms = await form.locator('[part="terms"]').textContent();
    expect(terms).toMatch(/10\s?%/);
    // paid when the sales agreement is signed, not the offer
    expect(terms).toContain(language === 'nl' ? 'ondertekening van de verkoopovereenkomst' : 'signature du compromis de vente');

    await field(form, 'amount').fill('349500');
    await expect.poll(() => field(form, 'amountInWords').inputValue()).toBe(words);
    // words the visitor writes that say another amount are pointed out
    await field(form, 'amountInWords').fill(wrongWords);
    await expect.poll(() => field(form, 'amountInWords').getAttribute('aria-invalid')).toBe('true');
    await field(form, 'amountInWords').fill(words.toUpperCase());
    await expect.poll(() => field(form, 'amountInWords').getAttribute('aria-invalid')).toBe(null);

    await field(form, 'startDate').fill('2026-12-01');
    await field(form, 'endDate').fill('2026-12-15');
    await field(form, 'place').fill(language === 'nl' ? 'Antwerpen' : 'Liège');
    await field(form, 'signingDate').fill('2027-01-10');
    await field(form, 'conditions').fill(language === 'nl' ? 'Onder voorbehoud van een lening.' : 'Sous réserve d’un prêt.');
    await fillPerson(form, 'personA.', email);
    await field(form, 'personA.street').fill('Kerkstraat');
    await field(form, 'personA.houseNumber').fill('5');
    await field(form, 'personA.zip').fill('2000');
    await field(form, 'personA.city').fill('Antwerpen');
    await expectAccessible(page);
    await form.getByRole('button', { name: submit }).click();
    await page.waitForURL(`**/${language}/${thanks}/?property=${propertyId}`, { timeout: 30_000 });

    const mails = await harness.outbox();
    const agency = mails.find((mail) => mail.kind === 'request.offer.agency' && mail.replyTo === email)!;
    expect(mails.find((mail) => mail.kind === 'request.offer.visitor' && mail.to === email)?.language).toBe(language);
    const pdf = await (await fetch(harness.url(agency.files[0]!.url))).arrayBuffer();
    const text = await pdfText(new Uint8Array(pdf));
    // the amount as the buyer's language writes it, the deposit at the sales agreement as on the form
    expect(text).toContain(formatEuro(349500, language).replace(/\s+/g, ' '));
    expect(text).toMatch(/10\s?%/);
    expect(text).toContain(language === 'nl' ? 'verkoopovereenkomst' : 'compromis de vente');
    expect(text).toContain(words.toUpperCase());
    await context.close();
  });

  it('a sold property says so instead of the form', async () => {
    const sold = one(`SELECT id FROM properties WHERE online = 1 AND status = 'sold' LIMIT 1`);
    const context = await harness.browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto(harness.url(`/fr/faire-une-offre/${sold}/`));
    const form = page.locator('agency-purchase-offer');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Bien vendu');
    expect(await form.locator('form').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});

describe('the rental application', () => {
  const rentIn = (from: number, to: number) =>
    one(`SELECT id FROM properties WHERE online = 1 AND status = 'available' AND goal = 1 AND country_id = 10 AND CAST(zip AS INTEGER) BETWEEN ${from} AND ${to} ORDER BY id LIMIT 1`);

  it.each([
    ['nl', 'flanders', [2000, 2999], 'huurkandidatuur', 'bedankt/huurkandidatuur', 'Mijn kandidatuur versturen', { pets: true, reason: false, cv: false }],
    ['fr', 'brussels', [1000, 1299], 'candidature-locative', 'merci/candidature-locative', 'Envoyer ma candidature', { pets: false, reason: false, cv: false }],
    ['fr', 'wallonia', [4000, 7999], 'candidature-locative', 'merci/candidature-locative', 'Envoyer ma candidature', { pets: true, reason: true, cv: true }],
  ] as const)('%s, %s: asks what the region allows, and sends', async (language, region, [from, to], path, thanks, submit, asked) => {
    const propertyId = rentIn(from, to);
    const email = `rental.${region}.${Date.now()}@example.be`;
    const context = await harness.browser.newContext({ locale: `${language}-BE` });
    const page = await context.newPage();
    await page.goto(harness.url(`/${language}/${path}/${propertyId}/`));
    const form = page.locator('agency-rental-application');
    await expect.poll(() => field(form, 'incomePerson1').count()).toBe(1);
    for (const [name, shown] of Object.entries(asked)) expect(await field(form, name).count(), name).toBe(shown ? 1 : 0);
    // why it asks what it asks: the region's law
    const why = await form.locator('[part="why"]').textContent();
    expect(why).toContain(region === 'brussels' ? '200ter' : region === 'flanders' ? 'art. 7' : '01/2009');
    // the deposit: two months in Brussels and Wallonia, three in Flanders
    const terms = await form.locator('[part="terms"]').textContent();
    expect(terms).toMatch(region === 'flanders' ? /3 maanden/ : /2 mois/);
    // its amount by the same rule, written as the page's language writes euros
    const property = (await (await fetch(harness.url(`/api/v1/properties/${propertyId}`))).json()) as Property;
    const deposit = rentalDeposit(property, region);
    expect(deposit.amount).not.toBeNull();
    expect(terms).toContain(formatEuro(deposit.amount, language));

    await fillPerson(form, '', email);
    if (region === 'wallonia') {
      await field(form, 'street').fill('Rue Haute');
      await field(form, 'houseNumber').fill('4');
      await field(form, 'zip').fill('4000');
      await field(form, 'city').fill('Liège');
      await field(form, 'cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%cv\n') });
    }
    await field(form, 'adults').fill('2');
    await field(form, 'kids').fill('4, 7');
    await field(form, 'incomePerson1').fill('2.850');
    await expectAccessible(page);
    await form.getByRole('button', { name: submit }).click();
    await page.waitForURL(`**/${language}/${thanks}/?property=${propertyId}`, { timeout: 30_000 });

    const stored = harness.app.db.prepare(`SELECT id, data FROM requests WHERE kind = 'rental' AND email = ?`).all(email) as { id: string; data: string }[];
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.data)).toMatchObject({ adults: 2, kids: [4, 7], incomePerson1: 2850 });
    const files = harness.app.db.prepare('SELECT mime FROM uploads WHERE request_id = ?').pluck().all(stored[0]!.id);
    expect(files).toEqual(region === 'wallonia' ? ['application/pdf'] : []);
    await context.close();
  });
});
