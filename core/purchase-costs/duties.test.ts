/**
 * Registration duties, region by region, each case to the euro against its source. Where
 * the official page gives a worked example it is named; the other cases are worked out by
 * hand from the rate and conditions the cited text states, and say so.
 */
import { describe, expect, it } from 'vitest';
import type { Region } from '../property/region.ts';
import { registrationDuties } from './duties.ts';

const DEED = '2026-11-26';

// Flanders: https://www.vlaanderen.be/het-verkooprecht-bij-de-aankoop-van-de-enige-eigen-woning (2 % from 1 January
// 2025; 12 % otherwise) — derived by hand: price × rate.
// Wallonia: https://www.notaire.be/abattement-en-cas-dhabitation-unique-en-wallonie and the decree of 5 December 2024
// (3 % for a sole own home from 1 January 2025, no price cap; 12.5 % otherwise) — derived by hand: price × rate.
// Brussels: https://fiscalite.brussels/fr/abattement (12.5 %; the first € 200 000 exempt for a sole own home of
// at most € 600 000) — derived by hand: (price − 200 000) × 12.5 % below the cap, price × 12.5 % above it.
// "Below the cap" is € 500 000, "above" € 700 000: the Brussels cap of € 600 000 between them.
describe('the three regions × sole own home or not × below / above the Brussels cap', () => {
  it.each<[Region, boolean, number, number]>([
    ['flanders', true, 500_000, 10_000],
    ['flanders', true, 700_000, 14_000],
    ['flanders', false, 500_000, 60_000],
    ['flanders', false, 700_000, 84_000],
    ['wallonia', true, 500_000, 15_000],
    ['wallonia', true, 700_000, 21_000],
    ['wallonia', false, 500_000, 62_500],
    ['wallonia', false, 700_000, 87_500],
    ['brussels', true, 500_000, 37_500],
    ['brussels', true, 700_000, 87_500],
    ['brussels', false, 500_000, 62_500],
    ['brussels', false, 700_000, 87_500],
  ])('%s, sole own home %s, € %d → € %d', (region, soleOwnHome, price, amount) => {
    expect(registrationDuties({ region, price, soleOwnHome, deedDate: DEED })?.amount).toBeCloseTo(amount, 0);
  });
});

describe('Brussels: the exemption and its cap', () => {
  it.each([
    // https://fiscalite.brussels/fr/abattement: "pour un bien dont le montant d'achat s'élève à 200 000 €,
    // l'acheteur ne paie pas de droits d'enregistrement, soit un avantage de 25 000 €"
    [200_000, true, 0],
    // derived by hand from the same page: the cap itself still qualifies ("ne dépasse pas 600 000 €")
    [600_000, true, 50_000],
    [600_001, true, 75_000.13],
    [150_000, true, 0],
    [200_000, false, 25_000],
  ])('€ %d, sole own home %s → € %d', (price, soleOwnHome, amount) => {
    expect(registrationDuties({ region: 'brussels', price, soleOwnHome, deedDate: DEED })?.amount).toBeCloseTo(amount, 2);
  });

  it('holds for deeds from 1 April 2023 only: before that no entry (the older € 175 000 / € 500 000 rule is not kept)', () => {
    expect(registrationDuties({ region: 'brussels', price: 300_000, soleOwnHome: true, deedDate: '2023-03-31' })).toBeUndefined();
    expect(registrationDuties({ region: 'brussels', price: 300_000, soleOwnHome: true, deedDate: '2023-04-01' })?.amount).toBe(12_500);
  });
});

describe('Flanders: the modest-home reduction and the change of 1 January 2025', () => {
  // https://www.vlaanderen.be/het-verkooprecht-bij-de-aankoop-van-de-enige-eigen-woning: from 2025 a sole own home
  // of at most € 220 000 (€ 240 000 in a core city or the Flemish Rand) has its duties reduced by € 1 867
  // (Programmadecreet bij de begroting 2025); 2022–2024: 3 % less € 2 800
  // (https://www.vlaanderen.be/vlaamse-belastingdienst/nieuwsberichten/fiscale-nieuwigheden-voor-bouwers-en-verbouwers-in-2022).
  // Derived by hand: price × rate − reduction.
  it.each([
    [200_000, false, DEED, 2_133],
    [220_000, false, DEED, 2_533],
    [220_001, false, DEED, 4_400.02],
    [230_000, false, DEED, 4_600],
    [230_000, true, DEED, 2_733],
    [240_001, true, DEED, 4_800.02],
    [50_000, false, DEED, 0],
    [200_000, false, '2024-12-31', 3_200],
    [300_000, false, '2024-12-31', 9_000],
    [300_000, false, '2025-01-01', 6_000],
  ])('€ %d, core city %s, deed %s → € %d', (price, coreCity, deedDate, amount) => {
    expect(registrationDuties({ region: 'flanders', price, soleOwnHome: true, deedDate, coreCity })?.amount).toBeCloseTo(amount, 2);
  });

  it('gives no reduction to a home that is not the sole own home', () => {
    expect(registrationDuties({ region: 'flanders', price: 200_000, soleOwnHome: false, deedDate: DEED })).toMatchObject({ reduction: 0, amount: 24_000 });
  });
});

describe('Wallonia: 3 % from 2025, whatever the price', () => {
  it.each([
    // derived by hand from the decree of 5 December 2024 as explained at
    // https://www.notaire.be/abattement-en-cas-dhabitation-unique-en-wallonie
    [150_000, 4_500],
    [1_500_000, 45_000],
  ])('€ %d → € %d', (price, amount) => {
    expect(registrationDuties({ region: 'wallonia', price, soleOwnHome: true, deedDate: DEED })?.amount).toBe(amount);
  });

  it('has no entry for deeds before 2025 (the old first-home allowance is not kept)', () => {
    expect(registrationDuties({ region: 'wallonia', price: 150_000, soleOwnHome: true, deedDate: '2024-12-31' })).toBeUndefined();
  });
});
