import { describe, expect, it } from 'vitest';
import { type Bounds, MAX_TILES, TILE_SUBDOMAINS, isTileArchive, isTileTemplate, tileLevel, tileUrl, tileX, tileY, tilesAreThirdParty, tilesCovering } from './tiles.ts';

const BELGIUM: Bounds = { west: 2.5, south: 49.5, east: 6.4, north: 51.5 };
const BRUSSELS: Bounds = { west: 4.3, south: 50.8, east: 4.4, north: 50.9 };

describe('tile coordinates', () => {
  it.each<[string, number, number, number, number, number]>([
    // place, lat, lng, level, column, row
    ['the equator on the meridian', 0, 0, 1, 1, 1],
    ['the Grand-Place of Brussels', 50.8467, 4.3525, 10, 524, 343],
    ['Ostend', 51.2154, 2.9286, 12, 2081, 1367],
    ['Arlon', 49.6833, 5.8167, 12, 2114, 1394],
  ])('%s', (_, lat, lng, z, column, row) => {
    expect(Math.floor(tileX(lng, z))).toBe(column);
    expect(Math.floor(tileY(lat, z))).toBe(row);
  });

  it('holds the poles at the edge of the Mercator world', () => {
    expect(tileY(90, 3)).toBeCloseTo(0, 6);
    expect(tileY(-90, 3)).toBeCloseTo(8, 6);
  });
});

describe('tilesCovering', () => {
  it.each<[string, Bounds, number, string[]]>([
    ['the world at level 0', { west: -180, south: -85, east: 180, north: 85 }, 0, ['0/0/0']],
    ['around the meridian at level 1', { west: -10, south: -10, east: 10, north: 10 }, 1, ['1/0/0', '1/1/0', '1/0/1', '1/1/1']],
    ['Brussels at level 12', BRUSSELS, 12, ['12/2096/1373', '12/2097/1373', '12/2098/1373', '12/2096/1374', '12/2097/1374', '12/2098/1374']],
    ['a box inside one tile', { west: 4.35, south: 50.84, east: 4.351, north: 50.841 }, 10, ['10/524/343']],
    ['beyond the date line, clamped to the world', { west: 170, south: -10, east: 200, north: 10 }, 1, ['1/1/0', '1/1/1']],
  ])('%s', (_, bounds, z, expected) => {
    expect(tilesCovering(bounds, z).map((tile) => `${tile.z}/${tile.x}/${tile.y}`)).toEqual(expected);
  });

  it('gives each tile its geographic edges, shared with its neighbours', () => {
    const tiles = tilesCovering(BELGIUM, 8);
    expect(tiles).toHaveLength(12);
    const [first, second] = tiles;
    expect(first!.east).toBe(second!.west);
    expect(first!.north).toBeGreaterThan(first!.south);
    // the view lies within the tiles' union
    expect(Math.min(...tiles.map((tile) => tile.west))).toBeLessThanOrEqual(BELGIUM.west);
    expect(Math.max(...tiles.map((tile) => tile.east))).toBeGreaterThanOrEqual(BELGIUM.east);
    expect(Math.max(...tiles.map((tile) => tile.north))).toBeGreaterThanOrEqual(BELGIUM.north);
    expect(Math.min(...tiles.map((tile) => tile.south))).toBeLessThanOrEqual(BELGIUM.south);
  });

  it(`asks at most ${MAX_TILES} tiles, those nearest the centre`, () => {
    const tiles = tilesCovering(BELGIUM, 12);
    expect(tiles).toHaveLength(MAX_TILES);
    const [cx, cy] = [(tileX(BELGIUM.west, 12) + tileX(BELGIUM.east, 12)) / 2, (tileY(BELGIUM.north, 12) + tileY(BELGIUM.south, 12)) / 2];
    // the centre's own tile is among them, and none is farther than the centre's whole neighbourhood allows
    expect(tiles.some((tile) => tile.x === Math.floor(cx) && tile.y === Math.floor(cy))).toBe(true);
    for (const tile of tiles) expect(Math.hypot(tile.x + 0.5 - cx, tile.y + 0.5 - cy)).toBeLessThan(Math.sqrt(MAX_TILES));
  });
});

describe('tileLevel', () => {
  it.each<[number, number]>([
    // screen pixels per degree of longitude → level; a tile has 256 × 2^z / 360 of them
    [256 / 360, 0],
    [(256 * 2 ** 8) / 360, 8],
    [(256 * 2 ** 8 * 1.41) / 360, 8],
    [(256 * 2 ** 8 * 1.42) / 360, 9],
    [(256 * 2 ** 30) / 360, 19],
    [0, 0],
  ])('%d pixels a degree → level %d', (pixelsPerDegree, level) => {
    expect(tileLevel(pixelsPerDegree)).toBe(level);
  });
});

describe('tile sources', () => {
  it.each<[string, boolean]>([
    ['https://tiles.example/{z}/{x}/{y}.png', true],
    ['/tiles/{z}/{y}/{x}.webp', true],
    ['https://{s}.tiles.example/{z}/{x}/{y}{r}.png', true],
    ['https://tiles.example/tms/{z}/{x}/{-y}.png', true],
    ['/tiles/belgium.pmtiles', true],
    ['https://cdn.example/belgium.PMTiles?v=2', true],
    ['https://tiles.example/{z}/{x}.png', false],
    ['https://tiles.example/tile.png', false],
    ['https://tiles.example/belgium.pmtiles.json', false],
  ])('%s is a template: %s', (template, expected) => {
    expect(isTileTemplate(template)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['/tiles/belgium.pmtiles', true],
    ['/tiles/belgium.pmtiles#map', true],
    ['/tiles/{z}/{x}/{y}.png', false],
    ['/tiles/pmtiles/{z}/{x}/{y}.png', false],
  ])('%s is an archive: %s', (source, expected) => {
    expect(isTileArchive(source)).toBe(expected);
  });

  it.each<[string, { z: number; x: number; y: number }, boolean, string]>([
    ['https://tiles.example/{z}/{x}/{y}.png?k={z}', { z: 10, x: 524, y: 343 }, false, 'https://tiles.example/10/524/343.png?k=10'],
    // the row from the south: 2^z − 1 − y, the first and last rows included
    ['/tms/{z}/{x}/{-y}.png', { z: 10, x: 524, y: 343 }, false, '/tms/10/524/680.png'],
    ['/tms/{z}/{x}/{-y}.png', { z: 3, x: 0, y: 0 }, false, '/tms/3/0/7.png'],
    ['/tms/{z}/{x}/{-y}.png', { z: 3, x: 0, y: 7 }, false, '/tms/3/0/0.png'],
    // the sharper tile on a dense screen, the plain one otherwise
    ['/t/{z}/{x}/{y}{r}.png', { z: 8, x: 131, y: 86 }, true, '/t/8/131/86@2x.png'],
    ['/t/{z}/{x}/{y}{r}.png', { z: 8, x: 131, y: 86 }, false, '/t/8/131/86.png'],
    // the host by (x + y) mod 3
    ['https://{s}.t.example/{z}/{x}/{y}.png', { z: 8, x: 131, y: 86 }, false, 'https://b.t.example/8/131/86.png'],
    ['https://{s}.t.example/{z}/{x}/{y}.png', { z: 8, x: 131, y: 87 }, false, 'https://c.t.example/8/131/87.png'],
    ['https://{s}.t.example/{z}/{x}/{y}.png', { z: 8, x: 132, y: 87 }, false, 'https://a.t.example/8/132/87.png'],
  ])('fills in %s for %o (retina %s)', (template, tile, retina, expected) => {
    expect(tileUrl(template, tile, { retina })).toBe(expected);
  });

  it('gives one tile always the same host, and spreads neighbours over all of them', () => {
    const host = (x: number, y: number) => new URL(tileUrl('https://{s}.t.example/{z}/{x}/{y}.png', { z: 9, x, y })).hostname[0];
    expect(host(262, 172)).toBe(host(262, 172));
    expect(new Set([host(262, 172), host(263, 172), host(264, 172)])).toEqual(new Set(TILE_SUBDOMAINS));
  });

  it.each<[string, string, boolean]>([
    ['/tiles/{z}/{x}/{y}.png', 'https://immo.example/kopen/', false],
    ['https://immo.example/tiles/{z}/{x}/{y}.png', 'https://immo.example/kopen/', false],
    ['https://tiles.immo.example/{z}/{x}/{y}.png', 'https://immo.example/kopen/', true],
    ['http://immo.example/tiles/{z}/{x}/{y}.png', 'https://immo.example/kopen/', true],
    ['https://tiles.example/{z}/{x}/{y}.png', 'https://immo.example/', true],
    ['https://{s}.immo.example/{z}/{x}/{y}.png', 'https://immo.example/', true],
    ['/tiles/belgium.pmtiles', 'https://immo.example/kopen/', false],
    ['https://cdn.example/belgium.pmtiles', 'https://immo.example/kopen/', true],
  ])('%s on %s is a third party: %s', (template, page, expected) => {
    expect(tilesAreThirdParty(template, page)).toBe(expected);
  });
});
