// Hostile content and strict hosts, in Chromium against the demo server: a CRM address
// meant to run script becomes no link, the screens render under a strict CSP with Trusted
// Types and trigger no violation, and an edit sent after a lost answer reaches the agency.
import { strToU8, zipSync } from 'fflate';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../core/routing/page-paths.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';
import { type Harness, startHarness } from '../testing/harness.ts';
import { openStrictPage } from '../testing/strict-csp.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

const SCRIPT_URL = 'javascript:document.documentElement.dataset.hacked="yes"';

/** The first property (or project) that has documents, as the API lists them. */
async function withDocuments(resource: 'properties' | 'projects'): Promise<number> {
  const list = (await (await fetch(harness.url(`/api/v1/${resource}?pageSize=100&lang=nl`))).json()) as { items: { ID: number }[] };
  for (const { ID } of list.items) {
    const item = (await (await fetch(harness.url(`/api/v1/${resource}/${ID}?lang=nl`))).json()) as { Documents?: unknown[] };
    if ((item.Documents?.length ?? 0) > 0) return ID;
  }
  throw new Error(`no ${resource} with documents in the seed`);
}

/** Writes what a careless or compromised CRM could send into the record's stored data. */
function poison(table: 'properties' | 'projects', id: number, paths: Record<string, string>): void {
  for (const [path, value] of Object.entries(paths)) {
    harness.app.db.prepare(`UPDATE ${table} SET data = json_set(data, ?, ?) WHERE id = ?`).run(path, value, id);
  }
}

/** Every address of a link, picture or frame in the page and its shadow roots. */
const addresses = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['href', 'src', 'srcset', 'data-src']) {
          const value = element.getAttribute(name);
          if (value) found.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });

async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < 12; y++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(120);
  }
}

describe('addresses from the CRM', () => {
  it.each([
    ['properties', 'agency-property-detail', (id: number) => `/nl/pand/${id}/`],
    ['projects', 'agency-project-detail', (id: number) => `/nl/nieuwbouw/${id}/`],
  ] as const)('a %s document, picture or video whose address is script renders no link to it', async (table, tag, path) => {
    const id = await withDocuments(table);
    poison(table, id, { '$.Documents[0].Url': SCRIPT_URL, '$.Pictures[0].Url': SCRIPT_URL, '$.VideoUrl': SCRIPT_URL });
    const page = await harness.browser.newPage({ locale: 'nl-BE' });
    await page.goto(harness.url(path(id)));
    const detail = page.locator(tag);
    await detail.locator('h1').first().waitFor();
    await scrollThrough(page);
    await detail.locator('.document').first().waitFor();
    expect((await addresses(page)).filter((value) => /^\s*javascript:/i.test(value))).toEqual([]);
    // the document is still named, without a link
    expect(await detail.locator('.document--unavailable').count()).toBe(1);
    await detail.locator('.document--unavailable').click();
    expect(await page.evaluate(() => document.documentElement.dataset.hacked)).toBeUndefined();
    await page.close();
  });
});

const strictPage = (locale?: string) => openStrictPage(harness.browser, locale);

describe('a host page with a strict CSP and Trusted Types', () => {
  it('shows a list and decides on cookies without a violation', async () => {
    const { page, violations } = await strictPage();
    await page.goto(harness.url('/nl/te-koop/'));
    await page.locator('agency-property-list .card__link').first().waitFor();
    await page.locator('agency-cookie-consent').getByRole('button', { name: 'Alles aanvaarden' }).click();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('agency_consent');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('renders a property detail in full, description and JSON-LD included, without a violation', async () => {
    const id = await withDocuments('properties');
    const { page, violations } = await strictPage();
    await page.goto(harness.url(`/nl/pand/${id}/`));
    const detail = page.locator('agency-property-detail');
    await detail.locator('h1').waitFor();
    await expect.poll(() => detail.locator('.rich-text p').count()).toBeGreaterThan(0);
    const jsonLd = await page.locator('head script[type="application/ld+json"][data-agency-listing]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': expect.stringContaining('RealEstateListing') });
    await scrollThrough(page);
    await detail.locator('.document').first().waitFor();
    expect(await detail.locator('[role="alert"]').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('shows the visit form without a violation', async () => {
    const id = await withDocuments('properties');
    const { page, violations } = await strictPage();
    await page.goto(harness.url(`/nl/bezoek-aanvragen/${id}/`));
    await page.locator('agency-property-request form').waitFor();
    await page.locator('agency-property-request').getByLabel('Voornaam').fill('Els');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('an edit sent after a lost answer', () => {
  it('reaches the agency as well, and the visitor is told the first version arrived', async () => {
    const list = (await (await fetch(harness.url('/api/v1/properties?goal=sale&status=available&pageSize=1&lang=nl'))).json()) as { items: { ID: number }[] };
    const id = list.items[0]!.ID;
    const email = `edit.${Date.now()}@example.be`;
    const page = await harness.browser.newPage({ locale: 'nl-BE' });
    await page.goto(harness.url(`/nl/bezoek-aanvragen/${id}/`));
    const form = page.locator('agency-property-request');
    await form.getByLabel('Mevrouw').check();
    await form.getByLabel('Voornaam').fill('Els');
    await form.getByLabel('Familienaam').fill('Peeters');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Telefoon').fill('0470 12 34 56');
    await form.getByLabel('Uw bericht').fill('Liefst op zaterdag.');

    // the first version is stored each time, but no answer comes back (the client's retries included)
    let losing = true;
    const sends: Request[] = [];
    await page.route('**/api/v1/requests/visit**', async (route) => {
      sends.push(route.request());
      if (losing) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await form.getByRole('button', { name: 'Bezoek aanvragen' }).click();
    await expect.poll(() => form.getByRole('alert').textContent(), { timeout: 30_000 }).toContain('We konden de server niet bereiken');
    const lost = sends.length;

    losing = false;
    await form.getByLabel('Uw bericht').fill('Liefst op zondag.');
    await form.getByRole('button', { name: 'Bezoek aanvragen' }).click();
    await page.waitForURL(/\/nl\/bedankt\/bezoekaanvraag\/\?property=\d+&earlier=1$/, { timeout: 30_000 });
    const thanks = page.locator('agency-feedback');
    await expect.poll(() => thanks.locator('[part="body"]').textContent()).toContain('Uw eerste versie was al bij ons aangekomen');

    // the edit went out under a key of its own
    const keys = sends.map((send) => send.headers()['idempotency-key']);
    expect(new Set(keys.slice(0, lost)).size).toBe(1);
    expect(keys.at(-1)).not.toBe(keys[0]);
    const stored = harness.app.db.prepare('SELECT data FROM requests WHERE email = ? ORDER BY created_at').all(email) as { data: string }[];
    expect(stored.map((row) => (JSON.parse(row.data) as { remark: string }).remark)).toEqual(['Liefst op zaterdag.', 'Liefst op zondag.']);
    const outbox = (await (await fetch(harness.url('/demo/outbox.json'))).json()) as { items: { kind: string; replyTo: string | null; text: string }[] };
    const agency = outbox.items.filter((mail) => mail.kind === 'request.visit.agency' && mail.replyTo === email);
    expect(agency.map((mail) => mail.text.includes('Liefst op zondag.'))).toContain(true);
    await page.close();
  });
});

const WORD_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const zip = (entries: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));

/** A message of the compiled Dutch catalog, as the page shows it. */
const dutch = (id: string) => (nl[id] as string[]).join('');

describe('uploads that claim to be a CV', () => {
  it.each([
    ['a ZIP holding the text word/', zip({ 'readme.txt': 'see word/document.xml' })],
    ['a macro document renamed .docx', zip({ '[Content_Types].xml': WORD_TYPES.replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml'), 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'VBA' })],
    ['a Java archive renamed .docx', zip({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\nMain-Class: Evil\n', 'Evil.class': 'cafebabe' })],
  ])('refuses %s with the upload message, and stores nothing', async (_name, bytes) => {
    const email = `cv.${Date.now()}.${Math.random().toString(36).slice(2)}@example.be`;
    const page = await harness.browser.newPage({ locale: 'nl-BE' });
    await page.goto(harness.url(`${pathFor('jobs', 'nl')}makelaar-verhuur/`));
    const form = page.locator('agency-job-form');
    await form.locator('input[name="title"][value="ms"]').check();
    await form.locator('[name="firstName"]').fill('Lies');
    await form.locator('[name="lastName"]').fill('Wouters');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill('0470 12 34 56');
    await form.locator('[name="motivation"]').fill('Tien jaar ervaring.');
    const cv = form.locator('input[name="cv"]');
    await cv.setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: bytes });
    // the browser lets it through by its name and type; the server opens it and refuses it
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/v1/requests/job'), { timeout: 30_000 }),
      form.getByRole('button', { name: dutch('jobForm.submit') }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect.poll(() => cv.getAttribute('aria-invalid')).toBe('true');
    const described = await cv.evaluate((input) => (input.getRootNode() as ShadowRoot).getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent);
    expect(described).toBe(dutch('validation.cvType'));
    expect(harness.app.db.prepare('SELECT COUNT(*) AS n FROM requests WHERE email = ?').get(email)).toEqual({ n: 0 });
    await page.close();
  });
});
