/**
 * An estate: the item `estates/list` answers, once per language (`Filter.LanguageId`),
 * onto core's Property. Texts come from each language's answer, everything else from the
 * first. The names are those public clients read from the API's answer: tombroucke/
 * immo-sync-whise lists every field it stores (id, name, address, number, box, zip,
 * city, price, currency, displayPrice, displayAddress, rooms, bathRooms, area,
 * groundArea, garden, gardenArea, terrace, garage, parking, fronts, floor, furnished,
 * energyValue, energyClass, referenceNumber, createDateTime, updateDateTime, parentId,
 * canHaveChildren, officeId, displayStatusId, shortDescription, longDescription, and
 * category, subCategory, country, status, availability, purpose, purposeStatus, state as
 * `{ id }`), its texts as lists of `{ content }` and its pictures as `{ urlSmall,
 * urlLarge, urlXXL }`; the codes are the enums of fw4-bvba/whise-api. Coordinates and
 * the agent are in no public client: a listing is placed at its municipality, and shows
 * no agent.
 *
 * A listing the site does not show (an estate archived or deleted, offline, in
 * preparation, prospection or estimate, its sale or letting cancelled or suspended) maps
 * to `null`: it goes offline.
 */
import type { Translatable } from '../../../../../core/i18n/translatable.ts';
import type { AvailabilityState, Picture, Property } from '../../../../../core/property/types.ts';
import { municipalitiesOfZip } from '../../../geo/places.ts';
import { PRICE_UNITS } from '../../../seed/vocabulary.ts';
import { type ByLanguage, itemsByLanguage, type Mapped, PROBLEMS, RecordReader } from '../../mapping.ts';
import { titleOr } from '../../titles.ts';
import { readWhiseTime } from '../dates.ts';
import { CATEGORIES, SUBCATEGORIES } from './types.ts';

const t = (nl: string, fr: string, en: string, de: string): Translatable => ({ nl, fr, en, de });

/** The fields whose value is a list of `{ languageId, content }`: a text in the language asked. */
export const TEXT_FIELDS = ['name', 'shortDescription', 'longDescription'] as const;

/**
 * The answer of one language with its texts as text: the item of the language asked (or
 * the first) of each list of `{ languageId, content }`. A name given as plain text stays.
 */
export function inLanguage(record: unknown, languageId: string): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of TEXT_FIELDS) {
    const value = copy[field];
    if (!Array.isArray(value)) continue;
    const items = value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object');
    const item = items.find((candidate) => candidate.languageId === languageId) ?? items[0];
    // a list that holds no text item is left as it is, for the reader to report
    if (item || value.length === 0) copy[field] = item?.content ?? null;
  }
  return copy;
}

/** Purpose.php: 1 sale, 2 rent, 3 life annuity (a sale) → core's goal code. */
export const PURPOSE_GOAL: ReadonlyMap<number, number> = new Map([
  [1, 0],
  [2, 1],
  [3, 0],
]);

/** PurposeStatus.php → what the site shows; null: not on the site. */
export const PURPOSE_STATUS: ReadonlyMap<number, AvailabilityState | null> = new Map([
  [1, 'available'], // for sale
  [2, 'available'], // for rent
  [3, 'sold'],
  [4, 'rented'],
  [5, 'available'], // under offer, as the site shows an option
  [6, 'available'],
  [8, null], // sale cancelled
  [9, null], // letting cancelled
  [10, null], // sale suspended
  [11, null], // letting suspended
  [12, 'available'], // option by the owner
  [13, 'available'],
  [14, 'sold'], // sold subject to conditions
  [15, 'available'], // life annuity for sale
  [16, 'available'],
  [17, 'sold'],
  [19, null], // prospection
  [20, null], // preparation
  [21, 'available'], // reserved
  [22, 'sold'], // compromise signed
  [23, null],
  [24, null], // estimates
  [25, null],
  [26, null],
  [27, null],
  [28, null],
]);

/** Status.php: 1 active; 5 archived and 6 deleted are not on the site. */
export const ESTATE_STATUS: ReadonlyMap<number, boolean> = new Map([
  [1, true],
  [5, false],
  [6, false],
]);

/** DisplayStatus.php: 1 offline; 2 online, 3 estate of the month, 5 on the website only; 4 a realisation, shown as sold or let. */
export const DISPLAY_STATUS: ReadonlyMap<number, 'online' | 'offline' | 'reference'> = new Map([
  [1, 'offline'],
  [2, 'online'],
  [3, 'online'],
  [4, 'reference'],
  [5, 'online'],
]);

/** Country.php → core's country codes (Omnicasa's: 10 Belgium, 50 Luxembourg); another country has none of core's. */
export const COUNTRIES: ReadonlyMap<number, { id: number; name: string | null }> = new Map([
  [1, { id: 10, name: null }],
  [5, { id: 50, name: 'Luxembourg' }],
]);

/** Availability.php, as the site says when a listing is free. */
export const AVAILABILITY: ReadonlyMap<number, Translatable> = new Map([
  [1, t('Bij akte', 'À l’acte', 'On signing of the deed', 'Bei Beurkundung')],
  [2, t('Af te spreken met de eigenaar', 'À convenir avec le propriétaire', 'To be agreed with the owner', 'Nach Absprache mit dem Eigentümer')],
  [3, t('Af te spreken met de huurder', 'À convenir avec le locataire', 'To be agreed with the tenant', 'Nach Absprache mit dem Mieter')],
  [4, t('Niet beschikbaar', 'Pas disponible', 'Not available', 'Nicht verfügbar')],
  [5, t('Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort')],
  [6, t('Bij oplevering', 'À la livraison', 'On completion', 'Bei Fertigstellung')],
  [7, t('Af te spreken', 'À convenir', 'To be agreed', 'Nach Vereinbarung')],
]);

/** Omnicasa-style photos are 4:3: no public client shows a Whise picture's size. */
const DEFAULT_WIDTH = 1600;
const DEFAULT_HEIGHT = 1200;

/** The pictures of an estate, in the answer's order: the largest size the picture, the smaller its thumbnails. */
export function mapPictures(parent: RecordReader): Picture[] {
  const pictures: Picture[] = [];
  itemsByLanguage(parent.listByLanguage('pictures')).forEach((item, index) => {
    const read = RecordReader.of('picture', item, 'id');
    const large = read.text('urlLarge');
    const small = read.text('urlSmall');
    const url = read.text('urlXXL') ?? large ?? small;
    if (url === null) read.report('urlXXL', PROBLEMS.missing);
    const id = read.integer('id', { min: 1 }) ?? index + 1;
    const picture = parent.adopt(
      read.result(() => ({ ID: id, Url: url!, Thumbs: { low: small ?? large ?? url!, medium: large ?? url!, high: large ?? url! }, Width: DEFAULT_WIDTH, Height: DEFAULT_HEIGHT, Caption: null })),
    );
    if (picture) pictures.push(picture);
  });
  return pictures;
}

/** A count or a yes/no (the public clients name these fields, not their type): true when there is one. */
function present(read: RecordReader, field: string): boolean | null {
  const value = read.fields[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  const count = read.number(field, { min: 0 });
  return count === null ? null : count > 0;
}

/** A count that may come as a yes/no: true is one. */
function count(read: RecordReader, field: string): number | null {
  const value = read.fields[field];
  if (typeof value === 'boolean') return value ? 1 : 0;
  return read.integer(field, { min: 0 });
}

/** The estate's type: its subcategory's name where it has one of ours, else its category's. */
export function typeOf(category: number | null, subcategory: number | null): { webId: number | null; typeId: number | null; name: Translatable } {
  const named = subcategory === null ? undefined : SUBCATEGORIES.get(subcategory);
  const group = category === null ? undefined : CATEGORIES.get(category);
  return {
    webId: group?.webId ?? null,
    typeId: named && named.category === category ? subcategory : null,
    name: (named && named.category === category ? named.name : group?.name) ?? {},
  };
}

/** One estate in its languages (each language's answer passed through inLanguage) → a Property, `null` when it is not on the site. */
export function mapEstate(byLanguage: ByLanguage): Mapped<Property | null> {
  const read = RecordReader.of('property', byLanguage, 'id');
  const id = read.integer('id', { required: true, min: 1 });
  const purpose = read.reference('purpose', { required: true });
  const goal = purpose === null ? null : (PURPOSE_GOAL.get(purpose) ?? (read.report('purpose.id', PROBLEMS.unknown), null));
  const purposeStatus = read.reference('purposeStatus', { required: true });
  const availability = purposeStatus === null ? undefined : PURPOSE_STATUS.get(purposeStatus);
  if (purposeStatus !== null && availability === undefined) read.report('purposeStatus.id', PROBLEMS.unknown);
  const status = read.reference('status');
  const active = status === null ? true : ESTATE_STATUS.get(status);
  if (active === undefined) read.report('status.id', PROBLEMS.unknown);
  const display = read.code('displayStatusId', DISPLAY_STATUS) ?? 'online';
  const category = read.reference('category', { required: true });
  if (category !== null && !CATEGORIES.has(category)) read.report('category.id', PROBLEMS.unknown);
  const type = typeOf(category, read.reference('subCategory'));
  const country = read.reference('country');
  const countryCode = country === null ? COUNTRIES.get(1)! : (COUNTRIES.get(country) ?? { id: 0, name: null });
  const zip = read.text('zip');
  const city = read.text('city');
  const price = read.number('price', { min: 0 });
  const energy = read.number('energyValue');
  const label = read.text('energyClass');
  const pictures = mapPictures(read);
  const availableFrom = read.reference('availability');
  const created = read.date('createDateTime', readWhiseTime, { required: true });
  const property = {
    PublishPrice: read.boolean('displayPrice') ?? false,
    PriceUnit: goal === 1 ? PRICE_UNITS.perMonth.id : PRICE_UNITS.total.id,
    PriceUnitText: goal === 1 ? PRICE_UNITS.perMonth.text : null,
    Marquee: null,
    MarqueeName: null,
    PublishAddress: read.boolean('displayAddress') ?? false,
    Street: read.text('address'),
    HouseNumber: read.text('number'),
    BoxNr: read.text('box'),
    Zip: zip,
    City: city,
    CountryID: countryCode.id,
    CountryName: countryCode.name,
    TypeID: type.typeId,
    TypeName: type.name,
    Title: titleOr(read.texts('name'), type.name, city),
    Teaser: read.texts('shortDescription'),
    Bedrooms: read.integer('rooms', { min: 0 }),
    Bathrooms: read.integer('bathRooms', { min: 0 }),
    SurfaceLiving: read.number('area', { min: 0 }),
    SurfaceGround: read.number('groundArea', { min: 0 }),
    Latitude: null,
    Longitude: null,
    RegionID: zip ? (municipalitiesOfZip(zip)[0]?.id ?? null) : null,
    CreatedAt: created ?? '',
    ChangedAt: read.date('updateDateTime', readWhiseTime) ?? undefined,
    Code: null,
    Reference: read.text('referenceNumber'),
    Description: read.texts('longDescription') ?? {},
    AvailableFrom: availableFrom === null ? null : (AVAILABILITY.get(availableFrom) ?? null),
    StartPrice: null,
    ChargesOwner: null,
    ChargesRenter: null,
    DepositAmount: null,
    AgencyCost: null,
    VatValue: null,
    VatRegime: null,
    NotaryFeeExclVat: null,
    NotaryFeeInclVat: null,
    RegistrationRights: null,
    RealEstateTax: null,
    ConstructionCost: null,
    ShowerRooms: null,
    Toilets: null,
    Garages: count(read, 'garage'),
    ParkingsInside: null,
    ParkingsOutside: count(read, 'parking'),
    Floors: read.integer('floor', { min: 0 }),
    ExtraRooms: null,
    Facades: read.integer('fronts', { min: 0 }),
    SurfaceTotal: null,
    SurfaceConstructed: null,
    SurfaceStore: null,
    SurfaceTerrace: null,
    SurfaceGarden: read.number('gardenArea', { min: 0 }),
    FrontWidth: null,
    PlotWidth: null,
    TerraceOrientation: null,
    GardenOrientation: null,
    ConstructionYear: null,
    RenovationYear: null,
    HeatingType: null,
    Kitchen: null,
    WindowFrames: null,
    Glazing: null,
    RoofType: null,
    RoofMaterial: null,
    RoofCondition: null,
    FloorCovering: null,
    EpcTotal: null,
    EpcCertificateNumber: null,
    ELevel: null,
    EpcEndDate: null,
    CO2Emission: null,
    FloodZone: null,
    RiparianZone: null,
    FloodRiskArea: null,
    FloodGScore: null,
    FloodPScore: null,
    AsbestosType: null,
    AsbestosDate: null,
    GasCertificate: null,
    ElectricityCertificate: null,
    SoilCertificate: null,
    PlanningInformation: null,
    Servitudes: null,
    Inventory: null,
    Gas: null,
    Water: null,
    Lift: null,
    Cellar: null,
    Terrace: present(read, 'terrace'),
    Garden: present(read, 'garden'),
    Attic: null,
    Furnished: read.boolean('furnished'),
    Permit: null,
    AllotmentPermit: null,
    Summons: null,
    PreemptiveRights: null,
    JudicialDecision: null,
    Documents: [],
    VideoUrl: null,
    VirtualTourUrl: null,
    Manager: null,
    Mobiscore: null,
  } satisfies Omit<Property, 'ID' | 'Goal' | 'WebID' | 'Status' | 'Price' | 'EnergyPerformance' | 'EPCLabelText' | 'EpcStatus' | 'Pictures' | 'MainPicture'>;
  return read.result(() => {
    if (availability === null || active === false || display === 'offline') return null;
    const state: AvailabilityState = display === 'reference' && availability === 'available' ? (goal === 0 ? 'sold' : 'rented') : availability!;
    return {
      ID: id!,
      Goal: goal!,
      WebID: type.webId!,
      Status: state,
      Price: price,
      EnergyPerformance: energy,
      EPCLabelText: label,
      EpcStatus: energy !== null || label !== null ? 'available' : 'not_applicable',
      Pictures: pictures,
      MainPicture: pictures[0] ?? null,
      ...property,
    };
  });
}
