/**
 * What a map's frame shows of a plane: the plane's point at the frame's centre and its
 * pixels per plane unit, and the arithmetic that keeps a point of the plane under the
 * pointer, under two fingers or under a button's zoom. Both maps use it (the property
 * search's, ./search-map.ts, and the municipalities', ./zone-map.ts); it knows no DOM.
 */

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

/** A box of the plane: [x0, y0, x1, y1]. */
export type Box = readonly [x0: number, y0: number, x1: number, y1: number];

export interface ScaleLimits {
  min: number;
  max: number;
}

/** The wheel's notches as a factor of scale: one notch (deltaY 100) is about 18%. */
export const wheelFactor = (deltaY: number) => Math.exp(-deltaY * 0.002);

/** The view that shows the box whole, filling `fill` of the frame. */
export function fitBox([x0, y0, x1, y1]: Box, size: Size, fill = 0.95): View {
  const scale = Math.min(size.width / (x1 - x0), size.height / (y1 - y0)) * fill;
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, scale };
}

/** The plane's point under a pixel. */
export const planeAt = (view: View, size: Size, [px, py]: Pixel): [x: number, y: number] => [
  view.x + (px - size.width / 2) / view.scale,
  view.y + (py - size.height / 2) / view.scale,
];

/** The pixel a point of the plane is drawn at. */
export const pixelAt = (view: View, size: Size, [x, y]: readonly [number, number]): [px: number, py: number] => [
  (x - view.x) * view.scale + size.width / 2,
  (y - view.y) * view.scale + size.height / 2,
];

/** `x y width height` for an SVG drawn in the plane, as the view shows it in a frame of `size`. */
export const viewBoxOf = (view: View, size: Size) =>
  `${view.x - size.width / 2 / view.scale} ${view.y - size.height / 2 / view.scale} ${size.width / view.scale} ${size.height / view.scale}`;

/**
 * The view at `scale` (kept within the limits) in which the plane's point that was under
 * pixel `from` is under pixel `to`: the wheel and the buttons zoom around one pixel
 * (from = to), two fingers zoom around their midpoint and move with it.
 */
export function zoomView(view: View, size: Size, scale: number, limits: ScaleLimits, from: Pixel, to: Pixel = from): View {
  const next = Math.max(limits.min, Math.min(limits.max, scale));
  const [ax, ay] = planeAt(view, size, from);
  return { x: ax - (to[0] - size.width / 2) / next, y: ay - (to[1] - size.height / 2) / next, scale: next };
}

/** The view moved by a drag of (dx, dy) pixels: the plane follows the pointer. */
export const panView = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x - dx / view.scale, y: view.y - dy / view.scale });

/** The arrow keys' step, in pixels: the plane moves this far for one press. */
export const KEY_STEP_PIXELS = 80;

/** The view after a key of the frame (arrows move, + and = zoom in, - zooms out), or undefined for any other key. */
export function viewForKey(view: View, size: Size, key: string, limits: ScaleLimits): View | undefined {
  const step = KEY_STEP_PIXELS / view.scale;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  if (move) return { ...view, x: view.x + move[0], y: view.y + move[1] };
  const centre: Pixel = [size.width / 2, size.height / 2];
  if (key === '+' || key === '=') return zoomView(view, size, view.scale * 2, limits, centre);
  if (key === '-') return zoomView(view, size, view.scale / 2, limits, centre);
  return undefined;
}
