import { describe, expect, it } from 'vitest';
import type { MapMarker } from '../api/resources/property-map.ts';
import { decodeArea, type LatLng } from '../geo/area.ts';
import { toMapPlane } from '../geo/projection.ts';
import { manualClock } from '../testing/clock.ts';
import {
  aroundView,
  boxServes,
  clusterLevel,
  createSearchMap,
  FETCH_AFTER_MS,
  fetchBoxFor,
  FOLLOW_AFTER_MS,
  MAX_LEVEL,
  markerCount,
  markerKind,
  markerRadius,
  placeMarkers,
  placesInWords,
  scaleOfLevel,
} from './search-map.ts';
import { fitBox, pixelAt, type Size, type View } from './view.ts';

/** The plane of the shipped shapes, about. */
const PLANE = [0, 0, 490, 400] as const;
const SIZE: Size = { width: 800, height: 500 };

function map() {
  const clock = manualClock();
  const areas: [string | undefined, string][] = [];
  const controller = createSearchMap({ plane: PLANE, schedule: clock.schedule, onArea: (area, mode) => areas.push([area, mode]) });
  controller.resize(SIZE);
  clock.advance(1000);
  const state = () => controller.store.getState();
  /** The pixel of a point of the map in the current view. */
  const pixelOf = (point: LatLng) => pixelAt(state().view, SIZE, toMapPlane(point));
  const click = (at: readonly [number, number]) => {
    controller.press(1, at, false);
    controller.release(1, at);
  };
  return { controller, clock, areas, state, pixelOf, click };
}

describe('clustering levels', () => {
  it.each([0, 1, 5, 9, 12, MAX_LEVEL])('reads level %d back from the scale of that level', (level) => {
    expect(clusterLevel(scaleOfLevel(level))).toBe(level);
    expect(clusterLevel(scaleOfLevel(level) * 0.999)).toBe(Math.max(0, level - 1));
  });

  it('stays within 0 and the finest level', () => {
    expect(clusterLevel(scaleOfLevel(0) / 100)).toBe(0);
    expect(clusterLevel(scaleOfLevel(MAX_LEVEL) * 100)).toBe(MAX_LEVEL);
  });
});

describe('the markers’ box', () => {
  const view = fitBox(PLANE, SIZE);

  it('holds the view and half a view more on each side, at the view’s level', () => {
    const box = fetchBoxFor(view, SIZE);
    expect(box.level).toBe(clusterLevel(view.scale));
    const [west, south, east, north] = box.bbox;
    expect(west).toBeLessThan(east);
    expect(south).toBeLessThan(north);
    expect(boxServes(box, view, SIZE)).toBe(true);
  });

  it.each([
    ['a short pan', { dx: SIZE.width * 0.4, dy: 0, zoom: 1 }, true],
    ['a pan of more than half a view', { dx: SIZE.width * 0.6, dy: 0, zoom: 1 }, false],
    ['a pan down by more than half a view', { dx: 0, dy: -SIZE.height * 0.6, zoom: 1 }, false],
    ['a zoom to another level', { dx: 0, dy: 0, zoom: 2.1 }, false],
  ])('serves the view after %s: %s', (_, { dx, dy, zoom }, serves) => {
    const box = fetchBoxFor(view, SIZE);
    const moved: View = { x: view.x + dx / view.scale, y: view.y + dy / view.scale, scale: view.scale * zoom };
    expect(boxServes(box, moved, SIZE)).toBe(serves);
  });
});

describe('markers', () => {
  const listing: MapMarker = { lat: 51, lng: 4, count: 1, ID: 7, exact: true };
  const cluster: MapMarker = { lat: 50.5, lng: 4.5, count: 40, expand: 9 };
  const group: MapMarker = { lat: 50.2, lng: 5, count: 3, IDs: [1, 2, 3] };

  it.each([
    [listing, 'property'],
    [cluster, 'cluster'],
    [group, 'group'],
  ] as const)('reads %o as a %s', (marker, kind) => {
    expect(markerKind(marker)).toBe(kind);
  });

  it.each([
    [1, 12],
    [2, 16.5],
    [1000, 28],
    [100_000, 28],
  ])('of %d listings is %d px wide from its centre: never under 24 px across', (count, radius) => {
    expect(markerRadius({ lat: 0, lng: 0, count })).toBeCloseTo(radius, 5);
    expect(markerRadius({ lat: 0, lng: 0, count }) * 2).toBeGreaterThanOrEqual(24);
  });

  it.each([
    [2, '2'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.3k'],
    [12_345, '12.3k'],
  ])('writes a count of %d as %s', (count, text) => {
    expect(markerCount(count)).toBe(text);
  });

  it('places the markers in view north to south, with those just outside the frame, and leaves out the far ones', () => {
    const view = fitBox(PLANE, SIZE);
    const far: MapMarker = { lat: 60, lng: 20, count: 1, ID: 9 };
    const placed = placeMarkers([group, far, listing, cluster], view, SIZE);
    expect(placed.map((marker) => marker.key)).toEqual(['p7', 'c50.5,4.5', 'c50.2,5']);
    expect(placed[0]!.at).toEqual(pixelAt(view, SIZE, toMapPlane([51, 4])));
  });
});

describe('the map in words', () => {
  it.each([
    [[5, 4, 3], { named: [5, 4, 3], elsewhere: 0 }],
    [[9, 8, 7, 6, 5, 4, 3, 2, 1], { named: [9, 8, 7, 6, 5, 4], elsewhere: 6 }],
    [[], { named: [], elsewhere: 0 }],
  ])('names the first six places of %o and counts the others', (counts, expected) => {
    const words = placesInWords(counts.map((count) => ({ count })));
    expect({ named: words.named.map((place) => place.count), elsewhere: words.elsewhere }).toEqual(expected);
  });
});

describe('the view', () => {
  it('fits Belgium in the frame once it is measured, and keeps its view when it is measured again', () => {
    const { controller, state } = map();
    expect(state().view).toEqual(fitBox(PLANE, SIZE));
    controller.zoomBy(2);
    const zoomed = state().view;
    controller.resize({ width: 700, height: 500 });
    expect(state().view).toEqual(zoomed);
    controller.showAll();
    expect(state().view).toEqual(fitBox(PLANE, { width: 700, height: 500 }));
  });

  it('zooms no further out than a little more than Belgium, nor further in than a street', () => {
    const { controller, state } = map();
    controller.zoomBy(1 / 16);
    expect(state().view.scale).toBeCloseTo(fitBox(PLANE, SIZE).scale * 0.8, 10);
    controller.zoomBy(1e9);
    expect(state().view.scale).toBe(scaleOfLevel(MAX_LEVEL));
  });

  it('moves with a drag and the arrow keys, and zooms with the keys', () => {
    const { controller, state } = map();
    const before = state().view;
    controller.press(1, [100, 100], false);
    expect(controller.move(1, [102, 100])).toBe(false);
    expect(controller.move(1, [140, 100])).toBe(true);
    controller.release(1, [140, 100]);
    expect(state().view.x).toBeCloseTo(before.x - 40 / before.scale, 10);
    expect(controller.key('ArrowUp')).toBe(true);
    expect(controller.key('+')).toBe(true);
    expect(state().view.scale).toBeCloseTo(before.scale * 2, 10);
    expect(controller.key('Escape')).toBe(false);
    expect(controller.key('x')).toBe(false);
  });

  it('asks for the markers of a new box only once the view has rested', () => {
    const { controller, clock, state } = map();
    const first = state().asked;
    controller.zoomBy(4);
    expect(state().asked).toEqual(first);
    clock.advance(FETCH_AFTER_MS - 1);
    controller.zoomBy(2);
    clock.advance(FETCH_AFTER_MS - 1);
    expect(state().asked).toEqual(first);
    clock.advance(1);
    expect(state().asked).toEqual(fetchBoxFor(state().view, SIZE));
    // a short pan is served by the box asked for
    const asked = state().asked;
    controller.key('ArrowRight');
    clock.advance(FETCH_AFTER_MS);
    expect(state().asked).toBe(asked);
  });
});

describe('drawing an area', () => {
  const corners: LatLng[] = [
    [51.0, 3.7],
    [51.1, 3.8],
    [51.0, 3.9],
  ];

  it('takes the corners clicked as the area, as one step of the history, and stops drawing', () => {
    const { controller, areas, state, pixelOf, click } = map();
    controller.zoomBy(8, pixelOf([51.05, 3.8]));
    controller.draw();
    for (const corner of corners) click(pixelOf(corner));
    expect(state().corners).toHaveLength(3);
    controller.finish();
    expect(areas).toHaveLength(1);
    const [area, mode] = areas[0]!;
    expect(mode).toBe('push');
    decodeArea(area!)!.forEach(([lat, lng], i) => {
      expect(lat).toBeCloseTo(corners[i]![0], 3);
      expect(lng).toBeCloseTo(corners[i]![1], 3);
    });
    expect(state()).toMatchObject({ drawing: false, corners: [], stroke: [], crossing: false });
  });

  it('refuses corners that cross, keeps them to take the last ones back, and forgets the refusal then', () => {
    const { controller, areas, state, pixelOf, click } = map();
    controller.zoomBy(8, pixelOf([51.05, 3.8]));
    controller.draw();
    // a bow tie
    for (const corner of [[51.0, 3.7], [51.1, 3.9], [51.1, 3.7], [51.0, 3.9]] as LatLng[]) click(pixelOf(corner));
    controller.finish();
    expect(areas).toEqual([]);
    expect(state()).toMatchObject({ drawing: true, crossing: true });
    expect(state().corners).toHaveLength(4);
    controller.removeCorner();
    expect(state()).toMatchObject({ crossing: false });
    expect(state().corners).toHaveLength(3);
    controller.finish();
    expect(areas).toHaveLength(1);
  });

  it('takes a line drawn with the pointer held down as the area, cut to the loop it closes', () => {
    const { controller, areas, state, pixelOf } = map();
    controller.zoomBy(8, pixelOf([51.05, 3.8]));
    controller.draw();
    // it runs on over its first stretch: the loop starts at the crossing
    const line: LatLng[] = [[51.0, 3.7], [51.1, 3.8], [51.0, 3.9], [51.03, 3.78], [51.06, 3.66]];
    controller.press(1, pixelOf(line[0]!), false);
    for (const point of line.slice(1)) controller.move(1, pixelOf(point));
    expect(state().stroke.length).toBeGreaterThan(3);
    controller.release(1, pixelOf(line.at(-1)!));
    expect(areas).toHaveLength(1);
    const ring = decodeArea(areas[0]![0]!)!;
    expect(ring).toHaveLength(4);
    expect(ring.every(([, lng]) => lng >= 3.73)).toBe(true);
    expect(state().drawing).toBe(false);
  });

  it('leaves no line behind when a second finger makes it a pinch, and Escape stops drawing', () => {
    const { controller, state } = map();
    controller.draw();
    controller.press(1, [100, 100], true);
    controller.move(1, [150, 100]);
    expect(state().stroke.length).toBeGreaterThan(0);
    controller.press(2, [300, 100], true);
    expect(state().stroke).toEqual([]);
    expect(controller.key('Escape')).toBe(true);
    expect(state().drawing).toBe(false);
  });
});

describe('search as I move the map', () => {
  it('searches the view at once when turned on, then each time the view has rested, and stops when an area is drawn', () => {
    const { controller, clock, areas } = map();
    controller.follow(true);
    expect(areas).toHaveLength(1);
    expect(areas[0]![1]).toBe('replace');
    expect(decodeArea(areas[0]![0]!)).toHaveLength(4);
    controller.key('ArrowLeft');
    controller.key('ArrowLeft');
    clock.advance(FOLLOW_AFTER_MS - 1);
    expect(areas).toHaveLength(1);
    clock.advance(1);
    expect(areas).toHaveLength(2);
    controller.searchAround([51.05, 3.72], 5);
    expect(areas.at(-1)![1]).toBe('push');
    clock.advance(FOLLOW_AFTER_MS * 2);
    expect(areas).toHaveLength(3);
    expect(controller.store.getState().following).toBe(false);
  });

  it('says nothing once turned off', () => {
    const { controller, clock, areas } = map();
    controller.follow(true);
    controller.key('ArrowLeft');
    controller.follow(false);
    clock.advance(FOLLOW_AFTER_MS * 2);
    expect(areas).toHaveLength(1);
  });
});

describe('markers chosen', () => {
  it('zoom into a cluster: at least twice closer, to the level where it splits', () => {
    const { controller, state } = map();
    const before = state().view;
    controller.choose({ lat: 50.85, lng: 4.35, count: 12, expand: 12 });
    expect(state().view.scale).toBe(Math.max(before.scale * 2, scaleOfLevel(12)));
    expect([state().view.x, state().view.y]).toEqual(toMapPlane([50.85, 4.35]));
    expect(state().chosen).toBeUndefined();
  });

  it('open a listing’s card, page through a group’s, and give the focus back to the marker that opened it', () => {
    const { controller, state } = map();
    const opener = { marker: 'p7' };
    controller.choose({ lat: 51, lng: 4, count: 1, ID: 7 }, opener);
    expect(state().chosen).toEqual({ ids: [7], index: 0 });
    expect(controller.closeCard()).toBe(opener);
    expect(state().chosen).toBeUndefined();
    controller.choose({ lat: 51, lng: 4, count: 3, IDs: [4, 5, 6] }, 'group');
    controller.page(-1);
    expect(state().chosen!.index).toBe(0);
    controller.page(1);
    controller.page(1);
    controller.page(1);
    expect(state().chosen).toEqual({ ids: [4, 5, 6], index: 2 });
    expect(controller.closeCard()).toBe('group');
    expect(controller.closeCard()).toBeUndefined();
  });
});

describe('searching around a municipality', () => {
  it.each([1, 5, 20])('shows a circle of %d km filling most of the frame, or closer', (km) => {
    const view = aroundView(fitBox(PLANE, SIZE), SIZE, [50.85, 4.35], km);
    const diameter = ((km * 2 * 200) / 111.32) * view.scale;
    expect(diameter).toBeLessThanOrEqual(SIZE.height * 0.8 + 1e-9);
    const closer = aroundView({ ...view, scale: view.scale * 3 }, SIZE, [50.85, 4.35], km);
    expect(closer.scale).toBe(view.scale * 3);
  });

  it('searches the circle as one step of the history', () => {
    const { controller, areas } = map();
    controller.searchAround([50.85, 4.35], 2);
    expect(areas).toHaveLength(1);
    expect(areas[0]![1]).toBe('push');
    expect(decodeArea(areas[0]![0]!)).toHaveLength(24);
  });
});
