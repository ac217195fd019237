/**
 * Panning and zooming a plane drawn in a frame of pixels, shared by the property map
 * (widgets/property-map/MapView.tsx) and the municipality map (widgets/zones/): the view,
 * the arithmetic that keeps a point of the plane under the pointer or under two fingers,
 * the pointers down on the frame (a pinch is two of them), and the wheel. Each map keeps
 * its own pointer handlers, as a press means something else on each (a marker, a corner
 * of an area, a municipality to tick).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

/** What a frame shows: the plane's point at its centre, and its pixels per plane unit. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

/** [x, y] in pixels from the frame's top left corner. */
export type Pixel = readonly [x: number, y: number];

/** The wheel's notches as a factor of scale: one notch (deltaY 100) is about 18%. */
export const wheelFactor = (deltaY: number) => Math.exp(-deltaY * 0.002);

/** The view that shows the box [x0, y0, x1, y1] whole, filling `fill` of the frame. */
export function fitBox([x0, y0, x1, y1]: readonly number[], size: Size, fill = 0.95): View {
  const scale = Math.min(size.width / (x1! - x0!), size.height / (y1! - y0!)) * fill;
  return { x: (x0! + x1!) / 2, y: (y0! + y1!) / 2, scale };
}

/** The plane's point under a pixel. */
export const planeAt = (view: View, size: Size, [px, py]: Pixel): [x: number, y: number] => [
  view.x + (px - size.width / 2) / view.scale,
  view.y + (py - size.height / 2) / view.scale,
];

/** `x y width height` for an SVG drawn in the plane, as the view shows it in a frame of `size`. */
export const viewBoxOf = (view: View, size: Size) =>
  `${view.x - size.width / 2 / view.scale} ${view.y - size.height / 2 / view.scale} ${size.width / view.scale} ${size.height / view.scale}`;

/**
 * The view at `scale` (kept within [min, max]) in which the plane's point that was under
 * pixel `from` is under pixel `to`: the wheel and the buttons zoom around one pixel
 * (from = to), two fingers zoom around their midpoint and move with it.
 */
export function zoomView(view: View, size: Size, scale: number, limits: { min: number; max: number }, from: Pixel, to: Pixel = from): View {
  const next = Math.max(limits.min, Math.min(limits.max, scale));
  const [ax, ay] = planeAt(view, size, from);
  return { x: ax - (to[0] - size.width / 2) / next, y: ay - (to[1] - size.height / 2) / next, scale: next };
}

/** The view moved by a drag of (dx, dy) pixels: the plane follows the pointer. */
export const panView = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x - dx / view.scale, y: view.y - dy / view.scale });

/** Two fingers' move: their midpoint before and after, and how much further apart they are. */
export interface Pinch {
  from: Pixel;
  to: Pixel;
  factor: number;
}

/**
 * The pointers down on a frame, in the frame's pixels. With two, each move is a pinch;
 * a third finger is not followed.
 */
export class Pointers {
  private readonly down = new Map<number, Pixel>();

  get count(): number {
    return this.down.size;
  }

  press(id: number, at: Pixel): void {
    if (this.down.size < 2) this.down.set(id, at);
  }

  release(id: number): void {
    this.down.delete(id);
  }

  /** Follows pointer `id` to `at`; a pinch when it is one of two pointers down. */
  move(id: number, at: Pixel): Pinch | undefined {
    const before = this.down.get(id);
    if (!before) return undefined;
    const other = [...this.down].find(([key]) => key !== id)?.[1];
    this.down.set(id, at);
    if (this.down.size !== 2 || !other) return undefined;
    const apart = Math.hypot(before[0] - other[0], before[1] - other[1]);
    const factor = apart > 0 ? Math.hypot(at[0] - other[0], at[1] - other[1]) / apart : 1;
    return { from: midpoint(before, other), to: midpoint(at, other), factor };
  }
}

const midpoint = (a: Pixel, b: Pixel): Pixel => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** An event's point in the pixels of `element`. */
export function pixelIn(element: Element, event: { clientX: number; clientY: number }): Pixel {
  const box = element.getBoundingClientRect();
  return [event.clientX - box.left, event.clientY - box.top];
}

/** The size of an element in pixels as it changes (none while it is not laid out). */
export function useElementSize(ref: RefObject<Element | null>): Size | undefined {
  const [size, setSize] = useState<Size | undefined>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0) setSize((current) => (current?.width === width && current.height === height ? current : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The wheel over `ref` zooms (the handler gets the factor and the pixel under the pointer), never scrolls the page. */
export function useWheelZoom(ref: RefObject<Element | null>, onZoom: (factor: number, at: Pixel) => void): void {
  const handler = useRef(onZoom);
  handler.current = onZoom;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: Event) => {
      const wheel = event as WheelEvent;
      wheel.preventDefault();
      handler.current(wheelFactor(wheel.deltaMode === 1 ? wheel.deltaY * 33 : wheel.deltaY), pixelIn(element, wheel));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref]);
}
