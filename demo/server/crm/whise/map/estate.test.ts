// An estate as estates/list answers it in four languages → core's Property, field by
// field; Whise's purposes, purpose statuses, statuses and display statuses, its
// categories and subcategories; a title of its own in each language, or its type and
// town; and every way a record can be unreadable, reported and never half-mapped.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../../core/i18n/languages.ts';
import type { ByLanguage } from '../../mapping.ts';
import { inLanguage, mapEstate } from './estate.ts';

const IDS: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' };
const NAMES: Record<Language, string> = { nl: 'Pastorij met tuin', fr: 'Presbytère avec jardin', en: 'Rectory with a garden', de: 'Pfarrhaus mit Garten' };
const SHORT: Record<Language, string> = { nl: 'Ruim', fr: 'Spacieux', en: 'Spacious', de: 'Geräumig' };

/** The estate as the call in `language` answers it, with `changes` made. */
function wire(language: Language, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 5_100_001,
    clientId: 4101,
    officeId: 7301,
    name: NAMES[language],
    referenceNumber: 'WH-2026-17',
    purpose: { id: 1 },
    purposeStatus: { id: 1 },
    status: { id: 1 },
    displayStatusId: 2,
    category: { id: 1 },
    subCategory: { id: 13 },
    price: 645_000,
    currency: '€',
    displayPrice: true,
    displayAddress: true,
    address: 'Kerkstraat',
    number: 4,
    box: null,
    zip: '9000',
    city: 'Gent',
    country: { id: 1 },
    rooms: 4,
    bathRooms: '2',
    area: 240.5,
    groundArea: 1_100,
    garden: 1,
    gardenArea: 800,
    terrace: 0,
    garage: 2,
    parking: 1,
    fronts: 4,
    floor: 2,
    furnished: false,
    energyValue: 212,
    energyClass: 'C',
    availability: { id: 5 },
    shortDescription: [{ languageId: IDS[language], content: SHORT[language] }],
    longDescription: [{ languageId: IDS[language], content: `<p>${SHORT[language]}.</p>` }],
    pictures: [
      { id: 71, order: 1, urlSmall: 'https://whise.example/71-s.jpg', urlLarge: 'https://whise.example/71-l.jpg', urlXXL: 'https://whise.example/71-xxl.jpg' },
      { id: 72, order: 2, urlLarge: 'https://whise.example/72-l.jpg' },
    ],
    createDateTime: '2026-03-01T10:00:00',
    updateDateTime: '2026-04-01T12:30:00',
    canHaveChildren: false,
    parentId: null,
    ...changes,
  };
}

const everyLanguage = (changes: Record<string, unknown> = {}): ByLanguage =>
  Object.fromEntries((Object.keys(IDS) as Language[]).map((language) => [language, inLanguage(wire(language, changes), IDS[language])]));

const mapped = (byLanguage: ByLanguage = everyLanguage()) => {
  const result = mapEstate(byLanguage);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value!;
};

describe('an estate in four languages', () => {
  const property = mapped();

  it.each([
    ['ID', 5_100_001],
    ['Goal', 0],
    // category 1 (house): residential; subcategory 13 (villa), named in the type tree
    ['WebID', 1],
    ['TypeID', 13],
    ['TypeName', { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' }],
    ['Title', NAMES],
    ['Teaser', SHORT],
    ['Description', { nl: '<p>Ruim.</p>', fr: '<p>Spacieux.</p>', en: '<p>Spacious.</p>', de: '<p>Geräumig.</p>' }],
    ['Status', 'available'],
    ['Price', 645_000],
    ['PublishPrice', true],
    ['PriceUnit', 1],
    ['PriceUnitText', null],
    ['Street', 'Kerkstraat'],
    ['HouseNumber', '4'],
    ['Zip', '9000'],
    ['City', 'Gent'],
    ['CountryID', 10],
    // Gent's municipality in the region tree
    ['RegionID', 44021],
    ['Bedrooms', 4],
    ['Bathrooms', 2],
    ['SurfaceLiving', 240.5],
    ['SurfaceGround', 1_100],
    ['SurfaceGarden', 800],
    ['Garden', true],
    ['Terrace', false],
    ['Garages', 2],
    ['ParkingsOutside', 1],
    ['Facades', 4],
    ['Floors', 2],
    ['Furnished', false],
    ['EnergyPerformance', 212],
    ['EPCLabelText', 'C'],
    ['EpcStatus', 'available'],
    ['AvailableFrom', { nl: 'Onmiddellijk', fr: 'Immédiatement', en: 'Immediately', de: 'Sofort' }],
    ['Reference', 'WH-2026-17'],
    // Belgian wall-clock time without an offset → UTC
    ['CreatedAt', '2026-03-01T09:00:00.000Z'],
    ['ChangedAt', '2026-04-01T10:30:00.000Z'],
    // no public name: placed at its municipality, no agent
    ['Latitude', null],
    ['Manager', null],
  ] as const)('%s', (field, expected) => {
    expect(property[field as keyof typeof property]).toEqual(expected);
  });

  it('its pictures in the answer’s order: the largest size the picture, the smaller its thumbnails', () => {
    expect(property.Pictures.map((picture) => [picture.ID, picture.Url, picture.Thumbs])).toEqual([
      [71, 'https://whise.example/71-xxl.jpg', { low: 'https://whise.example/71-s.jpg', medium: 'https://whise.example/71-l.jpg', high: 'https://whise.example/71-l.jpg' }],
      [72, 'https://whise.example/72-l.jpg', { low: 'https://whise.example/72-l.jpg', medium: 'https://whise.example/72-l.jpg', high: 'https://whise.example/72-l.jpg' }],
    ]);
    expect(property.MainPicture).toEqual(property.Pictures[0]);
  });

  it('a text list holds the language asked; one that holds another language’s item gives its first', () => {
    expect(inLanguage({ shortDescription: [{ languageId: 'nl-BE', content: 'Ruim' }, { languageId: 'fr-BE', content: 'Spacieux' }] }, 'fr-BE')).toEqual({ shortDescription: 'Spacieux' });
    expect(inLanguage({ shortDescription: [{ languageId: 'nl-BE', content: 'Ruim' }] }, 'de-DE')).toEqual({ shortDescription: 'Ruim' });
    expect(inLanguage({ name: 'Pastorij' }, 'fr-BE')).toEqual({ name: 'Pastorij' });
  });

  it.each<[string, Record<string, unknown>, Record<Language, string>]>([
    ['no name: its type and town', { name: null }, { nl: 'Villa in Gent', fr: 'Villa à Gent', en: 'Villa in Gent', de: 'Villa in Gent' }],
    ['a subcategory without a name of ours: its category’s', { name: '', subCategory: { id: 16 } }, { nl: 'Huis in Gent', fr: 'Maison à Gent', en: 'House in Gent', de: 'Haus in Gent' }],
  ])('a title: %s', (_name, changes, expected) => {
    expect(mapped(everyLanguage(changes)).Title).toEqual(expected);
  });

  it.each([
    ['a subcategory of ours', { subCategory: { id: 21 }, category: { id: 2 } }, 1, 21],
    ['a subcategory not named here: the group only', { subCategory: { id: 16 } }, 1, null],
    ['a subcategory of another category than the estate’s: the group only', { subCategory: { id: 21 } }, 1, null],
    ['a plot', { category: { id: 3 }, subCategory: { id: 26 } }, 4, 26],
    ['an office', { category: { id: 4 }, subCategory: { id: 35 } }, 5, 35],
    ['a shop', { category: { id: 5 }, subCategory: { id: 42 } }, 6, 42],
    ['an industrial building', { category: { id: 6 }, subCategory: { id: 46 } }, 3, 46],
    ['a garage: the default group', { category: { id: 7 }, subCategory: { id: 51 } }, 2, 51],
  ])('its type: %s', (_name, changes, webId, typeId) => {
    const result = mapped(everyLanguage(changes));
    expect([result.WebID, result.TypeID]).toEqual([webId, typeId]);
  });

  it('for rent: a price per month', () => {
    expect(mapped(everyLanguage({ purpose: { id: 2 }, purposeStatus: { id: 2 } }))).toMatchObject({ Goal: 1, PriceUnit: 2, PriceUnitText: { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' } });
  });

  it('in Luxembourg', () => {
    expect(mapped(everyLanguage({ country: { id: 5 }, zip: 'L-2449', city: 'Luxembourg' }))).toMatchObject({ CountryID: 50, CountryName: 'Luxembourg', RegionID: 100_001 });
  });
});

describe("Whise's statuses", () => {
  it.each([
    [1, 1, 2, 'available'],
    [2, 2, 2, 'available'],
    [1, 3, 2, 'sold'],
    [2, 4, 2, 'rented'],
    // under offer, an option, reserved: still on offer, as the site shows an option
    [1, 5, 2, 'available'],
    [1, 12, 2, 'available'],
    [1, 21, 2, 'available'],
    // sold subject to conditions, a compromise signed
    [1, 14, 2, 'sold'],
    [1, 22, 2, 'sold'],
    // a life annuity is a sale
    [3, 15, 2, 'available'],
    // a realisation: sold or let, by its purpose
    [1, 1, 4, 'sold'],
    [2, 2, 4, 'rented'],
    // estate of the month, on the website only
    [1, 1, 3, 'available'],
    [1, 1, 5, 'available'],
  ])('purpose %i, purpose status %i, display status %i: %s', (purpose, purposeStatus, displayStatusId, expected) => {
    expect(mapped(everyLanguage({ purpose: { id: purpose }, purposeStatus: { id: purposeStatus }, displayStatusId })).Status).toBe(expected);
  });

  it.each([
    ['archived', { status: { id: 5 } }],
    ['deleted', { status: { id: 6 } }],
    ['offline', { displayStatusId: 1 }],
    ['its sale cancelled', { purposeStatus: { id: 8 } }],
    ['its letting suspended', { purposeStatus: { id: 11 } }],
    ['in prospection', { purposeStatus: { id: 19 } }],
    ['in preparation', { purposeStatus: { id: 20 } }],
    ['an estimate', { purposeStatus: { id: 24 } }],
  ])('%s: off the site', (_name, changes) => {
    expect(mapEstate(everyLanguage(changes))).toEqual({ ok: true, value: null });
  });
});

describe('a record the mapping cannot read is reported and left out, never half-mapped', () => {
  it.each([
    ['no id', { id: null }, null, 'id', 'missing'],
    ['no purpose', { purpose: null }, 5_100_001, 'purpose', 'missing'],
    ['a purpose without its id', { purpose: {} }, 5_100_001, 'purpose.id', 'missing'],
    ['an unknown purpose', { purpose: { id: 9 } }, 5_100_001, 'purpose.id', 'unknown value'],
    ['an unknown purpose status', { purposeStatus: { id: 99 } }, 5_100_001, 'purposeStatus.id', 'unknown value'],
    ['an unknown category', { category: { id: 12 } }, 5_100_001, 'category.id', 'unknown value'],
    ['a category id that is a word', { category: { id: 'huis' } }, 5_100_001, 'category.id', 'not a number'],
    ['an unknown status', { status: { id: 3 } }, 5_100_001, 'status.id', 'unknown value'],
    ['an unknown display status', { displayStatusId: 9 }, 5_100_001, 'displayStatusId', 'unknown value'],
    ['bedrooms as a word', { rooms: 'drie' }, 5_100_001, 'rooms', 'not a number'],
    ['a negative price', { price: -1 }, 5_100_001, 'price', 'out of range'],
    ['no creation time', { createDateTime: undefined }, 5_100_001, 'createDateTime', 'missing'],
    ['a time that is none', { updateDateTime: 'gisteren' }, 5_100_001, 'updateDateTime', 'not a date'],
    ['a street that is an object', { address: { street: 'Kerkstraat' } }, 5_100_001, 'address', 'not a text'],
    ['pictures that are not a list', { pictures: 'none' }, 5_100_001, 'pictures', 'not a list'],
  ])('%s', (_name, changes, id, field, problem) => {
    const result = mapEstate(everyLanguage(changes));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContainEqual({ kind: 'property', id, field, problem });
  });

  it('a picture without a URL is the picture’s problem, and the estate is left out with it', () => {
    const result = mapEstate(everyLanguage({ pictures: [{ id: 71 }] }));
    expect(result).toEqual({ ok: false, problems: [{ kind: 'picture', id: 71, field: 'urlXXL', problem: 'missing' }] });
  });
});
