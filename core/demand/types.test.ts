import { describe, expect, it } from 'vitest';
import { type TypeChoice, toggleType, typeState, typeTree } from './types.ts';

// the demo's tree, as the CRM's type list sends it: Wonen (100, web id 1) holds Woning 101, Villa 102,
// Appartement 103, Studio 104, Penthouse 105; Grond (400, web id 4) holds Bouwgrond 401 alone
const row = (ID: number, ParentID: number | null, WebID: number) => ({ ID, ParentID, WebID });
const tree = typeTree([row(100, null, 1), ...[101, 102, 103, 104, 105].map((id) => row(id, 100, 1)), row(400, null, 4), row(401, 400, 4)]);
const choice = (propertyTypes: number[], types: number[] = []): TypeChoice => ({ propertyTypes, types });

describe('toggleType: groups by web id, single types by id', () => {
  it.each<[string, TypeChoice, number, TypeChoice]>([
    ['a group: its web id', choice([]), 100, choice([1])],
    ['a single type', choice([]), 103, choice([], [103])],
    ['a second single type', choice([], [103]), 105, choice([], [103, 105])],
    ['the last type of a group: the group', choice([], [101, 102, 103, 104]), 105, choice([1])],
    ['a type out of a ticked group: the others', choice([1]), 103, choice([], [101, 102, 104, 105])],
    ['the only type of its group is the group', choice([]), 401, choice([4])],
    ['a group off', choice([1, 4]), 100, choice([4])],
    ['a group over its single types', choice([], [103]), 100, choice([1])],
    ['a type beside another group', choice([4]), 103, choice([4], [103])],
  ])('%s', (_name, from, id, expected) => {
    const next = toggleType(tree, from, id);
    expect({ propertyTypes: [...next.propertyTypes].sort(), types: [...next.types].sort() }).toEqual(expected);
  });
});

describe('typeState', () => {
  it.each<[string, TypeChoice, number, string]>([
    // a profile stored before single types: web ids only, read as whole groups
    ['a stored web id ticks its group', choice([1]), 100, 'checked'],
    ['and every type in it', choice([1]), 104, 'checked'],
    ['a single type half-ticks its group', choice([], [103]), 100, 'mixed'],
    ['another group stays unticked', choice([], [103]), 400, 'unchecked'],
    ['a web id the tree has no group for ticks nothing', choice([9]), 100, 'unchecked'],
  ])('%s', (_name, from, id, expected) => {
    expect(typeState(tree, from, id)).toBe(expected);
  });
});
