/**
 * `npm run bench:pages`: how long a visitor waits for the list's first cards and the
 * detail's title on the demo site (with the language switch and the cookie consent), in
 * Debian's Chromium with a cold cache, on a local connection and on an emulated 150 ms
 * round trip with and without a 1.6 Mbit/s line; and how many requests and bytes came
 * before. The demo server speaks HTTP/1.1, so Chromium opens at most 6 connections to it:
 * on a slow round trip the number of requests weighs as much as their size.
 * Measures only; no test depends on these numbers.
 */
import type { Page } from 'playwright-core';
import { firstListedId, startHarness } from '../demo/testing/harness.ts';
import { markdownTable, percentile } from './bench-report.ts';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 7);

interface Condition {
  name: string;
  /** DevTools network emulation; none for the local connection */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const CONDITIONS: Condition[] = [
  { name: 'local' },
  { name: '150 ms round trip', network: { latency: 150, downloadThroughput: -1, uploadThroughput: -1 } },
  { name: '150 ms, 1.6 Mbit/s', network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 } },
];

interface Shown {
  /** ms from the start of navigation until the content is visible */
  at: number;
  requests: number;
  kilobytes: number;
}

/** Waits (frame by frame) until `selector` inside `tag`'s shadow root is visible, and says when and after what. */
async function contentShown(page: Page, tag: string, selector: string): Promise<Shown> {
  const handle = await page.waitForFunction(
    ([tag, selector]) => {
      const found = document.querySelector(tag)?.shadowRoot?.querySelector(selector);
      if (!(found instanceof HTMLElement) || found.offsetParent === null) return false;
      const at = performance.now();
      const before = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= at) as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const bytes = before.reduce((total, entry) => total + entry.transferSize, navigation.transferSize);
      return { at, requests: before.length + 1, kilobytes: bytes / 1024 };
    },
    [tag, selector] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Shown;
}

const harness = await startHarness();
try {
  const detail = `/nl/pand/${await firstListedId(harness.url)}/`;
  // the site's pages come with their screen rendered on the server; ?render=client serves
  // them as a CMS page that only pastes the element in
  const pages = [
    { name: 'list, server-rendered', path: '/nl/te-koop/', tag: 'agency-property-list', selector: '.card__link' },
    { name: 'list, plain CMS page', path: '/nl/te-koop/?render=client', tag: 'agency-property-list', selector: '.card__link' },
    { name: 'detail, server-rendered', path: detail, tag: 'agency-property-detail', selector: 'h1' },
    { name: 'detail, plain CMS page', path: `${detail}?render=client`, tag: 'agency-property-detail', selector: 'h1' },
  ];
  const rows: string[][] = [];
  for (const condition of CONDITIONS) {
    for (const target of pages) {
      const runs: Shown[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        if (condition.network) {
          const devtools = await context.newCDPSession(page);
          await devtools.send('Network.enable');
          await devtools.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
        }
        await page.goto(harness.url(target.path), { waitUntil: 'commit' });
        runs.push(await contentShown(page, target.tag, target.selector));
        await context.close();
      }
      const at = runs.map((shown) => shown.at);
      rows.push([
        target.name,
        condition.name,
        String(Math.round(percentile(at, 50))),
        String(Math.round(percentile(at, 95))),
        String(percentile(runs.map((shown) => shown.requests), 50)),
        percentile(runs.map((shown) => shown.kilobytes), 50).toFixed(1),
      ]);
    }
  }
  const header = ['page', 'connection', 'shown p50 (ms)', 'p95 (ms)', 'requests', 'KB transferred'];
  console.log(`Demo site pages, cold cache, ${RUNS} runs each, Chromium; "shown" is the first property card (list) or the title (detail) on screen\n`);
  console.log(markdownTable(header, rows, 2));
} finally {
  await harness.close();
}
