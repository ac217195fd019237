/**
 * Reading the shipped municipality shapes (SVG path data as tools/geo/svg-path.ts writes
 * it: `M x y l dx dy … z`, relative moves) back into rings of points, and the centre a
 * municipality's properties are shown at when their address is not published.
 */

import type { LatLng } from './area.ts';
import { fromMapPlane } from './projection.ts';

export type Ring = [x: number, y: number][];

/** The rings of a path of the shipped shapes, in the map plane (core/geo/projection.ts). */
export function pathRings(d: string): Ring[] {
  const rings: Ring[] = [];
  for (const part of d.split('M').filter(Boolean)) {
    const [start, moves = ''] = part.replace(/z$/, '').split('l');
    const [x0, y0] = start!.trim().split(/\s+/).map(Number) as [number, number];
    const numbers = moves.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    const ring: Ring = [[x0, y0]];
    let [x, y] = [x0, y0];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      x += numbers[i]!;
      y += numbers[i + 1]!;
      ring.push([x, y]);
    }
    rings.push(ring);
  }
  return rings;
}

/** The centre of a municipality's shape as [latitude, longitude] (four decimals), where its unpublished addresses are shown. */
export function pathCentre(d: string): LatLng | undefined {
  const centre = shapeCentre(pathRings(d));
  if (!centre) return undefined;
  const [lat, lng] = fromMapPlane(...centre);
  return [Math.round(lat * 1e4) / 1e4, Math.round(lng * 1e4) / 1e4];
}

/**
 * The centroid of the largest ring (by area): for a municipality in several pieces (an
 * enclave, an islet) the point lies in its main part, where a visitor looks for it.
 */
export function shapeCentre(rings: readonly Ring[]): [x: number, y: number] | undefined {
  let best: { area: number; x: number; y: number } | undefined;
  for (const ring of rings) {
    let twiceArea = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      const cross = xj * yi - xi * yj;
      twiceArea += cross;
      cx += (xj + xi) * cross;
      cy += (yj + yi) * cross;
    }
    const area = Math.abs(twiceArea / 2);
    if (area > 0 && (!best || area > best.area)) best = { area, x: cx / (3 * twiceArea), y: cy / (3 * twiceArea) };
  }
  return best && [best.x, best.y];
}
