// Fifty job applications with their CVs sent at the same moment from one page of the demo
// site in Chromium, each through its own <agency-job-form> (its controller, its
// Idempotency-Key, the widget's client and its retries): the uploads wait their turn at the
// server, and every application is stored once, its two mails in the outbox once each.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../core/routing/page-paths.ts';
import { catalogText } from '../testing/catalog-text.ts';
import { type Harness, startHarness } from '../testing/harness.ts';

const APPLICATIONS = 50;
const CV = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') };
const email = (index: number) => `burst.${index}@example.be`;

let harness: Harness;
let page: Page;
beforeAll(async () => {
  // the captcha is another test's subject: here the uploads are
  harness = await startHarness({ captcha: 'none' });
  page = await harness.browser.newPage({ locale: 'nl-BE', viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await page?.context().close();
  await harness?.close();
});

describe('a burst of job applications from the widget', () => {
  it(`${APPLICATIONS} sent at once are all stored, and mailed once each`, async () => {
    await page.goto(harness.url(`${pathFor('jobs', 'nl')}makelaar-verhuur/`));
    await page.locator('agency-cookie-consent').getByRole('button', { name: catalogText('nl', 'cookieConsent.onlyNecessary') }).click();
    // one form per vacancy (each its own draft and key); each thanks in place rather than leaving the page
    await page.evaluate((count) => {
      document.addEventListener('agency-submit', (event) => event.preventDefault());
      for (let index = 1; index < count; index++) {
        const form = document.createElement('agency-job-form');
        form.setAttribute('position', `Vacature ${index}`);
        document.body.append(form);
      }
    }, APPLICATIONS);
    const forms = page.locator('agency-job-form');
    await expect.poll(() => forms.locator('input[name="cv"]').count()).toBe(APPLICATIONS);
    for (let index = 0; index < APPLICATIONS; index++) {
      const form = forms.nth(index);
      await form.locator('[name="firstName"]').fill('Lies');
      await form.locator('[name="lastName"]').fill(`Wouters ${index}`);
      await form.locator('[name="email"]').fill(email(index));
      await form.locator('[name="phone"]').fill('0470 12 34 56');
      await form.locator('input[name="cv"]').setInputFiles(CV);
    }
    const answers: { status: number; replayed: boolean; retryAfter: string | null }[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/requests/job')) {
        const headers = response.headers();
        answers.push({ status: response.status(), replayed: headers['idempotent-replayed'] === 'true', retryAfter: headers['retry-after'] ?? null });
      }
    });
    // every send button pressed in one go
    const submit = catalogText('nl', 'jobForm.submit');
    await page.evaluate((label) => {
      for (const host of document.querySelectorAll('agency-job-form')) {
        const button = [...host.shadowRoot!.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label);
        button!.click();
      }
    }, submit);
    await expect.poll(() => forms.locator('.form__thanks').count()).toBe(APPLICATIONS);
    expect(await forms.locator('[role="alert"]').filter({ hasText: catalogText('nl', 'error.mailFailed') }).count()).toBe(0);
    // each stored by one answer; anything else was a 503 saying when to come back
    expect(answers.filter((answer) => answer.status === 201 && !answer.replayed)).toHaveLength(APPLICATIONS);
    expect(answers.filter((answer) => answer.status !== 201 && !(answer.status === 503 && answer.retryAfter))).toEqual([]);

    const db = harness.app.database.db;
    const stored = await db.selectFrom('requests').select('email').where('kind', '=', 'job').where('email', 'like', 'burst.%').execute();
    expect(stored.map((row) => row.email).sort()).toEqual(Array.from({ length: APPLICATIONS }, (_, index) => email(index)).sort());
    await harness.app.delivery.drain();
    const mails = await harness.outbox();
    for (let index = 0; index < APPLICATIONS; index++) {
      const kinds = mails.filter((mail) => mail.to === email(index) || mail.replyTo === email(index)).map((mail) => mail.kind);
      expect(kinds.sort(), email(index)).toEqual(['request.job.agency', 'request.job.visitor']);
    }
  });
});
