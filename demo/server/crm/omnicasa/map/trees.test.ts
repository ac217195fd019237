// The reference trees: places with their level and postcodes, property types with their
// web ids, each in four languages; roots, unreadable items and the branches they take along.
import { describe, expect, it } from 'vitest';
import type { TreeItemSource } from '../../../../../core/api/contract.ts';
import { mapPropertyType, mapRegion, wholeTree } from './trees.ts';

describe('the geographic tree', () => {
  it.each([
    [
      'a region (a root: ParentID 0)',
      { nl: { ID: 2000, ParentID: 0, Name: 'Vlaanderen', Level: 1 }, fr: { ID: 2000, ParentID: 0, Name: 'Flandre', Level: 1 } },
      { ID: 2000, ParentID: null, Name: { nl: 'Vlaanderen', fr: 'Flandre' }, WebID: null, Level: 'region' },
    ],
    [
      'a municipality with its postcodes and their localities',
      {
        nl: { ID: 44021, ParentID: 44000, Name: 'Gent', Level: 4, PostalCodes: [{ Zip: '9000', Name: 'Gent' }, { Zip: '9050', Name: 'Gentbrugge' }, { Zip: '9050', Name: 'Ledeberg' }] },
        de: { ID: 44021, ParentID: 44000, Name: 'Gent', Level: 4 },
      },
      { ID: 44021, ParentID: 44000, Name: { nl: 'Gent', de: 'Gent' }, WebID: null, Level: 'municipality', Postcodes: [{ zip: '9000', localities: ['Gent'] }, { zip: '9050', localities: ['Gentbrugge', 'Ledeberg'] }] },
    ],
    ['a Luxembourg postcode', { nl: { ID: 100001, ParentID: 100000, Name: 'Luxembourg', Level: 4, PostalCodes: [{ Zip: 'L-2449', Name: 'Luxembourg' }] } }, expect.objectContaining({ Postcodes: [{ zip: 'L-2449', localities: ['Luxembourg'] }] })],
    ['no level: none', { nl: { ID: 5, ParentID: null, Name: 'Elders' } }, { ID: 5, ParentID: null, Name: { nl: 'Elders' }, WebID: null }],
  ])('%s', (_name, byLanguage, expected) => {
    expect(mapRegion(byLanguage)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['no name', { ID: 7, ParentID: 0 }, 'Name', 'missing'],
    ['an unknown level', { ID: 7, ParentID: 0, Name: 'X', Level: 9 }, 'Level', 'unknown value'],
    ['a postcode without its number', { ID: 7, ParentID: 0, Name: 'X', PostalCodes: [{ Name: 'X' }] }, 'PostalCodes', 'unknown value'],
    ['a parent that is no number', { ID: 7, ParentID: 'root', Name: 'X' }, 'ParentID', 'not a number'],
  ])('%s is reported', (_name, item, field, problem) => {
    expect(mapRegion({ nl: item })).toEqual({ ok: false, problems: [{ kind: 'region', id: 7, field, problem }] });
  });
});

describe('the property types', () => {
  it.each([
    ['a group', { nl: { ID: 100, ParentID: 0, Name: 'Wonen', WebID: 1 }, en: { ID: 100, ParentID: 0, Name: 'Residential', WebID: 1 } }, { ID: 100, ParentID: null, Name: { nl: 'Wonen', en: 'Residential' }, WebID: 1 }],
    ['a type without a web id', { nl: { ID: 101, ParentID: 100, Name: 'Woning' } }, { ID: 101, ParentID: 100, Name: { nl: 'Woning' }, WebID: null }],
  ])('%s', (_name, byLanguage, expected) => {
    expect(mapPropertyType(byLanguage)).toEqual({ ok: true, value: expected });
  });

  it('a web id outside 1–7 is reported', () => {
    expect(mapPropertyType({ nl: { ID: 9, ParentID: 0, Name: 'X', WebID: 8 } })).toEqual({ ok: false, problems: [{ kind: 'property-type', id: 9, field: 'WebID', problem: 'out of range' }] });
  });
});

describe('a whole tree', () => {
  const item = (ID: number, ParentID: number | null): TreeItemSource => ({ ID, ParentID, Name: { nl: String(ID) }, WebID: null });
  it.each([
    ['every item under a kept root stays, in order', [item(1, null), item(2, 1), item(3, 2)], [1, 2, 3]],
    ['an item whose parent was left out goes, with its branch', [item(1, null), item(3, 2), item(4, 3)], [1]],
    ['a loop of parents goes', [item(1, null), item(5, 6), item(6, 5)], [1]],
  ])('%s', (_name, items, expected) => {
    expect(wholeTree(items).map((entry) => entry.ID)).toEqual(expected);
  });
});
