/**
 * Which legal mentions a listing carries is a matter of where the property is: each
 * Belgian region has its own planning code, water and soil rules and energy obligations,
 * and Luxembourg has its own law. A mention that belongs to another region's law is not
 * a detail to skip: it tells the buyer something false (a Walloon flat "must be renovated
 * within 5 years", a Luxembourg sale "pays Belgian property tax").
 *
 * - Flanders (Vlaamse Codex Ruimtelijke Ordening art. 5.2.1 and 5.2.5; the water test's
 *   flood-risk information with its P- and G-scores, 2023; the soil certificate of the
 *   Bodemdecreet; the asbestos certificate, 2022; the renovation obligation, 2023): the
 *   planning destination, permits, allotment permit, pre-emption right, summons, the flood
 *   information, soil and asbestos certificates.
 * - Brussels (CoBAT art. 275: urban planning information; the soil ordinance's
 *   certificate): planning destination, permits, allotment permit, pre-emption right, soil
 *   certificate. No summons mention, no Flemish flood scores, no asbestos certificate.
 * - Wallonia (CoDT D.IV.99–100: urban planning information and flood-hazard zone; the
 *   soil decree's extract of the soil database): planning destination, permits,
 *   urbanisation permit, pre-emption right, flood zone, soil extract.
 * - Luxembourg: the zoning of its development plan, a building permit and easements; its
 *   registration duties and VAT regime, none of Belgium's property tax, notary fee
 *   estimates or regional certificates.
 * Everything else of a listing (surfaces, rooms, comfort, energy values, the electrical
 * inspection of the Belgian RGIE where Belgian) follows in ./attributes.ts.
 */
import { ENERGY_RENOVATION } from '../constants.ts';
import { epcLabel, epcScheme, parseEpcLabel } from './epc.ts';
import { goalOf } from './goal.ts';
import type { Property } from './types.ts';

/** Whose law a listing answers to: a Belgian region, or Luxembourg. */
export type Jurisdiction = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg';

/** A listing's jurisdiction: Luxembourg by its country, a Belgian region by its postal code; null abroad or without a postal code. */
export function jurisdictionOf(property: Pick<Property, 'Zip' | 'CountryID'>): Jurisdiction | null {
  return epcScheme({ zip: property.Zip, countryId: property.CountryID });
}

/** The fields whose mention depends on the jurisdiction; every other field is shown wherever the property is. */
export const JURISDICTIONAL_FIELDS = [
  'PlanningInformation',
  'Permit',
  'AllotmentPermit',
  'PreemptiveRights',
  'Summons',
  'FloodZone',
  'FloodRiskArea',
  'RiparianZone',
  'FloodPScore',
  'FloodGScore',
  'AsbestosType',
  'AsbestosDate',
  'SoilCertificate',
  'ElectricityCertificate',
  'GasCertificate',
  'RegistrationRights',
  'NotaryFeeExclVat',
  'NotaryFeeInclVat',
  'RealEstateTax',
  'VatRegime',
  'VatValue',
] as const satisfies readonly (keyof Property)[];

export type JurisdictionalField = (typeof JURISDICTIONAL_FIELDS)[number];

/** What every Belgian listing may mention: its planning information, the inspections and the costs of a Belgian purchase. */
const BELGIAN: readonly JurisdictionalField[] = [
  'PlanningInformation',
  'Permit',
  'AllotmentPermit',
  'PreemptiveRights',
  'ElectricityCertificate',
  'GasCertificate',
  'RegistrationRights',
  'NotaryFeeExclVat',
  'NotaryFeeInclVat',
  'RealEstateTax',
  'VatRegime',
  'VatValue',
];

export const LEGAL_FIELDS: Readonly<Record<Jurisdiction, ReadonlySet<JurisdictionalField>>> = {
  flanders: new Set([
    ...BELGIAN,
    'Summons',
    'FloodZone',
    'FloodRiskArea',
    'RiparianZone',
    'FloodPScore',
    'FloodGScore',
    'AsbestosType',
    'AsbestosDate',
    'SoilCertificate',
  ]),
  brussels: new Set([...BELGIAN, 'SoilCertificate']),
  wallonia: new Set([...BELGIAN, 'FloodZone', 'SoilCertificate']),
  luxembourg: new Set(['PlanningInformation', 'Permit', 'RegistrationRights', 'VatRegime', 'VatValue']),
};

const jurisdictional: ReadonlySet<string> = new Set(JURISDICTIONAL_FIELDS);

/**
 * Whether a listing in `jurisdiction` shows `field`. A field of no jurisdiction shows
 * everywhere; a jurisdictional one only where that law has it, and nowhere for a
 * property whose jurisdiction is unknown (abroad, no postal code).
 */
export function showsField(field: keyof Property, jurisdiction: Jurisdiction | null): boolean {
  if (!jurisdictional.has(field)) return true;
  return jurisdiction !== null && LEGAL_FIELDS[jurisdiction].has(field as JurisdictionalField);
}

/** The notices a listing's page shows beside its attributes. */
export type LegalNotice = 'energyRenovation';

export type NoticeSource = Pick<Property, 'Goal' | 'WebID' | 'EnergyPerformance' | 'Zip' | 'CountryID' | 'EPCLabelText' | 'EpcStatus'>;

const RESIDENTIAL_WEB_ID = 1;

/**
 * The energy renovation obligation of spec §9 is Flemish law (since 2023, a house or flat
 * bought with label E or F must reach label D or better within 5 years): a home for sale in
 * Flanders with a certificate of label E or F shows it. Not Brussels or Wallonia (their
 * own schedules differ and are not this rule), not Luxembourg, not a rental, not
 * commercial property.
 */
export function showsEnergyRenovation(property: NoticeSource): boolean {
  if (property.EpcStatus !== 'available' || goalOf(property.Goal) !== 'FOR_SALE' || property.WebID !== RESIDENTIAL_WEB_ID) return false;
  if (jurisdictionOf(property) !== 'flanders') return false;
  const letter = parseEpcLabel(
    epcLabel({ energyPerformance: property.EnergyPerformance, zip: property.Zip, countryId: property.CountryID, epcLabelText: property.EPCLabelText }),
  );
  return letter !== null && (ENERGY_RENOVATION.labels as readonly string[]).includes(letter);
}

/** Every notice a listing's page shows, in the order it shows them. */
export function legalNotices(property: NoticeSource): LegalNotice[] {
  return showsEnergyRenovation(property) ? ['energyRenovation'] : [];
}
