import { describe, expect, it } from 'vitest';
import { formatCurrency, formatEuro } from './currency.ts';

// the no-break space after the sign, written out so the expectations read like the spec
const eur = (amount: string) => `€\u00a0${amount}`;

describe('formatCurrency', () => {
  it.each([
    [250000, eur('250.000')],
    [1234.5, eur('1.234,50')],
    [1234.56, eur('1.234,56')],
    [0.5, eur('0,50')],
    [999, eur('999')],
    [1000, eur('1.000')],
    [1000000, eur('1.000.000')],
    [0, eur('0')],
    [-0, eur('0')],
    // rounding to cents decides between whole and two decimals
    [1234.004, eur('1.234')],
    [1234.006, eur('1.234,01')],
    [999.999, eur('1.000')],
  ])('%j → %j', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it.each([
    [-1000, eur('-1.000')],
    [-1234.5, eur('-1.234,50')],
    [-0.25, eur('-0,25')],
    [-0.001, eur('0')],
  ])('negative %j → %j', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it.each([
    ['250000', eur('250.000')],
    [' 1234.5 ', eur('1.234,50')],
    ['1234,50', eur('1.234,50')],
    ['-1000', eur('-1.000')],
    ['1e3', eur('1.000')],
  ])('numeric string %j → %j', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it.each([[NaN], [Infinity], [-Infinity], [null], [undefined], [''], ['abc'], ['12abc'], ['1.234,50'], [{}], [[]], [true]])(
    'non-numeric %j → € 0',
    (value) => {
      expect(formatCurrency(value)).toBe(eur('0'));
    },
  );
});

describe('formatEuro: an amount as the visitor’s language writes it', () => {
  it.each([
    [250000, 'nl', eur('250.000')],
    [250000, 'fr', '250\u202f000\u00a0€'],
    [250000, 'de', '250.000\u00a0€'],
    [250000, 'en', '€250,000'],
    [3500, 'en', '€3,500'],
    [1234.5, 'nl', eur('1.234,50')],
    [1234.5, 'fr', '1\u202f234,50\u00a0€'],
    [1234.5, 'de', '1.234,50\u00a0€'],
    [1234.5, 'en', '€1,234.50'],
    [999.999, 'en', '€1,000'],
    [-1000, 'en', '-€1,000'],
    [-1000, 'fr', '-1\u202f000\u00a0€'],
    [-0.001, 'de', '0\u00a0€'],
    ['abc', 'en', '€0'],
    [null, 'fr', '0\u00a0€'],
  ] as const)('%j in %s → %j', (value, language, expected) => {
    expect(formatEuro(value, language)).toBe(expected);
  });

  it('is the spec’s formatCurrency in Dutch', () => {
    for (const value of [250000, 1234.5, -1000, 0, 'x']) expect(formatEuro(value, 'nl')).toBe(formatCurrency(value));
  });
});
