/**
 * The map of Belgium's municipalities (widgets/zones/MunicipalityMap.tsx), alive without a
 * screen: the province shown (or all of Belgium), the view of it in the frame with the
 * gestures of ./gestures.ts, and beside it the list of the municipalities in view, a
 * listbox with an active option that the keyboard moves (arrows, Home, End, pages of ten,
 * a letter to the next name that starts with it) and the pointer outlines. Which zones are
 * ticked is the form's (core/demand/zones.ts); here is only where the visitor is.
 *
 * One finger on a touch screen is the page's: it scrolls the form the map sits in, and
 * two fingers move and zoom the map.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { Gestures, viewAfter } from './gestures.ts';
import { type Box, fitBox, type Pixel, type ScaleLimits, type Size, type View, zoomView } from './view.ts';

/** The choice "all of Belgium" among the provinces. */
export const ALL_PROVINCES = 0;
/** The closest zoom, in times the whole of Belgium: a municipality fills the frame. */
export const MAX_ZOOM = 16;
/** Plane units around a province's box. */
const MARGIN = 8;
/** Options PageUp and PageDown move by. */
export const LIST_PAGE = 10;

/** A municipality of the shipped shapes: its id, its province's, then what else the shapes hold. */
export type MunicipalityShape = readonly [municipality: number, province: number, ...rest: unknown[]];
/** A province's box in the plane: its id, then [x0, y0, x1, y1]. */
export type ProvinceBox = readonly [province: number, x0: number, y0: number, x1: number, y1: number];

/** The view of a province (or all of Belgium), a margin around it. */
export function provinceView(province: number, provinces: readonly ProvinceBox[], plane: Box, size: Size): View {
  const box = provinces.find(([code]) => code === province);
  return box ? fitBox([box[1] - MARGIN, box[2] - MARGIN, box[3] + MARGIN, box[4] + MARGIN], size, 1) : fitBox(plane, size, 1);
}

/** The municipalities of a province (all for ALL_PROVINCES), by name. */
export function municipalitiesIn(shapes: readonly MunicipalityShape[], province: number, nameOf: (id: number) => string, compare: (a: string, b: string) => number): number[] {
  return shapes
    .filter(([, inProvince]) => province === ALL_PROVINCES || inProvince === province)
    .map(([municipality]) => municipality)
    .sort((a, b) => compare(nameOf(a), nameOf(b)));
}

/** What a key does in the list: move the active option to an index, tick the active one, or nothing. */
export type ListKeyResult = { move: number } | { toggle: true } | undefined;

/**
 * A key in the listbox of `count` options whose active one is at `index` (-1: none). The
 * index moved to is kept within the list; a letter goes to the next name after the active
 * one that starts with it (`names`, in the list's order), round to the top.
 */
export function listKey(key: string, index: number, names: readonly string[], sameLetter: (a: string, b: string) => boolean): ListKeyResult {
  const last = names.length - 1;
  const to = (next: number) => ({ move: Math.max(0, Math.min(last, next)) });
  switch (key) {
    case 'ArrowDown':
      return to(index + 1);
    case 'ArrowUp':
      return to(index < 0 ? 0 : index - 1);
    case 'Home':
      return to(0);
    case 'End':
      return to(last);
    case 'PageDown':
      return to(index + LIST_PAGE);
    case 'PageUp':
      return to(index - LIST_PAGE);
    case 'Enter':
    case ' ':
      return index < 0 ? (names.length > 0 ? { move: 0 } : undefined) : { toggle: true };
    default: {
      if (key.length !== 1 || !/\p{L}/u.test(key)) return undefined;
      const start = index + 1;
      const order = [...names.keys()].map((offset) => (start + offset) % names.length);
      const found = order.find((at) => sameLetter(names[at]!.charAt(0), key));
      return found === undefined ? undefined : { move: found };
    }
  }
}

export interface ZoneMapState {
  /** the frame's size, once measured */
  size: Size | undefined;
  /** what the frame shows, once measured */
  view: View | undefined;
  /** the province shown (ALL_PROVINCES: Belgium) */
  province: number;
  /** the listbox's active option */
  active: number | undefined;
  /** the municipality under the pointer */
  hovered: number | undefined;
}

export interface ZoneMapOptions {
  plane: Box;
  provinces: readonly ProvinceBox[];
  shapes: readonly MunicipalityShape[];
}

export interface ZoneMapController {
  readonly store: StoreApi<ZoneMapState>;
  resize(size: Size): void;
  showProvince(province: number): void;
  zoomBy(factor: number, at?: Pixel): void;
  press(id: number, at: Pixel, touch: boolean): void;
  move(id: number, at: Pixel): boolean;
  release(id: number, at: Pixel): void;
  cancel(id: number): void;
  setActive(municipality: number | undefined): void;
  hover(municipality: number | undefined): void;
  /** the outlined municipality: the one under the pointer, else the active one */
  highlighted(): number | undefined;
}

export function createZoneMap({ plane, provinces, shapes }: ZoneMapOptions): ZoneMapController {
  const store = createStore<ZoneMapState>(() => ({ size: undefined, view: undefined, province: ALL_PROVINCES, active: undefined, hovered: undefined }));
  const gestures = new Gestures({ touchDrags: false });
  const provinceOf = new Map(shapes.map(([municipality, province]) => [municipality, province]));
  const limits = (size: Size): ScaleLimits => ({ min: fitBox(plane, size).scale * 0.8, max: fitBox(plane, size).scale * MAX_ZOOM });

  return {
    store,
    resize(size) {
      const { size: before, province, view } = store.getState();
      if (before && before.width === size.width && before.height === size.height) return;
      // the province chosen (or Belgium) fills the frame once it is measured
      store.setState({ size, view: before && view ? view : provinceView(province, provinces, plane, size) });
    },
    showProvince(province) {
      const { size, active } = store.getState();
      const stays = active !== undefined && (province === ALL_PROVINCES || provinceOf.get(active) === province);
      store.setState({ province, active: stays ? active : undefined, ...(size ? { view: provinceView(province, provinces, plane, size) } : {}) });
    },
    zoomBy(factor, at) {
      const { size, view } = store.getState();
      if (!size || !view) return;
      store.setState({ view: zoomView(view, size, view.scale * factor, limits(size), at ?? [size.width / 2, size.height / 2]) });
    },
    press(id, at, touch) {
      const { view } = store.getState();
      if (view) gestures.press(id, at, view, touch);
    },
    move(id, at) {
      const step = gestures.move(id, at);
      const { size, view } = store.getState();
      if (!step || !size || !view) return false;
      store.setState({ view: viewAfter(step, view, size, limits(size)) });
      // captured once it is a drag: the click that ends it then goes to the map, not to a municipality
      return true;
    },
    release: (id, at) => void gestures.release(id, at),
    cancel: (id) => gestures.cancel(id),
    setActive: (active) => store.setState({ active }),
    hover: (hovered) => store.setState({ hovered }),
    highlighted() {
      const { hovered, active } = store.getState();
      return hovered ?? active;
    },
  };
}
