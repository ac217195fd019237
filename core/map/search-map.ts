/**
 * The property search's map, alive, without a screen: the view of Belgium's plane in a
 * frame, the gestures (./gestures.ts), drawing an area (corners clicked, or a lasso drawn
 * with the pointer held down, with the crossing refusal), the box the markers are asked
 * for once the view rests, "search as I move the map", the expansion of a cluster, the
 * card of the property chosen and the control to give the focus back to. It knows no
 * framework and no DOM (widgets/property-map/ binds it), so its rules are tested as they
 * are (search-map.test.ts), as the form controller's are.
 *
 * The map's plane is that of the shipped municipality shapes (core/geo/projection.ts);
 * markers are placed in pixels, so their size stays the same at every zoom.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MapMarker } from '../api/resources/property-map.ts';
import { areaCrossesItself, circleArea, encodeArea, lassoLoop, type LatLng, simplifyArea } from '../geo/area.ts';
import { fromMapPlane, toMapPlane, UNITS_PER_DEGREE_LNG } from '../geo/projection.ts';
import { type Box, fitBox, type Pixel, planeAt, pixelAt, type ScaleLimits, type Size, type View, viewForKey, zoomView } from './view.ts';
import { Gestures, viewAfter } from './gestures.ts';
import { type Schedule, realSchedule } from '../schedule.ts';

/** supercluster's finest level (a 512-pixel world at level 0): a street. */
export const MAX_LEVEL = 16;

/** supercluster's level for a scale of ours. */
export function clusterLevel(scale: number): number {
  return Math.max(0, Math.min(MAX_LEVEL, Math.floor(Math.log2((UNITS_PER_DEGREE_LNG * scale * 360) / 512))));
}

/** Our scale at a level of supercluster's. */
export const scaleOfLevel = (level: number) => (512 * 2 ** level) / (360 * UNITS_PER_DEGREE_LNG);

/** The box the server clusters for: [west, south, east, north] in degrees, at a level. */
export interface FetchBox {
  level: number;
  bbox: [west: number, south: number, east: number, north: number];
}

/** What the frame shows, in degrees. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The degrees between two pixels of the frame (top left, bottom right). */
function boundsBetween(view: View, size: Size, topLeft: Pixel, bottomRight: Pixel): Bounds {
  const [north, west] = fromMapPlane(...planeAt(view, size, topLeft));
  const [south, east] = fromMapPlane(...planeAt(view, size, bottomRight));
  return { west, south, east, north };
}

/** What the frame shows, in degrees (the tiles under the shapes cover it). */
export const visibleBounds = (view: View, size: Size): Bounds => boundsBetween(view, size, [0, 0], [size.width, size.height]);

/** The frame's corners as an area: what "search as I move the map" searches. */
export function viewArea(view: View, size: Size): LatLng[] {
  const corners: Pixel[] = [[0, 0], [size.width, 0], [size.width, size.height], [0, size.height]];
  return corners.map((pixel) => fromMapPlane(...planeAt(view, size, pixel)));
}

/**
 * The box to ask the markers for: what is in view and half a view more on each side, so
 * that a short pan asks nothing new.
 */
export function fetchBoxFor(view: View, size: Size): FetchBox {
  const { west, south, east, north } = boundsBetween(view, size, [-size.width / 2, -size.height / 2], [size.width * 1.5, size.height * 1.5]);
  return { level: clusterLevel(view.scale), bbox: [west, south, east, north] };
}

/** Whether the markers of `box` still serve the view: the same level, and the view inside it. */
export function boxServes(box: FetchBox, view: View, size: Size): boolean {
  const [west, south, east, north] = box.bbox;
  const seen = visibleBounds(view, size);
  return box.level === clusterLevel(view.scale) && seen.west >= west && seen.east <= east && seen.south >= south && seen.north <= north;
}

/** How a marker reads and acts: a listing, a cluster that splits when chosen, or a group of listings at one point that never splits. */
export type MarkerKind = 'property' | 'cluster' | 'group';

export function markerKind(marker: MapMarker): MarkerKind {
  if (marker.IDs) return 'group';
  return marker.count > 1 ? 'cluster' : 'property';
}

/** The smallest marker is 24 px across (WCAG 2.2's target size); a cluster grows with the log of its count. */
export const MARKER_RADIUS = 12;

/** A marker's radius in pixels. */
export function markerRadius(marker: MapMarker): number {
  return marker.count > 1 ? MARKER_RADIUS + 2 + Math.min(14, Math.log2(marker.count) * 2.5) : MARKER_RADIUS;
}

/** A cluster's count as its marker writes it: `12`, `999`, `1.2k`. */
export const markerCount = (count: number) => (count > 999 ? `${Math.round(count / 100) / 10}k` : String(count));

/** A marker is drawn while its centre is within this many pixels of the frame. */
const MARKER_MARGIN = 40;

export interface PlacedMarker {
  marker: MapMarker;
  key: string;
  kind: MarkerKind;
  at: [px: number, py: number];
  radius: number;
}

/**
 * The markers the frame shows, in pixels: north to south (then west to east), so that the
 * southern ones are drawn over the northern and the tab order reads the map as a page.
 */
export function placeMarkers(markers: readonly MapMarker[], view: View, size: Size): PlacedMarker[] {
  return [...markers]
    .sort((a, b) => b.lat - a.lat || a.lng - b.lng)
    .flatMap((marker) => {
      const at = pixelAt(view, size, toMapPlane([marker.lat, marker.lng]));
      const [px, py] = at;
      if (px < -MARKER_MARGIN || py < -MARKER_MARGIN || px > size.width + MARKER_MARGIN || py > size.height + MARKER_MARGIN) return [];
      const kind = markerKind(marker);
      const key = kind === 'property' ? `p${marker.ID}` : `c${marker.lat},${marker.lng}`;
      return [{ marker, key, kind, at, radius: markerRadius(marker) }];
    });
}

/** Kilometres a search around a place may reach, offered in this order. */
export const RADII = [1, 2, 5, 10, 20] as const;

/** Plane units per kilometre (200 a degree of latitude, 111.32 km). */
const UNITS_PER_KM = 200 / 111.32;

/** The view for a search of `radiusKm` around `centre`: the circle fills most of the frame, closer if the view is closer already. */
export function aroundView(view: View, size: Size, centre: LatLng, radiusKm: number): View {
  const [x, y] = toMapPlane(centre);
  const fits = (Math.min(size.width, size.height) / (radiusKm * 2 * UNITS_PER_KM)) * 0.8;
  return { x, y, scale: Math.max(view.scale, fits) };
}

export interface ChosenListings {
  /** the listings a marker stands for: one, or those of a point that never splits */
  ids: readonly number[];
  /** the one shown */
  index: number;
}

export interface SearchMapState {
  size: Size;
  /** the frame has been measured (before, `size` is a guess and the view fits it) */
  measured: boolean;
  view: View;
  drawing: boolean;
  /** the corners clicked so far */
  corners: readonly LatLng[];
  /** the line being drawn with the pointer held down */
  stroke: readonly LatLng[];
  /** the corners would make an area that crosses itself: refused, kept, said until they change */
  crossing: boolean;
  /** "search as I move the map" */
  following: boolean;
  chosen: ChosenListings | undefined;
  /** the markers' box, once the view has rested (what the screen asks the server for) */
  asked: FetchBox;
}

export type HistoryStep = 'push' | 'replace';

export interface SearchMapOptions {
  /** the plane's box (the shapes of Belgium) */
  plane: Box;
  /** the frame's size before it is measured */
  size?: Size;
  /** a new area for the search, or none: `push` as a step of the history, `replace` when it follows the view */
  onArea: (area: string | undefined, mode: HistoryStep) => void;
  schedule?: Schedule;
}

/** A guess of the frame's size until it is measured. */
export const FIRST_SIZE: Size = { width: 640, height: 448 };
/** How long the view rests before the markers of a new box are asked for. */
export const FETCH_AFTER_MS = 150;
/** How long the view rests before "search as I move the map" searches it. */
export const FOLLOW_AFTER_MS = 600;

export interface SearchMapController {
  readonly store: StoreApi<SearchMapState>;
  /** the zoom's limits in the current frame */
  limits(): ScaleLimits;
  resize(size: Size): void;
  /** zooms by `factor` around a pixel (the frame's centre by default) */
  zoomBy(factor: number, at?: Pixel): void;
  /** Belgium whole */
  showAll(): void;
  /** a key pressed on the frame: true when the map used it */
  key(key: string): boolean;
  press(id: number, at: Pixel, touch: boolean): void;
  /** true when the frame should capture the pointer (a drag or a pinch is under way) */
  move(id: number, at: Pixel): boolean;
  release(id: number, at: Pixel): void;
  cancel(id: number): void;
  draw(): void;
  stopDrawing(): void;
  /** the corners clicked as the area */
  finish(): void;
  removeCorner(): void;
  follow(on: boolean): void;
  removeArea(): void;
  /** a marker chosen: a cluster zooms in, a listing or a group opens the card; `opener` gets the focus back when it closes */
  choose(marker: MapMarker, opener?: unknown): void;
  /** the previous (-1) or next (+1) listing of a group's card */
  page(step: number): void;
  /** closes the card; gives back what had opened it, for the focus */
  closeCard(): unknown;
  /** the area of `radiusKm` around `centre` as the search, and the view of it */
  searchAround(centre: LatLng, radiusKm: number): void;
  dispose(): void;
}

export function createSearchMap(options: SearchMapOptions): SearchMapController {
  const { plane, onArea } = options;
  const schedule = options.schedule ?? realSchedule;
  const fitted = (size: Size) => fitBox(plane, size);
  const firstSize = options.size ?? FIRST_SIZE;
  const firstView = fitted(firstSize);
  const store = createStore<SearchMapState>(() => ({
    size: firstSize,
    measured: false,
    view: firstView,
    drawing: false,
    corners: [],
    stroke: [],
    crossing: false,
    following: false,
    chosen: undefined,
    asked: fetchBoxFor(firstView, firstSize),
  }));
  const gestures = new Gestures({ touchDrags: true });
  let opener: unknown;
  let wanted = store.getState().asked;
  let cancelFetch: (() => void) | undefined;
  let cancelFollow: (() => void) | undefined;

  const limits = (size = store.getState().size): ScaleLimits => ({ min: fitted(size).scale * 0.8, max: scaleOfLevel(MAX_LEVEL) });
  const toLatLng = (at: Pixel): LatLng => {
    const { view, size } = store.getState();
    return fromMapPlane(...planeAt(view, size, at));
  };

  const followView = () => {
    const { view, size } = store.getState();
    onArea(encodeArea(viewArea(view, size)), 'replace');
  };

  /** A new view: the markers' box follows once it rests, and so does the search when it follows the view. */
  const setView = (view: View) => {
    const { size, following } = store.getState();
    store.setState({ view });
    if (!boxServes(wanted, view, size)) {
      wanted = fetchBoxFor(view, size);
      cancelFetch?.();
      cancelFetch = schedule(() => store.setState({ asked: wanted }), FETCH_AFTER_MS);
    }
    if (following) {
      cancelFollow?.();
      cancelFollow = schedule(followView, FOLLOW_AFTER_MS);
    }
  };

  const stopDrawing = () => store.setState({ drawing: false, corners: [], stroke: [], crossing: false });

  /**
   * The corners clicked, or a line drawn with the pointer held down (a lasso), as the area.
   * A lasso is forgiven its overshoot (lassoLoop); corners whose border would cross itself
   * are refused and kept, so that the visitor can take back the last ones.
   */
  const finishWith = (points: readonly LatLng[], lasso: boolean) => {
    const ring = lasso ? lassoLoop(points) : simplifyArea(points);
    if (ring.length < 3) {
      if (lasso) store.setState({ stroke: [] });
      return;
    }
    if (areaCrossesItself(ring)) {
      store.setState({ stroke: [], crossing: true });
      return;
    }
    stopDrawing();
    store.setState({ following: false });
    onArea(encodeArea(ring), 'push');
  };

  const zoomBy = (factor: number, at?: Pixel) => {
    const { view, size } = store.getState();
    setView(zoomView(view, size, view.scale * factor, limits(), at ?? [size.width / 2, size.height / 2]));
  };

  return {
    store,
    limits: () => limits(),
    resize(size) {
      const state = store.getState();
      if (state.measured && state.size.width === size.width && state.size.height === size.height) return;
      // the first size the frame is measured at fits Belgium in it
      store.setState({ size, measured: true });
      setView(state.measured ? state.view : fitted(size));
    },
    zoomBy,
    showAll: () => setView(fitted(store.getState().size)),
    key(key) {
      const { view, size, drawing } = store.getState();
      if (key === 'Escape') {
        if (!drawing) return false;
        stopDrawing();
        return true;
      }
      const next = viewForKey(view, size, key, limits());
      if (next) setView(next);
      return next !== undefined;
    },
    press(id, at, touch) {
      const { view, drawing } = store.getState();
      const result = gestures.press(id, at, view, touch);
      // a second finger makes it a pinch, which leaves no line behind
      if (result === 'pinch') store.setState({ stroke: [] });
      else if (result === 'press' && drawing) store.setState({ stroke: [toLatLng(at)] });
    },
    move(id, at) {
      const step = gestures.move(id, at);
      if (!step) return false;
      const { view, size, drawing, stroke } = store.getState();
      if (step.kind === 'drag' && drawing) store.setState({ stroke: [...stroke, toLatLng(at)] });
      else setView(viewAfter(step, view, size, limits()));
      return true;
    },
    release(id, at) {
      const end = gestures.release(id, at);
      const { drawing, stroke, corners } = store.getState();
      if (!drawing || end.kind === 'none') return;
      // a line drawn with the pointer held down is the area; a click adds a corner
      if (end.kind === 'drag') finishWith(stroke, true);
      else store.setState({ corners: [...corners, toLatLng(at)], crossing: false });
    },
    cancel(id) {
      gestures.cancel(id);
      store.setState({ stroke: [] });
    },
    draw: () => store.setState({ drawing: true }),
    stopDrawing,
    finish: () => finishWith(store.getState().corners, false),
    removeCorner: () => store.setState({ corners: store.getState().corners.slice(0, -1), crossing: false }),
    follow(on) {
      store.setState({ following: on });
      cancelFollow?.();
      if (on) followView();
    },
    removeArea() {
      store.setState({ following: false });
      onArea(undefined, 'push');
    },
    choose(marker, from) {
      const { view } = store.getState();
      if (markerKind(marker) === 'cluster') {
        const [x, y] = toMapPlane([marker.lat, marker.lng]);
        const scale = Math.max(view.scale * 2, scaleOfLevel(marker.expand ?? clusterLevel(view.scale) + 1));
        setView({ x, y, scale: Math.min(limits().max, scale) });
        return;
      }
      opener = from;
      store.setState({ chosen: { ids: marker.IDs ?? (marker.ID === undefined ? [] : [marker.ID]), index: 0 } });
    },
    page(step) {
      const { chosen } = store.getState();
      if (!chosen) return;
      store.setState({ chosen: { ...chosen, index: Math.max(0, Math.min(chosen.ids.length - 1, chosen.index + step)) } });
    },
    closeCard() {
      store.setState({ chosen: undefined });
      const from = opener;
      opener = undefined;
      return from;
    },
    searchAround(centre, radiusKm) {
      const { view, size } = store.getState();
      store.setState({ following: false });
      onArea(encodeArea(circleArea(centre, radiusKm)), 'push');
      setView(aroundView(view, size, centre, radiusKm));
    },
    dispose() {
      cancelFetch?.();
      cancelFollow?.();
    },
  };
}

/** Places named in the text alternative before "elsewhere". */
export const NAMED_PLACES = 6;

/** The map in words: the first places by their count of listings, and how many lie elsewhere. */
export function placesInWords<P extends { count: number }>(places: readonly P[], named = NAMED_PLACES): { named: P[]; elsewhere: number } {
  return { named: places.slice(0, named), elsewhere: places.slice(named).reduce((sum, place) => sum + place.count, 0) };
}
