/**
 * What the public may see of a listing. An unpublished price or address is not just
 * hidden by the widgets: it never leaves the server, and neither does what would give
 * it away (fees computed from the price, exact coordinates, the EPC certificate number,
 * which public registers resolve to an address).
 */
import { distinctMainPictures } from '../../core/property/distinct-photos.ts';
import type { Project, ProjectSummary, Property, PropertySummary } from '../../core/property/types.ts';

export function publicProperty(property: Property): Property {
  const out: Property = { ...property };
  if (!property.PublishPrice) {
    Object.assign(out, {
      Price: null,
      StartPrice: null,
      VatValue: null,
      NotaryFeeExclVat: null,
      NotaryFeeInclVat: null,
      RegistrationRights: null,
      DepositAmount: null,
      AgencyCost: null,
      ConstructionCost: null,
    } satisfies Partial<Property>);
  }
  if (!property.PublishAddress) {
    Object.assign(out, {
      Street: null,
      HouseNumber: null,
      BoxNr: null,
      EpcCertificateNumber: null,
      // about a kilometre: enough for a map of the neighbourhood, not for the house
      Latitude: property.Latitude === null ? null : Math.round(property.Latitude * 100) / 100,
      Longitude: property.Longitude === null ? null : Math.round(property.Longitude * 100) / 100,
    } satisfies Partial<Property>);
  }
  return out;
}

const SUMMARY_FIELDS = [
  'ID', 'PublishPrice', 'Price', 'PriceUnit', 'PriceUnitText', 'Marquee', 'MarqueeName', 'PublishAddress', 'Street',
  'HouseNumber', 'BoxNr', 'Zip', 'City', 'CountryID', 'CountryName', 'EnergyPerformance', 'EPCLabelText', 'Goal', 'WebID',
  'TypeName', 'Title', 'Teaser', 'Bedrooms', 'Bathrooms', 'SurfaceLiving', 'SurfaceGround', 'MainPicture', 'Status',
  'Latitude', 'Longitude', 'RegionID', 'CreatedAt',
] as const satisfies readonly (keyof PropertySummary)[];

export function propertySummary(property: Property): PropertySummary {
  const visible = publicProperty(property);
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, visible[field]])) as unknown as PropertySummary;
}

/**
 * Listings shown together on one screen (a page of results, the similar ones under a
 * property) as summaries, none showing a main photo another shows or the screen already
 * does (`shown`: the photo of the property they are under).
 */
export function propertySummaries(properties: readonly Property[], shown: Iterable<string> = []): PropertySummary[] {
  return distinctMainPictures(properties, shown).map(propertySummary);
}

export function publicProject(project: Project): Project {
  const constructions = project.Constructions.map((unit) => (unit.PublishPrice ? unit : { ...unit, Price: null }));
  if (project.PublicAddress) return { ...project, Constructions: constructions };
  return {
    ...project,
    Constructions: constructions,
    Street: null,
    HouseNumber: null,
    BoxNr: null,
    Latitude: project.Latitude === null ? null : Math.round(project.Latitude * 100) / 100,
    Longitude: project.Longitude === null ? null : Math.round(project.Longitude * 100) / 100,
  };
}

const PROJECT_SUMMARY_FIELDS = [
  'ID', 'ProjectNumber', 'Title', 'Teaser', 'PublicAddress', 'Street', 'HouseNumber', 'BoxNr', 'Zip', 'City', 'CountryID',
  'CountryName', 'PriceMin', 'PriceMax', 'Status', 'MainPicture', 'UnitsAvailable', 'UnitsTotal',
] as const satisfies readonly (keyof ProjectSummary)[];

/** A page of projects, as propertySummaries' listings: no main photo twice. */
export function projectSummaries(projects: readonly Project[], shown: Iterable<string> = []): ProjectSummary[] {
  return distinctMainPictures(projects, shown).map(projectSummary);
}

export function projectSummary(project: Project): ProjectSummary {
  const visible = publicProject(project);
  return Object.fromEntries(PROJECT_SUMMARY_FIELDS.map((field) => [field, visible[field]])) as unknown as ProjectSummary;
}
