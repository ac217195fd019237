/**
 * Superstruct schemas of every answer, so the client checks what the server (or the
 * CRM behind it) sent before a widget renders it. Objects are checked with `type()`,
 * which lets extra fields through: a server may add fields without breaking clients.
 */
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  union,
  type Struct,
} from 'superstruct';
import { LANGUAGES } from '../i18n/languages.ts';
import type { Translatable } from '../i18n/translatable.ts';
import type {
  Construction,
  DocumentFile,
  Manager,
  Mobiscore,
  Picture,
  Project,
  ProjectSummary,
  Property,
  PropertySummary,
} from '../property/types.ts';
import { MOBISCORE_CATEGORIES } from '../property/types.ts';
import { HISTORY_SOURCES, HISTORY_STATUSES, HISTORY_TYPES } from '../owner/history.ts';
import {
  type AppointmentConfirmation,
  type AppointmentSlots,
  type CaptchaChallenge,
  type ConsentReceipt,
  type Created,
  type OwnerHistoryRow,
  type OwnerProperty,
  type OwnerSession,
  type OwnerStatistics,
  type Page,
  type TreeItemSource,
} from './contract.ts';

const AVAILABILITY = ['available', 'rented', 'sold', 'sold_out'] as const;
const ORIENTATIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

const text = () => nullable(string());
const count = () => nullable(number());
const flag = () => nullable(boolean());

export const translatableSchema = record(string(), string()) as unknown as Struct<Translatable, null>;
const translatableOrNull = () => nullable(translatableSchema);

export const pictureSchema: Struct<Picture> = type({
  ID: number(),
  Url: string(),
  Thumbs: type({ low: string(), medium: string(), high: string() }),
  Width: number(),
  Height: number(),
  Caption: translatableOrNull(),
});

export const documentSchema: Struct<DocumentFile> = type({
  ID: number(),
  Name: translatableSchema,
  Url: string(),
  Size: number(),
  MimeType: string(),
});

export const managerSchema: Struct<Manager> = type({
  ID: number(),
  FirstName: string(),
  LastName: string(),
  Function: translatableOrNull(),
  Email: string(),
  Phone: text(),
  Mobile: text(),
  PhotoUrl: text(),
});

export const mobiscoreSchema = type({
  Total: number(),
  Categories: type(Object.fromEntries(MOBISCORE_CATEGORIES.map((category) => [category, number()]))),
}) as unknown as Struct<Mobiscore>;

const propertyCoreShape = {
  ID: number(),
  PublishPrice: boolean(),
  Price: count(),
  PriceUnit: count(),
  PriceUnitText: translatableOrNull(),
  Marquee: count(),
  MarqueeName: nullable(union([string(), translatableSchema])),
  PublishAddress: boolean(),
  Street: text(),
  HouseNumber: text(),
  BoxNr: text(),
  Zip: text(),
  City: text(),
  CountryID: number(),
  CountryName: text(),
  EnergyPerformance: count(),
  EPCLabelText: text(),
};

const summaryShape = {
  ...propertyCoreShape,
  Goal: number(),
  WebID: number(),
  TypeName: translatableSchema,
  Title: translatableSchema,
  Teaser: translatableOrNull(),
  Bedrooms: count(),
  Bathrooms: count(),
  SurfaceLiving: count(),
  SurfaceGround: count(),
  MainPicture: nullable(pictureSchema),
  Status: enums(AVAILABILITY),
  Latitude: count(),
  Longitude: count(),
  RegionID: count(),
  CreatedAt: string(),
};

export const propertySummarySchema: Struct<PropertySummary> = type(summaryShape);

const orientation = () => nullable(enums(ORIENTATIONS));

export const propertySchema: Struct<Property> = type({
  ...summaryShape,
  Code: text(),
  Reference: text(),
  Description: translatableSchema,
  AvailableFrom: translatableOrNull(),
  StartPrice: count(),
  ChargesOwner: count(),
  ChargesRenter: count(),
  DepositAmount: count(),
  AgencyCost: count(),
  VatValue: count(),
  VatRegime: flag(),
  NotaryFeeExclVat: count(),
  NotaryFeeInclVat: count(),
  RegistrationRights: count(),
  RealEstateTax: count(),
  ConstructionCost: count(),
  ShowerRooms: count(),
  Toilets: count(),
  Garages: count(),
  ParkingsInside: count(),
  ParkingsOutside: count(),
  Floors: count(),
  ExtraRooms: count(),
  Facades: count(),
  SurfaceTotal: count(),
  SurfaceConstructed: count(),
  SurfaceStore: count(),
  SurfaceTerrace: count(),
  SurfaceGarden: count(),
  FrontWidth: count(),
  PlotWidth: count(),
  TerraceOrientation: orientation(),
  GardenOrientation: orientation(),
  ConstructionYear: count(),
  RenovationYear: count(),
  HeatingType: translatableOrNull(),
  Kitchen: translatableOrNull(),
  WindowFrames: translatableOrNull(),
  Glazing: translatableOrNull(),
  RoofType: translatableOrNull(),
  RoofMaterial: translatableOrNull(),
  RoofCondition: translatableOrNull(),
  FloorCovering: translatableOrNull(),
  EpcStatus: enums(['available', 'requested', 'not_applicable'] as const),
  EpcTotal: count(),
  EpcCertificateNumber: text(),
  ELevel: count(),
  EpcEndDate: text(),
  CO2Emission: count(),
  FloodZone: flag(),
  RiparianZone: flag(),
  FloodRiskArea: flag(),
  FloodGScore: text(),
  FloodPScore: text(),
  AsbestosType: translatableOrNull(),
  AsbestosDate: text(),
  GasCertificate: flag(),
  ElectricityCertificate: flag(),
  SoilCertificate: flag(),
  PlanningInformation: translatableOrNull(),
  Servitudes: translatableOrNull(),
  Inventory: flag(),
  Gas: flag(),
  Water: flag(),
  Lift: flag(),
  Cellar: flag(),
  Terrace: flag(),
  Garden: flag(),
  Attic: flag(),
  Furnished: flag(),
  Permit: flag(),
  AllotmentPermit: flag(),
  Summons: flag(),
  PreemptiveRights: flag(),
  JudicialDecision: nullable(enums([0, 1, 2] as const)),
  Pictures: array(pictureSchema),
  Documents: array(documentSchema),
  VideoUrl: text(),
  VirtualTourUrl: text(),
  Manager: nullable(managerSchema),
  Mobiscore: nullable(mobiscoreSchema),
});

export const constructionSchema: Struct<Construction> = type({
  ID: number(),
  Unit: string(),
  Floor: count(),
  WebID: number(),
  Bedrooms: count(),
  SurfaceLiving: count(),
  PublishPrice: boolean(),
  Price: count(),
  Status: enums(AVAILABILITY),
  Requirement: translatableOrNull(),
});

const projectSummaryShape = {
  ID: number(),
  ProjectNumber: string(),
  Title: translatableSchema,
  Teaser: translatableOrNull(),
  PublicAddress: boolean(),
  Street: text(),
  HouseNumber: text(),
  BoxNr: text(),
  Zip: text(),
  City: text(),
  CountryID: number(),
  CountryName: text(),
  PriceMin: count(),
  PriceMax: count(),
  Status: enums(AVAILABILITY),
  MainPicture: nullable(pictureSchema),
  UnitsAvailable: number(),
  UnitsTotal: number(),
};

export const projectSummarySchema: Struct<ProjectSummary> = type(projectSummaryShape);

export const projectSchema: Struct<Project> = type({
  ...projectSummaryShape,
  Description: translatableSchema,
  Delivery: translatableOrNull(),
  Technical: translatableOrNull(),
  Situation: translatableOrNull(),
  Pictures: array(pictureSchema),
  Documents: array(documentSchema),
  Constructions: array(constructionSchema),
  Manager: nullable(managerSchema),
  Latitude: count(),
  Longitude: count(),
});

export function pageSchema<T>(item: Struct<T>): Struct<Page<T>> {
  return type({ items: array(item), total: number(), page: number(), pageSize: number(), pageCount: number() });
}

export const treeItemSchema: Struct<TreeItemSource> = type({
  ID: number(),
  ParentID: nullable(number()),
  Name: union([string(), translatableSchema]),
  WebID: nullable(number()),
});

export const createdSchema: Struct<Created> = type({ id: string() });

export const healthSchema = type({ status: literal('ok') });

const altchaChallengeSchema = type({
  parameters: type({
    algorithm: string(),
    nonce: string(),
    salt: string(),
    cost: number(),
    keyLength: number(),
    keyPrefix: string(),
    keySignature: optional(string()),
    memoryCost: optional(number()),
    parallelism: optional(number()),
    expiresAt: optional(number()),
    data: optional(record(string(), nullable(union([string(), number(), boolean()])))),
  }),
  signature: optional(string()),
});

export const captchaChallengeSchema: Struct<CaptchaChallenge> = union([
  type({ provider: literal('altcha'), challenge: altchaChallengeSchema }),
  type({ provider: literal('recaptcha'), siteKey: string() }),
  type({ provider: literal('none') }),
]);

export const consentReceiptSchema: Struct<ConsentReceipt> = type({ id: string(), time: string() });

const slotSchema = type({ id: string(), start: string(), end: string() });

export const appointmentSlotsSchema = union([
  type({ propertyId: number(), status: literal('open'), slots: array(slotSchema) }),
  type({ propertyId: number(), status: literal('full'), slots: array(slotSchema) }),
]) as unknown as Struct<AppointmentSlots>;

export const appointmentConfirmationSchema: Struct<AppointmentConfirmation> = type({
  id: string(),
  status: literal('confirmed'),
  propertyId: number(),
  start: string(),
  end: string(),
});

export const ownerSessionSchema: Struct<OwnerSession> = type({
  owner: type({
    ID: number(),
    Username: string(),
    Email: string(),
    FirstName: string(),
    LastName: string(),
    Language: enums(LANGUAGES),
  }),
  expiresAt: string(),
});

export const ownerPropertySchema: Struct<OwnerProperty> = type({
  ID: number(),
  Title: translatableSchema,
  Street: text(),
  HouseNumber: text(),
  Zip: text(),
  City: text(),
  Goal: number(),
  WebID: number(),
  Status: enums(AVAILABILITY),
  Online: boolean(),
  MainPicture: nullable(pictureSchema),
});

export const ownerStatisticsSchema: Struct<OwnerStatistics> = type({
  today: number(),
  week: number(),
  month: number(),
  total: number(),
  last30: array(type({ date: string(), count: number() })),
});

export const ownerHistoryRowSchema: Struct<OwnerHistoryRow> = type({
  ID: number(),
  Date: string(),
  Type: enums(HISTORY_TYPES),
  Contact: text(),
  Subject: translatableSchema,
  Comment: translatableOrNull(),
  Status: enums(HISTORY_STATUSES),
  Source: nullable(enums(HISTORY_SOURCES)),
});

export const errorBodySchema = type({
  error: string(),
  fields: optional(record(string(), string())),
  retryAfter: optional(number()),
});
