// The region map draws every municipality: each path is data a browser draws whole.
import { describe, expect, it } from 'vitest';
import { GEOMETRY } from '../../core/geo/geometry.ts';
import places from '../../demo/server/geo/places.json' with { type: 'json' };
import { isDrawablePath, svgPath } from './svg-path.ts';

describe('svgPath', () => {
  it('writes a ring as relative moves, closed', () => {
    expect(svgPath([[[10, 10], [12.5, 10], [12.5, 7], [10, 10]]])).toBe('M10 10l2.5 0 0-3-2.5 3z');
  });

  it('leaves out a ring simplification folded onto one point or a line, keeps the rest', () => {
    const folded = [[103.6, 27.3], [103.6, 27.3], [103.6, 27.3]] as [number, number][];
    const sliver = [[1, 1], [2, 2], [1, 1]] as [number, number][];
    expect(svgPath([folded, [[0, 0], [1, 0], [1, 1]]])).toBe('M0 0l1 0 0 1z');
    expect(svgPath([folded])).toBe('');
    expect(svgPath([[[0, 0], [2, 2], [2, 2]]])).toBe('');
    expect(svgPath([[[0, 0], [2, 2]]], false)).toBe('M0 0l2 2');
    expect(isDrawablePath(svgPath([sliver, [[0, 0], [1, 0], [1, 1]]]))).toBe(true);
  });
});

describe('isDrawablePath', () => {
  it.each([
    ['M1 2l3 4 5-6z', true],
    ['M1 2l3 4-5-6zM7 8l1 1 -1 1z', true],
    ['M103.6 27.3lzM90.2 42.7l-1.4-1.6-4.2-8.3z', false],
    ['M1 2l3 4z', false],
    ['M1 2l3z', false],
    ['M1 2l3 4 5 6', false],
    ['', false],
  ])('%j → %j', (d, drawable) => {
    expect(isDrawablePath(d)).toBe(drawable);
  });
});

describe('the region map', () => {
  const municipalities = places.places.filter((place) => place.level === 'municipality');

  it('has a path for each of the 565 municipalities, and each path is drawable', () => {
    expect(GEOMETRY.municipalities.map(([id]) => id).sort()).toEqual(municipalities.map((place) => place.id).sort());
    const broken = GEOMETRY.municipalities.filter(([, , d]) => !isDrawablePath(d)).map(([id, , d]) => `${id}: ${d.slice(0, 30)}`);
    expect(broken).toEqual([]);
  });

  it('draws Knokke-Heist (31043), whose islet simplification folds onto a point', () => {
    const [, , d] = GEOMETRY.municipalities.find(([id]) => id === 31043)!;
    expect(d.startsWith('M')).toBe(true);
    expect(isDrawablePath(d)).toBe(true);
  });

  it('draws the province borders as open lines', () => {
    expect(isDrawablePath(GEOMETRY.borders, false)).toBe(true);
  });
});
