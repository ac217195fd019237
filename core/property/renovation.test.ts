import { describe, expect, it } from 'vitest';
import { completeProperty } from '../../widgets/testing/fixtures.ts';
import { showsRenovationNotice } from './renovation.ts';

// EnergyPerformance at the edges of the bands of spec §5, per region (postal code).
const CASES: [string, Parameters<typeof completeProperty>[0], boolean][] = [
  ['Flanders 399: D', { Zip: '2600', EnergyPerformance: 399 }, false],
  ['Flanders 400: E', { Zip: '2600', EnergyPerformance: 400 }, true],
  ['Flanders 499: E', { Zip: '2600', EnergyPerformance: 499 }, true],
  ['Flanders 500: F', { Zip: '2600', EnergyPerformance: 500 }, true],
  ['Flanders 640: F', { Zip: '8000', EnergyPerformance: 640 }, true],
  ['Wallonia 340: D', { Zip: '5000', EnergyPerformance: 340 }, false],
  ['Wallonia 341: E', { Zip: '5000', EnergyPerformance: 341 }, true],
  ['Wallonia 510: F', { Zip: '5000', EnergyPerformance: 510 }, true],
  ['Wallonia 511: G', { Zip: '5000', EnergyPerformance: 511 }, false],
  ['Brussels 210: D-', { Zip: '1050', EnergyPerformance: 210 }, false],
  ['Brussels 211: E+', { Zip: '1050', EnergyPerformance: 211 }, true],
  ['Brussels 275: E-', { Zip: '1050', EnergyPerformance: 275 }, true],
  ['Brussels 345: F', { Zip: '1050', EnergyPerformance: 345 }, true],
  ['Brussels 346: G', { Zip: '1050', EnergyPerformance: 346 }, false],
  ['a rental', { Zip: '2600', EnergyPerformance: 455, Goal: 1 }, false],
  ['an office (type 5)', { Zip: '2600', EnergyPerformance: 455, WebID: 5 }, false],
  ['a certificate still requested', { Zip: '2600', EnergyPerformance: 455, EpcStatus: 'requested' }, false],
  ['Luxembourg E (another law)', { Zip: '2449', CountryID: 50, EPCLabelText: 'E', EnergyPerformance: 210 }, false],
  ['no value', { Zip: '2600', EnergyPerformance: null }, false],
];

describe('showsRenovationNotice', () => {
  for (const [name, overrides, expected] of CASES) {
    it(`${expected ? 'shows' : 'does not show'} the notice for ${name}`, () => {
      expect(showsRenovationNotice(completeProperty(overrides))).toBe(expected);
    });
  }
});
