// A project as GetProjectList answers it, with its units: the price range and state that
// follow from the units, the units Omnicasa's statuses keep on the price list, and what
// makes a project unreadable.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../../core/i18n/languages.ts';
import { mapProject, mapUnit } from './project.ts';

const NAMES: Record<Language, string> = { nl: 'Residentie Leieboord', fr: 'Résidence Leieboord', en: 'Leieboord Residence', de: 'Residenz Leieboord' };
const unit = (ID: number, Status: number, Price: number, language: Language, extra: Record<string, unknown> = {}) => ({
  ID,
  Name: `A.${ID}`,
  Floor: 1,
  WebID: 1,
  TypeDescription: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' }[language],
  NumberOfBedRooms: 2,
  SurfaceLiving: 88,
  PublishPrice: true,
  Price,
  Status,
  ...extra,
});
const project = (language: Language, changes: Record<string, unknown> = {}) => ({
  ID: 7100001,
  ProjectNumber: 'PR-2026-01',
  Name: NAMES[language],
  Description: `<p>${NAMES[language]}</p>`,
  PublicAddress: false,
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  GoogleX: 51.05,
  GoogleY: 3.72,
  PublishInternet: true,
  LastChangedDate: '2026-04-01 12:00:00',
  Units: [unit(1, 1, 349_000, language), unit(2, 2, 359_000, language), unit(3, 1, 429_000, language), unit(4, 1, 999_000, language, { PublishPrice: false })],
  ...changes,
});
const both = (changes: Record<string, unknown> = {}) => ({ nl: project('nl', changes), fr: project('fr', changes) });

describe('a project with its units', () => {
  const result = mapProject(both());
  const mapped = result.ok ? result.value! : undefined;

  it.each([
    ['ID', 7100001],
    ['ProjectNumber', 'PR-2026-01'],
    ['Title', { nl: NAMES.nl, fr: NAMES.fr }],
    ['PublicAddress', false],
    // from the available units whose price is published: 349,000 and 429,000
    ['PriceMin', 349_000],
    ['PriceMax', 429_000],
    ['Status', 'available'],
    ['UnitsAvailable', 3],
    ['UnitsTotal', 4],
    ['ChangedAt', '2026-04-01T10:00:00.000Z'],
  ] as const)('%s', (field, expected) => {
    expect(mapped?.[field]).toEqual(expected);
  });

  it('units carry their own type in each language and Omnicasa status as the site knows it', () => {
    expect(mapped?.Constructions.map((construction) => [construction.ID, construction.Unit, construction.Status, construction.TypeName])).toEqual([
      [1, 'A.1', 'available', { nl: 'Appartement', fr: 'Appartement' }],
      [2, 'A.2', 'sold', { nl: 'Appartement', fr: 'Appartement' }],
      [3, 'A.3', 'available', { nl: 'Appartement', fr: 'Appartement' }],
      [4, 'A.4', 'available', { nl: 'Appartement', fr: 'Appartement' }],
    ]);
  });

  it.each([
    ['the price range the CRM gives wins', { PriceFrom: 300_000, PriceTo: 600_000 }, { PriceMin: 300_000, PriceMax: 600_000 }],
    ['every unit sold: sold out', { Units: [unit(1, 2, 1, 'nl'), unit(2, 4, 1, 'nl')] }, { Status: 'sold_out', UnitsAvailable: 0, PriceMin: null }],
    ['no units: available, no range', { Units: [] }, { Status: 'available', UnitsTotal: 0, PriceMin: null, PriceMax: null }],
  ])('%s', (_name, changes, expected) => {
    const project = mapProject({ nl: { ...both().nl, ...changes } });
    expect(project.ok && project.value).toMatchObject(expected);
  });

  it('a project not published on the internet goes off the site', () => {
    expect(mapProject(both({ PublishInternet: false }))).toEqual({ ok: true, value: null });
  });
});

describe('units', () => {
  it.each([
    [1, 'available'],
    [2, 'sold'],
    [4, 'rented'],
    [6, 'sold'],
    [0, null],
    [5, null],
  ])('status %i: %s', (status, expected) => {
    const result = mapUnit({ nl: unit(1, status, 1, 'nl') });
    expect(result.ok && (result.value?.Status ?? null)).toBe(expected);
  });
});

describe('an unreadable project is reported and left out whole', () => {
  it.each([
    ['no name in any language', { Name: null }, { kind: 'project', id: 7100001, field: 'Name', problem: 'missing' }],
    ['units that are not a list', { Units: 'A.1' }, { kind: 'project', id: 7100001, field: 'Units', problem: 'not a list' }],
    ['a unit without a status', { Units: [{ ID: 9, Name: 'B.1' }] }, { kind: 'unit', id: 9, field: 'Status', problem: 'missing' }],
    ['a unit priced in words', { Units: [unit(9, 1, 0, 'nl', { Price: 'twee ton' })] }, { kind: 'unit', id: 9, field: 'Price', problem: 'not a number' }],
  ])('%s', (_name, changes, problem) => {
    const result = mapProject({ nl: project('nl', changes) });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContainEqual(problem);
  });
});
