import { describe, expect, it } from 'vitest';
import { monthlyPayment, mortgageDeedCosts } from './mortgage.ts';

describe('the mortgage deed', () => {
  // 1 % registration duty and 0.3 % mortgage registration fee on the registered sum
  // (https://notaris.be/de-notaris/actueel/een-woning-kopen-de-factuur-van-de-notaris-beter-begrijpen), the sum being
  // the amount borrowed and 10 % accessories. Derived by hand: 250 000 × 1.1 = 275 000; 1 % = 2 750; 0.3 % = 825.
  it('€ 250 000 borrowed', () => {
    expect(mortgageDeedCosts(250_000, '2026-11-26')).toMatchObject({ registered: 275_000, registration: 2_750, inscription: 825 });
  });

  it.each([[0], [-1], [Number.NaN]])('nothing borrowed (%d): no deed', (borrowed) => {
    expect(mortgageDeedCosts(borrowed, '2026-11-26')).toBeUndefined();
  });
});

// The instalment of a loan repaid monthly at the equivalent monthly rate (1 + r)^(1/12) − 1 of the yearly rate
// Belgian mortgage credit states (Code of Economic Law, book VII:
// https://www.ejustice.just.fgov.be/eli/loi/2013/02/28/2013A11134/justel). Derived by hand, with 40-digit decimals:
// 200 000 at 3 % over 20 years → 1 105.147…; 250 000 at 3.5 % over 25 years → 1 244.207…; at 0 %: amount ÷ months.
describe('monthlyPayment', () => {
  it.each([
    [200_000, 3, 20, 1_105.15],
    [250_000, 3.5, 25, 1_244.21],
    [100_000, 0, 10, 833.33],
  ])('€ %d at %d %% over %d years → € %d', (amount, rate, years, payment) => {
    expect(monthlyPayment(amount, rate, years)).toBe(payment);
  });

  it('is not a twelfth of the yearly rate: that would give € 1 109.20 for the first case', () => {
    expect(monthlyPayment(200_000, 3, 20)).not.toBeCloseTo(1_109.2, 0);
  });

  it.each([
    [0, 3, 20],
    [200_000, -1, 20],
    [200_000, 3, 0],
    [200_000, Number.NaN, 20],
    [200_000, 3, Infinity],
    [200_000, 3, 0.01],
  ])('no loan for %d, %d %%, %d years', (amount, rate, years) => {
    expect(monthlyPayment(amount, rate, years)).toBeUndefined();
  });
});
