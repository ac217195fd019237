import { describe, expect, it } from 'vitest';
import { isCovered, toggleZone, zoneState, zoneTree } from './zones.ts';

// region 1 > provinces 10, 20 > arrondissements 11, 12 (in 10) > municipalities 111, 112 (in 11), 121 (in 12); 21 in 20
const tree = zoneTree([
  { ID: 1, ParentID: null },
  { ID: 10, ParentID: 1 },
  { ID: 11, ParentID: 10 },
  { ID: 111, ParentID: 11 },
  { ID: 112, ParentID: 11 },
  { ID: 12, ParentID: 10 },
  { ID: 121, ParentID: 12 },
  { ID: 20, ParentID: 1 },
  { ID: 21, ParentID: 20 },
  { ID: 2, ParentID: null },
]);
const sorted = (zones: (number | string)[]) => [...zones].sort((a, b) => String(a).localeCompare(String(b)));

describe('toggleZone', () => {
  it.each<[string, (number | string)[], number, (number | string)[]]>([
    ['ticks a municipality', [], 111, [111]],
    ['ticks a province instead of what is in it', [111, 121], 10, [10]],
    ['two municipalities that make an arrondissement are the arrondissement', [111], 112, [11]],
    ['all the way up', [11, 20], 121, [1]],
    ['unticks a municipality', [111], 111, []],
    ['unticking a part of a ticked province ticks its other parts', [10], 111, [112, 12]],
    ['unticking a part of a ticked region', [1], 21, [10]],
    ['a half-ticked province is ticked whole', [111, 21], 10, [1]],
    ['postcodes stay', ['9000'], 111, ['9000', 111]],
    ['a ticked place stays ticked when ticked again', [10], 10, []],
  ])('%s', (_name, zones, id, expected) => {
    expect(sorted(toggleZone(tree, zones, id))).toEqual(sorted(expected));
  });

  it('ticks or unticks on request, whatever the state', () => {
    expect(toggleZone(tree, [10], 111, true)).toEqual([10]);
    expect(toggleZone(tree, [], 111, false)).toEqual([]);
    // 21 is all of 20
    expect(toggleZone(tree, [111, 121, 21], 10, false)).toEqual([20]);
  });
});

describe('zoneState', () => {
  it.each<[(number | string)[], number, string]>([
    [[10], 111, 'checked'],
    [[10], 10, 'checked'],
    [[111], 10, 'mixed'],
    [[111], 1, 'mixed'],
    [[111], 12, 'unchecked'],
    [[], 1, 'unchecked'],
  ])('%j: place %i is %s', (zones, id, state) => {
    expect(zoneState(tree, zones, id)).toBe(state);
  });

  it('covers through any place above', () => {
    expect(isCovered(tree, [1], 111)).toBe(true);
    expect(isCovered(tree, [20], 111)).toBe(false);
  });
});
