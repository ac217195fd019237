import { describe, expect, it } from 'vitest';
import { fitBox, panView, planeAt, Pointers, type Size, type View, viewBoxOf, wheelFactor, zoomView } from './pan-zoom.ts';

const SIZE: Size = { width: 400, height: 300 };
const VIEW: View = { x: 100, y: 50, scale: 2 };
const LIMITS = { min: 0.5, max: 16 };

describe('the view', () => {
  it('fits a box whole, centred, in the frame', () => {
    expect(fitBox([0, 0, 200, 100], SIZE, 1)).toEqual({ x: 100, y: 50, scale: 2 });
    // the narrower side decides: 300 px for 200 units
    expect(fitBox([0, 0, 100, 200], SIZE, 1).scale).toBe(1.5);
    expect(viewBoxOf(VIEW, SIZE)).toBe('0 -25 200 150');
  });

  it('keeps the point under the pixel zoomed around under it', () => {
    const pixel = [300, 60] as const;
    const before = planeAt(VIEW, SIZE, pixel);
    const zoomed = zoomView(VIEW, SIZE, VIEW.scale * 2, LIMITS, pixel);
    expect(zoomed.scale).toBe(4);
    expect(planeAt(zoomed, SIZE, pixel)).toEqual(before);
  });

  it('moves the point from one pixel to another, as two fingers that zoom and move', () => {
    const from = [200, 150] as const;
    const to = [250, 100] as const;
    const zoomed = zoomView(VIEW, SIZE, VIEW.scale * 1.5, LIMITS, from, to);
    expect(planeAt(zoomed, SIZE, to)).toEqual(planeAt(VIEW, SIZE, from));
  });

  it.each([
    [100, 16],
    [16, 16],
    [0.5, 0.5],
    [0.1, 0.5],
  ])('keeps a scale of %d within the limits: %d', (scale, expected) => {
    expect(zoomView(VIEW, SIZE, scale, LIMITS, [0, 0]).scale).toBe(expected);
  });

  it('pans with the pointer: the plane follows it', () => {
    const moved = panView(VIEW, 40, -20);
    expect(planeAt(moved, SIZE, [240, 130])).toEqual(planeAt(VIEW, SIZE, [200, 150]));
  });

  it('zooms in for a wheel turned away from the visitor, out towards them, by the same factor', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1, 12);
  });
});

describe('Pointers', () => {
  it('makes no pinch of one pointer', () => {
    const pointers = new Pointers();
    pointers.press(1, [10, 10]);
    expect(pointers.move(1, [20, 10])).toBeUndefined();
  });

  it('makes a pinch of two: their midpoint before and after, and how much further apart', () => {
    const pointers = new Pointers();
    pointers.press(1, [100, 100]);
    pointers.press(2, [200, 100]);
    expect(pointers.move(2, [300, 100])).toEqual({ from: [150, 100], to: [200, 100], factor: 2 });
    expect(pointers.move(1, [200, 100])).toEqual({ from: [200, 100], to: [250, 100], factor: 0.5 });
  });

  it('follows no third finger, and is one pointer again when one is lifted', () => {
    const pointers = new Pointers();
    pointers.press(1, [0, 0]);
    pointers.press(2, [100, 0]);
    pointers.press(3, [50, 50]);
    expect(pointers.count).toBe(2);
    expect(pointers.move(3, [60, 60])).toBeUndefined();
    pointers.release(2);
    expect(pointers.count).toBe(1);
    expect(pointers.move(1, [10, 0])).toBeUndefined();
  });
});
