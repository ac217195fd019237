/**
 * The detail page's attribute table: every descriptive field of spec §3 that has a
 * value, grouped the way Belgian buyers read a listing (the order of the big portals
 * and of the legally required mentions): what it is, what it costs, how big, the rooms,
 * comfort, energy, planning and legal, yes/no features, and a judicial decision. Labels
 * live in the widget's catalog; `kind` tells the widget how to write each value.
 */
import type { MessageId } from '../messages.ts';
import * as answerMessages from '../messages/answer.ts';
import { epcLabel, epcStatusMessage } from './epc.ts';
import { goalOf } from './goal.ts';
import { jurisdictionOf, showsField } from './legal.ts';
import type { JudicialDecision, Orientation, Property } from './types.ts';

export type AttributeGroupKey =
  | 'general'
  | 'financial'
  | 'surfaces'
  | 'rooms'
  | 'comfort'
  | 'energy'
  | 'planning'
  | 'features'
  | 'judicial';

/**
 * How to write a value. currency: euro; area: m²; length: m; count; year; date: an ISO
 * date; text: Translatable or plain text; yesNo; orientation: N, NE, …; score: a grade
 * as given (flood P/G-score A–D, E-level); energy: kWh/m².year; energyTotal: kWh/year;
 * co2: kg CO₂/m².year; judicial: 1 yes, 2 on request, 0 no; epcLabel: a label key of
 * epc.ts for the EPC badge; message: a message id of core/messages.ts.
 */
export type AttributeKind =
  | 'currency'
  | 'area'
  | 'length'
  | 'count'
  | 'year'
  | 'date'
  | 'text'
  | 'yesNo'
  | 'orientation'
  | 'score'
  | 'energy'
  | 'energyTotal'
  | 'co2'
  | 'judicial'
  | 'epcLabel'
  | 'message';

interface ValueOfKind {
  currency: number;
  area: number;
  length: number;
  count: number;
  year: number;
  date: string;
  text: NonNullable<Property['Description']> | string;
  yesNo: boolean;
  orientation: Orientation;
  score: string | number;
  energy: number;
  energyTotal: number;
  co2: number;
  judicial: JudicialDecision;
  epcLabel: string;
  message: MessageId;
}

export type Attribute = { [K in AttributeKind]: { key: keyof Property; kind: K; value: ValueOfKind[K] } }[AttributeKind];

export interface AttributeGroup {
  key: AttributeGroupKey;
  attributes: Attribute[];
}

type Row = readonly [key: keyof Property, kind: AttributeKind];

/**
 * Price and monthly rent are not here: the price line (priceText) shows them under its
 * own rules. The EPC label and the certificate's state are added to `energy` below.
 */
const GROUPS: readonly (readonly [AttributeGroupKey, readonly Row[]])[] = [
  [
    'general',
    [
      ['Reference', 'text'],
      ['Code', 'text'],
      ['AvailableFrom', 'text'],
      ['ConstructionYear', 'year'],
      ['RenovationYear', 'year'],
      ['Facades', 'count'],
      ['Floors', 'count'],
    ],
  ],
  [
    'financial',
    [
      ['StartPrice', 'currency'],
      ['ChargesRenter', 'currency'],
      ['ChargesOwner', 'currency'],
      ['DepositAmount', 'currency'],
      ['AgencyCost', 'currency'],
      ['RegistrationRights', 'currency'],
      ['VatRegime', 'yesNo'],
      ['VatValue', 'currency'],
      ['NotaryFeeExclVat', 'currency'],
      ['NotaryFeeInclVat', 'currency'],
      ['RealEstateTax', 'currency'],
      ['ConstructionCost', 'currency'],
    ],
  ],
  [
    'surfaces',
    [
      ['SurfaceLiving', 'area'],
      ['SurfaceTotal', 'area'],
      ['SurfaceGround', 'area'],
      ['SurfaceConstructed', 'area'],
      ['SurfaceStore', 'area'],
      ['SurfaceTerrace', 'area'],
      ['TerraceOrientation', 'orientation'],
      ['SurfaceGarden', 'area'],
      ['GardenOrientation', 'orientation'],
      ['FrontWidth', 'length'],
      ['PlotWidth', 'length'],
    ],
  ],
  [
    'rooms',
    [
      ['Bedrooms', 'count'],
      ['Bathrooms', 'count'],
      ['ShowerRooms', 'count'],
      ['Toilets', 'count'],
      ['ExtraRooms', 'count'],
      ['Garages', 'count'],
      ['ParkingsInside', 'count'],
      ['ParkingsOutside', 'count'],
    ],
  ],
  [
    'comfort',
    [
      ['HeatingType', 'text'],
      ['Kitchen', 'text'],
      ['WindowFrames', 'text'],
      ['Glazing', 'text'],
      ['FloorCovering', 'text'],
      ['RoofType', 'text'],
      ['RoofMaterial', 'text'],
      ['RoofCondition', 'text'],
    ],
  ],
  [
    'energy',
    [
      ['EnergyPerformance', 'energy'],
      ['EpcTotal', 'energyTotal'],
      ['ELevel', 'score'],
      ['CO2Emission', 'co2'],
      ['EpcCertificateNumber', 'text'],
      ['EpcEndDate', 'date'],
    ],
  ],
  [
    // the mentions Belgian law requires in an advert, in the order notaries list them
    'planning',
    [
      ['PlanningInformation', 'text'],
      ['Permit', 'yesNo'],
      ['AllotmentPermit', 'yesNo'],
      ['PreemptiveRights', 'yesNo'],
      ['Summons', 'yesNo'],
      ['FloodZone', 'yesNo'],
      ['FloodRiskArea', 'yesNo'],
      ['RiparianZone', 'yesNo'],
      ['FloodPScore', 'score'],
      ['FloodGScore', 'score'],
      ['Servitudes', 'text'],
      ['AsbestosType', 'text'],
      ['AsbestosDate', 'date'],
      ['SoilCertificate', 'yesNo'],
      ['ElectricityCertificate', 'yesNo'],
      ['GasCertificate', 'yesNo'],
      ['Inventory', 'yesNo'],
    ],
  ],
  [
    'features',
    [
      ['Gas', 'yesNo'],
      ['Water', 'yesNo'],
      ['Lift', 'yesNo'],
      ['Cellar', 'yesNo'],
      ['Attic', 'yesNo'],
      ['Terrace', 'yesNo'],
      ['Garden', 'yesNo'],
      ['Furnished', 'yesNo'],
    ],
  ],
  ['judicial', [['JudicialDecision', 'judicial']]],
];

const ORIENTATIONS: readonly string[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/**
 * The groups that have at least one value, each with only the attributes that have
 * one, in reading order. "No value": null, blank text, a Translatable with no text, an
 * unreadable date; and 0 or less for amounts, surfaces, widths, counts and years, which
 * CRMs store for "not filled in". Energy values keep 0 and below (a zero-energy or
 * energy-positive home), yes/no keeps false, and a judicial decision keeps 0 (no).
 * A start price shows only when the agency publishes prices. The legal mentions and
 * costs of another region's or country's law are left out (./legal.ts), and so are the
 * CRM's duties and notary's fees where the page works them out (costsEstimated).
 */
export function attributeGroups(property: Property): AttributeGroup[] {
  if (!property || typeof property !== 'object') return [];
  const jurisdiction = jurisdictionOf(property);
  const estimated = costsEstimated(property);
  const groups: AttributeGroup[] = [];
  for (const [key, rows] of GROUPS) {
    const attributes: Attribute[] = [];
    if (key === 'energy') attributes.push(...energyCertificate(property));
    for (const [field, kind] of rows) {
      if (field === 'StartPrice' && property.PublishPrice !== true) continue;
      if (!showsField(field, jurisdiction) || (estimated && PURCHASE_COST_FIELDS.includes(field))) continue;
      const attribute = read(field, kind, property[field]);
      if (attribute) attributes.push(attribute);
    }
    if (attributes.length > 0) groups.push({ key, attributes });
  }
  return groups;
}

/** The costs of a purchase that a CRM may give as figures of its own. */
export const PURCHASE_COST_FIELDS: readonly (keyof Property)[] = ['RegistrationRights', 'NotaryFeeExclVat', 'NotaryFeeInclVat'];

/**
 * Whether the page works out what buying the property costs (core/purchase-costs: a home
 * for sale in a Belgian region): its duties and notary's costs then come from those rules,
 * beside what the CRM's own figures assume, and not as bare figures of the CRM among the
 * facts, where they contradicted the estimate (a CRM reckons without the exemptions and
 * reductions a buyer may have).
 */
export function costsEstimated(property: Pick<Property, 'Goal' | 'Zip' | 'CountryID' | 'Status'>): boolean {
  const jurisdiction = jurisdictionOf(property);
  return goalOf(property.Goal) === 'FOR_SALE' && property.Status === 'available' && jurisdiction !== null && jurisdiction !== 'luxembourg';
}

/** The fields of a group in the page's order (a comparison lists the legal ones: widgets/compare). */
export function groupFields(key: AttributeGroupKey): (keyof Property)[] {
  return (GROUPS.find(([group]) => group === key)?.[1] ?? []).map(([field]) => field);
}

/** The EPC line: its label when there is one, else "requested" / "not applicable". */
function energyCertificate(property: Property): Attribute[] {
  const status = epcStatusMessage(property.EpcStatus);
  if (status) return [{ key: 'EpcStatus', kind: 'message', value: status }];
  const label = epcLabel({
    energyPerformance: property.EnergyPerformance,
    zip: property.Zip,
    countryId: property.CountryID,
    epcLabelText: property.EPCLabelText,
  });
  return label ? [{ key: 'EPCLabelText', kind: 'epcLabel', value: label }] : [];
}

function read(key: keyof Property, kind: AttributeKind, value: unknown): Attribute | null {
  switch (kind) {
    case 'currency':
    case 'area':
    case 'length':
    case 'count':
    case 'year':
      return typeof value === 'number' && Number.isFinite(value) && value > 0 ? { key, kind, value } : null;
    case 'energy':
    case 'energyTotal':
    case 'co2':
      return typeof value === 'number' && Number.isFinite(value) ? { key, kind, value } : null;
    case 'score':
      if (typeof value === 'number' && Number.isFinite(value)) return { key, kind, value };
      return typeof value === 'string' && value.trim() !== '' ? { key, kind, value: value.trim() } : null;
    case 'text':
      return hasText(value) ? { key, kind, value } : null;
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? { key, kind, value } : null;
    case 'yesNo':
      return typeof value === 'boolean' ? { key, kind, value } : null;
    case 'orientation':
      return typeof value === 'string' && ORIENTATIONS.includes(value) ? { key, kind, value: value as Orientation } : null;
    case 'judicial':
      return value === 0 || value === 1 || value === 2 ? { key, kind, value } : null;
    default:
      return null;
  }
}

function hasText(value: unknown): value is string | NonNullable<Property['Description']> {
  if (typeof value === 'string') return value.trim() !== '';
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).some((text) => typeof text === 'string' && text.trim() !== '');
}

/** How a yes/no answer reads. */
export function yesNoMessage(value: boolean): MessageId {
  return value ? answerMessages.yes.id : answerMessages.no.id;
}

/** How a judicial decision reads: 1 yes, 2 on request, 0 no. */
export function judicialMessage(value: JudicialDecision): MessageId {
  if (value === 1) return answerMessages.yes.id;
  return value === 2 ? answerMessages.onRequest.id : answerMessages.no.id;
}
