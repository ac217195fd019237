// Every visitor form of the demo site end to end in Chromium, in Dutch and in French: one
// invalid field corrected, the send, the thank-you page, and the agency's and the
// visitor's mails in the outbox in the right language; axe-core on each form with its
// errors shown, at 375 and 1280 px. The newsletter's confirmation and unsubscribe, a
// testimonial published only once approved, and the documents to download as PDFs whose
// text names the agency and the property.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../core/i18n/languages.ts';
import { pathFor } from '../../core/routing/page-paths.ts';
import type { OutboxMail } from '../server/routes/outbox.ts';
import { catalogText } from '../testing/catalog-text.ts';
import { type Harness, axeViolations, startHarness } from '../testing/harness.ts';

type Lang = 'nl' | 'fr';
const LANGS: readonly Lang[] = ['nl', 'fr'];

const text = (language: Lang, id: string) => catalogText(language, id);

let harness: Harness;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await harness?.close();
});

/** A page of the demo site in `language`, the cookie question answered. */
async function open(path: string, language: Lang): Promise<Page> {
  const context = await harness.browser.newContext({ locale: `${language}-BE`, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(harness.url(path));
  await page.locator('agency-cookie-consent').getByRole('button', { name: text(language, 'cookieConsent.onlyNecessary') }).click();
  return page;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.be`;

/** The message under a field, through its aria-describedby, inside the shadow root. */
async function fieldError(field: Locator): Promise<string | null | undefined> {
  return field.evaluate((input) => {
    const root = input.getRootNode() as ShadowRoot;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => root.getElementById(id)).find((node) => node?.classList.contains('field__error'))?.textContent;
  });
}

/** Sends, sees the form-level message and the field's own, and has axe look at both widths. */
async function sendWithError(page: Page, form: Locator, language: Lang, submit: string, field: Locator, message: string) {
  await form.getByRole('button', { name: submit }).click();
  await expect.poll(() => form.getByRole('alert').first().textContent()).toContain(text(language, 'validation.form'));
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await fieldError(field)).toBe(message);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
  }
}

async function fillPerson(form: Locator, person: { email: string; phone?: boolean }) {
  await form.locator('input[name="title"][value="ms"]').check();
  await form.locator('[name="firstName"]').fill('Lies');
  await form.locator('[name="lastName"]').fill('Wouters');
  await form.locator('[name="email"]').fill(person.email);
  if (person.phone !== false) await form.locator('[name="phone"]').fill('0470 12 34 56');
}

async function thanked(page: Page, language: Lang, route: Parameters<typeof pathFor>[0], title: string) {
  await page.waitForURL((url) => url.pathname === pathFor(route, language), { timeout: 30_000 });
  await expect.poll(() => page.locator('agency-feedback').getByRole('heading', { level: 1 }).textContent()).toBe(text(language, title));
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await harness.outbox()).filter((mail) => mail.to === email || mail.replyTo === email);
}

async function availableProperty(withDocuments = false): Promise<{ ID: number; Reference: string }> {
  const list = (await (await fetch(harness.url('/api/v1/properties?goal=sale&status=available&pageSize=20'))).json()) as { items: { ID: number }[] };
  for (const item of list.items) {
    const property = (await (await fetch(harness.url(`/api/v1/properties/${item.ID}`))).json()) as { ID: number; Reference: string; Documents: unknown[] };
    if (!withDocuments || property.Documents.length > 0) return property;
  }
  throw new Error('no property with documents');
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let all = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    all += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  return all;
}

describe('the visitor forms', () => {
  for (const language of LANGS) {
    it(`site contact (${language}): an e-mail corrected, a reload keeps the draft, thanks and two mails`, async () => {
      const email = unique('contact');
      const page = await open(pathFor('contact', language), language);
      const form = page.locator('agency-contact-form');
      await fillPerson(form, { email: 'lies@' });
      await form.locator('[name="remark"]').fill('Wanneer is uw kantoor open?');
      // autofill and keyboards: the right hints on the fields a person expects
      expect(await form.locator('[name="email"]').getAttribute('autocomplete')).toBe('email');
      expect(await form.locator('[name="phone"]').getAttribute('type')).toBe('tel');
      expect(await form.locator('[name="firstName"]').getAttribute('autocomplete')).toBe('given-name');
      await sendWithError(page, form, language, text(language, 'contactForm.submit'), form.locator('[name="email"]'), text(language, 'validation.emailInvalid'));

      await page.reload();
      await expect.poll(() => form.locator('[name="remark"]').inputValue()).toBe('Wanneer is uw kantoor open?');
      await form.locator('[name="email"]').fill(email);
      await form.getByRole('button', { name: text(language, 'contactForm.submit') }).click();
      await thanked(page, language, 'feedback-site-contact', 'feedback.siteContact.title');

      const mails = await mailsTo(email);
      const agency = mails.find((mail) => mail.kind === 'request.site-contact.agency')!;
      expect(agency.language).toBe('nl');
      expect(agency.text).toContain('Wanneer is uw kantoor open?');
      const visitor = mails.find((mail) => mail.kind === 'request.site-contact.visitor')!;
      expect(visitor.language).toBe(language);
      expect(visitor.text).toContain(text(language, 'success.thanks'));
    });

    it(`free valuation (${language}): the address has its own message; the facts reach the agency`, async () => {
      const email = unique('valuation');
      const page = await open(pathFor('valuation', language), language);
      const form = page.locator('agency-valuation-form');
      await form.locator('[name="houseNumber"]').fill('12');
      await form.locator('[name="zip"]').fill('9000');
      await form.locator('[name="city"]').fill('Gent');
      await expect.poll(() => form.locator('select[name="propertyType"] option').count()).toBeGreaterThan(5);
      await form.locator('select[name="propertyType"]').selectOption('1');
      await form.locator('input[name="goal"][value="sell"]').check();
      await form.locator('[name="bedrooms"]').fill('3');
      await form.locator('[name="livingArea"]').fill('145');
      expect(await form.locator('[name="livingArea"]').getAttribute('inputmode')).toBe('numeric');
      await fillPerson(form, { email });
      await sendWithError(page, form, language, text(language, 'valuationForm.submit'), form.locator('[name="street"]'), text(language, 'validation.valuationAddressRequired'));

      await form.locator('[name="street"]').fill('Korenmarkt');
      await form.getByRole('button', { name: text(language, 'valuationForm.submit') }).click();
      await thanked(page, language, 'feedback-contact-demand', 'feedback.contactDemand.title');
      const mails = await mailsTo(email);
      const agency = mails.find((mail) => mail.kind === 'request.valuation.agency')!;
      expect(agency.text).toMatch(/Slaapkamers: 3/);
      expect(agency.text).toMatch(/Korenmarkt/);
      expect(agency.text).toMatch(/145/);
      expect(mails.find((mail) => mail.kind === 'request.valuation.visitor')!.language).toBe(language);
    });

    it(`send to a friend (${language}): the friend's address corrected; the card in the friend's language; nothing of the friend kept`, async () => {
      const property = await availableProperty();
      const sender = unique('sender');
      const friend = unique('friend');
      const friendLanguage: Lang = language === 'nl' ? 'fr' : 'nl';
      const page = await open(pathFor('send-to-friend', language, { id: property.ID }), language);
      const form = page.locator('agency-send-to-friend');
      await expect.poll(() => form.locator('.summary__title').count()).toBe(1);
      await form.locator('[name="firstName"]').fill('Lies');
      await form.locator('[name="lastName"]').fill('Wouters');
      await form.locator('[name="email"]').fill(sender);
      await form.locator('[name="friendFirstName"]').fill('Piet');
      await form.locator('[name="friendEmail"]').fill('piet@');
      // the mail's language starts as the page's
      expect(await form.locator(`input[name="language"][value="${language}"]`).isChecked()).toBe(true);
      await form.locator(`input[name="language"][value="${friendLanguage}"]`).check();
      await form.locator('[name="remark"]').fill('Kijk eens!');
      await sendWithError(page, form, language, text(language, 'sendToFriend.submit'), form.locator('[name="friendEmail"]'), text(language, 'validation.friendEmailInvalid'));

      await form.locator('[name="friendEmail"]').fill(friend);
      await form.getByRole('button', { name: text(language, 'sendToFriend.submit') }).click();
      await thanked(page, language, 'feedback-send-to-friend', 'feedback.sendToFriend.title');
      expect(await page.locator('agency-feedback [part="body"]').textContent()).toContain(text(language, 'success.sentToFriend'));

      const toFriend = (await harness.outbox()).find((mail) => mail.to === friend)!;
      expect(toFriend.language).toBe(friendLanguage);
      expect(toFriend.replyTo).toBe(sender);
      const detail = (await (await fetch(harness.url(`/api/v1/properties/${property.ID}?lang=${friendLanguage}`))).json()) as { Title: Record<string, string> };
      expect(toFriend.text).toContain(detail.Title[friendLanguage]!);
      expect(toFriend.text).toContain('Kijk eens!');
      expect(toFriend.html).toMatch(/<img src="[^"]+\/media\//);
      expect(toFriend.html).toContain('€');
      const agency = (await harness.outbox()).find((mail) => mail.kind === 'request.friend.agency' && mail.replyTo === sender)!;
      expect(agency.text).not.toContain(friend);
      const kept = harness.app.db.prepare(`SELECT COUNT(*) AS n FROM requests WHERE data LIKE ?`).get(`%${friend}%`) as { n: number };
      expect(kept.n).toBe(0);
    });

    it(`request documents (${language}): the phone asked for; the documents mailed; a second request is "already requested"`, async () => {
      const property = await availableProperty(true);
      const email = unique('documents');
      const path = pathFor('request-documents', language, { id: property.ID });
      const page = await open(path, language);
      const form = page.locator('agency-request-documents');
      await fillPerson(form, { email, phone: false });
      await sendWithError(page, form, language, text(language, 'requestDocuments.submit'), form.locator('[name="phone"]'), text(language, 'validation.phoneRequired'));

      await form.locator('[name="phone"]').fill('0470 12 34 56');
      await form.getByRole('button', { name: text(language, 'requestDocuments.submit') }).click();
      await thanked(page, language, 'feedback-request-documents', 'feedback.requestDocuments.title');
      expect(await page.locator('agency-feedback [part="body"]').textContent()).toContain(text(language, 'success.documentsSent'));
      const visitor = (await mailsTo(email)).find((mail) => mail.kind === 'request.documents.visitor')!;
      expect(visitor.language).toBe(language);
      expect(visitor.text).toMatch(/\/media\/documents\/\S+\.pdf/);
      expect((await mailsTo(email)).some((mail) => mail.kind === 'request.documents.agency')).toBe(true);

      // the same address, the same property: the spec's other state
      await page.goto(harness.url(path));
      await fillPerson(form, { email });
      await form.getByRole('button', { name: text(language, 'requestDocuments.submit') }).click();
      await expect.poll(() => form.getByRole('alert').first().textContent(), { timeout: 30_000 }).toContain(text(language, 'error.documentsAlreadyRequested'));
    });

    it(`newsletter (${language}): an address corrected, confirmed from the mail, then unsubscribed in one click`, async () => {
      const email = unique('newsletter');
      const page = await open(pathFor('newsletter', language), language);
      const form = page.locator('agency-newsletter');
      await form.locator('[name="email"]').fill('lies@@example.be');
      await form.locator('[name="firstName"]').fill('Lies');
      await sendWithError(page, form, language, text(language, 'newsletter.submit'), form.locator('[name="email"]'), text(language, 'validation.emailInvalid'));
      await form.locator('[name="email"]').fill(email);
      await form.getByRole('button', { name: text(language, 'newsletter.submit') }).click();
      await thanked(page, language, 'feedback-sign-newsletter', 'feedback.signNewsletter.title');
      expect(await page.locator('agency-feedback [part="body"]').textContent()).toContain(text(language, 'feedback.signNewsletter.confirm'));

      // not used before it is confirmed: only the confirmation mail went to the address
      const before = (await harness.outbox()).filter((mail) => mail.to === email);
      expect(before.map((mail) => mail.kind)).toEqual(['request.newsletter.visitor']);
      expect(before[0]!.language).toBe(language);
      const link = before[0]!.text.match(/https?:\/\/\S+\?confirm=\S+/)![0];
      await page.goto(link);
      await expect.poll(() => page.locator('agency-newsletter').getByRole('heading').textContent()).toBe(text(language, 'newsletter.confirm.heading'));
      await expect.poll(() => page.locator('agency-newsletter [part="alert"]').textContent()).toBe(text(language, 'newsletter.confirm.done'));

      const welcome = (await harness.outbox()).find((mail) => mail.to === email && mail.kind === 'newsletter.welcome')!;
      expect(welcome.language).toBe(language);
      expect(welcome.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/v1\/unsubscribe\?token=\S+>$/);
      expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeLink = welcome.text.match(/https?:\/\/\S+\?token=\S+/)![0];
      expect(new URL(unsubscribeLink).pathname).toBe(pathFor('newsletter-unsubscribe', language));

      await page.goto(unsubscribeLink);
      const unsubscribe = page.locator('agency-unsubscribe');
      // opening the page changes nothing; the button does
      await expect.poll(() => unsubscribe.getByRole('button', { name: text(language, 'unsubscribe.submit') }).count()).toBe(1);
      expect(harness.app.db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email)).toEqual({ n: 1 });
      expect(await axeViolations(page)).toEqual([]);
      await unsubscribe.getByRole('button', { name: text(language, 'unsubscribe.submit') }).click();
      await expect.poll(() => unsubscribe.locator('[part="alert"]').textContent()).toBe(text(language, 'success.unsubscribed'));
      expect(harness.app.db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email)).toEqual({ n: 0 });

      // a dead link (a token that is none of ours): the catalogue's message and what to do instead, no button to press again
      await page.goto(unsubscribeLink.replace(/token=[^&#\s]+/, 'token=not-a-token'));
      await unsubscribe.getByRole('button', { name: text(language, 'unsubscribe.submit') }).click();
      await expect.poll(() => unsubscribe.locator('[part="alert"]').textContent()).toContain(text(language, 'error.linkInvalid'));
      expect(await unsubscribe.locator('[part="alert"]').textContent()).toContain(text(language, 'unsubscribe.deadLink'));
      expect(await unsubscribe.getByRole('button').count()).toBe(0);
    });

    it(`testimonial (${language}): a wrong, a too large and an empty file refused; published only after approval`, async () => {
      const name = `Marc ${language.toUpperCase()} ${Date.now()}`;
      const page = await open(pathFor('testimonial', language), language);
      const form = page.locator('agency-testimonial-form');
      const image = form.locator('input[name="image"]');
      await form.locator('[name="name"]').fill(name);
      await form.locator('[name="aboutYou"]').fill('Verkocht in Gent');

      await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await form.locator('[name="comment"]').focus();
      await expect.poll(() => fieldError(image)).toBe(text(language, 'validation.imageType'));
      await image.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
      await expect.poll(() => fieldError(image)).toBe(text(language, 'validation.fileTooLarge'));
      await image.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
      await expect.poll(() => fieldError(image)).toBe(text(language, 'validation.fileEmpty'));
      const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2a6' } }).withExif({ IFD0: { Make: 'SecretCam' } }).png().toBuffer();
      await image.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
      await expect.poll(() => fieldError(image)).toBeUndefined();

      await sendWithError(page, form, language, text(language, 'testimonialForm.submit'), form.locator('[name="comment"]'), text(language, 'validation.commentRequired'));
      await form.locator('[name="comment"]').fill('Snel verkocht, altijd bereikbaar.');
      await form.getByRole('button', { name: text(language, 'testimonialForm.submit') }).click();
      await thanked(page, language, 'feedback-testimonial', 'feedback.testimonial.title');

      // not on the testimonials page until the agency approves it
      await page.goto(harness.url(pathFor('testimonials', language)));
      const list = page.locator('agency-testimonials');
      await expect.poll(() => list.locator('[aria-busy]').count()).toBe(0);
      expect(await list.getByText(name).count()).toBe(0);
      const agency = (await harness.outbox()).find((mail) => mail.kind === 'request.testimonial.agency' && mail.text.includes(name))!;
      expect(agency.attachments).toEqual(['me.png']);
      const approve = agency.text.match(/https?:\/\/\S+\/approve\?signature=\S+/)![0];
      // on the server's configured address; opening it (as a mail scanner does) publishes nothing
      expect(approve.startsWith(harness.url('/api/v1/testimonials/'))).toBe(true);
      await page.goto(approve);
      const pending = () => harness.app.db.prepare('SELECT status FROM testimonials WHERE name = ?').pluck().get(name);
      expect(pending()).toBe('pending');
      // the page's own policy (no framing, forms to itself only) lets its button post
      await page.getByRole('button').click();
      await expect.poll(pending).toBe('approved');
      await page.goto(harness.url(pathFor('testimonials', language)));
      await expect.poll(() => list.getByRole('heading', { name }).count()).toBe(1);
      const src = await list.locator('li', { hasText: name }).locator('img').getAttribute('src');
      const stored = Buffer.from(await (await fetch(src!)).arrayBuffer());
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`job application (${language}): the position from the page, a wrong CV refused, the CV to the agency only`, async () => {
      const email = unique('job');
      const page = await open(`${pathFor('jobs', language)}makelaar-verhuur/`, language);
      const form = page.locator('agency-job-form');
      await expect.poll(() => form.getByRole('heading', { level: 1 }).textContent()).toContain('Makelaar verhuur');
      await fillPerson(form, { email });
      await form.locator('[name="motivation"]').fill('Tien jaar ervaring in verhuur.');
      const cv = form.locator('input[name="cv"]');
      await cv.setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from('x') });
      await sendWithError(page, form, language, text(language, 'jobForm.submit'), cv, text(language, 'validation.cvType'));
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') });
      await form.getByRole('button', { name: text(language, 'jobForm.submit') }).click();
      await thanked(page, language, 'feedback-job-contact', 'feedback.jobContact.title');

      const mails = await mailsTo(email);
      const agency = mails.find((mail) => mail.kind === 'request.job.agency')!;
      expect(agency.attachments).toEqual(['cv.pdf']);
      expect(agency.text).toContain('Makelaar verhuur');
      const visitor = mails.find((mail) => mail.kind === 'request.job.visitor')!;
      expect(visitor.language).toBe(language);
      expect(visitor.attachments).toEqual([]);
    });

    it(`documents to download (${language}): real PDFs on the letterhead, filled in from a property`, async () => {
      const property = await availableProperty();
      const page = await open(`${pathFor('documents', language)}?property=${property.ID}`, language);
      const list = page.locator('agency-documents');
      // a property for sale: the offer and the power of attorney, not the rental application
      await expect.poll(() => list.locator('[part="download"]').count()).toBe(2);
      await expect.poll(() => list.locator('.summary__title').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const hrefs = await list.locator('[part="download"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const response = await fetch(href);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const content = await pdfText(await response.arrayBuffer());
        expect(content).toContain('Immo Demo');
        expect(content).toContain(property.Reference);
      }
      const offer = await pdfText(await (await fetch(hrefs[0]!)).arrayBuffer());
      expect(offer).toContain(text(language, 'route.documentsOffer'));

      // a document's own page: that one only, blank
      await page.goto(harness.url(pathFor('documents-power-of-attorney', language)));
      await expect.poll(() => list.locator('[part="download"]').count()).toBe(1);
      const blank = await pdfText(await (await fetch(await list.locator('[part="download"]').evaluate((link) => (link as HTMLAnchorElement).href))).arrayBuffer());
      expect(blank).toContain(text(language, 'route.powerOfAttorney'));
      expect(blank).not.toContain(property.Reference);
    });
  }
});

export type { Language };
