/**
 * The one pointer handler of both maps: the pointers down on a frame, in the frame's
 * pixels, read as a click, a drag or a pinch. A press that moves less than DRAG_PIXELS is
 * a click (a corner of an area, a municipality to tick); past that it is a drag, which
 * moves the plane or draws a line; two pointers down make a pinch, which zooms around the
 * fingers' midpoint and moves with it. A third finger is not followed. What a click or a
 * drag means is each map's own (./search-map.ts, ./zone-map.ts); how a drag or a pinch
 * moves the view is here (viewAfter). widgets/ui/media/pan-zoom.ts feeds it the DOM's events.
 */
import { panView, type Pixel, type ScaleLimits, type Size, type View, zoomView } from './view.ts';

/** How far a pointer moves before a press is a drag rather than a click. */
export const DRAG_PIXELS = 5;

/** Two fingers' move: their midpoint before and after, and how much further apart they are. */
export interface PinchStep {
  kind: 'pinch';
  from: Pixel;
  to: Pixel;
  factor: number;
}

/** A pointer held down and moved past DRAG_PIXELS: where it is, how far from its press, and the view at the press. */
export interface DragStep {
  kind: 'drag';
  at: Pixel;
  dx: number;
  dy: number;
  /** the drag's first step (the press has just become a drag) */
  first: boolean;
  /** the view when the pointer was pressed */
  view: View;
}

export type GestureStep = PinchStep | DragStep;

/** What a press started: a drag or click to be, the second finger of a pinch, or nothing to follow. */
export type PressResult = 'press' | 'pinch' | 'ignored';

/** What a release ended: a click (the press never moved), a drag, or nothing of either. */
export type ReleaseResult = { kind: 'click'; at: Pixel } | { kind: 'drag'; at: Pixel } | { kind: 'none' };

export interface GestureOptions {
  /** one finger on a touch screen drags (a map that fills its place); else it is the page's, which scrolls */
  touchDrags: boolean;
}

export class Gestures {
  private readonly down = new Map<number, Pixel>();
  private drag: { id: number; at: Pixel; view: View; moved: boolean } | null = null;

  constructor(private readonly options: GestureOptions = { touchDrags: true }) {}

  get count(): number {
    return this.down.size;
  }

  /** Pointer `id` pressed at `at`, the frame showing `view`. */
  press(id: number, at: Pixel, view: View, touch = false): PressResult {
    if (this.down.size >= 2) return 'ignored';
    this.down.set(id, at);
    if (this.down.size === 2) {
      this.drag = null;
      return 'pinch';
    }
    if (touch && !this.options.touchDrags) return 'ignored';
    this.drag = { id, at, view, moved: false };
    return 'press';
  }

  /** Follows pointer `id` to `at`: a pinch when it is one of two pointers down, a drag once it has moved far enough. */
  move(id: number, at: Pixel): GestureStep | undefined {
    const before = this.down.get(id);
    if (!before) return undefined;
    this.down.set(id, at);
    const other = [...this.down].find(([key]) => key !== id)?.[1];
    if (other) {
      const apart = Math.hypot(before[0] - other[0], before[1] - other[1]);
      const factor = apart > 0 ? Math.hypot(at[0] - other[0], at[1] - other[1]) / apart : 1;
      return { kind: 'pinch', from: midpoint(before, other), to: midpoint(at, other), factor };
    }
    const drag = this.drag;
    if (!drag || drag.id !== id) return undefined;
    const dx = at[0] - drag.at[0];
    const dy = at[1] - drag.at[1];
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_PIXELS) return undefined;
    const first = !drag.moved;
    drag.moved = true;
    return { kind: 'drag', at, dx, dy, first, view: drag.view };
  }

  /** Pointer `id` lifted at `at`. */
  release(id: number, at: Pixel): ReleaseResult {
    this.down.delete(id);
    const drag = this.drag;
    if (!drag || drag.id !== id) return { kind: 'none' };
    this.drag = null;
    return { kind: drag.moved ? 'drag' : 'click', at };
  }

  /** Pointer `id` taken away by the browser (a scroll, a system gesture): nothing it started counts. */
  cancel(id: number): void {
    this.down.delete(id);
    if (this.drag?.id === id) this.drag = null;
  }
}

const midpoint = (a: Pixel, b: Pixel): Pixel => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** The view after a pinch or a drag of the plane, from `view` (the current one). */
export function viewAfter(step: GestureStep, view: View, size: Size, limits: ScaleLimits): View {
  if (step.kind === 'pinch') return zoomView(view, size, view.scale * step.factor, limits, step.from, step.to);
  return panView(step.view, step.dx, step.dy);
}
