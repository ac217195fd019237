// A listing as GetPropertyList answers it in four languages → core's Property, field by
// field; its type found in the type tree by its group and name; a title composed of its
// type and town, never its reference code; Omnicasa's status and orientation codes; and
// every way a record can be unreadable, reported as { kind, id, field, problem } and
// never half-mapped.
import { describe, expect, it } from 'vitest';
import type { TreeItemSource } from '../../../../../core/api/contract.ts';
import type { Language } from '../../../../../core/i18n/languages.ts';
import type { ByLanguage } from '../../mapping.ts';
import { mapProperty } from './property.ts';

/** A part of the type tree as GetTypeOfPropertyList answers it (ID, ParentID, Name, WebID). */
const TYPES: TreeItemSource[] = [
  { ID: 100, ParentID: null, WebID: 1, Name: { nl: 'Wonen', fr: 'Résidentiel' } },
  { ID: 139, ParentID: 100, WebID: 1, Name: { nl: 'Woning', fr: 'Maison' } },
  { ID: 156, ParentID: 100, WebID: 1, Name: { nl: 'Villa', fr: 'Villa' } },
  // the same name in another group is another type
  { ID: 633, ParentID: 600, WebID: 6, Name: { nl: 'Woning', fr: 'Maison' } },
];

const TEXTS: Record<string, Record<Language, string>> = {
  TypeDescription: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' },
  DescriptionA: { nl: '<p>Ruime woning.</p>', fr: '<p>Maison spacieuse.</p>', en: '<p>A spacious house.</p>', de: '<p>Geräumiges Haus.</p>' },
  DescriptionB: { nl: 'Ruim', fr: 'Spacieuse', en: 'Spacious', de: 'Geräumig' },
  HeatingName: { nl: 'Gas', fr: 'Gaz', en: 'Gas', de: 'Gas' },
  MarqueeName: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  ManagerFunction: { nl: 'Makelaar', fr: 'Agent', en: 'Agent', de: 'Makler' },
};

/** The recorded listing as the call in `language` answers it, with `changes` made. */
function wire(language: Language, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const picture = (size: string, width: number) => [
    { ID: 11, Url: `https://media.omnicasa.example/11-${size}.jpg`, Description: { nl: 'Voorgevel', fr: 'Façade', en: 'Front', de: 'Fassade' }[language], Width: width, Height: (width * 3) / 4 },
    { ID: 12, Url: `https://media.omnicasa.example/12-${size}.jpg`, Description: null },
  ];
  return {
    ID: 3400001,
    Goal: 0,
    WebID: 1,
    Ident: 'HO-871101',
    Status: 1,
    Marquee: 1,
    PublishPrice: true,
    Price: 389000,
    PriceUnit: 1,
    PublishAddress: true,
    Street: 'Coupure Links',
    HouseNumber: 12,
    BoxNr: null,
    Zip: '9000',
    City: 'Gent',
    CountryID: 10,
    CountryName: 'België',
    GoogleX: '51.05431',
    GoogleY: '3.71742',
    GeographicID: 44021,
    NumberOfBedRooms: 3,
    NumberOfBathRooms: '1',
    SurfaceLiving: 165.5,
    EnergyPerformance: 198,
    GardenOrientationID: 3,
    TerraceOrientationID: 9,
    GroundCertificate: 1,
    HasGarden: true,
    HasLift: 0,
    JudicialDecision: 2,
    CreatedDate: '2026-03-01 10:00:00',
    LastChangedDate: '/Date(1775037600000+0200)/',
    EPCEndDate: '2034-03-12 00:00:00',
    RecordFile: 'OC-3400001',
    ManagerID: 2,
    ManagerFirstName: 'Pieter',
    ManagerName: 'Van den Broeck',
    ManagerEmail: 'pieter@immo.example',
    ManagerGSM: '0486 55 21 09',
    MobiScore: 8.1,
    MobiScores: { PublicTransport: 8.4, Shops: 8.8, Education: 8.6, Healthcare: 7.9, Leisure: 7.7, Services: 8.2, Work: 7.1 },
    XLargePictureItems: picture('xl', 1600),
    MediumPictureItems: picture('m', 640),
    ...Object.fromEntries(Object.entries(TEXTS).map(([field, text]) => [field, text[language]])),
    ...changes,
  };
}

const everyLanguage = (changes: Record<string, unknown> = {}): ByLanguage => ({ nl: wire('nl', changes), fr: wire('fr', changes), en: wire('en', changes), de: wire('de', changes) });

const mapped = (byLanguage: ByLanguage = everyLanguage(), types: TreeItemSource[] = TYPES) => {
  const result = mapProperty(byLanguage, { types });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value!;
};

describe('a listing in four languages', () => {
  const property = mapped();

  it.each([
    ['ID', 3400001],
    ['Goal', 0],
    ['WebID', 1],
    // the item of its web id's group whose name is its TypeDescription
    ['TypeID', 139],
    ['Status', 'available'],
    ['Price', 389000],
    ['PublishPrice', true],
    ['Marquee', 1],
    ['MarqueeName', TEXTS.MarqueeName],
    // no title text in the answer: its type and town; Ident is its reference, never its title
    ['Title', { nl: 'Woning in Gent', fr: 'Maison à Gent', en: 'House in Gent', de: 'Haus in Gent' }],
    ['Reference', 'HO-871101'],
    ['TypeName', TEXTS.TypeDescription],
    ['Description', TEXTS.DescriptionA],
    ['Teaser', TEXTS.DescriptionB],
    ['HeatingType', TEXTS.HeatingName],
    // a number sent as text is read as a number, and a number where text belongs as text
    ['HouseNumber', '12'],
    ['Bathrooms', 1],
    ['Latitude', 51.05431],
    ['Longitude', 3.71742],
    ['RegionID', 44021],
    ['Bedrooms', 3],
    ['SurfaceLiving', 165.5],
    ['EnergyPerformance', 198],
    ['EpcStatus', 'available'],
    ['GardenOrientation', 'S'],
    // 9 is "sea view": no direction
    ['TerraceOrientation', null],
    // GroundCertificate 1: pending
    ['SoilCertificate', null],
    ['Garden', true],
    ['Lift', false],
    ['JudicialDecision', 2],
    ['Code', 'OC-3400001'],
    // Brussels wall-clock time → UTC; WCF's /Date()/ too
    ['CreatedAt', '2026-03-01T09:00:00.000Z'],
    ['ChangedAt', '2026-04-01T10:00:00.000Z'],
    // a day stays the Belgian day it was written
    ['EpcEndDate', '2034-03-12'],
    ['BoxNr', null],
    ['Documents', []],
    [
      'Manager',
      { ID: 2, FirstName: 'Pieter', LastName: 'Van den Broeck', Function: TEXTS.ManagerFunction, Email: 'pieter@immo.example', Phone: null, Mobile: '0486 55 21 09', PhotoUrl: null },
    ],
    ['Mobiscore', { Total: 8.1, Categories: { public_transport: 8.4, shops: 8.8, education: 8.6, healthcare: 7.9, leisure: 7.7, services: 8.2, work: 7.1 } }],
  ] as const)('%s', (field, expected) => {
    expect(property[field as keyof typeof property]).toEqual(expected);
  });

  it('its pictures: the largest size the picture, the others its thumbnails (a size left out served by the next larger), captions per language', () => {
    expect(property.Pictures).toEqual([
      {
        ID: 11,
        Url: 'https://media.omnicasa.example/11-xl.jpg',
        Thumbs: { low: 'https://media.omnicasa.example/11-m.jpg', medium: 'https://media.omnicasa.example/11-m.jpg', high: 'https://media.omnicasa.example/11-xl.jpg' },
        Width: 1600,
        Height: 1200,
        Caption: { nl: 'Voorgevel', fr: 'Façade', en: 'Front', de: 'Fassade' },
      },
      {
        ID: 12,
        Url: 'https://media.omnicasa.example/12-xl.jpg',
        Thumbs: { low: 'https://media.omnicasa.example/12-m.jpg', medium: 'https://media.omnicasa.example/12-m.jpg', high: 'https://media.omnicasa.example/12-xl.jpg' },
        Width: 1600,
        Height: 1200,
        Caption: null,
      },
    ]);
    expect(property.MainPicture).toEqual(property.Pictures[0]);
  });

  it('a language the CRM did not answer is simply absent; the others stay', () => {
    const { Title } = mapped({ nl: wire('nl'), fr: wire('fr') });
    expect(Title).toEqual({ nl: 'Woning in Gent', fr: 'Maison à Gent' });
  });

  it('the town as each language’s answer writes it', () => {
    const { Title } = mapped({ nl: wire('nl'), fr: wire('fr', { City: 'Gand' }) });
    expect(Title).toEqual({ nl: 'Woning in Gent', fr: 'Maison à Gand' });
  });

  it.each<[string, Record<string, unknown>, TreeItemSource[], number | null]>([
    ['the named type of its group', {}, TYPES, 139],
    ['a name found in one language is enough', { TypeDescription: 'Villa' }, TYPES, 156],
    ['the same name in another group is that group’s type', { WebID: 6 }, TYPES, 633],
    ['no type of that name: the group only', { TypeDescription: 'Kasteel' }, TYPES, null],
    ['two types of that name in the group: the group only', {}, [...TYPES, { ID: 140, ParentID: 100, WebID: 1, Name: { nl: 'Woning' } }], null],
    ['no type tree read yet: the group only', {}, [], null],
  ])('its type in the tree: %s', (_name, changes, types, expected) => {
    expect(mapped(everyLanguage(changes), types).TypeID).toBe(expected);
  });

  it.each([
    ['no value, no label, not requested', {}, 'not_applicable'],
    ['requested', { EnergyPerformance: null, EPCRequested: true }, 'requested'],
    ['a label only (Luxembourg)', { EnergyPerformance: null, EPCLabelText: 'B' }, 'available'],
  ])('the EPC state: %s', (_name, changes, expected) => {
    const base = { EnergyPerformance: null, ...changes };
    expect(mapped(everyLanguage(base)).EpcStatus).toBe(expected);
  });
});

describe("Omnicasa's statuses", () => {
  it.each([
    [1, 0, 'available'],
    [2, 0, 'sold'],
    [4, 1, 'rented'],
    // a reference: sold or let, by its goal
    [6, 0, 'sold'],
    [6, 1, 'rented'],
  ])('status %i (goal %i) is %s', (status, goal, expected) => {
    expect(mapped(everyLanguage({ Status: status, Goal: goal })).Status).toBe(expected);
  });

  it.each([0, 3, 5])('status %i (prospective, cancelled, inactive) takes the listing off the site', (status) => {
    expect(mapProperty(everyLanguage({ Status: status }))).toEqual({ ok: true, value: null });
  });
});

describe('a record the mapping cannot read is reported and left out, never half-mapped', () => {
  it.each([
    ['ID missing', { ID: null }, null, 'ID', 'missing'],
    ['Status missing', { Status: undefined }, 3400001, 'Status', 'missing'],
    ['an unknown status', { Status: 9 }, 3400001, 'Status', 'unknown value'],
    ['Goal missing', { Goal: null }, 3400001, 'Goal', 'missing'],
    ['a web id outside 1–7', { WebID: 9 }, 3400001, 'WebID', 'out of range'],
    ['bedrooms as a word', { NumberOfBedRooms: 'three' }, 3400001, 'NumberOfBedRooms', 'not a number'],
    ['half a bedroom', { NumberOfBedRooms: 2.5 }, 3400001, 'NumberOfBedRooms', 'not a whole number'],
    ['a negative price', { Price: -1 }, 3400001, 'Price', 'out of range'],
    ['a latitude that is no number', { GoogleX: 'north' }, 3400001, 'GoogleX', 'not a number'],
    ['a yes/no as text', { PublishPrice: 'yes' }, 3400001, 'PublishPrice', 'not true or false'],
    ['a date that is none', { CreatedDate: 'yesterday' }, 3400001, 'CreatedDate', 'not a date'],
    ['no creation date', { CreatedDate: undefined }, 3400001, 'CreatedDate', 'missing'],
    ['no type name in any language', { TypeDescription: '' }, 3400001, 'TypeDescription', 'missing'],
    ['a description that is not text', { DescriptionA: 42 }, 3400001, 'DescriptionA', 'not a text'],
    ['a street that is an object', { Street: { name: 'Coupure' } }, 3400001, 'Street', 'not a text'],
    ['an unknown orientation', { GardenOrientationID: 12 }, 3400001, 'GardenOrientationID', 'unknown value'],
    ['a judicial decision code that does not exist', { JudicialDecision: 3 }, 3400001, 'JudicialDecision', 'unknown value'],
    ['pictures that are not a list', { XLargePictureItems: 'none' }, 3400001, 'XLargePictureItems', 'not a list'],
    ['a mobility score out of its 0–10', { MobiScores: { PublicTransport: 11, Shops: 1, Education: 1, Healthcare: 1, Leisure: 1, Services: 1, Work: 1 } }, 3400001, 'MobiScores.PublicTransport', 'out of range'],
    ['a manager without an e-mail address', { ManagerEmail: null }, 3400001, 'ManagerEmail', 'missing'],
  ])('%s', (_name, changes, id, field, problem) => {
    const result = mapProperty(everyLanguage(changes));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContainEqual({ kind: 'property', id, field, problem });
  });

  it('a broken picture is reported as the picture, and the listing is left out with it', () => {
    const result = mapProperty(everyLanguage({ XLargePictureItems: [{ ID: 11, Url: null }], MediumPictureItems: [] }));
    expect(result).toEqual({ ok: false, problems: [{ kind: 'picture', id: 11, field: 'Url', problem: 'missing' }] });
  });

  it('something that is not a record at all', () => {
    expect(mapProperty({ nl: 'garbage' })).toEqual({ ok: false, problems: expect.arrayContaining([{ kind: 'property', id: null, field: '(record)', problem: 'not a record' }]) });
  });

  it('every problem of the record is listed, not only the first', () => {
    const result = mapProperty(everyLanguage({ NumberOfBedRooms: 'x', Price: 'y' }));
    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual(['Price', 'NumberOfBedRooms']);
  });
});
