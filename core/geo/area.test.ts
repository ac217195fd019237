import { describe, expect, it } from 'vitest';
import { type LatLng, MAX_AREA_CORNERS, areaCrossesItself, circleArea, decodeArea, enclosingCircle, encodeArea, insideArea, lassoLoop, simplifyArea } from './area.ts';
import { fromMapPlane, toMapPlane } from './projection.ts';
import { pathRings, shapeCentre } from './shapes.ts';

// a square of 1°, and a concave "C" opening to the east
const SQUARE: LatLng[] = [[50, 4], [50, 5], [51, 5], [51, 4]];
const C_SHAPE: LatLng[] = [[50, 4], [50, 5], [50.3, 5], [50.3, 4.3], [50.7, 4.3], [50.7, 5], [51, 5], [51, 4]];

describe('insideArea', () => {
  it.each<[string, LatLng, readonly LatLng[], boolean]>([
    ['the middle', [50.5, 4.5], SQUARE, true],
    ['a corner', [50, 4], SQUARE, true],
    ['another corner', [51, 5], SQUARE, true],
    ['on the southern edge', [50, 4.5], SQUARE, true],
    ['on the eastern edge', [50.25, 5], SQUARE, true],
    ['on the western edge', [50.75, 4], SQUARE, true],
    ['a hair outside the edge', [50.5, 5.0001], SQUARE, false],
    ['north of it', [51.2, 4.5], SQUARE, false],
    ['in line with an edge, beyond its end', [50, 5.5], SQUARE, false],
    ['in the mouth of the C', [50.5, 4.8], C_SHAPE, false],
    ['on the inner edge of the C', [50.5, 4.3], C_SHAPE, true],
    ['in the back of the C', [50.5, 4.1], C_SHAPE, true],
    ['in an arm of the C', [50.15, 4.9], C_SHAPE, true],
    ['level with a vertex of the C, inside', [50.3, 4.1], C_SHAPE, true],
  ])('%s', (_, point, polygon, expected) => {
    expect(insideArea(point, polygon)).toBe(expected);
  });
});

describe('the area in the URL', () => {
  it('round-trips at four decimals', () => {
    const area: LatLng[] = [[51.054321, 3.7174], [51.1, 3.8], [51, 3.9]];
    expect(encodeArea(area)).toBe('51.0543,3.7174,51.1,3.8,51,3.9');
    expect(decodeArea(encodeArea(area))).toEqual([[51.0543, 3.7174], [51.1, 3.8], [51, 3.9]]);
  });

  it.each(['', '51,3', '51,3,52,4', '51,3,52,4,53', 'a,b,c,d,e,f', '91,3,52,4,53,5', '51,181,52,4,53,5', '1e3,3,52,4,53,5'])('refuses %j', (value) => {
    expect(decodeArea(value)).toBeUndefined();
  });

  it(`takes ${MAX_AREA_CORNERS} corners and refuses one more`, () => {
    const ring = circleArea([50.8, 4.4], 5, MAX_AREA_CORNERS);
    expect(decodeArea(encodeArea(ring))).toHaveLength(MAX_AREA_CORNERS);
    expect(decodeArea(encodeArea([...ring, [50.8, 4.4]]))).toBeUndefined();
  });
});

describe('simplifyArea', () => {
  it(`brings a freehand line of 500 points to at most ${MAX_AREA_CORNERS} corners that still hold the same places`, () => {
    const drawn = circleArea([50.85, 4.35], 10, 500);
    const simple = simplifyArea(drawn);
    expect(simple.length).toBeLessThanOrEqual(MAX_AREA_CORNERS);
    expect(simple.length).toBeGreaterThanOrEqual(8);
    expect(insideArea([50.85, 4.35], simple)).toBe(true);
    expect(insideArea([50.85, 4.7], simple)).toBe(false);
  });

  it('keeps a triangle as it is', () => {
    expect(simplifyArea([[50, 4], [51, 4.5], [50, 5]])).toEqual([[50, 4], [51, 4.5], [50, 5]]);
  });
});

describe('the map plane', () => {
  it('puts the north-west corner of the shapes at the origin and comes back', () => {
    const [x, y] = toMapPlane([51.50382232666027, 2.5553555488587563]);
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo(0, 6);
    const [lat, lng] = fromMapPlane(...toMapPlane([50.8467, 4.3525]));
    expect(lat).toBeCloseTo(50.8467, 9);
    expect(lng).toBeCloseTo(4.3525, 9);
  });
});

describe('the shipped shapes', () => {
  it('reads relative path data back into rings, and finds the centre of the largest', () => {
    const rings = pathRings('M0 0l10 0 0 10-10 0zM20 20l1 0 0 1-1 0z');
    expect(rings).toEqual([[[0, 0], [10, 0], [10, 10], [0, 10]], [[20, 20], [21, 20], [21, 21], [20, 21]]]);
    expect(shapeCentre(rings)).toEqual([5, 5]);
  });
});

describe('areaCrossesItself', () => {
  // corners as [lat, lng]; drawn in the tests' comments as (x = lng, y = lat)
  it.each<[string, LatLng[], boolean]>([
    ['a square', SQUARE, false],
    ['the C', C_SHAPE, false],
    ['a triangle', [[50, 4], [51, 4.5], [50, 5]], false],
    ['a circle of 40 corners', circleArea([50.8, 4.4], 5, MAX_AREA_CORNERS), false],
    ['a bow tie: two edges cross in their middles', [[50, 4], [51, 5], [51, 4], [50, 5]], true],
    ['the closing edge crosses the first', [[50, 4.5], [51, 5], [51, 4], [50.5, 5.5]], true],
    ['the closing edge crosses an edge in the middle', [[50, 4], [50, 5], [51, 5], [50.5, 3], [51, 4]], true],
    ['two corners touch (a figure of eight)', [[50, 4], [50, 5], [50.5, 4.5], [51, 5], [51, 4], [50.5, 4.5]], true],
    ['a corner touches the middle of an edge', [[50, 4], [50, 5], [51, 5], [50, 4.5], [50.5, 3.5]], true],
    ['a corner rests on another edge', [[50, 4], [50, 6], [51, 6], [50, 5], [51, 4]], true],
    ['a spike: an edge runs back over the one before', [[50, 4], [50, 5], [50, 4.5], [51, 4]], true],
    ['the closing edge runs back over the first', [[50, 4], [50, 5], [51, 4.5], [50, 4.5]], true],
    ['two edges overlap along a line', [[50, 4], [50, 6], [51, 6], [51, 5], [50, 5], [50, 4.5], [49, 4]], true],
    ['collinear edges in line without overlapping', [[50, 4], [50, 5], [50, 6], [51, 6], [51, 4]], false],
    ['a flat triangle: all corners in one line', [[50, 4], [50, 5], [50, 6]], true],
    ['a corner repeated in a row is one corner', [[50, 4], [50, 5], [50, 5], [51, 5], [51, 4]], false],
    ['the ring closed by repeating its first corner', [...SQUARE, SQUARE[0]!], false],
    ['fewer than three distinct corners', [[50, 4], [51, 5], [50, 4]], true],
    ['edges a hair apart (one ten-thousandth of a degree) do not touch', [[50, 4], [50, 5], [50.0001, 4.5], [51, 5], [51, 4]], false],
  ])('%s', (_, polygon, expected) => {
    expect(areaCrossesItself(polygon)).toBe(expected);
  });
});

describe('lassoLoop', () => {
  it('closes a line that stops short of its start with a straight edge', () => {
    const line: LatLng[] = [[50, 4], [50, 5], [51, 5], [51, 4.1]];
    expect(lassoLoop(line)).toEqual(line);
  });

  it('cuts the tails of a lasso whose end runs over its start, at the crossing', () => {
    // starts west of the square's south-west corner, goes round, and overshoots south
    const line: LatLng[] = [[50, 3.8], [50, 5], [51, 5], [51, 4], [49.8, 4]];
    expect(lassoLoop(line)).toEqual([[50, 4], [50, 5], [51, 5], [51, 4]]);
  });

  it('keeps the widest loop, and cuts off a wobble on the way', () => {
    const wobble: LatLng[] = [[50, 3.8], [50, 4.2], [50.1, 4.1], [49.9, 4.1]];
    const line: LatLng[] = [...wobble, [49.9, 5], [51, 5], [51, 4], [49.5, 4]];
    const loop = lassoLoop(line);
    expect(areaCrossesItself(loop)).toBe(false);
    expect(insideArea([50.5, 4.5], loop)).toBe(true);
    expect(loop.length).toBeGreaterThanOrEqual(4);
  });

  it('brings a lasso of 500 points that overshoots its start to a simple ring of at most the corners a URL takes', () => {
    const round = circleArea([50.85, 4.35], 10, 500);
    const line = [...round, ...round.slice(0, 40)];
    const loop = lassoLoop(line);
    expect(loop.length).toBeLessThanOrEqual(MAX_AREA_CORNERS);
    expect(areaCrossesItself(loop)).toBe(false);
    expect(insideArea([50.85, 4.35], loop)).toBe(true);
  });
});

describe('enclosingCircle', () => {
  it.each([
    ['a circle of 5 km comes back as itself', circleArea([50.85, 4.35], 5, 40), [50.85, 4.35], 5],
    ['a circle of 12.3 km', circleArea([51.05, 3.72], 12.3, 40), [51.05, 3.72], 12.3],
  ] as const)('%s', (_name, area, center, radiusKm) => {
    const circle = enclosingCircle(area);
    expect(circle.center[0]).toBeCloseTo(center[0], 3);
    expect(circle.center[1]).toBeCloseTo(center[1], 3);
    // rounded up to 0.1 km, never down: every corner lies within it
    expect(circle.radiusKm).toBeGreaterThanOrEqual(radiusKm);
    expect(circle.radiusKm).toBeLessThanOrEqual(radiusKm + 0.1);
  });

  it('holds every corner of a long thin area, around the middle of its box', () => {
    const area: LatLng[] = [[50.8, 4.0], [50.82, 4.0], [50.82, 4.6], [50.8, 4.6]];
    const circle = enclosingCircle(area);
    expect(circle.center).toEqual([50.81, 4.3]);
    // half of 0.6° of longitude at 50.8° N is about 21.1 km
    expect(circle.radiusKm).toBe(21.2);
  });
});
