import { describe, expect, it } from 'vitest';
import { ALL_PROVINCES, createZoneMap, LIST_PAGE, listKey, MAX_ZOOM, municipalitiesIn, provinceView } from './zone-map.ts';
import { fitBox, type Size } from './view.ts';

const PLANE = [0, 0, 400, 300] as const;
const PROVINCES = [
  [10, 0, 0, 200, 150],
  [20, 200, 150, 400, 300],
] as const;
const SHAPES = [
  [1, 10, 'M0 0z'],
  [2, 10, 'M0 0z'],
  [3, 20, 'M0 0z'],
] as const;
const SIZE: Size = { width: 400, height: 300 };
const NAMES = new Map([
  [1, 'Zele'],
  [2, 'Aalst'],
  [3, 'Éghezée'],
]);
const compare = new Intl.Collator('nl', { sensitivity: 'base' }).compare;
const sameLetter = (a: string, b: string) => compare(a, b) === 0;

describe('the view of a province', () => {
  it('fills the frame with the province and a margin, or with Belgium', () => {
    expect(provinceView(10, PROVINCES, PLANE, SIZE)).toEqual(fitBox([-8, -8, 208, 158], SIZE, 1));
    expect(provinceView(ALL_PROVINCES, PROVINCES, PLANE, SIZE)).toEqual(fitBox(PLANE, SIZE, 1));
    expect(provinceView(99, PROVINCES, PLANE, SIZE)).toEqual(fitBox(PLANE, SIZE, 1));
  });

  it('lists the province’s municipalities by name, diacritics aside', () => {
    expect(municipalitiesIn(SHAPES, ALL_PROVINCES, (id) => NAMES.get(id)!, compare)).toEqual([2, 3, 1]);
    expect(municipalitiesIn(SHAPES, 10, (id) => NAMES.get(id)!, compare)).toEqual([2, 1]);
  });
});

describe('the list’s keys', () => {
  const names = Array.from({ length: 25 }, (_, i) => `${'ABCDEFGHIJKLMNOPQRSTUVWXY'[i]}-place`);

  it.each([
    ['ArrowDown', -1, { move: 0 }],
    ['ArrowDown', 3, { move: 4 }],
    ['ArrowDown', 24, { move: 24 }],
    ['ArrowUp', -1, { move: 0 }],
    ['ArrowUp', 0, { move: 0 }],
    ['ArrowUp', 5, { move: 4 }],
    ['Home', 12, { move: 0 }],
    ['End', 2, { move: 24 }],
    ['PageDown', 3, { move: 3 + LIST_PAGE }],
    ['PageDown', 20, { move: 24 }],
    ['PageUp', 12, { move: 12 - LIST_PAGE }],
    ['PageUp', 4, { move: 0 }],
    ['Enter', 7, { toggle: true }],
    [' ', 7, { toggle: true }],
    ['Enter', -1, { move: 0 }],
    ['c', 0, { move: 2 }],
    ['a', 0, { move: 0 }],
    ['Tab', 3, undefined],
    ['1', 3, undefined],
  ] as const)('%s from %d: %o', (key, index, result) => {
    expect(listKey(key, index, names, sameLetter)).toEqual(result);
  });

  it('goes to the next name with a letter, round to the top, diacritics aside', () => {
    const list = ['Aalst', 'Éghezée', 'Eeklo', 'Zele'];
    expect(listKey('e', 0, list, sameLetter)).toEqual({ move: 1 });
    expect(listKey('e', 1, list, sameLetter)).toEqual({ move: 2 });
    expect(listKey('e', 2, list, sameLetter)).toEqual({ move: 1 });
    expect(listKey('q', 2, list, sameLetter)).toBeUndefined();
    expect(listKey('Enter', -1, [], sameLetter)).toBeUndefined();
  });
});

describe('the map of the municipalities', () => {
  const create = () => createZoneMap({ plane: PLANE, provinces: PROVINCES, shapes: SHAPES });

  it('shows nothing until measured, then the province chosen; another province moves the view to it', () => {
    const map = create();
    map.showProvince(20);
    expect(map.store.getState().view).toBeUndefined();
    map.resize(SIZE);
    expect(map.store.getState().view).toEqual(provinceView(20, PROVINCES, PLANE, SIZE));
    map.showProvince(ALL_PROVINCES);
    expect(map.store.getState().view).toEqual(provinceView(ALL_PROVINCES, PROVINCES, PLANE, SIZE));
  });

  it('keeps the active municipality while its province is shown, and forgets it for another', () => {
    const map = create();
    map.resize(SIZE);
    map.setActive(1);
    map.showProvince(10);
    expect(map.store.getState().active).toBe(1);
    map.showProvince(20);
    expect(map.store.getState().active).toBeUndefined();
  });

  it('outlines the municipality under the pointer, else the active one', () => {
    const map = create();
    map.setActive(1);
    expect(map.highlighted()).toBe(1);
    map.hover(3);
    expect(map.highlighted()).toBe(3);
    map.hover(undefined);
    expect(map.highlighted()).toBe(1);
  });

  it('moves with a mouse’s drag, leaves one finger to the page, and zooms with two within its limits', () => {
    const map = create();
    map.resize(SIZE);
    const start = map.store.getState().view!;
    map.press(1, [100, 100], false);
    expect(map.move(1, [130, 100])).toBe(true);
    map.release(1, [130, 100]);
    expect(map.store.getState().view!.x).toBeCloseTo(start.x - 30 / start.scale, 10);
    const moved = map.store.getState().view;
    map.press(2, [100, 100], true);
    expect(map.move(2, [160, 100])).toBe(false);
    expect(map.store.getState().view).toBe(moved);
    map.press(3, [200, 100], true);
    expect(map.move(3, [400, 100])).toBe(true);
    expect(map.store.getState().view!.scale).toBeGreaterThan(moved!.scale);
    map.zoomBy(1e6);
    expect(map.store.getState().view!.scale).toBeCloseTo(fitBox(PLANE, SIZE).scale * MAX_ZOOM, 10);
  });
});
