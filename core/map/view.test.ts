import { describe, expect, it } from 'vitest';
import { fitBox, panView, pixelAt, planeAt, type Size, type View, viewBoxOf, viewForKey, wheelFactor, zoomView } from './view.ts';

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

describe('the keys of a frame', () => {
  it.each([
    ['ArrowLeft', { x: 60, y: 50, scale: 2 }],
    ['ArrowRight', { x: 140, y: 50, scale: 2 }],
    ['ArrowUp', { x: 100, y: 10, scale: 2 }],
    ['ArrowDown', { x: 100, y: 90, scale: 2 }],
    ['+', { x: 100, y: 50, scale: 4 }],
    ['=', { x: 100, y: 50, scale: 4 }],
    ['-', { x: 100, y: 50, scale: 1 }],
    ['a', undefined],
    ['Enter', undefined],
  ] as const)('%s moves the view 80 px or zooms around the centre', (key, expected) => {
    expect(viewForKey(VIEW, SIZE, key, LIMITS)).toEqual(expected);
  });

  it('zooms no further than the limits', () => {
    expect(viewForKey({ ...VIEW, scale: 16 }, SIZE, '+', LIMITS)!.scale).toBe(16);
    expect(viewForKey({ ...VIEW, scale: 0.5 }, SIZE, '-', LIMITS)!.scale).toBe(0.5);
  });

  it('places a point of the plane at the pixel that shows it, and back', () => {
    expect(pixelAt(VIEW, SIZE, planeAt(VIEW, SIZE, [37, 211]))).toEqual([37, 211]);
    expect(pixelAt(VIEW, SIZE, [100, 50])).toEqual([200, 150]);
  });
});
