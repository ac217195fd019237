import { describe, expect, it } from 'vitest';
import { LABEL_FONT_PIXELS, LABEL_SHIFT, labelWidth, type LabelPlace, municipalityNamesMayFit, placeLabels, placeOfPath, placeOfProvince } from './labels.ts';
import { fitBox, type Size, type View } from './view.ts';

const SIZE: Size = { width: 400, height: 300 };
/** A frame showing the plane from (0, 0) at `scale` pixels a unit. */
const viewAt = (scale: number): View => ({ x: SIZE.width / 2 / scale, y: SIZE.height / 2 / scale, scale });
const NAMES = new Map([
  [1, 'Gent'],
  [2, 'Sint-Martens-Latem'],
  [3, 'Lo-Reninge'],
  [100, 'Oost-Vlaanderen'],
]);
const nameOf = (id: number) => NAMES.get(id);
const place = (id: number, x: number, y: number, width: number, height: number): LabelPlace => ({ id, x, y, width, height });

describe('where a name stands', () => {
  it('is the centre of a municipality’s shape, with the shape’s extent', () => {
    expect(placeOfPath(1, 'M0 0l10 0 0 20 -10 0z')).toEqual({ id: 1, x: 5, y: 10, width: 10, height: 20 });
    expect(placeOfPath(1, '')).toBeUndefined();
  });

  it('is, for a province, at its municipality nearest the middle of its box, so inside it', () => {
    const around = [place(1, 10, 10, 5, 5), place(2, 48, 46, 5, 5), place(3, 90, 90, 5, 5)];
    expect(placeOfProvince([100, 0, 0, 100, 100], around)).toEqual({ id: 100, x: 48, y: 46, width: 100, height: 100 });
    expect(placeOfProvince([100, 0, 0, 100, 100], [])).toBeUndefined();
  });
});

describe('which names are written', () => {
  const gent = place(1, 10, 10, 20, 10);
  const latem = place(2, 30, 10, 20, 10);
  const province = place(100, 100, 50, 80, 60);

  it.each([
    // the province while it fits in the frame; Gent from 2 px a unit, Sint-Martens-Latem from 7
    [1, [100]],
    [2, [100, 1]],
    [6, [1]],
    [8, [1, 2]],
  ])('at %d px a unit: %o', (scale, ids) => {
    const placed = placeLabels([gent, latem], [province], nameOf, viewAt(scale), SIZE);
    expect(placed.map((label) => label.id).sort()).toEqual([...ids].sort());
  });

  it('writes a municipality’s name only where its shape is wide enough for it', () => {
    for (const scale of [1, 2, 3, 4, 5, 6, 8]) {
      const placed = placeLabels([gent, latem], [], nameOf, viewAt(scale), SIZE);
      for (const label of placed) {
        const shape = label.id === 1 ? gent : latem;
        expect(shape.width * scale).toBeGreaterThanOrEqual(labelWidth(label.name));
        expect(shape.height * scale).toBeGreaterThanOrEqual(LABEL_FONT_PIXELS);
      }
    }
  });

  it('never writes a name over another, nor out of the frame', () => {
    const crowded = Array.from({ length: 30 }, (_, i) => place(i % 3 + 1, 5 + (i % 6) * 9, 5 + Math.floor(i / 6) * 5, 40, 20));
    const placed = placeLabels(crowded, [], nameOf, viewAt(5), SIZE);
    expect(placed.length).toBeGreaterThan(0);
    const boxes = placed.map(({ name, at: [x, y] }) => [x - labelWidth(name) / 2, y - 8, x + labelWidth(name) / 2, y + 8] as const);
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => expect(a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]).toBe(false)),
    );
    for (const [x0, y0, x1, y1] of boxes) expect(x0 >= 0 && y0 >= 0 && x1 <= SIZE.width && y1 <= SIZE.height).toBe(true);
  });

  it('writes no province’s name once the province is wider than the frame, nor a name it does not know', () => {
    const onProvince = (scale: number): View => ({ x: province.x, y: province.y, scale });
    expect(placeLabels([], [province], nameOf, onProvince(SIZE.width / 80 - 0.01), SIZE)).toHaveLength(1);
    expect(placeLabels([], [province], nameOf, onProvince(SIZE.width / 80 + 0.01), SIZE)).toEqual([]);
    expect(placeLabels([place(7, 20, 20, 100, 100)], [], nameOf, fitBox([0, 0, 100, 100], SIZE), SIZE)).toEqual([]);
  });
});

describe('whether municipalities’ names are needed', () => {
  it.each([
    [1, false],
    [1.6, false],
    [1.7, true],
  ])('at %d px a unit for a widest shape of 20 units: %s', (scale, needed) => {
    expect(municipalityNamesMayFit([place(1, 0, 0, 20, 5), place(2, 0, 0, 8, 8)], scale)).toBe(needed);
  });
});

describe('provinces’ names', () => {
  it('go to the bigger province first where two would overlap', () => {
    const small = place(4000, 50, 50, 10, 10);
    const big = place(20001, 52, 50, 100, 80);
    const names = new Map([
      [4000, 'Brussels Hoofdstedelijk Gewest'],
      [20001, 'Vlaams-Brabant'],
    ]);
    const placed = placeLabels([], [small, big], (id) => names.get(id), { x: 50, y: 50, scale: 2 }, SIZE);
    expect(placed.map((label) => label.id)).toEqual([20001]);
  });
});

describe('names and markers', () => {
  const gent = place(1, 50, 40, 30, 30);

  it('moves a name under a marker that stands on its place, where its shape is tall enough, and leaves it out where not', () => {
    const view: View = { x: 50, y: 40, scale: 4 };
    const marker = [200 - 12, 150 - 12, 200 + 12, 150 + 12] as const;
    expect(placeLabels([gent], [], nameOf, view, SIZE)[0]!.at).toEqual([200, 150]);
    expect(placeLabels([gent], [], nameOf, view, SIZE, [marker])[0]!.at).toEqual([200, 150 + LABEL_SHIFT]);
    const flat = place(1, 50, 40, 30, 8);
    expect(placeLabels([flat], [], nameOf, view, SIZE, [marker])).toEqual([]);
  });
});
