/** The demo server on a free local port and Debian's Chromium, for end-to-end tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AxeResults } from 'axe-core';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../tools/chromium.mjs';
import { buildApp } from '../server/app.ts';
import type { ServerSettings } from '../server/config.ts';
import type { OutboxMail } from '../server/routes/outbox.ts';

export interface Harness {
  app: FastifyInstance;
  browser: Browser;
  url(path?: string): string;
  /** the mails the server "sent", newest first (`/demo/outbox.json`) */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

/** The id of the first property the list shows (nl), for tests and benchmarks of a detail page. */
export async function firstListedId(url: (path: string) => string): Promise<number> {
  const first = (await (await fetch(url('/api/v1/properties?pageSize=1&lang=nl'))).json()) as { items: { ID: number }[] };
  return first.items[0]!.ID;
}

/** A fresh, seeded database in a temporary folder for each harness; `settings` win over the environment's. */
export async function startHarness(settings: Partial<ServerSettings> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const app = await buildApp({ settings: { ...settings, dataDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const untranslated = watchForUntranslatedTexts(browser);
  const url = (path = '/') => `http://127.0.0.1:${port}${path}`;
  return {
    app,
    browser,
    url,
    async outbox() {
      return ((await (await fetch(url('/demo/outbox.json'))).json()) as { items: OutboxMail[] }).items;
    },
    async close() {
      await browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (untranslated.size > 0) {
        throw new Error(`Texts shown without their catalog namespace:\n${[...untranslated].join('\n')}`);
      }
    },
  };
}

/**
 * Every page of every context reports the texts an element showed without having named
 * their namespace (widgets/i18n.ts warns "agency-widgets: no <lang> text for …"): such a
 * text would read as its id on a real site, so a test file that met one fails.
 */
function watchForUntranslatedTexts(browser: Browser): Set<string> {
  const found = new Set<string>();
  const watch = (context: BrowserContext) => {
    context.on('console', (message) => {
      if (message.text().startsWith('agency-widgets: no ')) found.add(message.text());
    });
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watch(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watch(page.context());
    return page;
  };
  return found;
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's violations on the whole page, shadow roots included, as `rule: targets`
 * lines. `iframes: false` leaves out frames of other sites (a map), not the page's own content.
 */
export async function axeViolations(page: Page, options: { iframes?: boolean } = {}): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(
    (extra) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations'],
        ...extra,
      }),
    options,
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The cookie banner answered as many visitors do ("only necessary", in any language), so that it covers nothing. */
export async function onlyNecessaryCookies(page: Page): Promise<void> {
  await page
    .locator('agency-cookie-consent')
    .getByRole('button', { name: /^(Only necessary|Enkel noodzakelijke|Nécessaires uniquement|Nur notwendige)$/ })
    .click();
}
