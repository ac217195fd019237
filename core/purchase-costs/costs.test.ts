import { describe, expect, it } from 'vitest';
import { purchaseCosts } from './costs.ts';

const DEED = '2026-11-26';

describe('purchaseCosts', () => {
  it('a new build: VAT of 21 % instead of duties, whatever the region', () => {
    // VAT code (https://www.ejustice.just.fgov.be/eli/loi/1969/07/03/1969070303/justel), 21 % on a new building sold
    // under VAT with its land. Derived by hand: 300 000 × 21 % = 63 000, and no registration duties.
    for (const zip of ['9000', '5000', '1050']) {
      const costs = purchaseCosts({ price: 300_000, zip, soleOwnHome: true, newBuild: true, deedDate: DEED })!;
      expect(costs.lines.find((line) => line.key === 'vat')).toEqual({ key: 'vat', amount: 63_000, rate: 0.21 });
      expect(costs.lines.some((line) => line.key === 'duties')).toBe(false);
    }
  });

  it('the region comes from the postal code', () => {
    const duties = (zip: string) => purchaseCosts({ price: 400_000, zip, soleOwnHome: true, newBuild: false, deedDate: DEED })!.lines[0];
    expect(duties('2000')).toEqual({ key: 'duties', amount: 8_000, rate: 0.02 });
    expect(duties('4000')).toEqual({ key: 'duties', amount: 12_000, rate: 0.03 });
    expect(duties('1000')).toEqual({ key: 'duties', amount: 25_000, rate: 0.125 });
  });

  it('adds every line into the costs and the total, and the credit deed only with a loan', () => {
    const cash = purchaseCosts({ price: 300_000, zip: '9000', soleOwnHome: true, newBuild: false, deedDate: DEED })!;
    expect(cash.lines.map((line) => line.key)).toEqual(['duties', 'notaryFee', 'administrative', 'vatOnFees']);
    expect(cash.mortgageCosts).toBe(0);
    const loan = purchaseCosts({ price: 300_000, zip: '9000', soleOwnHome: true, newBuild: false, borrowed: 250_000, deedDate: DEED })!;
    expect(loan.lines.map((line) => line.key)).toEqual([
      'duties',
      'notaryFee',
      'administrative',
      'vatOnFees',
      'mortgageRegistration',
      'mortgageInscription',
      'creditNotaryFee',
      'creditAdministrative',
      'creditVatOnFees',
    ]);
    expect(loan.purchaseCosts).toBe(cash.purchaseCosts);
    const added = loan.lines.reduce((total, line) => total + line.amount, 0);
    expect(loan.purchaseCosts + loan.mortgageCosts).toBeCloseTo(added, 2);
    expect(loan.total).toBeCloseTo(300_000 + added, 2);
  });

  it('names the date and the sources of the rules it used', () => {
    const costs = purchaseCosts({ price: 300_000, zip: '1050', soleOwnHome: true, newBuild: false, deedDate: DEED })!;
    expect(costs.rulesOf).toBe('2023-04-01');
    expect(costs.sources).toContain('https://fiscalite.brussels/fr/abattement');
    expect(costs.sources.every((source) => /^https?:\/\//.test(source))).toBe(true);
  });

  it('takes the region as given when there is no postal code', () => {
    expect(purchaseCosts({ price: 400_000, region: 'wallonia', soleOwnHome: true, newBuild: false, deedDate: DEED })!.lines[0]).toEqual({
      key: 'duties',
      amount: 12_000,
      rate: 0.03,
    });
  });

  it.each([
    ['no Belgian postal code', { zip: 'L-1234' }],
    ['no postal code', { zip: null }],
    ['no price', { price: 0 }],
    ['a deed before the rules kept here', { deedDate: '2020-01-01' }],
  ])('gives no estimate for %s', (_case, change) => {
    expect(purchaseCosts({ price: 300_000, zip: '9000', soleOwnHome: true, newBuild: false, deedDate: DEED, ...change })).toBeUndefined();
  });
});
