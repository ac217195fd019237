/**
 * What the fake CRM holds: listings (the recorded ones of ./fixtures.ts and copies of
 * them in other towns of their region, up to the number asked for), projects with their
 * units, documents, the geographic and property-type trees, an owner with statistics and
 * history, and what visitors sent. Records are kept with their texts in four languages
 * and written in one language per answer, as Omnicasa does for each LanguageId.
 */
import { type Language, LANGUAGES } from '../../core/i18n/languages.ts';
import { omnicasaTime } from '../server/crm/omnicasa/dates.ts';
import { PLACES as GEO_PLACES, placeById } from '../server/geo/places.ts';
import type { PictureStyle, Scene } from '../server/seed/pictures.ts';
import { type Place, PLACES } from '../server/seed/places.ts';
import { createRandom } from '../server/seed/prng.ts';
import { TYPE_TREE } from '../server/seed/vocabulary.ts';
import { type DocumentFixture, LISTINGS, type ListingFixture, MANAGERS, OWNER, PROJECTS, type PictureFixture, STATUS, type Text, t } from './fixtures.ts';

const DAY = 86_400_000;
export const FIRST_PROPERTY_ID = 3_400_001;

/** Omnicasa's language ids, the other way round. */
export const LANGUAGE_OF_ID: Readonly<Record<number, Language>> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' };

/** A picture the fake draws when it is asked for (its media host). */
export interface PictureSource {
  ID: number;
  style: PictureStyle;
  scene: Scene;
  seed: number;
  caption: Text;
}

export interface DocumentSource {
  ID: number;
  ObjectID: number;
  name: Text;
  file: string;
}

export interface RecordSource {
  ID: number;
  /** the wire fields; Text values are written in the language asked */
  record: Record<string, unknown>;
  town: Text;
  pictures: PictureSource[];
  created: number;
  changed: number;
}

/** What a test told the fake to send wrong: a field left out (`value` undefined) or given another value. */
export interface Corruption {
  field: string;
  value?: unknown;
}

const BELGIUM = t('België', 'Belgique', 'Belgium', 'Belgien');

const isText = (value: unknown): value is Text =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 4 && LANGUAGES.every((language) => typeof (value as Text)[language] === 'string');

/** A record as one language reads it: its texts in that language, `{town}` filled in, times as Omnicasa writes them. */
export function inLanguage(value: unknown, language: Language, town?: Text): unknown {
  if (isText(value)) return town ? value[language].replaceAll('{town}', town[language]) : value[language];
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language, town));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, inLanguage(entry, language, town)]));
  }
  return value;
}

const PICTURE_SIZES = [
  ['SmallPictureItems', 'low', 320, 240],
  ['MediumPictureItems', 'medium', 640, 480],
  ['LargePictureItems', 'high', 1024, 768],
  ['XLargePictureItems', 'full', 1600, 1200],
] as const;

/** The picture fields of a listing or project: one list per size, as GetPropertyList sends them. */
function pictureFields(pictures: readonly PictureSource[], origin: string): Record<string, unknown> {
  const url = (picture: PictureSource, detail: string) => `${origin}/media/pictures/${picture.ID}-${detail}.svg`;
  const fields: Record<string, unknown> = { LargePicture: pictures[0] ? url(pictures[0], 'high') : null };
  for (const [field, detail, width, height] of PICTURE_SIZES) {
    fields[field] = pictures.map((picture) => ({ ID: picture.ID, Url: url(picture, detail), Description: picture.caption, Width: width, Height: height }));
  }
  return fields;
}

function managerFields(id: number, origin: string): Record<string, unknown> {
  const manager = MANAGERS.find((person) => person.ID === id)!;
  return {
    ManagerID: manager.ID,
    ManagerFirstName: manager.FirstName,
    ManagerName: manager.Name,
    ManagerEmail: manager.Email,
    ManagerPhone: manager.Phone,
    ManagerGSM: manager.GSM,
    ManagerPicture: `${origin}/media/managers/${manager.ID}.svg`,
    ManagerFunction: manager.Function,
  };
}

function townOf(place: Place): Text {
  const name = placeById(place.regionId)?.name as Partial<Text> | undefined;
  const city = place.city;
  return { nl: name?.nl ?? city, fr: name?.fr ?? city, en: name?.en ?? city, de: name?.de ?? city };
}

export interface CatalogueOptions {
  /** how many listings (default 48): the recorded eight, then copies */
  properties?: number;
  now?: () => number;
}

export type Catalogue = ReturnType<typeof createCatalogue>;

export function createCatalogue(options: CatalogueOptions = {}) {
  const now = options.now ?? Date.now;
  const start = now();
  const count = options.properties ?? 48;
  const random = createRandom(3_400);
  const byRegion = new Map<string, Place[]>();
  for (const place of PLACES) byRegion.set(place.region, [...(byRegion.get(place.region) ?? []), place]);

  const properties = new Map<number, RecordSource>();
  const documents: DocumentSource[] = [];
  const pictureSources = new Map<number, PictureSource>();
  const corruptions = new Map<number, Corruption[]>();
  const deletedProperties: number[] = [];
  const deletedProjects: number[] = [];

  const addPictures = (id: number, style: PictureStyle, pictures: readonly PictureFixture[]) =>
    pictures.map((picture, index): PictureSource => {
      const source = { ID: id * 10 + index + 1, style, scene: picture.scene, seed: id * 31 + index, caption: picture.caption };
      pictureSources.set(source.ID, source);
      return source;
    });
  const addDocuments = (objectId: number, fixtures: readonly DocumentFixture[]) =>
    fixtures.forEach((document, index) => documents.push({ ID: objectId * 10 + index + 1, ObjectID: objectId, name: document.name, file: document.file }));

  for (let index = 0; index < count; index++) {
    const fixture: ListingFixture = LISTINGS[index % LISTINGS.length]!;
    const ID = FIRST_PROPERTY_ID + index;
    const towns = byRegion.get(fixture.region)!;
    const place = index < LISTINGS.length ? PLACES.find((candidate) => candidate.zip === fixture.zip && candidate.city === fixture.city)! : random.pick(towns);
    const created = start - (5 + ((index * 37) % 400)) * DAY;
    const price = fixture.record.Price as number;
    const record: Record<string, unknown> = {
      ...fixture.record,
      ID,
      RecordFile: `OC-${ID}`,
      // a reference code, as Omnicasa's Ident is: never a title
      Ident: `${(fixture.record.TypeDescription as Text).nl.slice(0, 2).toUpperCase()}-${ID % 1_000_000}`,
      Price: index < LISTINGS.length ? price : Math.round((price * random.range(0.8, 1.25, 0.01)) / (price > 10_000 ? 1_000 : 5)) * (price > 10_000 ? 1_000 : 5),
      Street: random.pick(place.streets),
      HouseNumber: String(random.int(1, 180)),
      BoxNr: fixture.record.WebID === 1 && fixture.style === 'apartment' ? String(random.int(1, 12)) : null,
      Zip: place.zip,
      City: place.city,
      CountryID: place.countryId,
      CountryName: fixture.record.CountryName ?? (place.countryId === 10 ? BELGIUM : null),
      // Omnicasa sends coordinates as text
      GoogleX: (place.lat + random.range(-0.01, 0.01, 0.0001)).toFixed(5),
      GoogleY: (place.lng + random.range(-0.01, 0.01, 0.0001)).toFixed(5),
      GeographicID: place.regionId,
    };
    properties.set(ID, { ID, record, town: townOf(place), pictures: addPictures(ID, fixture.style, fixture.pictures), created, changed: created + DAY });
    addDocuments(ID, fixture.documents);
    Object.assign(record, { __manager: fixture.managerId });
  }

  const projects = new Map<number, RecordSource>();
  for (const fixture of PROJECTS) {
    const place = PLACES.find((candidate) => candidate.zip === fixture.zip && candidate.city === fixture.city)!;
    const created = start - 60 * DAY;
    const record: Record<string, unknown> = {
      ...fixture.record,
      ID: fixture.id,
      Zip: place.zip,
      City: place.city,
      CountryID: place.countryId,
      CountryName: BELGIUM,
      GoogleX: place.lat.toFixed(5),
      GoogleY: place.lng.toFixed(5),
      Units: fixture.units.map((unit, index) => ({
        ID: fixture.id * 100 + index + 1,
        ...unit,
        WebID: 1,
        TypeDescription: fixture.style === 'villa' ? t('Woning', 'Maison', 'House', 'Haus') : t('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
        PublishPrice: true,
        Requirement: null,
      })),
      __manager: fixture.managerId,
    };
    projects.set(fixture.id, { ID: fixture.id, record, town: townOf(place), pictures: addPictures(fixture.id, fixture.style, fixture.pictures), created, changed: created + DAY });
    addDocuments(fixture.id, fixture.documents);
  }

  const ownerProperties = [...properties.keys()].slice(0, OWNER.properties);

  /** A listing or project as a call in `language` answers it. */
  function written(source: RecordSource, language: Language, origin: string): Record<string, unknown> {
    const { __manager: manager, __title: _title, ...fields } = source.record;
    const record = inLanguage(
      { ...fields, ...pictureFields(source.pictures, origin), ...managerFields(manager as number, origin), CreatedDate: source.created, LastChangedDate: source.changed },
      language,
      source.town,
    ) as Record<string, unknown>;
    record.CreatedDate = omnicasaTime(source.created);
    record.LastChangedDate = omnicasaTime(source.changed);
    for (const corruption of corruptions.get(source.ID) ?? []) {
      if (corruption.value === undefined) delete record[corruption.field];
      else record[corruption.field] = corruption.value;
    }
    return record;
  }

  const touch = (source: RecordSource) => {
    // a change is at least a second after the last one: Omnicasa's times have seconds
    source.changed = Math.max(now(), source.changed + 1_000);
  };

  function propertySource(id: number): RecordSource {
    const source = properties.get(id);
    if (!source) throw new Error(`The fake CRM has no property ${id}`);
    return source;
  }

  return {
    /** listings still in the CRM, by id */
    properties: () => [...properties.values()].sort((a, b) => a.ID - b.ID),
    projects: () => [...projects.values()].sort((a, b) => a.ID - b.ID),
    property: (id: number) => properties.get(id),
    project: (id: number) => projects.get(id),
    written,
    documentsOf: (ids: ReadonlySet<number>) => documents.filter((document) => ids.has(document.ObjectID)),
    document: (id: number) => documents.find((document) => document.ID === id),
    picture: (id: number) => pictureSources.get(id),
    deletedProperties: () => [...deletedProperties],
    deletedProjects: () => [...deletedProjects],
    ownerProperties: () => ownerProperties.filter((id) => properties.has(id)),

    /** The agent changes the price (and so the listing's change date). */
    setPrice(id: number, price: number) {
      const source = propertySource(id);
      source.record.Price = price;
      touch(source);
    },
    /** Any other change of a listing's fields. */
    change(id: number, fields: Record<string, unknown>) {
      const source = propertySource(id);
      Object.assign(source.record, fields);
      touch(source);
    },
    /** The next answers carry the listing with a field left out or wrongly typed (it counts as changed). */
    corrupt(id: number, corruption: Corruption) {
      corruptions.set(id, [...(corruptions.get(id) ?? []), corruption]);
      touch(propertySource(id));
    },
    repair(id: number) {
      corruptions.delete(id);
      touch(propertySource(id));
    },
    deleteProperty(id: number) {
      if (properties.delete(id)) deletedProperties.push(id);
    },
    deleteProject(id: number) {
      if (projects.delete(id)) deletedProjects.push(id);
    },
  };
}

/** The geographic tree (regions, provinces, arrondissements, municipalities with their postcodes), in one language. */
export function geographicItems(language: Language): Record<string, unknown>[] {
  const LEVEL = { region: 1, province: 2, arrondissement: 3, municipality: 4 } as const;
  return GEO_PLACES.map((place) => ({
    ID: place.id,
    // Omnicasa marks a root with 0
    ParentID: place.parent ?? 0,
    Name: (place.name as Partial<Text>)[language] ?? place.name.nl,
    Level: LEVEL[place.level],
    PostalCodes: (place.postcodes ?? []).flatMap((postcode) => postcode.localities.map((locality) => ({ Zip: postcode.zip, Name: locality }))),
  }));
}

/** The property types with their web ids, in one language. */
export function typeItems(language: Language): Record<string, unknown>[] {
  return TYPE_TREE.map((node) => ({ ID: node.ID, ParentID: node.ParentID ?? 0, Name: (node.Name as Text)[language], WebID: node.WebID, Abbr: null }));
}

/** Visits of a listing per day and portal, as the CRM's statistics count them. */
export function visitsOf(id: number, now: number): { day: number; media: string; count: number }[] {
  const random = createRandom(id);
  const rows: { day: number; media: string; count: number }[] = [];
  for (let daysAgo = 0; daysAgo < 90; daysAgo++) {
    for (const media of ['Website', 'Immoweb', 'Zimmo']) {
      const count = random.int(0, media === 'Immoweb' ? 9 : 5);
      if (count > 0) rows.push({ day: now - daysAgo * DAY, media, count });
    }
  }
  return rows;
}

export { OWNER, STATUS };
