/**
 * Raster tiles of an agency's tile source (`<agency-config map-tiles>`) on the map plane of
 * projection.ts. Tile sources are cut in Web Mercator (the `{z}/{x}/{y}` scheme), the plane is
 * equirectangular: each tile is drawn stretched between its own geographic corners, so the
 * corners are exact and the error inside a tile is the curvature of Mercator's latitude over
 * one tile (under a pixel of a 256-pixel tile from level 7 on, the levels Belgium is seen at).
 * The same tiles come from one address a tile or from one PMTiles archive of them.
 */
export const TILE_PIXELS = 256;
/** The deepest level tile sources commonly serve. */
export const MAX_TILE_LEVEL = 19;
/** A view never asks more tiles than this (a very wide frame at a coarse level), nearest the centre kept. */
export const MAX_TILES = 64;

export interface Tile {
  z: number;
  x: number;
  y: number;
  /** the tile's edges in degrees */
  north: number;
  south: number;
  west: number;
  east: number;
}

/** The box a view shows, in degrees. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const MERCATOR_LAT = 85.0511287798;

/** The tile column of a longitude at level z, as a fraction. */
export function tileX(lng: number, z: number): number {
  return ((lng + 180) / 360) * 2 ** z;
}

/** The tile row of a latitude at level z, as a fraction (0 at the north). */
export function tileY(lat: number, z: number): number {
  const phi = (Math.max(-MERCATOR_LAT, Math.min(MERCATOR_LAT, lat)) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 2 ** z;
}

const lngOfX = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latOfY = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/**
 * The level whose tiles show at about their own size for a view of `pixelsPerDegree` screen
 * pixels per degree of longitude: a tile is never shrunk or grown by more than √2.
 */
export function tileLevel(pixelsPerDegree: number, maxLevel = MAX_TILE_LEVEL): number {
  const level = Math.round(Math.log2((pixelsPerDegree * 360) / TILE_PIXELS));
  return Number.isFinite(level) ? Math.max(0, Math.min(maxLevel, level)) : 0;
}

/** The tiles of level z that cover `bounds`, row by row from the north-west. */
export function tilesCovering(bounds: Bounds, z: number): Tile[] {
  const last = 2 ** z - 1;
  const clamp = (value: number) => Math.max(0, Math.min(last, Math.floor(value)));
  const [x0, x1] = [clamp(tileX(bounds.west, z)), clamp(tileX(bounds.east, z))];
  const [y0, y1] = [clamp(tileY(bounds.north, z)), clamp(tileY(bounds.south, z))];
  const tiles: Tile[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      tiles.push({ z, x, y, north: latOfY(y, z), south: latOfY(y + 1, z), west: lngOfX(x, z), east: lngOfX(x + 1, z) });
    }
  }
  if (tiles.length <= MAX_TILES) return tiles;
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const distance = (tile: Tile) => Math.hypot(tile.x - cx, tile.y - cy);
  return tiles.sort((a, b) => distance(a) - distance(b)).slice(0, MAX_TILES);
}

/** The hosts `{s}` takes turns over, as tile sources commonly name them (a.tiles…, b.tiles…, c.tiles…). */
export const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

/**
 * `https://{s}.tiles.example/{z}/{x}/{y}{r}.png` → the address of one tile. The placeholders
 * are those of the common `{z}/{x}/{y}` scheme: `{-y}` the row counted from the south (TMS
 * sources), `{s}` one of TILE_SUBDOMAINS, always the same for one tile so the browser's cache
 * holds it, `{r}` `@2x` on a screen of more than one pixel per CSS pixel (the sharper tile of
 * the same place) and nothing otherwise.
 */
export function tileUrl(template: string, tile: Pick<Tile, 'z' | 'x' | 'y'>, options: { retina?: boolean } = {}): string {
  const values: Record<string, string> = {
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    '-y': String(2 ** tile.z - 1 - tile.y),
    s: TILE_SUBDOMAINS[(tile.x + tile.y) % TILE_SUBDOMAINS.length]!,
    r: options.retina ? '@2x' : '',
  };
  return template.replace(/\{(-y|[zxysr])\}/g, (_, key: string) => values[key]!);
}

/** A single-file archive of tiles (PMTiles), read by ranges from one address instead of one address a tile. */
export function isTileArchive(source: string): boolean {
  return /\.pmtiles$/i.test(source.split(/[?#]/)[0]!);
}

/** A template names the level, the column and the row (from the north or the south), or the source is an archive. */
export function isTileTemplate(template: string): boolean {
  return isTileArchive(template) || (template.includes('{z}') && template.includes('{x}') && (template.includes('{y}') || template.includes('{-y}')));
}

/**
 * Whether the tiles wait for consent: a source on the page's own origin is part of the
 * site and needs none; any other origin is a third party, which sees the visitor's address
 * and what they look at.
 */
export function tilesAreThirdParty(template: string, pageUrl: string): boolean {
  try {
    return new URL(template, pageUrl).origin !== new URL(pageUrl).origin;
  } catch {
    return true;
  }
}
