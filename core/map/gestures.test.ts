import { describe, expect, it } from 'vitest';
import { DRAG_PIXELS, Gestures, viewAfter } from './gestures.ts';
import { planeAt, type Size, type View } from './view.ts';

const VIEW: View = { x: 100, y: 50, scale: 2 };
const SIZE: Size = { width: 400, height: 300 };
const LIMITS = { min: 0.5, max: 16 };

describe('a press', () => {
  it.each([
    [DRAG_PIXELS - 1, 0, 'click'],
    [3, 3, 'click'],
    [DRAG_PIXELS, 0, 'drag'],
    [0, -DRAG_PIXELS - 1, 'drag'],
  ] as const)('that moved (%d, %d) before it was lifted is a %s', (dx, dy, kind) => {
    const gestures = new Gestures();
    expect(gestures.press(1, [10, 10], VIEW)).toBe('press');
    gestures.move(1, [10 + dx, 10 + dy]);
    expect(gestures.release(1, [10 + dx, 10 + dy]).kind).toBe(kind);
  });

  it('becomes a drag once it moves past the threshold, measured from the press, with the view of the press', () => {
    const gestures = new Gestures();
    gestures.press(1, [10, 10], VIEW);
    expect(gestures.move(1, [12, 12])).toBeUndefined();
    expect(gestures.move(1, [20, 10])).toEqual({ kind: 'drag', at: [20, 10], dx: 10, dy: 0, first: true, view: VIEW });
    // back within the threshold, it stays a drag
    expect(gestures.move(1, [11, 10])).toMatchObject({ kind: 'drag', dx: 1, first: false });
  });

  it('of one finger is the page’s where the map leaves it to the page, and never a click of the map', () => {
    const gestures = new Gestures({ touchDrags: false });
    expect(gestures.press(1, [10, 10], VIEW, true)).toBe('ignored');
    expect(gestures.move(1, [60, 10])).toBeUndefined();
    expect(gestures.release(1, [60, 10])).toEqual({ kind: 'none' });
    // a mouse still drags there
    expect(gestures.press(2, [10, 10], VIEW, false)).toBe('press');
    expect(gestures.move(2, [60, 10])).toMatchObject({ kind: 'drag', dx: 50 });
  });

  it('taken away by the browser ends nothing', () => {
    const gestures = new Gestures();
    gestures.press(1, [10, 10], VIEW);
    gestures.move(1, [40, 10]);
    gestures.cancel(1);
    expect(gestures.count).toBe(0);
    expect(gestures.release(1, [40, 10])).toEqual({ kind: 'none' });
  });
});

describe('two fingers', () => {
  it('make a pinch: their midpoint before and after, and how much further apart', () => {
    const gestures = new Gestures({ touchDrags: false });
    gestures.press(1, [100, 100], VIEW, true);
    expect(gestures.press(2, [200, 100], VIEW, true)).toBe('pinch');
    expect(gestures.move(2, [300, 100])).toEqual({ kind: 'pinch', from: [150, 100], to: [200, 100], factor: 2 });
    expect(gestures.move(1, [200, 100])).toEqual({ kind: 'pinch', from: [200, 100], to: [250, 100], factor: 0.5 });
  });

  it('end the drag the first began, follow no third finger, and leave no click when lifted', () => {
    const gestures = new Gestures();
    gestures.press(1, [0, 0], VIEW);
    gestures.press(2, [100, 0], VIEW);
    expect(gestures.press(3, [50, 50], VIEW)).toBe('ignored');
    expect(gestures.count).toBe(2);
    expect(gestures.move(3, [60, 60])).toBeUndefined();
    expect(gestures.release(2, [100, 0])).toEqual({ kind: 'none' });
    expect(gestures.count).toBe(1);
    // the finger left down neither drags nor clicks
    expect(gestures.move(1, [40, 0])).toBeUndefined();
    expect(gestures.release(1, [40, 0])).toEqual({ kind: 'none' });
  });
});

describe('the view after a gesture', () => {
  it('follows a drag from the view of the press: the plane under the pointer stays under it', () => {
    const moved = viewAfter({ kind: 'drag', at: [240, 130], dx: 40, dy: -20, first: false, view: VIEW }, { x: 0, y: 0, scale: 9 }, SIZE, LIMITS);
    expect(planeAt(moved, SIZE, [240, 130])).toEqual(planeAt(VIEW, SIZE, [200, 150]));
  });

  it('zooms a pinch around the fingers, which carry the plane with them, within the limits', () => {
    const pinched = viewAfter({ kind: 'pinch', from: [200, 150], to: [250, 100], factor: 1.5 }, VIEW, SIZE, LIMITS);
    expect(pinched.scale).toBe(3);
    expect(planeAt(pinched, SIZE, [250, 100])).toEqual(planeAt(VIEW, SIZE, [200, 150]));
    expect(viewAfter({ kind: 'pinch', from: [0, 0], to: [0, 0], factor: 100 }, VIEW, SIZE, LIMITS).scale).toBe(16);
  });
});
