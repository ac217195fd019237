// The map's tile sources beyond one address a tile, end to end in Chromium: a PMTiles archive
// on the site's own host is read by byte ranges and drawn without asking for consent; an
// archive of vector tiles draws nothing and leaves the map whole; a `{s}` source spreads its
// tiles over its hosts, and only after its cookie category is accepted. The hosts are routed
// here, as the tile servers of the map search test are.
import type { Page } from 'playwright-core';
import { TileType } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bounds, tilesCovering } from '../../core/geo/tiles.ts';
import { type Harness, startHarness } from '../testing/harness.ts';
import { openStrictPage } from '../testing/strict-csp.ts';
import { rangeAnswer, writeTileArchive } from '../testing/tile-archive.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

/** A 1×1 PNG: every tile's image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const BELGIUM: Bounds = { west: 2.5, south: 49.5, east: 6.4, north: 51.5 };
/** Belgium's tiles at the levels a frame fitting it is seen at. */
const BELGIAN_TILES = [5, 6, 7, 8, 9].flatMap((z) => tilesCovering(BELGIUM, z)).map(({ z, x, y }) => ({ z, x, y, data: PNG }));

async function mapPage(page: Page, source: string): Promise<Page> {
  await page.goto(harness.url('/en/map/'));
  await page.evaluate((source) => document.querySelector('agency-config')!.setAttribute('map-tiles', source), source);
  await page.locator('agency-property-map .map__words[data-total]').waitFor();
  return page;
}

/** A map page under the integrators' strict policy, its site's host serving an archive of `tileType` tiles by ranges. */
async function withArchive(tileType: TileType): Promise<{ page: Page; violations: string[]; ranges: (string | undefined)[] }> {
  const { page, violations } = await openStrictPage(harness.browser, 'en-BE');
  const archive = writeTileArchive(BELGIAN_TILES, tileType);
  const ranges: (string | undefined)[] = [];
  // routed after the strict page's own route, so it answers first
  await page.route(`${new URL(harness.url('/')).origin}/tiles/belgium.pmtiles`, (route) => {
    const range = route.request().headers().range;
    ranges.push(range);
    const answer = rangeAnswer(archive, range);
    return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
  return { page: await mapPage(page, '/tiles/belgium.pmtiles'), violations, ranges };
}

describe('a PMTiles archive as the map’s tiles', () => {
  it('is read by ranges from the site’s own host and drawn at once, under the strict policy', async () => {
    const { page, violations, ranges } = await withArchive(TileType.Png);
    const map = page.locator('agency-property-map');
    await expect.poll(() => map.locator('.map__tiles image').count()).toBeGreaterThan(0);
    const images = await map.locator('.map__tiles image').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!));
    expect(images.every((href) => href.startsWith('data:image/png;base64,'))).toBe(true);
    // the header and directory, then no request without a range: never the whole file
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((range) => /^bytes=\d+-\d+$/.test(range ?? ''))).toBe(true);
    expect(await map.getByRole('button', { name: /Accept .* cookies and show/ }).count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('draws nothing of an archive of vector tiles, and the map stays whole', async () => {
    const { page, violations, ranges } = await withArchive(TileType.Mvt);
    const map = page.locator('agency-property-map');
    // the header was read, and said vector
    await expect.poll(() => ranges.length).toBeGreaterThan(0);
    await map.locator('[data-marker]').first().waitFor();
    expect(await map.locator('.map__tiles image').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('a tile source over several hosts', () => {
  it('asks its hosts nothing before consent, then spreads the tiles over a, b and c', async () => {
    const context = await harness.browser.newContext({ locale: 'en-BE', viewport: { width: 1280, height: 900 } });
    const hosts: string[] = [];
    await context.route(/^https:\/\/[a-z]\.tiles\.example\.test\//, (route) => {
      hosts.push(new URL(route.request().url()).hostname);
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    const page = await mapPage(await context.newPage(), 'https://{s}.tiles.example.test/{z}/{x}/{y}{r}.png');
    const accept = page.locator('agency-property-map').getByRole('button', { name: 'Accept marketing cookies and show' });
    await accept.waitFor();
    expect(hosts).toEqual([]);
    await accept.click();
    await expect.poll(() => new Set(hosts).size).toBe(3);
    expect(new Set(hosts)).toEqual(new Set(['a.tiles.example.test', 'b.tiles.example.test', 'c.tiles.example.test']));
    await context.close();
  });
});
