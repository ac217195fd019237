// A Whise project: an estate that can have children, with its units under it (parentId),
// onto core's Project and its price list; the kinds of estate told apart.
import { describe, expect, it } from 'vitest';
import type { ByLanguage } from '../../mapping.ts';
import { estateKind, mapProject } from './project.ts';

const estate = (changes: Record<string, unknown>) => ({
  purpose: { id: 1 },
  purposeStatus: { id: 1 },
  status: { id: 1 },
  displayStatusId: 2,
  category: { id: 2 },
  subCategory: { id: 17 },
  displayPrice: true,
  zip: '9000',
  city: 'Gent',
  createDateTime: '2026-01-10T09:00:00',
  ...changes,
});
const project = (changes: Record<string, unknown> = {}): ByLanguage => ({
  nl: estate({ id: 7_100_001, name: 'Residentie Leieboord', canHaveChildren: true, referenceNumber: 'PR-2026-01', shortDescription: 'Twaalf appartementen', ...changes }),
  fr: estate({ id: 7_100_001, name: 'Résidence Leieboord', canHaveChildren: true, ...changes }),
});
const unit = (id: number, name: string, price: number, purposeStatus = 1, changes: Record<string, unknown> = {}): ByLanguage => ({
  nl: estate({ id, name, price, parentId: 7_100_001, rooms: 2, area: 88, floor: 1, purposeStatus: { id: purposeStatus }, ...changes }),
});

describe('estateKind', () => {
  it.each([
    ['a project', { canHaveChildren: true }, 'project'],
    ['a sub-project is read as a project', { canHaveChildren: true, parentId: 7 }, 'project'],
    ['a unit', { canHaveChildren: false, parentId: 7 }, 'unit'],
    ['a listing', { canHaveChildren: false, parentId: null }, 'listing'],
    ['a listing that says nothing of either', {}, 'listing'],
  ])('%s', (_name, record, expected) => {
    expect(estateKind(record)).toBe(expected);
  });
});

describe('mapProject', () => {
  it('the project, its units by name, the price range of what is left', () => {
    const mapped = mapProject(project(), [unit(710_000_103, 'A.1.02', 359_000, 3), unit(710_000_102, 'A.1.01', 349_000), unit(710_000_104, 'A.2.01', 429_000)]);
    if (!mapped.ok || !mapped.value) throw new Error(JSON.stringify(mapped));
    const { project: mappedProject, createdAt } = mapped.value;
    expect(mappedProject).toMatchObject({
      ID: 7_100_001,
      ProjectNumber: 'PR-2026-01',
      Title: { nl: 'Residentie Leieboord', fr: 'Résidence Leieboord' },
      Teaser: { nl: 'Twaalf appartementen' },
      Status: 'available',
      PriceMin: 349_000,
      PriceMax: 429_000,
      UnitsAvailable: 2,
      UnitsTotal: 3,
    });
    expect(mappedProject.Constructions.map((construction) => [construction.Unit, construction.Status, construction.Bedrooms, construction.Floor])).toEqual([
      ['A.1.01', 'available', 2, 1],
      ['A.1.02', 'sold', 2, 1],
      ['A.2.01', 'available', 2, 1],
    ]);
    expect(createdAt).toBe('2026-01-10T08:00:00.000Z');
  });

  it('no unit left: sold out', () => {
    const mapped = mapProject(project(), [unit(1, 'Maison 1', 395_000, 3)]);
    expect(mapped.ok && mapped.value?.project.Status).toBe('sold_out');
  });

  it.each([
    ['archived', { status: { id: 5 } }],
    ['offline', { displayStatusId: 1 }],
  ])('a project %s is off the site', (_name, changes) => {
    expect(mapProject(project(changes), [])).toEqual({ ok: true, value: null });
  });

  it('a unit it cannot read is the unit’s problem, and the project is left out with it', () => {
    const mapped = mapProject(project(), [unit(710_000_102, 'A.1.01', 349_000, 1, { rooms: 'twee' })]);
    expect(mapped).toEqual({ ok: false, problems: [{ kind: 'unit', id: 710_000_102, field: 'rooms', problem: 'not a number' }] });
  });

  it('a project without a name in any language is reported', () => {
    const mapped = mapProject(project({ name: null }), []);
    expect(mapped.ok ? [] : mapped.problems).toContainEqual({ kind: 'project', id: 7_100_001, field: 'name', problem: 'missing' });
  });
});
