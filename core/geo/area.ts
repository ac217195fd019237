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
