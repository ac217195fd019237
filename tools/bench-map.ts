/**
 * `npm run bench:map`: the map page (route `map`, /en/map/) with the seed plus
 * 10,000 generated listings, in Debian's Chromium at a quarter of this machine's speed
 * (DevTools CPU throttling 4×): how long `GET /properties/map` takes for the whole country,
 * and the time between frames while the visitor drags the map across and zooms with the
 * wheel (the markers' answers for the new views come in meanwhile). Measures only; no test
 * depends on these numbers.
 */
import type { Page } from 'playwright-core';
import { startHarness } from '../demo/testing/harness.ts';
import { addListings, listingTemplates } from './bench-data.ts';
import { markdownTable, percentile } from './bench-report.ts';

const BULK = 10_000;
const THROTTLE = 4;

const harness = await startHarness();
try {
  const database = harness.app.database;
  await addListings(database, await listingTemplates(database), BULK, 2_000_000);
  const total = ((await (await fetch(harness.url('/api/v1/properties?pageSize=1'))).json()) as { total: number }).total;

  const answerTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await (await fetch(harness.url(`/api/v1/properties/map?zoom=${7 + (i % 4)}&bbox=2.5,49.4,6.5,51.6`))).arrayBuffer();
    answerTimes.push(performance.now() - start);
  }

  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(harness.url('/en/map/'));
  await page.locator('agency-property-map').locator('.map__words[data-total]').waitFor({ timeout: 120_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

  const rows: string[][] = [];
  for (const [name, gesture] of [
    ['drag across the map', drag],
    ['zoom with the wheel', wheel],
  ] as const) {
    // as text: the bundler's name helpers do not exist in the page
    await page.evaluate(`(() => {
      const times = [];
      window.frames_ = times;
      let last = performance.now();
      requestAnimationFrame(function tick(now) {
        times.push(now - last);
        last = now;
        if (window.frames_ === times) requestAnimationFrame(tick);
      });
    })()`);
    await gesture(page);
    const frames = (await page.evaluate(`(() => {
      const times = window.frames_;
      window.frames_ = undefined;
      return times.slice(1);
    })()`)) as number[];
    rows.push([
      name,
      String(frames.length),
      percentile(frames, 50).toFixed(1),
      percentile(frames, 95).toFixed(1),
      Math.max(...frames).toFixed(1),
      `${((frames.filter((time) => time > 50).length / frames.length) * 100).toFixed(0)} %`,
    ]);
  }
  const markers = await page.locator('agency-property-map').locator('[data-marker]').count();
  console.log(`\n${total} listings; GET /properties/map for Belgium: median ${percentile(answerTimes, 50).toFixed(0)} ms, p95 ${percentile(answerTimes, 95).toFixed(0)} ms; ${markers} markers on screen at the end\n`);
  console.log(`Frame times (ms), Chromium with ${THROTTLE}× CPU slowdown, 1280×900:\n`);
  console.log(markdownTable(['gesture', 'frames', 'median', 'p95', 'max', 'over 50 ms'], rows, 1));
  await context.close();
} finally {
  await harness.close();
}

async function drag(page: Page): Promise<void> {
  const box = (await page.locator('agency-property-map').locator('.map__frame').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 60; step++) await page.mouse.move(x + Math.sin(step / 10) * 150, y + Math.cos(step / 10) * 100 - 100);
  await page.mouse.up();
}

async function wheel(page: Page): Promise<void> {
  const box = (await page.locator('agency-property-map').locator('.map__frame').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < 30; step++) await page.mouse.wheel(0, step < 15 ? -120 : 120);
}
