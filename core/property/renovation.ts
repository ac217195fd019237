/**
 * Whether a listing carries the energy renovation notice of spec §9: a home (houses and
 * apartments: type 1, residential) for sale with label E or F on a Belgian regional
 * scale (Brussels' E+ and E- included). The obligation binds buyers, so rentals, commercial property and Luxembourg
 * certificates (another country's law) do not show it.
 */
import { ENERGY_RENOVATION } from '../constants.ts';
import { epcLabel, epcScheme, parseEpcLabel } from './epc.ts';
import { goalOf } from './goal.ts';
import type { Property } from './types.ts';

const RESIDENTIAL_WEB_ID = 1;

export type RenovationSource = Pick<Property, 'Goal' | 'WebID' | 'EnergyPerformance' | 'Zip' | 'CountryID' | 'EPCLabelText' | 'EpcStatus'>;

export function showsRenovationNotice(property: RenovationSource): boolean {
  if (property.EpcStatus !== 'available' || goalOf(property.Goal) !== 'FOR_SALE' || property.WebID !== RESIDENTIAL_WEB_ID) return false;
  const input = {
    energyPerformance: property.EnergyPerformance,
    zip: property.Zip,
    countryId: property.CountryID,
    epcLabelText: property.EPCLabelText,
  };
  const scheme = epcScheme(input);
  if (scheme === null || scheme === 'luxembourg') return false;
  // Brussels' sub-bands (E+, E-) are label E all the same
  const letter = parseEpcLabel(epcLabel(input))?.split('_')[0];
  return letter !== undefined && (ENERGY_RENOVATION.labels as readonly string[]).includes(letter);
}
