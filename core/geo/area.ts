/**
 * A drawn search area: a simple polygon of [latitude, longitude] corners, as the map draws
 * it, the URL keeps it (`area=`) and the server filters with it. The rule of what lies
 * inside is here once, for the server's filter and any browser that counts.
 */

import { type LatLng, MAX_AREA_CORNERS, MIN_AREA_CORNERS, roundCoordinate as round } from './area-text.ts';

export { type LatLng, MAX_AREA_CORNERS, MIN_AREA_CORNERS, decodeArea, encodeArea } from './area-text.ts';

/**
 * Whether `point` lies in `polygon` (closed implicitly), its border included: a property
 * on the line the visitor drew belongs to the area. Even-odd rule for the inside.
 */
export function insideArea(point: LatLng, polygon: readonly LatLng[]): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (onSegment(x, y, xi, yi, xj, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Within a hair (1e-9°, well under a millimetre) of the segment: rounding of the corners never moves a point off the border. */
function onSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  const EPSILON = 1e-9;
  if (x < Math.min(x1, x2) - EPSILON || x > Math.max(x1, x2) + EPSILON || y < Math.min(y1, y2) - EPSILON || y > Math.max(y1, y2) + EPSILON) return false;
  const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
  const length = Math.hypot(x2 - x1, y2 - y1);
  return Math.abs(cross) <= EPSILON * Math.max(length, 1);
}

/**
 * Whether the border of an area crosses or touches itself: two of its edges (the closing
 * one included) that cross, meet at a point other than the corner they share, or run
 * over each other. Such a ring has no one inside (even-odd would leave holes where the
 * visitor meant none), so it is refused rather than guessed at. The corners are judged
 * as the URL carries them (four decimals, in whole ten-thousandths so that touching is
 * exact); a corner repeated in a row is one corner, and a ring of fewer than three
 * distinct corners has no inside at all.
 */
export function areaCrossesItself(polygon: readonly LatLng[]): boolean {
  const ring = distinctCorners(polygon.map(([lat, lng]): Point => [Math.round(lng * 10_000), Math.round(lat * 10_000)]));
  const n = ring.length;
  if (n < MIN_AREA_CORNERS) return true;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const c = ring[j]!;
      const d = ring[(j + 1) % n]!;
      if (j === i + 1) {
        if (foldsBack(a, b, d)) return true;
      } else if (i === 0 && j === n - 1) {
        if (foldsBack(c, a, b)) return true;
      } else if (segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

/**
 * A freehand line as the area it means. Where the line crosses itself, the loop it closes
 * between its first and its last crossing segments (the tails that overshoot are cut at
 * the crossing point; the widest loop wins, so a wobble at the start does not stand for
 * the whole lasso); a line that never crosses itself is closed by a straight edge from
 * its end to its start. The ring is then simplified (simplifyArea) and what small loops
 * are left (a wobble on the way, or one the simplification made) are cut off at their
 * crossings, smallest first. What still crosses itself after that (a scribble) is for
 * areaCrossesItself to refuse.
 */
export function lassoLoop(line: readonly LatLng[]): LatLng[] {
  const points = dedupe(line);
  const xy = points.map(toPoint);
  let best: { i: number; j: number; at: Point } | undefined;
  for (let i = 0; i + 1 < xy.length; i++) {
    for (let j = xy.length - 2; j > i + 1 && (!best || j - i > best.j - best.i); j--) {
      const at = crossingPoint(xy[i]!, xy[i + 1]!, xy[j]!, xy[j + 1]!);
      if (at) {
        best = { i, j, at };
        break;
      }
    }
  }
  const loop = best ? [toLatLng(best.at), ...points.slice(best.i + 1, best.j + 1)] : points;
  return untangle(simplifyArea(loop).map(toPoint)).map(toLatLng);
}

/** Cuts the smallest loop of a closed ring off at its crossing, again, until none is left (or too few corners are). */
function untangle(ring: Point[]): Point[] {
  for (let rounds = ring.length; rounds > 0 && ring.length > MIN_AREA_CORNERS; rounds--) {
    const n = ring.length;
    let cut: { i: number; j: number; at: Point; size: number } | undefined;
    for (let i = 0; i < n; i++) {
      for (let j = i + 2; j < n; j++) {
        if (i === 0 && j === n - 1) continue;
        const at = crossingPoint(ring[i]!, ring[i + 1]!, ring[j]!, ring[(j + 1) % n]!);
        const size = Math.min(j - i, n - (j - i));
        if (at && (!cut || size < cut.size)) cut = { i, j, at, size };
      }
    }
    if (!cut) break;
    // the loop between the two segments is ring[i+1..j]: drop it, or keep only it when it is the larger side
    ring = cut.j - cut.i === cut.size ? [...ring.slice(0, cut.i + 1), cut.at, ...ring.slice(cut.j + 1)] : [cut.at, ...ring.slice(cut.i + 1, cut.j + 1)];
  }
  return ring;
}

const toPoint = ([lat, lng]: LatLng): Point => [lng, lat];
const toLatLng = ([x, y]: Point): LatLng => [y, x];

type Point = readonly [x: number, y: number];

function distinctCorners(ring: readonly Point[]): Point[] {
  const kept = ring.filter((point, i) => i === 0 || point[0] !== ring[i - 1]![0] || point[1] !== ring[i - 1]![1]);
  while (kept.length > 1 && kept[0]![0] === kept[kept.length - 1]![0] && kept[0]![1] === kept[kept.length - 1]![1]) kept.pop();
  return kept;
}

const orientation = (a: Point, b: Point, c: Point) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

/** `c`, known to lie on the line through a and b, between them (ends included). */
const within = (a: Point, b: Point, c: Point) =>
  Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);

/** Segments ab and cd have a point in common: they cross, touch, or overlap. */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && within(a, b, c)) || (o2 === 0 && within(a, b, d)) || (o3 === 0 && within(c, d, a)) || (o4 === 0 && within(c, d, b));
}

/** Edges a→b and b→c, which share b, run back over each other. */
function foldsBack(a: Point, b: Point, c: Point): boolean {
  return orientation(a, b, c) === 0 && (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0;
}

/** Where segments ab and cd cross (touching ends included), or undefined. */
function crossingPoint(a: Point, b: Point, c: Point, d: Point): Point | undefined {
  const rx = b[0] - a[0];
  const ry = b[1] - a[1];
  const sx = d[0] - c[0];
  const sy = d[1] - c[1];
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return segmentsMeet(a, b, c, d) ? c : undefined;
  const t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / denominator;
  const u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? [a[0] + t * rx, a[1] + t * ry] : undefined;
}

/** The box around an area: [south, west, north, east]; what a database can filter on before the exact rule. */
export function areaBounds(polygon: readonly LatLng[]): [south: number, west: number, north: number, east: number] {
  const lats = polygon.map(([lat]) => lat);
  const lngs = polygon.map(([, lng]) => lng);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)];
}

/**
 * A drawn line reduced to what shapes it (Ramer–Douglas–Peucker), then to at most
 * MAX_AREA_CORNERS corners by a growing tolerance: a freehand lasso of hundreds of
 * points becomes a short URL without visibly changing the area.
 */
export function simplifyArea(polygon: readonly LatLng[], tolerance = 0.0005): LatLng[] {
  let corners = dedupe(polygon);
  for (let t = tolerance; corners.length > MAX_AREA_CORNERS; t *= 1.5) corners = douglasPeucker(dedupe(polygon), t);
  return corners.map(([lat, lng]) => [round(lat), round(lng)] as const);
}

function dedupe(polygon: readonly LatLng[]): LatLng[] {
  return polygon.filter((point, i) => i === 0 || point[0] !== polygon[i - 1]![0] || point[1] !== polygon[i - 1]![1]);
}

function douglasPeucker(points: readonly LatLng[], tolerance: number): LatLng[] {
  if (points.length <= 3) return [...points];
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest > 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  const kept = points.filter((_, i) => keep[i]);
  return kept.length >= MIN_AREA_CORNERS ? kept : [...points.slice(0, MIN_AREA_CORNERS)];
}

function distanceToSegment([py, px]: LatLng, [ay, ax]: LatLng, [by, bx]: LatLng): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** A circle of `radiusKm` around a place as an area of `corners` corners: the "radius around a place" search, as the same filter. */
export function circleArea(center: LatLng, radiusKm: number, corners = 24): LatLng[] {
  const [lat, lng] = center;
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: corners }, (_, i) => {
    const angle = (2 * Math.PI * i) / corners;
    return [round(lat + dLat * Math.sin(angle)), round(lng + dLng * Math.cos(angle))] as const;
  });
}

/**
 * A circle that holds the whole area, the other way round from circleArea: the centre
 * of its box and the distance to its farthest corner, in km rounded up to 0.1 km. What a
 * search by radius needs to find at least every place the area holds.
 */
export function enclosingCircle(polygon: readonly LatLng[]): { center: LatLng; radiusKm: number } {
  const [south, west, north, east] = areaBounds(polygon);
  const center: LatLng = [round((south + north) / 2), round((west + east) / 2)];
  const kmPerLng = 111.32 * Math.cos((center[0] * Math.PI) / 180);
  const farthest = Math.max(...polygon.map(([lat, lng]) => Math.hypot((lat - center[0]) * 111.32, (lng - center[1]) * kmPerLng)));
  return { center, radiusKm: Math.ceil(farthest * 10) / 10 };
}
