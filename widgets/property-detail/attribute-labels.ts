/**
 * The names a detail page gives the attribute groups of core/property/attributes.ts,
 * every attribute they can hold, and the eight orientations. Descriptors, not texts:
 * the page shows them with `i18n._()` in its language.
 *
 * Every id is written out: the build finds the texts an element shows by reading the ids
 * in its code (tools/texts.mjs), so an id made from a key would reach no page.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AttributeGroupKey } from '../../core/property/attributes.ts';
import type { Orientation, Property } from '../../core/property/types.ts';

export const GROUP_LABELS: Readonly<Record<AttributeGroupKey, MessageDescriptor>> = {
  general: msg({ id: 'propertyDetail.group.general', message: 'General' }),
  financial: msg({ id: 'propertyDetail.group.financial', message: 'Price and costs' }),
  surfaces: msg({ id: 'propertyDetail.group.surfaces', message: 'Surfaces' }),
  rooms: msg({ id: 'propertyDetail.group.rooms', message: 'Rooms' }),
  comfort: msg({ id: 'propertyDetail.group.comfort', message: 'Comfort' }),
  energy: msg({ id: 'propertyDetail.group.energy', message: 'Energy' }),
  planning: msg({ id: 'propertyDetail.group.planning', message: 'Planning and legal information' }),
  features: msg({ id: 'propertyDetail.group.features', message: 'Amenities' }),
  judicial: msg({ id: 'propertyDetail.group.judicial', message: 'Judicial decision' }),
};

export const ATTRIBUTE_LABELS: Readonly<Partial<Record<keyof Property, MessageDescriptor>>> = {
  // general
  Reference: msg({ id: 'propertyDetail.attribute.Reference', message: 'Reference' }),
  Code: msg({ id: 'propertyDetail.attribute.Code', message: 'Unique code' }),
  AvailableFrom: msg({ id: 'propertyDetail.attribute.AvailableFrom', message: 'Availability' }),
  ConstructionYear: msg({ id: 'propertyDetail.attribute.ConstructionYear', message: 'Year built' }),
  RenovationYear: msg({ id: 'propertyDetail.attribute.RenovationYear', message: 'Year renovated' }),
  Facades: msg({ id: 'propertyDetail.attribute.Facades', message: 'Facades' }),
  Floors: msg({ id: 'propertyDetail.attribute.Floors', message: 'Floors' }),
  // financial
  StartPrice: msg({ id: 'propertyDetail.attribute.StartPrice', message: 'Starting price' }),
  ChargesRenter: msg({ id: 'propertyDetail.attribute.ChargesRenter', message: "Tenant's monthly charges" }),
  ChargesOwner: msg({ id: 'propertyDetail.attribute.ChargesOwner', message: "Owner's monthly charges" }),
  DepositAmount: msg({ id: 'propertyDetail.attribute.DepositAmount', message: 'Rental deposit' }),
  AgencyCost: msg({ id: 'propertyDetail.attribute.AgencyCost', message: 'Agency fee' }),
  RegistrationRights: msg({ id: 'propertyDetail.attribute.RegistrationRights', message: 'Registration duties' }),
  VatRegime: msg({ id: 'propertyDetail.attribute.VatRegime', message: 'Sold under the VAT regime' }),
  VatValue: msg({ id: 'propertyDetail.attribute.VatValue', message: 'VAT' }),
  NotaryFeeExclVat: msg({ id: 'propertyDetail.attribute.NotaryFeeExclVat', message: 'Notary fees (excl. VAT)' }),
  NotaryFeeInclVat: msg({ id: 'propertyDetail.attribute.NotaryFeeInclVat', message: 'Notary fees (incl. VAT)' }),
  RealEstateTax: msg({ id: 'propertyDetail.attribute.RealEstateTax', message: 'Property tax' }),
  ConstructionCost: msg({ id: 'propertyDetail.attribute.ConstructionCost', message: 'Construction cost' }),
  // surfaces
  SurfaceLiving: msg({ id: 'propertyDetail.attribute.SurfaceLiving', message: 'Living area' }),
  SurfaceTotal: msg({ id: 'propertyDetail.attribute.SurfaceTotal', message: 'Total area' }),
  SurfaceGround: msg({ id: 'propertyDetail.attribute.SurfaceGround', message: 'Plot area' }),
  SurfaceConstructed: msg({ id: 'propertyDetail.attribute.SurfaceConstructed', message: 'Built area' }),
  SurfaceStore: msg({ id: 'propertyDetail.attribute.SurfaceStore', message: 'Storage area' }),
  SurfaceTerrace: msg({ id: 'propertyDetail.attribute.SurfaceTerrace', message: 'Terrace area' }),
  TerraceOrientation: msg({ id: 'propertyDetail.attribute.TerraceOrientation', message: 'Terrace faces' }),
  SurfaceGarden: msg({ id: 'propertyDetail.attribute.SurfaceGarden', message: 'Garden area' }),
  GardenOrientation: msg({ id: 'propertyDetail.attribute.GardenOrientation', message: 'Garden faces' }),
  FrontWidth: msg({ id: 'propertyDetail.attribute.FrontWidth', message: 'Frontage width' }),
  PlotWidth: msg({ id: 'propertyDetail.attribute.PlotWidth', message: 'Plot width' }),
  // rooms
  Bedrooms: msg({ id: 'propertyDetail.attribute.Bedrooms', message: 'Bedrooms' }),
  Bathrooms: msg({ id: 'propertyDetail.attribute.Bathrooms', message: 'Bathrooms' }),
  ShowerRooms: msg({ id: 'propertyDetail.attribute.ShowerRooms', message: 'Shower rooms' }),
  Toilets: msg({ id: 'propertyDetail.attribute.Toilets', message: 'Toilets' }),
  ExtraRooms: msg({ id: 'propertyDetail.attribute.ExtraRooms', message: 'Other rooms' }),
  Garages: msg({ id: 'propertyDetail.attribute.Garages', message: 'Garages' }),
  ParkingsInside: msg({ id: 'propertyDetail.attribute.ParkingsInside', message: 'Indoor parking spaces' }),
  ParkingsOutside: msg({ id: 'propertyDetail.attribute.ParkingsOutside', message: 'Outdoor parking spaces' }),
  // comfort
  HeatingType: msg({ id: 'propertyDetail.attribute.HeatingType', message: 'Heating' }),
  Kitchen: msg({ id: 'propertyDetail.attribute.Kitchen', message: 'Kitchen' }),
  WindowFrames: msg({ id: 'propertyDetail.attribute.WindowFrames', message: 'Window frames' }),
  Glazing: msg({ id: 'propertyDetail.attribute.Glazing', message: 'Glazing' }),
  FloorCovering: msg({ id: 'propertyDetail.attribute.FloorCovering', message: 'Floor covering' }),
  RoofType: msg({ id: 'propertyDetail.attribute.RoofType', message: 'Roof type' }),
  RoofMaterial: msg({ id: 'propertyDetail.attribute.RoofMaterial', message: 'Roofing' }),
  RoofCondition: msg({ id: 'propertyDetail.attribute.RoofCondition', message: 'Condition of the roof' }),
  // energy
  EpcStatus: msg({ id: 'propertyDetail.attribute.EpcStatus', message: 'Energy performance certificate' }),
  EPCLabelText: msg({ id: 'propertyDetail.attribute.EPCLabelText', message: 'Energy label' }),
  EnergyPerformance: msg({ id: 'propertyDetail.attribute.EnergyPerformance', message: 'Primary energy use' }),
  EpcTotal: msg({ id: 'propertyDetail.attribute.EpcTotal', message: 'Total energy use' }),
  ELevel: msg({ id: 'propertyDetail.attribute.ELevel', message: 'E-level' }),
  CO2Emission: msg({ id: 'propertyDetail.attribute.CO2Emission', message: 'CO₂ emissions' }),
  EpcCertificateNumber: msg({ id: 'propertyDetail.attribute.EpcCertificateNumber', message: 'Certificate number' }),
  EpcEndDate: msg({ id: 'propertyDetail.attribute.EpcEndDate', message: 'Certificate valid until' }),
  // planning and legal
  PlanningInformation: msg({ id: 'propertyDetail.attribute.PlanningInformation', message: 'Zoning' }),
  Permit: msg({ id: 'propertyDetail.attribute.Permit', message: 'Planning permission' }),
  AllotmentPermit: msg({ id: 'propertyDetail.attribute.AllotmentPermit', message: 'Allotment permit' }),
  PreemptiveRights: msg({ id: 'propertyDetail.attribute.PreemptiveRights', message: 'Pre-emption right' }),
  Summons: msg({ id: 'propertyDetail.attribute.Summons', message: 'Summons for a planning offence' }),
  FloodZone: msg({ id: 'propertyDetail.attribute.FloodZone', message: 'In a flood-prone area' }),
  FloodRiskArea: msg({ id: 'propertyDetail.attribute.FloodRiskArea', message: 'In a flood risk zone' }),
  RiparianZone: msg({ id: 'propertyDetail.attribute.RiparianZone', message: 'In a riparian zone' }),
  FloodPScore: msg({ id: 'propertyDetail.attribute.FloodPScore', message: 'Flood P-score (plot)' }),
  FloodGScore: msg({ id: 'propertyDetail.attribute.FloodGScore', message: 'Flood G-score (building)' }),
  Servitudes: msg({ id: 'propertyDetail.attribute.Servitudes', message: 'Easements' }),
  AsbestosType: msg({ id: 'propertyDetail.attribute.AsbestosType', message: 'Asbestos certificate' }),
  AsbestosDate: msg({ id: 'propertyDetail.attribute.AsbestosDate', message: 'Asbestos certificate date' }),
  SoilCertificate: msg({ id: 'propertyDetail.attribute.SoilCertificate', message: 'Soil certificate' }),
  ElectricityCertificate: msg({ id: 'propertyDetail.attribute.ElectricityCertificate', message: 'Electrical inspection certificate' }),
  GasCertificate: msg({ id: 'propertyDetail.attribute.GasCertificate', message: 'Gas inspection certificate' }),
  Inventory: msg({ id: 'propertyDetail.attribute.Inventory', message: 'Inventory of condition' }),
  // yes/no features
  Gas: msg({ id: 'propertyDetail.attribute.Gas', message: 'Gas connection' }),
  Water: msg({ id: 'propertyDetail.attribute.Water', message: 'Water connection' }),
  Lift: msg({ id: 'propertyDetail.attribute.Lift', message: 'Lift' }),
  Cellar: msg({ id: 'propertyDetail.attribute.Cellar', message: 'Cellar' }),
  Attic: msg({ id: 'propertyDetail.attribute.Attic', message: 'Attic' }),
  Terrace: msg({ id: 'propertyDetail.attribute.Terrace', message: 'Terrace' }),
  Garden: msg({ id: 'propertyDetail.attribute.Garden', message: 'Garden' }),
  Furnished: msg({ id: 'propertyDetail.attribute.Furnished', message: 'Furnished' }),
  // judicial decision
  JudicialDecision: msg({ id: 'propertyDetail.attribute.JudicialDecision', message: 'Judicial decision on a planning offence' }),
};

export const ORIENTATION_NAMES: Readonly<Record<Orientation, MessageDescriptor>> = {
  N: msg({ id: 'propertyDetail.orientation.N', message: 'North' }),
  NE: msg({ id: 'propertyDetail.orientation.NE', message: 'North-east' }),
  E: msg({ id: 'propertyDetail.orientation.E', message: 'East' }),
  SE: msg({ id: 'propertyDetail.orientation.SE', message: 'South-east' }),
  S: msg({ id: 'propertyDetail.orientation.S', message: 'South' }),
  SW: msg({ id: 'propertyDetail.orientation.SW', message: 'South-west' }),
  W: msg({ id: 'propertyDetail.orientation.W', message: 'West' }),
  NW: msg({ id: 'propertyDetail.orientation.NW', message: 'North-west' }),
};

export const groupLabel = (key: AttributeGroupKey): MessageDescriptor => GROUP_LABELS[key];
/** An attribute without a name of its own (none today: format-attribute.test.ts checks) reads as its key. */
export const attributeLabel = (key: keyof Property): MessageDescriptor => ATTRIBUTE_LABELS[key] ?? { id: String(key) };
export const orientationName = (value: Orientation): MessageDescriptor => ORIENTATION_NAMES[value];
