/**
 * A listing: the item GetPropertyList answers, once per language (LanguageId 1–4), onto
 * core's Property. Texts come from each language's answer, everything else from the
 * first. Field names and codes are Omnicasa's where its public clients show them
 * (ID, Goal, WebID, Status, Ident, TypeDescription, DescriptionA, NumberOfBedRooms,
 * GoogleX/GoogleY, CreatedDate, LastChangedDate, the …PictureItems, the codes of its
 * Models/*.php); the spec's data fields (PublishPrice, PriceUnit, Marquee, EPCLabelText, …)
 * are named as the spec names them.
 *
 * No public answer carries a title text: a listing is titled by its type
 * (TypeDescription, in each language) and its town, as the public sites title their
 * cards; `Ident` is a reference code (modmore/Omnicasa shows it as "#ID - Ident") and is
 * the listing's reference, never its title. Its own type in the type tree is the one of
 * its group (WebID) whose name is its TypeDescription: no public answer names the type's id.
 *
 * A listing whose Status is not one a site shows (prospective, cancelled, inactive)
 * maps to `null`: it goes offline.
 */
import type { TreeItemSource } from '../../../../../core/api/contract.ts';
import type { AvailabilityState, JudicialDecision, Manager, Mobiscore, MobiscoreCategory, Orientation, Property } from '../../../../../core/property/types.ts';
import { MOBISCORE_CATEGORIES } from '../../../../../core/property/types.ts';
import { type ByLanguage, type Mapped, PROBLEMS, RecordReader } from '../../mapping.ts';
import { composedTitle } from '../../titles.ts';
import { readOmnicasaTime } from '../dates.ts';
import { mapPictures } from './pictures.ts';
import { typeIdOfName } from './trees.ts';

/** Omnicasa's statuses (Models/Status.php) → what the site shows; null: not on the site. */
export const PROPERTY_STATUS: ReadonlyMap<number, 'available' | 'sold' | 'rented' | 'reference' | null> = new Map([
  [0, null], // prospective
  [1, 'available'], // active
  [2, 'sold'],
  [3, null], // cancelled
  [4, 'rented'],
  [5, null], // inactive
  [6, 'reference'], // sold or let, kept on the site as a reference
]);

/** Models/RearOrientation.php; 9 and 10 (sea view or not) name no direction. */
export const ORIENTATIONS: ReadonlyMap<number, Orientation | null> = new Map([
  [1, 'E'],
  [2, 'W'],
  [3, 'S'],
  [4, 'N'],
  [5, 'SW'],
  [6, 'SE'],
  [7, 'NW'],
  [8, 'NE'],
  [9, null],
  [10, null],
]);

/** Models/GroundCertificate.php: missing, pending, present. */
export const SOIL_CERTIFICATE: ReadonlyMap<number, boolean | null> = new Map([
  [0, false],
  [1, null],
  [2, true],
]);

const JUDICIAL: ReadonlyMap<number, JudicialDecision> = new Map([
  [0, 0],
  [1, 1],
  [2, 2],
]);

/** The MobiScores object's fields, one per category of core's Mobiscore. */
const MOBISCORE_FIELDS: Readonly<Record<MobiscoreCategory, string>> = {
  public_transport: 'PublicTransport',
  shops: 'Shops',
  education: 'Education',
  healthcare: 'Healthcare',
  leisure: 'Leisure',
  services: 'Services',
  work: 'Work',
};

const date = (read: RecordReader, field: string, options: { required?: boolean; day?: boolean } = {}) => read.date(field, readOmnicasaTime, options);

/** The address of a listing or project (Belgium when the CRM names no country). */
export function mapAddress(read: RecordReader) {
  return {
    Street: read.text('Street'),
    HouseNumber: read.text('HouseNumber'),
    BoxNr: read.text('BoxNr'),
    Zip: read.text('Zip'),
    City: read.text('City'),
    CountryID: read.integer('CountryID') ?? 10,
    CountryName: read.text('CountryName'),
  };
}

/** GoogleX is the latitude, GoogleY the longitude (Omnicasa sends them as text). */
export function mapCoordinates(read: RecordReader) {
  return { Latitude: read.number('GoogleX', { min: -90, max: 90 }), Longitude: read.number('GoogleY', { min: -180, max: 180 }) };
}

/** The listing's agent, from the Manager… fields of its record; null without a ManagerID. */
export function mapManager(read: RecordReader): Manager | null {
  const id = read.integer('ManagerID', { min: 1 });
  if (id === null) return null;
  return {
    ID: id,
    FirstName: read.text('ManagerFirstName') ?? '',
    LastName: read.text('ManagerName', { required: true }) ?? '',
    Function: read.texts('ManagerFunction'),
    Email: read.text('ManagerEmail', { required: true }) ?? '',
    Phone: read.text('ManagerPhone'),
    Mobile: read.text('ManagerGSM'),
    PhotoUrl: read.text('ManagerPicture'),
  };
}

function mapMobiscore(read: RecordReader): Mobiscore | null {
  const total = read.number('MobiScore', { min: 0, max: 10 });
  const details = read.fields.MobiScores;
  if (total === null || details === undefined || details === null) return null;
  if (typeof details !== 'object' || Array.isArray(details)) {
    read.report('MobiScores', PROBLEMS.notObject);
    return null;
  }
  const categories = {} as Record<MobiscoreCategory, number>;
  for (const category of MOBISCORE_CATEGORIES) {
    const score = (details as Record<string, unknown>)[MOBISCORE_FIELDS[category]];
    if (typeof score !== 'number' || score < 0 || score > 10) {
      read.report(`MobiScores.${MOBISCORE_FIELDS[category]}`, typeof score === 'number' ? PROBLEMS.outOfRange : PROBLEMS.notNumber);
      return null;
    }
    categories[category] = score;
  }
  return { Total: total, Categories: categories };
}

export interface PropertyContext {
  /** the type tree (GetTypeOfPropertyList), in the languages read: a listing's type is found in it by name */
  types?: readonly TreeItemSource[] | undefined;
}

/** One listing in its languages → a Property, `null` when its status keeps it off the site, or what could not be read. */
export function mapProperty(byLanguage: ByLanguage, context: PropertyContext = {}): Mapped<Property | null> {
  const read = RecordReader.of('property', byLanguage);
  const id = read.integer('ID', { required: true, min: 1 });
  const status = read.code('Status', PROPERTY_STATUS, { required: true });
  const goal = read.integer('Goal', { required: true, min: 0 });
  const webId = read.integer('WebID', { required: true, min: 1, max: 7 });
  const availability: AvailabilityState = status === 'reference' ? (goal === 0 ? 'sold' : 'rented') : (status ?? 'available');
  const price = read.number('Price', { min: 0 });
  const energy = read.number('EnergyPerformance');
  const label = read.text('EPCLabelText');
  const requested = read.boolean('EPCRequested');
  const pictures = mapPictures(read);
  const typeName = read.texts('TypeDescription', { required: true }) ?? {};
  // read every field even when the status takes the listing offline: a broken record is reported either way
  const property: Omit<Property, 'ID' | 'Goal' | 'WebID' | 'Status' | 'Price' | 'EnergyPerformance' | 'EPCLabelText' | 'Pictures' | 'MainPicture' | 'EpcStatus'> = {
    PublishPrice: read.boolean('PublishPrice') ?? false,
    PriceUnit: read.integer('PriceUnit'),
    PriceUnitText: read.texts('PriceUnitText'),
    Marquee: read.integer('Marquee'),
    MarqueeName: read.texts('MarqueeName'),
    PublishAddress: read.boolean('PublishAddress') ?? false,
    ...mapAddress(read),
    TypeID: webId === null ? null : typeIdOfName(context.types ?? [], webId, typeName),
    TypeName: typeName,
    Title: composedTitle(typeName, read.texts('City')),
    Teaser: read.texts('DescriptionB'),
    Bedrooms: read.integer('NumberOfBedRooms', { min: 0 }),
    Bathrooms: read.integer('NumberOfBathRooms', { min: 0 }),
    SurfaceLiving: read.number('SurfaceLiving', { min: 0 }),
    SurfaceGround: read.number('SurfaceGround', { min: 0 }),
    ...mapCoordinates(read),
    RegionID: read.integer('GeographicID'),
    CreatedAt: date(read, 'CreatedDate', { required: true }) ?? '',
    ChangedAt: date(read, 'LastChangedDate') ?? undefined,
    Code: read.text('RecordFile'),
    Reference: read.text('Ident'),
    Description: read.texts('DescriptionA') ?? {},
    AvailableFrom: read.texts('AvailableFrom'),
    StartPrice: read.number('StartPrice', { min: 0 }),
    ChargesOwner: read.number('ChargesOwner', { min: 0 }),
    ChargesRenter: read.number('ChargesRenter', { min: 0 }),
    DepositAmount: read.number('DepositAmount', { min: 0 }),
    AgencyCost: read.number('AgencyCost', { min: 0 }),
    VatValue: read.number('VatValue', { min: 0 }),
    VatRegime: read.boolean('VatRegime'),
    NotaryFeeExclVat: read.number('NotaryFeeExclVat', { min: 0 }),
    NotaryFeeInclVat: read.number('NotaryFeeInclVat', { min: 0 }),
    RegistrationRights: read.number('RegistrationRights', { min: 0 }),
    RealEstateTax: read.number('RealEstateTax', { min: 0 }),
    ConstructionCost: read.number('ConstructionCost', { min: 0 }),
    ShowerRooms: read.integer('NumberOfShowerRooms', { min: 0 }),
    Toilets: read.integer('NumberOfToilets', { min: 0 }),
    Garages: read.integer('NumberOfGarages', { min: 0 }),
    ParkingsInside: read.integer('ParkingsInside', { min: 0 }),
    ParkingsOutside: read.integer('ParkingsOutside', { min: 0 }),
    Floors: read.integer('NumberOfFloors', { min: 0 }),
    ExtraRooms: read.integer('ExtraRooms', { min: 0 }),
    Facades: read.integer('NumberOfFacades', { min: 0 }),
    SurfaceTotal: read.number('SurfaceTotal', { min: 0 }),
    SurfaceConstructed: read.number('SurfaceConstructed', { min: 0 }),
    SurfaceStore: read.number('SurfaceStore', { min: 0 }),
    SurfaceTerrace: read.number('SurfaceTerrace', { min: 0 }),
    SurfaceGarden: read.number('SurfaceGarden', { min: 0 }),
    FrontWidth: read.number('FrontWidth', { min: 0 }),
    PlotWidth: read.number('PlotWidth', { min: 0 }),
    TerraceOrientation: read.code('TerraceOrientationID', ORIENTATIONS),
    GardenOrientation: read.code('GardenOrientationID', ORIENTATIONS),
    ConstructionYear: read.integer('ConstructionYear', { min: 1000, max: 2200 }),
    RenovationYear: read.integer('RenovationYear', { min: 1000, max: 2200 }),
    HeatingType: read.texts('HeatingName'),
    Kitchen: read.texts('KitchenName'),
    WindowFrames: read.texts('WindowFrameName'),
    Glazing: read.texts('WindowGlazing'),
    RoofType: read.texts('RoofTypeName'),
    RoofMaterial: read.texts('RoofMaterialName'),
    RoofCondition: read.texts('RoofConditionName'),
    FloorCovering: read.texts('FloorCoveringName'),
    EpcTotal: read.number('EPCTotal', { min: 0 }),
    EpcCertificateNumber: read.text('EPCCertificateNumber'),
    ELevel: read.number('ELevel'),
    EpcEndDate: date(read, 'EPCEndDate', { day: true }),
    CO2Emission: read.number('CO2Emission'),
    FloodZone: read.boolean('FloodZone'),
    RiparianZone: read.boolean('RiparianZone'),
    FloodRiskArea: read.boolean('FloodRiskArea'),
    FloodGScore: read.text('FloodGScore'),
    FloodPScore: read.text('FloodPScore'),
    AsbestosType: read.texts('AsbestosTypeName'),
    AsbestosDate: date(read, 'AsbestosDate', { day: true }),
    GasCertificate: read.boolean('GasCertificate'),
    ElectricityCertificate: read.boolean('ElectricityCertificate'),
    SoilCertificate: read.code('GroundCertificate', SOIL_CERTIFICATE),
    PlanningInformation: read.texts('PlanningInformation'),
    Servitudes: read.texts('Servitudes'),
    Inventory: read.boolean('Inventory'),
    Gas: read.boolean('HasGas'),
    Water: read.boolean('HasWater'),
    Lift: read.boolean('HasLift'),
    Cellar: read.boolean('HasCellar'),
    Terrace: read.boolean('HasTerrace'),
    Garden: read.boolean('HasGarden'),
    Attic: read.boolean('HasAttic'),
    Furnished: read.boolean('HasFurnished'),
    Permit: read.boolean('BuildingPermit'),
    AllotmentPermit: read.boolean('SubdivisionPermit'),
    Summons: read.boolean('Summons'),
    PreemptiveRights: read.boolean('PreemptionRight'),
    JudicialDecision: read.code('JudicialDecision', JUDICIAL),
    Documents: [],
    VideoUrl: read.text('VideoUrl'),
    VirtualTourUrl: read.text('VirtualTour'),
    Manager: mapManager(read),
    Mobiscore: mapMobiscore(read),
  };
  return read.result(() => {
    if (status === null) return null;
    return {
      ID: id!,
      Goal: goal!,
      WebID: webId!,
      Status: availability,
      Price: price,
      EnergyPerformance: energy,
      EPCLabelText: label,
      EpcStatus: energy !== null || label !== null ? 'available' : requested ? 'requested' : 'not_applicable',
      Pictures: pictures,
      MainPicture: pictures[0] ?? null,
      ...property,
    } as Property;
  });
}
