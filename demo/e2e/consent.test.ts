// Cookie consent on the demo site, end to end in Chromium: the network log, the
// browser's cookies and storage, reloads, and the proof the server files.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

/** What the stand-in third parties of demo/site/consent/ request when they run. */
const THIRD_PARTY = /\/consent\/(analytics\.js|marketing\.js|social-frame\.html|beacon\.txt)/;

interface Visit {
  context: BrowserContext;
  page: Page;
  /** every request of the page since the last `clear()`, as `METHOD path` */
  requests: string[];
  /** the server's answers to `POST /api/v1/consents` */
  receipts: { status: number; body: { id: string; time: string }; sent: Record<string, unknown> }[];
}

async function visit(path: string, locale = 'en-GB', context?: BrowserContext): Promise<Visit> {
  const browserContext = context ?? (await harness.browser.newContext({ locale }));
  const page = await browserContext.newPage();
  const requests: string[] = [];
  const receipts: Visit['receipts'] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`));
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/v1/consents')) return;
    receipts.push({ status: response.status(), body: await response.json(), sent: response.request().postDataJSON() });
  });
  await page.goto(harness.url(path), { waitUntil: 'networkidle' });
  await page.locator('agency-cookie-settings button').waitFor();
  return { context: browserContext, page, requests, receipts };
}

const thirdParty = (visit: Visit) => visit.requests.filter((request) => THIRD_PARTY.test(request));
const cookieNames = async (visit: Visit) => (await visit.context.cookies()).map((cookie) => cookie.name).sort();
const storageKeys = (visit: Visit) =>
  visit.page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key !== 'i18nextLng'));
const banner = (visit: Visit) => visit.page.locator('agency-cookie-consent [part="banner"]');
const choice = (visit: Visit, name: string) => visit.page.locator('agency-cookie-consent').getByRole('button', { name, exact: true });
async function reload(visit: Visit) {
  visit.requests.length = 0;
  await visit.page.reload({ waitUntil: 'networkidle' });
  await visit.page.locator('agency-cookie-settings button').waitFor();
}
/** The decisions the server filed for a consent id. */
function filed(id: string): { revision: number; choices: string; language: string; path: string | null }[] {
  return harness.app.db
    .prepare('SELECT revision, choices, language, path FROM consents WHERE id = ? ORDER BY row')
    .all(id) as { revision: number; choices: string; language: string; path: string | null }[];
}

/** The bundle's file that holds a source module (dist/manifest.json). */
function chunkHolding(module: string): string {
  const { chunks } = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>;
  };
  const file = Object.keys(chunks).find((name) => module in chunks[name]!.modules);
  if (!file) throw new Error(`no chunk of dist/ holds ${module}`);
  return file;
}

describe('cookie consent on the demo site', () => {
  it('before any choice: no non-essential request, cookie or storage entry', async () => {
    const first = await visit('/consent/');
    await expect.poll(() => banner(first).isVisible()).toBe(true);
    expect(await banner(first).getByRole('heading').textContent()).toBe('Cookies on this website');
    expect(thirdParty(first)).toEqual([]);
    expect(await cookieNames(first)).toEqual([]);
    expect(await storageKeys(first)).toEqual([]);
    expect(await first.page.locator('iframe.social-frame').getAttribute('src')).toBeNull();
    expect(first.receipts).toEqual([]);
    await first.context.close();
  });

  it('"only necessary" keeps it so across reloads, and the decision reaches the server', async () => {
    const refuser = await visit('/consent/');
    await choice(refuser, 'Only necessary').click();
    await expect.poll(() => banner(refuser).count()).toBe(0);
    await expect.poll(() => refuser.receipts.length).toBe(1);
    for (let time = 0; time < 2; time++) {
      await reload(refuser);
      expect(await banner(refuser).count()).toBe(0);
      expect(thirdParty(refuser)).toEqual([]);
      expect(await cookieNames(refuser)).toEqual(['agency_consent']);
      expect(await storageKeys(refuser)).toEqual([]);
    }
    const [receipt] = refuser.receipts;
    expect(receipt!.status).toBe(201);
    expect(receipt!.sent).toEqual({
      id: receipt!.body.id,
      revision: 1,
      choices: { analytics: false, marketing: false, social: false, unclassified: false },
      language: 'en',
      path: '/consent/',
    });
    expect(filed(receipt!.body.id)).toEqual([
      { revision: 1, choices: JSON.stringify(receipt!.sent.choices), language: 'en', path: '/consent/' },
    ]);
    await refuser.context.close();
  });

  describe('a visitor who accepts analytics alone, then a new revision, then withdraws', () => {
    let visitor: Visit;
    afterAll(() => visitor?.context.close());

    it('runs the analytics script and not the marketing one, also after a reload', async () => {
      visitor = await visit('/consent/');
      await choice(visitor, 'Let me choose').click();
      await visitor.page.locator('agency-cookie-consent').getByRole('switch', { name: 'Analytical cookies' }).check();
      await choice(visitor, 'Save my choices').click();
      await expect.poll(() => thirdParty(visitor)).toEqual(['GET /consent/analytics.js', 'GET /consent/beacon.txt?from=analytics']);
      expect(await cookieNames(visitor)).toEqual(['_ga', 'agency_consent', 'demo_analytics']);
      await reload(visitor);
      await expect.poll(() => thirdParty(visitor)).toEqual(['GET /consent/analytics.js', 'GET /consent/beacon.txt?from=analytics']);
      expect(await banner(visitor).count()).toBe(0);
      expect(await visitor.page.evaluate(() => document.documentElement.dataset.demoMarketing)).toBeUndefined();
    });

    it('asks again under a new revision, running nothing until then', async () => {
      const next = await visit('/consent/new-revision/', 'en-GB', visitor.context);
      await expect.poll(() => banner(next).isVisible()).toBe(true);
      expect(thirdParty(next)).toEqual([]);
      await choice(next, 'Accept all').click();
      await expect.poll(() => thirdParty(next).length).toBeGreaterThanOrEqual(5);
      expect(thirdParty(next)).toEqual(
        expect.arrayContaining([
          'GET /consent/analytics.js',
          'GET /consent/marketing.js',
          'GET /consent/social-frame.html',
          'GET /consent/beacon.txt?from=marketing',
        ]),
      );
      await expect.poll(() => next.receipts.length).toBe(1);
      expect(next.receipts[0]!.sent).toMatchObject({ revision: 2, path: '/consent/new-revision/' });
      await visitor.page.close();
      visitor = next;
    });

    it('withdraws as easily: the cookies go, a reload is offered, and after it nothing runs', async () => {
      await visitor.page.locator('agency-cookie-settings button').click();
      await choice(visitor, 'Only necessary').click();
      const notice = visitor.page.locator('agency-cookie-consent [part="notice"]');
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await cookieNames(visitor)).toEqual(['agency_consent']);
      expect(await storageKeys(visitor)).toEqual([]);
      expect(await visitor.page.locator('iframe.social-frame').getAttribute('src')).toBeNull();
      await expect.poll(() => visitor.receipts.length).toBe(2);

      visitor.requests.length = 0;
      await Promise.all([visitor.page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload the page' }).click()]);
      await visitor.page.waitForLoadState('networkidle');
      expect(thirdParty(visitor)).toEqual([]);
      expect(await cookieNames(visitor)).toEqual(['agency_consent']);
    });

    it('files every decision under one id, each with its revision and choices', () => {
      const [accepted, withdrawn] = visitor.receipts;
      expect(accepted!.body.id).toBe(withdrawn!.body.id);
      const rows = filed(accepted!.body.id);
      expect(rows.map((row) => [row.revision, JSON.parse(row.choices)])).toEqual([
        [1, { analytics: true, marketing: false, social: false, unclassified: false }],
        [2, { analytics: true, marketing: true, social: true, unclassified: true }],
        [2, { analytics: false, marketing: false, social: false, unclassified: false }],
      ]);
    });
  });

  it('a preview page runs everything, stores no choice and sends nothing', async () => {
    const editor = await visit('/consent/preview/');
    await expect.poll(() => thirdParty(editor).length).toBeGreaterThanOrEqual(5);
    expect(thirdParty(editor)).toEqual(
      expect.arrayContaining(['GET /consent/analytics.js', 'GET /consent/marketing.js', 'GET /consent/social-frame.html']),
    );
    expect(await editor.page.evaluate(() => document.documentElement.dataset.demoUnclassified)).toBe('ran');
    expect(await banner(editor).count()).toBe(0);
    expect(await cookieNames(editor)).not.toContain('agency_consent');
    // deciding loads the consents call of the API; once it is in, a proof would go out within a task
    const client = editor.page.waitForResponse((response) => response.url().endsWith(`/dist/${chunkHolding('core/api/resources/consents.ts')}`));
    await editor.page.locator('agency-cookie-settings button').click();
    await choice(editor, 'Only necessary').click();
    await client;
    await editor.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(editor.requests.filter((request) => request.includes('/api/v1/consents'))).toEqual([]);
    expect(editor.receipts).toEqual([]);
    await reload(editor);
    expect(await cookieNames(editor)).not.toContain('agency_consent');
    await editor.context.close();
  });

  it('speaks the visitor’s language', async () => {
    const dutch = await visit('/consent/', 'nl-BE');
    await expect.poll(() => banner(dutch).getByRole('heading').textContent()).toBe('Cookies op deze website');
    expect(await banner(dutch).getByRole('button').allTextContents()).toEqual(['Alles aanvaarden', 'Enkel noodzakelijke', 'Zelf kiezen']);
    await dutch.context.close();
  });
});
