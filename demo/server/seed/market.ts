/**
 * What property costs where the demo agency works, so that a listing's price or rent
 * follows from its town, type, size and state, the way a Belgian visitor expects it.
 *
 * The levels are rounded figures for 2026 in line with the public statistics of the
 * market: sale prices from Statbel's prices per municipality ("Vastgoedprijzen per
 * gemeente / Prix de l'immobilier par commune", 2024 medians of flats and houses, and of
 * building land per m²) and the notaries' barometer (Notarisbarometer / Baromètre des
 * notaires 2025), brought to 2026 at about 3 % a year; rents from the regional rent
 * observatories (Huurmonitor Vlaanderen, Observatoire des loyers de Wallonie and de la
 * Région de Bruxelles-Capitale) and, for the Grand Duchy, the Observatoire de l'Habitat;
 * office, shop and warehouse rents from the brokers' market reports (prime to secondary
 * locations per town). They are the order of magnitude of a town, not a valuation.
 */
import type { Condition } from './texts.ts';

export interface MarketLevel {
  /** a flat in good order, € per m² of living space */
  flat: number;
  /** a terraced or semi-detached house in good order, € per m² of living space */
  house: number;
  /** a flat of about 75 m² let unfurnished, € per m² a month */
  rent: number;
  /** building land, € per m² */
  land: number;
  /** offices let, € per m² a year (a shop or a practice: `retail`) */
  office: number;
  /** a shop on a shopping street, € per m² a year */
  retail: number;
}

const level = (flat: number, house: number, rent: number, land: number, office: number, retail: number): MarketLevel => ({ flat, house, rent, land, office, retail });

/** By postcode (and, for a postcode two places share, the demo's place of it). */
const LEVELS: Readonly<Record<string, MarketLevel>> = {
  // Flanders
  '2000': level(3_300, 2_600, 13.5, 0, 150, 220),
  '2018': level(3_200, 2_600, 13, 0, 140, 160),
  '2600': level(3_100, 2_500, 12.5, 480, 130, 140),
  '2500': level(2_900, 2_300, 11.5, 340, 115, 130),
  '2800': level(3_200, 2_500, 12.5, 400, 135, 170),
  '2300': level(2_700, 2_000, 10.5, 260, 105, 120),
  '3500': level(2_900, 2_000, 11, 280, 125, 160),
  '3600': level(2_400, 1_800, 10, 210, 100, 110),
  '3700': level(2_600, 1_800, 10, 220, 95, 110),
  '9000': level(3_500, 2_700, 13.5, 520, 150, 200),
  '9050': level(3_100, 2_400, 12.5, 420, 125, 130),
  '9830': level(3_900, 3_300, 13, 480, 130, 140),
  '9300': level(2_700, 2_000, 11, 300, 110, 140),
  '9100': level(2_700, 2_000, 11, 290, 110, 140),
  '3000': level(3_800, 3_000, 15, 560, 150, 190),
  '3080': level(3_700, 3_300, 13.5, 520, 140, 140),
  '1500': level(2_800, 2_200, 11.5, 330, 115, 120),
  '1800': level(2_900, 2_300, 12, 360, 120, 130),
  '1930': level(3_100, 2_600, 12.5, 400, 165, 150),
  '8000': level(3_400, 2_500, 12, 380, 120, 190),
  '8300': level(7_500, 5_000, 18, 900, 130, 300),
  '8400': level(3_400, 2_200, 11.5, 340, 110, 150),
  '8500': level(2_700, 1_900, 10.5, 260, 110, 150),
  '8800': level(2_500, 1_800, 10, 240, 100, 120),
  // Wallonia
  '1300': level(3_000, 2_300, 12.5, 260, 135, 150),
  '1410': level(3_400, 2_800, 14, 330, 140, 170),
  '1400': level(2_700, 2_100, 12, 210, 120, 130),
  '1348': level(3_300, 2_600, 15, 280, 130, 160),
  '5000': level(2_800, 1_900, 11, 170, 125, 150),
  '5500': level(2_100, 1_400, 9, 70, 90, 100),
  '4000': level(2_200, 1_500, 10, 150, 120, 170),
  '4900': level(2_300, 1_700, 9.5, 80, 90, 110),
  '6000': level(1_700, 1_200, 8.5, 100, 100, 110),
  '7000': level(2_000, 1_400, 9, 110, 105, 130),
  '7500': level(2_000, 1_400, 9, 100, 95, 120),
  '6700': level(2_900, 2_100, 12, 140, 110, 130),
  '6600': level(2_200, 1_700, 9, 75, 90, 100),
  '6940': level(2_100, 1_600, 8.5, 75, 80, 90),
  // Brussels
  '1000': level(3_700, 3_300, 16, 0, 200, 300),
  '1050': level(4_200, 3_900, 17, 0, 210, 240),
  '1180': level(3_900, 4_000, 16, 0, 170, 190),
  '1150': level(4_000, 4_000, 16, 0, 170, 170),
  '1040': level(3_800, 3_600, 16.5, 0, 200, 170),
  '1030': level(3_000, 2_900, 14, 0, 140, 140),
  '1060': level(3_500, 3_500, 15.5, 0, 160, 170),
  '1190': level(3_100, 3_000, 14.5, 0, 140, 130),
  // Grand Duchy of Luxembourg
  '2449': level(10_500, 9_000, 33, 0, 480, 700),
  'L1930': level(10_500, 9_000, 33, 0, 480, 700),
  '4011': level(6_800, 6_000, 25, 0, 300, 350),
  '8009': level(9_500, 8_500, 30, 0, 380, 400),
  'L9050': level(6_000, 5_500, 24, 0, 260, 280),
};

export function marketOf(zip: string, countryId: number): MarketLevel {
  const found = LEVELS[countryId === 10 ? zip : LEVELS[`L${zip}`] ? `L${zip}` : zip];
  if (!found) throw new Error(`No market level for ${zip}`);
  return found;
}

/** What a buyer pays more or less for the state a building is in. */
export const SALE_CONDITION: Readonly<Record<Condition, number>> = { new: 1.12, renovated: 1.05, good: 1, fair: 0.9, toRenovate: 0.74 };
/** What a tenant pays more or less for it (nobody lets a building to renovate: it is let as "fair"). */
export const RENT_CONDITION: Readonly<Record<Condition, number>> = { new: 1.08, renovated: 1.04, good: 1, fair: 0.92, toRenovate: 0.92 };

/** Offices, practices and commercial buildings for sale, € per m², against a town's flat price. */
export const OFFICE_SALE_SHARE = 0.62;
/** A warehouse with its offices for sale, € per m²; let, € per m² a year (Flanders, Wallonia). */
export const INDUSTRIAL = { sale: { flanders: 720, wallonia: 560 }, rent: { flanders: 68, wallonia: 52 } } as const;
/** The service charges of an office let, € per m² a year. */
export const OFFICE_SERVICE_CHARGES = 32;
