/**
 * The entities of spec §3 as the API delivers them. Field names follow the agency's
 * CRM (PascalCase, as in the spec's data fields), so a developer putting the API in
 * front of the CRM maps little. Texts are Translatable; `null` means "no value".
 */
import type { Translatable } from '../i18n/translatable.ts';

/** 0 for sale, anything else for rent (spec: goal code 0 is FOR_SALE). */
export type GoalCode = number;

/** Judicial decision: 1 yes, 2 on request, 0 no. */
export type JudicialDecision = 0 | 1 | 2;

/** Availability states of spec §4 ("not found" is a 404, not a state). */
export const AVAILABILITY_STATES = ['available', 'rented', 'sold', 'sold_out'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** The energy certificate's own state: a label, or "requested" / "not applicable". */
export type EpcStatus = 'available' | 'requested' | 'not_applicable';

export interface Picture {
  ID: number;
  /** full size */
  Url: string;
  /** thumbnails at the spec's three quality levels */
  Thumbs: { low: string; medium: string; high: string };
  Width: number;
  Height: number;
  Caption: Translatable | null;
}

export interface DocumentFile {
  ID: number;
  Name: Translatable;
  Url: string;
  /** bytes */
  Size: number;
  MimeType: string;
}

export interface Manager {
  ID: number;
  FirstName: string;
  LastName: string;
  Function: Translatable | null;
  Email: string;
  Phone: string | null;
  Mobile: string | null;
  PhotoUrl: string | null;
}

/** Mobiscore: a 0–10 score overall and per category. */
export interface Mobiscore {
  Total: number;
  Categories: Record<MobiscoreCategory, number>;
}
export const MOBISCORE_CATEGORIES = [
  'public_transport',
  'shops',
  'education',
  'healthcare',
  'leisure',
  'services',
  'work',
] as const;
export type MobiscoreCategory = (typeof MOBISCORE_CATEGORIES)[number];

/** The fields the price, address, city and EPC rules read (spec §3 data fields). */
export interface PropertyCore {
  ID: number;
  PublishPrice: boolean;
  Price: number | null;
  /** 7 means the price is "starting from" */
  PriceUnit: number | null;
  PriceUnitText: Translatable | null;
  /** a marquee id (new, option, sold, …) */
  Marquee: number | null;
  MarqueeName: Translatable | string | null;
  PublishAddress: boolean;
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Zip: string | null;
  City: string | null;
  /** 10 Belgium, 50 Luxembourg */
  CountryID: number;
  CountryName: string | null;
  EnergyPerformance: number | null;
  EPCLabelText: string | null;
}

/** A property as a list shows it. */
export interface PropertySummary extends PropertyCore {
  Goal: GoalCode;
  /** property type web id, 1–7 */
  WebID: number;
  /** the CRM's own type (its type tree's id: house, flat, building plot…); absent or null when the CRM says none */
  TypeID?: number | null;
  TypeName: Translatable;
  Title: Translatable;
  /** plain text, at most a few sentences */
  Teaser: Translatable | null;
  Bedrooms: number | null;
  Bathrooms: number | null;
  SurfaceLiving: number | null;
  SurfaceGround: number | null;
  MainPicture: Picture | null;
  Status: AvailabilityState;
  Latitude: number | null;
  Longitude: number | null;
  RegionID: number | null;
  /** ISO 8601: when the property was put online (sort by date) */
  CreatedAt: string;
}

/** Every descriptive attribute of spec §3; null when the agency did not fill it in. */
export interface Property extends PropertySummary {
  // general
  /** ISO 8601: when the CRM last changed the record (a sitemap's lastmod); absent where the source does not say */
  ChangedAt?: string | undefined;
  Code: string | null;
  Reference: string | null;
  Description: Translatable;
  AvailableFrom: Translatable | null;
  // financial
  StartPrice: number | null;
  ChargesOwner: number | null;
  ChargesRenter: number | null;
  DepositAmount: number | null;
  AgencyCost: number | null;
  VatValue: number | null;
  VatRegime: boolean | null;
  NotaryFeeExclVat: number | null;
  NotaryFeeInclVat: number | null;
  RegistrationRights: number | null;
  RealEstateTax: number | null;
  ConstructionCost: number | null;
  // rooms
  ShowerRooms: number | null;
  Toilets: number | null;
  Garages: number | null;
  ParkingsInside: number | null;
  ParkingsOutside: number | null;
  Floors: number | null;
  ExtraRooms: number | null;
  Facades: number | null;
  // surfaces (m²) and widths (m)
  SurfaceTotal: number | null;
  SurfaceConstructed: number | null;
  SurfaceStore: number | null;
  SurfaceTerrace: number | null;
  SurfaceGarden: number | null;
  FrontWidth: number | null;
  PlotWidth: number | null;
  TerraceOrientation: Orientation | null;
  GardenOrientation: Orientation | null;
  ConstructionYear: number | null;
  RenovationYear: number | null;
  // comfort
  HeatingType: Translatable | null;
  Kitchen: Translatable | null;
  WindowFrames: Translatable | null;
  Glazing: Translatable | null;
  RoofType: Translatable | null;
  RoofMaterial: Translatable | null;
  RoofCondition: Translatable | null;
  FloorCovering: Translatable | null;
  // energy
  EpcStatus: EpcStatus;
  /** kWh/year */
  EpcTotal: number | null;
  /** the certificate's unique code */
  EpcCertificateNumber: string | null;
  ELevel: number | null;
  /** ISO date the certificate ends */
  EpcEndDate: string | null;
  /** kg CO2/m²/year */
  CO2Emission: number | null;
  // planning and legal
  FloodZone: boolean | null;
  RiparianZone: boolean | null;
  FloodRiskArea: boolean | null;
  /** building score A–D of the Flemish water test */
  FloodGScore: string | null;
  /** plot score A–D of the Flemish water test */
  FloodPScore: string | null;
  AsbestosType: Translatable | null;
  /** ISO date of the asbestos certificate */
  AsbestosDate: string | null;
  GasCertificate: boolean | null;
  ElectricityCertificate: boolean | null;
  SoilCertificate: boolean | null;
  PlanningInformation: Translatable | null;
  Servitudes: Translatable | null;
  Inventory: boolean | null;
  // yes/no features
  Gas: boolean | null;
  Water: boolean | null;
  Lift: boolean | null;
  Cellar: boolean | null;
  Terrace: boolean | null;
  Garden: boolean | null;
  Attic: boolean | null;
  Furnished: boolean | null;
  Permit: boolean | null;
  AllotmentPermit: boolean | null;
  Summons: boolean | null;
  PreemptiveRights: boolean | null;
  JudicialDecision: JudicialDecision | null;
  // media and people
  Pictures: Picture[];
  Documents: DocumentFile[];
  /** a video URL (file, video service, social network), recognised by recognizeVideo */
  VideoUrl: string | null;
  /** a 3D or virtual tour URL */
  VirtualTourUrl: string | null;
  Manager: Manager | null;
  Mobiscore: Mobiscore | null;
}

export type Orientation = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** One unit of a project's price list. */
export interface Construction {
  ID: number;
  /** unit name, e.g. "A.1.02" */
  Unit: string;
  Floor: number | null;
  WebID: number;
  /** what the unit is (apartment, penthouse, shop, …); without it, the group of its WebID */
  TypeName?: Translatable | null;
  Bedrooms: number | null;
  SurfaceLiving: number | null;
  PublishPrice: boolean;
  Price: number | null;
  Status: AvailabilityState;
  /** what a buyer must meet (e.g. VAT regime), if anything */
  Requirement: Translatable | null;
}

export interface ProjectSummary {
  ID: number;
  ProjectNumber: string;
  Title: Translatable;
  Teaser: Translatable | null;
  PublicAddress: boolean;
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Zip: string | null;
  City: string | null;
  CountryID: number;
  CountryName: string | null;
  PriceMin: number | null;
  PriceMax: number | null;
  Status: AvailabilityState;
  MainPicture: Picture | null;
  /** units still available / all units */
  UnitsAvailable: number;
  UnitsTotal: number;
}

export interface Project extends ProjectSummary {
  /** ISO 8601: when the CRM last changed the record (a sitemap's lastmod); absent where the source does not say */
  ChangedAt?: string | undefined;
  Description: Translatable;
  Delivery: Translatable | null;
  Technical: Translatable | null;
  Situation: Translatable | null;
  Pictures: Picture[];
  Documents: DocumentFile[];
  Constructions: Construction[];
  Manager: Manager | null;
  Latitude: number | null;
  Longitude: number | null;
}

/** Source row of a reference tree (regions, property types): spec §3 "Tree item". */
export interface TreeSource {
  ID: number;
  ParentID: number | null;
  Name: Translatable | string;
  WebID: number | null;
}
