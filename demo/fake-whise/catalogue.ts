/**
 * What the fake Whise holds: the fake Omnicasa's listings and projects (the same recorded
 * eight and their copies, ../fake-omnicasa/catalogue.ts) written as Whise's estates, its
 * projects as estates with their units under them, an owner with a login, and the
 * calendar events of the viewing action. Each estate is written in the language its call
 * asks for (`Filter.LanguageId`), as Whise does.
 */
import type { Language } from '../../core/i18n/languages.ts';
import { DEFAULT_LANGUAGE_IDS } from '../server/crm/whise/connector.ts';
import { brusselsWallTime } from '../server/crm/moments.ts';
import { type CatalogueOptions, createCatalogue as createOmnicasaCatalogue, inLanguage, type RecordSource } from '../fake-omnicasa/catalogue.ts';
import { OWNER, STATUS, type Text } from '../fake-omnicasa/fixtures.ts';

export const CLIENT_ID = 4_101;
export const OFFICE_ID = 7_301;
/** The calendar action of the moments visitors may book. */
export const VIEWING_ACTION_ID = 12;
export const FIRST_ESTATE_ID = 3_400_001;

/** The site's languages as Whise names them. */
export const LANGUAGE_OF_ID: Readonly<Record<string, Language>> = Object.fromEntries(Object.entries(DEFAULT_LANGUAGE_IDS).map(([language, id]) => [id, language as Language]));

/** The recorded types (their Dutch name) as Whise's category and subcategory. */
const TYPES: Readonly<Record<string, { category: number; subCategory: number }>> = {
  Woning: { category: 1, subCategory: 89 },
  Villa: { category: 1, subCategory: 13 },
  Appartement: { category: 2, subCategory: 17 },
  Studio: { category: 2, subCategory: 21 },
  Winkelruimte: { category: 5, subCategory: 42 },
  Bouwgrond: { category: 3, subCategory: 26 },
};

/** Whise writes times as ISO 8601 without an offset, on Belgian clocks (the connector's reading, whise/dates.ts). */
export const whiseClock = (ms: number) => brusselsWallTime(ms).replace(' ', 'T');

/** Omnicasa's status and goal → Whise's purpose status (PurposeStatus.php). */
function purposeStatus(status: number, goal: number): number {
  if (status === STATUS.sold) return 3;
  if (status === STATUS.rented) return 4;
  return goal === 0 ? 1 : 2;
}

const PICTURE_URL = (origin: string, id: number, detail: string) => `${origin}/media/pictures/${id}-${detail}.svg`;

export interface EstateState {
  /** Status.php: 1 active, 5 archived, 6 deleted */
  status: number;
  displayStatusId: number;
}

/** An estate as the fake filters its lists on it, written in a language only for the page an answer holds. */
export interface EstateEntry extends EstateState {
  id: number;
  /** its updateDateTime, in ms */
  updated: number;
  write(language: Language, origin: string): Record<string, unknown>;
}

export type WhiseCatalogue = ReturnType<typeof createWhiseCatalogue>;

export function createWhiseCatalogue(options: CatalogueOptions = {}) {
  const now = options.now ?? Date.now;
  const source = createOmnicasaCatalogue(options);
  const states = new Map<number, EstateState>();
  const corruptions = new Map<number, { field: string; value?: unknown }[]>();
  const touched = new Map<number, number>();
  const changedAt = (record: RecordSource) => Math.max(record.changed, touched.get(record.ID) ?? 0);
  const stateOf = (id: number): EstateState => states.get(id) ?? { status: 1, displayStatusId: 2 };

  /** One estate's fields in one language, from a record of the Omnicasa catalogue. */
  function estate(record: RecordSource, language: Language, origin: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const fields = inLanguage(record.record, language, record.town) as Record<string, unknown>;
    const typeNl = (record.record.TypeDescription as Text | undefined)?.nl ?? 'Woning';
    const type = TYPES[typeNl] ?? TYPES.Woning!;
    const languageId = DEFAULT_LANGUAGE_IDS[language];
    const text = (value: unknown) => (typeof value === 'string' && value ? [{ languageId, content: value }] : []);
    const state = stateOf(record.ID);
    const goal = Number(fields.Goal ?? 0);
    const written: Record<string, unknown> = {
      id: record.ID,
      clientId: CLIENT_ID,
      officeId: OFFICE_ID,
      // the name in the language asked: the agency's title
      name: fields.__title ?? fields.Name ?? null,
      referenceNumber: fields.ProjectNumber ?? `WH-${record.ID % 1_000_000}`,
      purpose: { id: goal === 0 ? 1 : 2 },
      purposeStatus: { id: purposeStatus(Number(fields.Status ?? STATUS.active), goal) },
      status: { id: state.status },
      displayStatusId: state.displayStatusId,
      category: { id: type.category },
      subCategory: { id: type.subCategory },
      price: fields.Price ?? null,
      currency: '€',
      displayPrice: fields.PublishPrice ?? true,
      displayAddress: fields.PublishAddress ?? fields.PublicAddress ?? true,
      address: fields.Street ?? null,
      number: fields.HouseNumber ?? null,
      box: fields.BoxNr ?? null,
      zip: fields.Zip ?? null,
      city: fields.City ?? null,
      country: { id: fields.CountryID === 50 ? 5 : 1 },
      rooms: fields.NumberOfBedRooms ?? null,
      bathRooms: fields.NumberOfBathRooms ?? null,
      area: fields.SurfaceLiving ?? null,
      groundArea: fields.SurfaceGround ?? null,
      garden: fields.HasGarden ? 1 : 0,
      gardenArea: fields.SurfaceGarden ?? null,
      terrace: fields.HasTerrace ? 1 : 0,
      garage: fields.NumberOfGarages ?? 0,
      parking: fields.ParkingsInside ?? 0,
      fronts: fields.NumberOfFacades ?? null,
      floor: fields.NumberOfFloors ?? null,
      furnished: fields.HasFurnished ?? false,
      energyValue: fields.EnergyPerformance ?? null,
      energyClass: fields.EPCLabelText ?? null,
      availability: { id: 5 },
      shortDescription: text(fields.DescriptionB ?? fields.ShortDescription),
      longDescription: text(fields.DescriptionA ?? fields.Description),
      pictures: record.pictures.map((picture, index) => ({
        id: picture.ID,
        order: index + 1,
        urlSmall: PICTURE_URL(origin, picture.ID, 'low'),
        urlLarge: PICTURE_URL(origin, picture.ID, 'high'),
        urlXXL: PICTURE_URL(origin, picture.ID, 'full'),
      })),
      createDateTime: whiseClock(record.created),
      updateDateTime: whiseClock(changedAt(record)),
      putOnlineDateTime: whiseClock(record.created),
      canHaveChildren: false,
      parentId: null,
      ...extra,
    };
    for (const corruption of corruptions.get(record.ID) ?? []) {
      if (corruption.value === undefined) delete written[corruption.field];
      else written[corruption.field] = corruption.value;
    }
    return written;
  }

  /** A project's units as estates of their own, under the project. */
  function unitEntries(project: RecordSource): EstateEntry[] {
    return ((project.record.Units as Record<string, unknown>[] | undefined) ?? []).map((unit) => {
      const unitRecord: RecordSource = {
        ...project,
        ID: unit.ID as number,
        record: { ...project.record, ...unit, __title: unit.Name, Goal: 0, ProjectNumber: null, Units: undefined, Description: null, ShortDescription: null },
        pictures: [],
      };
      return entry(unitRecord, { name: unit.Name, parentId: project.ID, referenceNumber: unit.Name });
    });
  }

  const entry = (record: RecordSource, extra: Record<string, unknown> = {}): EstateEntry => ({
    id: record.ID,
    ...stateOf(record.ID),
    updated: changedAt(record),
    write: (language, origin) => estate(record, language, origin, extra),
  });

  /** Every estate there is: listings, projects and their units, each written only when an answer holds it. */
  function entries(): EstateEntry[] {
    return [
      ...source.properties().map((record) => entry(record)),
      ...source.projects().flatMap((project) => {
        const first = (project.record.Units as { TypeDescription?: Text }[] | undefined)?.[0];
        const type = TYPES[first?.TypeDescription?.nl ?? 'Appartement'] ?? TYPES.Appartement!;
        return [entry(project, { canHaveChildren: true, category: { id: type.category }, subCategory: { id: type.subCategory } }), ...unitEntries(project)];
      }),
    ];
  }

  function touch(id: number) {
    // a change is at least a second after the last one: the answers' times have seconds
    const record = source.property(id);
    const last = record ? changedAt(record) : (touched.get(id) ?? 0);
    touched.set(id, Math.max(now(), last + 1_000));
  }

  return {
    entries,
    /** the listings still in Whise (the Omnicasa catalogue's), by id */
    listingIds: () => source.properties().map((record) => record.ID),
    picture: (id: number) => source.picture(id),
    ownerEstates: () => source.ownerProperties(),
    /** The agent changes the price (and so the estate's updateDateTime). */
    setPrice(id: number, price: number) {
      source.setPrice(id, price);
      touch(id);
    },
    /** The agent deletes the estate: Whise keeps it with Status 6, changed now. */
    deleteEstate(id: number) {
      if (!source.property(id)) throw new Error(`The fake Whise has no estate ${id}`);
      states.set(id, { ...stateOf(id), status: 6 });
      touch(id);
    },
    /** The agent takes the estate off the website (DisplayStatus 1). */
    takeOffline(id: number) {
      states.set(id, { ...stateOf(id), displayStatusId: 1 });
      touch(id);
    },
    /** Gone from the API altogether: only a full copy notices, by the ids it no longer lists. */
    purge(id: number) {
      source.deleteProperty(id);
    },
    /** The answers carry the estate with a field left out (`value` undefined) or given another value (it counts as changed). */
    corrupt(id: number, field: string, value?: unknown) {
      corruptions.set(id, [...(corruptions.get(id) ?? []), { field, value }]);
      touch(id);
    },
    repair(id: number) {
      corruptions.delete(id);
      touch(id);
    },
  };
}

export { OWNER };
