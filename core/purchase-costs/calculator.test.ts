import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/clock.ts';
import { numberInvalid } from '../messages/validation.ts';
import { ANNOUNCE_AFTER_MS, type CalculatorFields, createCostCalculator, estimate, parseRate, parseYears } from './calculator.ts';
import { readAgencyDuties } from './notes.ts';

const DEED = '2026-11-26';
const fields = (changes: Partial<CalculatorFields>): CalculatorFields => ({
  price: '',
  region: '',
  soleOwnHome: true,
  newBuild: false,
  borrowed: '',
  rate: '',
  years: '25',
  ...changes,
});
const duties = (changes: Partial<CalculatorFields>) => estimate(fields(changes), DEED).costs?.lines.find((line) => line.key === 'duties' || line.key === 'vat');

describe('what the visitor types', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    [' 4 % ', 4],
    ['12.125', 12.125],
    ['0', 0],
    ['3,5,1', undefined],
    ['100', undefined],
    ['', undefined],
  ])('reads the rate %j as %s', (text, rate) => {
    expect(parseRate(text)).toBe(rate);
  });

  it.each([
    ['25', 25],
    ['1', 1],
    ['40', 40],
    ['0', undefined],
    ['41', undefined],
    ['2.5', undefined],
  ])('reads the term %j as %s', (text, years) => {
    expect(parseYears(text)).toBe(years);
  });

  it('names the mortgage deed’s rates of the date whether a loan is typed or not, the same as its lines', () => {
    const base = { region: 'flanders' as const, price: '300000' };
    const withLoan = estimate(fields({ ...base, borrowed: '200000' }), DEED);
    const rateOf = (key: string) => withLoan.costs?.lines.find((line) => line.key === key)?.rate;
    expect(withLoan.mortgageRates).toEqual({ mortgageRegistration: rateOf('mortgageRegistration'), mortgageInscription: rateOf('mortgageInscription') });
    expect(withLoan.mortgageRates).toEqual({ mortgageRegistration: 0.01, mortgageInscription: 0.003 });
    expect(estimate(fields(base), DEED).mortgageRates).toEqual(withLoan.mortgageRates);
    expect(estimate(fields({}), DEED).mortgageRates).toEqual(withLoan.mortgageRates);
    // the first rule holds from 2021-03-10: none the day before
    expect(estimate(fields(base), '2021-03-09').mortgageRates).toEqual({});
    expect(estimate(fields(base), '2021-03-10').mortgageRates).toEqual(withLoan.mortgageRates);
  });

  it('says what is missing before there is an estimate, the region first', () => {
    expect(estimate(fields({}), DEED).missing).toBe('region');
    expect(estimate(fields({ price: '300000' }), DEED).missing).toBe('region');
    expect(estimate(fields({ region: 'flanders' }), DEED).missing).toBe('price');
    expect(estimate(fields({ region: 'flanders', price: '300.000' }), DEED).missing).toBeUndefined();
  });

  it('marks what cannot be read, and nothing that is empty', () => {
    expect(estimate(fields({}), DEED).errors).toEqual({});
    expect(estimate(fields({ price: 'abc', borrowed: '1x', rate: 'x', years: '99' }), DEED).errors).toEqual({
      price: numberInvalid.id,
      borrowed: numberInvalid.id,
      rate: numberInvalid.id,
      years: numberInvalid.id,
    });
  });

  it('works out the monthly payment only with an amount borrowed, a rate and a term', () => {
    const base = { price: '300000', region: 'flanders' } as const;
    expect(estimate(fields({ ...base, borrowed: '250000' }), DEED).monthly).toBeUndefined();
    expect(estimate(fields({ ...base, borrowed: '250000', rate: '3' }), DEED).monthly).toBeGreaterThan(1000);
    expect(estimate(fields({ ...base, rate: '3' }), DEED).monthly).toBeUndefined();
  });
});

describe('the duties and why (the rules of 2025–2026)', () => {
  it.each([
    // Flanders: 2 % for a sole own home, 12 % otherwise; € 1,867 off a modest home up to € 220,000
    ['flanders', 300_000, true, 6_000, [{ kind: 'soleOwnHomeRate', rate: 0.02, otherRate: 0.12 }]],
    ['flanders', 300_000, false, 36_000, [{ kind: 'standardRate', rate: 0.12, otherRate: 0.02 }]],
    ['flanders', 220_000, true, 2_533, [{ kind: 'soleOwnHomeRate', rate: 0.02, otherRate: 0.12 }, { kind: 'reduction', amount: 1_867, maxPrice: 220_000 }]],
    ['flanders', 220_001, true, 4_400.02, [{ kind: 'soleOwnHomeRate', rate: 0.02, otherRate: 0.12 }]],
    // Wallonia: 3 % for a sole own home, 12.5 % otherwise
    ['wallonia', 314_000, true, 9_420, [{ kind: 'soleOwnHomeRate', rate: 0.03, otherRate: 0.125 }]],
    ['wallonia', 314_000, false, 39_250, [{ kind: 'standardRate', rate: 0.125, otherRate: 0.03 }]],
    // Brussels: 12.5 %, the first € 200,000 exempt for a sole own home up to € 600,000
    ['brussels', 330_000, true, 16_250, [{ kind: 'exemption', exempt: 200_000, amount: 200_000, maxPrice: 600_000 }]],
    ['brussels', 150_000, true, 0, [{ kind: 'exemption', exempt: 150_000, amount: 200_000, maxPrice: 600_000 }]],
    ['brussels', 600_000, true, 50_000, [{ kind: 'exemption', exempt: 200_000, amount: 200_000, maxPrice: 600_000 }]],
    ['brussels', 600_001, true, 75_000.13, [{ kind: 'exemptionPriceAbove', amount: 200_000, maxPrice: 600_000 }]],
    ['brussels', 330_000, false, 41_250, [{ kind: 'exemptionSoleOwnHome', amount: 200_000, maxPrice: 600_000 }]],
  ] as const)('%s, € %d, only home %s: € %d', (region, price, soleOwnHome, amount, notes) => {
    const result = estimate(fields({ region, price: String(price), soleOwnHome }), DEED);
    expect(duties({ region, price: String(price), soleOwnHome })!.amount).toBe(amount);
    expect(result.notes).toEqual(notes);
  });

  it('puts VAT of 21 % on a new build, in place of duties, and says so', () => {
    const result = estimate(fields({ region: 'brussels', price: '400000', newBuild: true }), DEED);
    expect(duties({ region: 'brussels', price: '400000', newBuild: true })).toEqual({ key: 'vat', amount: 84_000, rate: 0.21 });
    expect(result.notes).toEqual([{ kind: 'vat', rate: 0.21 }]);
  });
});

describe('what the agency’s own figures assume', () => {
  const situation = (region: 'flanders' | 'wallonia' | 'brussels', price: number, soleOwnHome = true) => ({ region, price, soleOwnHome, newBuild: false, deedDate: DEED });

  it.each([
    // the Schaerbeek house of the review: the CRM's € 41,250 is 12.5 % of the whole price, the duties without the exemption
    ['brussels', 330_000, 41_250, 16_250, { kind: 'otherAnswer', soleOwnHome: false }],
    ['brussels', 330_000, 16_250, 16_250, { kind: 'same' }],
    ['brussels', 330_000, 16_300, 16_250, { kind: 'same' }],
    ['flanders', 300_000, 6_000, 6_000, { kind: 'same' }],
    // a modest home: 2 % of the whole price, without the reduction
    ['flanders', 200_000, 4_000, 2_133, { kind: 'wholePrice', rate: 0.02 }],
    ['wallonia', 314_000, 39_250, 9_420, { kind: 'otherAnswer', soleOwnHome: false }],
    ['wallonia', 314_000, 12_345, 9_420, { kind: 'unknown' }],
  ] as const)('%s, € %d: the agency’s € %d against the estimate’s € %d', (region, price, figure, ours, reading) => {
    expect(readAgencyDuties(figure, situation(region, price), ours)).toEqual(reading);
  });

  it('reads the agency’s notary figure against the sale deed’s bill', () => {
    const bill = estimate(fields({ region: 'brussels', price: '330000' }), DEED);
    const notary = bill.costs!.lines.filter((line) => ['notaryFee', 'administrative', 'vatOnFees'].includes(line.key)).reduce((sum, line) => sum + line.amount, 0);
    expect(estimate(fields({ region: 'brussels', price: '330000' }), DEED, { notary: Math.round(notary) }).agency.notary).toBe('same');
    expect(estimate(fields({ region: 'brussels', price: '330000' }), DEED, { notary: 6_150, duties: 41_250 }).agency).toEqual({
      notary: 'unknown',
      duties: { kind: 'otherAnswer', soleOwnHome: false },
    });
    expect(estimate(fields({ region: 'brussels' }), DEED, { notary: 6_150 }).agency).toEqual({});
  });
});

describe('the calculator', () => {
  const create = (options: Partial<Parameters<typeof createCostCalculator>[0]> = {}) => {
    const clock = manualClock();
    return { clock, calculator: createCostCalculator({ language: 'nl', deedDate: DEED, schedule: clock.schedule, ...options }) };
  };

  it('starts from a price and a postal code, written as the language writes them', () => {
    expect(create({ price: 314_000, postalCode: '1300' }).calculator.store.getState()).toMatchObject({ price: '314.000', region: 'wallonia', years: '25' });
    expect(create({ price: 314_000, language: 'en' }).calculator.store.getState()).toMatchObject({ price: '314,000', region: '' });
  });

  it.each([
    ['nl', '314000', '314.000'],
    ['fr', '314000', '314\u202f000'],
    ['en', '314000', '314,000'],
    ['de', '314000', '314.000'],
    ['nl', '314.000', '314.000'],
    ['fr', '€ 1 250 000', '1\u202f250\u202f000'],
    ['nl', '314000,50', '314000,50'],
    ['nl', 'abc', 'abc'],
    ['nl', '', ''],
  ] as const)('in %s writes %j as %j once the visitor leaves the field, and keeps what cannot be read', (language, typed, shown) => {
    const { calculator } = create({ language });
    calculator.set('price', typed);
    calculator.leave('price');
    expect(calculator.store.getState().price).toBe(shown);
  });

  it('takes a property’s published price, region and VAT regime; an unpublished price stays the visitor’s', () => {
    const { calculator } = create();
    calculator.set('price', '250000');
    calculator.fromProperty({ PublishPrice: false, Price: null, Zip: '9000', CountryID: 10 });
    expect(calculator.store.getState()).toMatchObject({ price: '250000', region: 'flanders', newBuild: false });
    calculator.fromProperty({ PublishPrice: true, Price: 410_000, Zip: '1030', CountryID: 10, VatRegime: true });
    expect(calculator.store.getState()).toMatchObject({ price: '410.000', region: 'brussels', newBuild: true });
    calculator.fromProperty({ PublishPrice: true, Price: 500_000, Zip: '1930', CountryID: 50 });
    expect(calculator.store.getState().region).toBe('');
  });

  it('reads the total out once the visitor stops changing things, and not for the property coming in', () => {
    const { calculator, clock } = create({ price: 300_000, postalCode: '9000' });
    calculator.fromProperty({ PublishPrice: true, Price: 310_000, Zip: '9000', CountryID: 10 });
    clock.advance(ANNOUNCE_AFTER_MS * 2);
    expect(calculator.store.getState().announcement).toBeUndefined();
    calculator.set('soleOwnHome', false);
    clock.advance(ANNOUNCE_AFTER_MS - 1);
    calculator.set('borrowed', '200000');
    clock.advance(ANNOUNCE_AFTER_MS - 1);
    expect(calculator.store.getState().announcement).toBeUndefined();
    clock.advance(1);
    expect(calculator.store.getState().announcement).toEqual({ total: calculator.estimate().costs!.total, monthly: undefined });
    calculator.set('region', 'nowhere' as 'flanders');
    expect(calculator.store.getState().region).toBe('');
    clock.advance(ANNOUNCE_AFTER_MS);
    expect(calculator.store.getState().announcement).toBeUndefined();
  });
});
