import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { parseAmount } from '../forms/values.ts';
import { amountFieldText, formatDate, formatFileSize, formatNumber, formatPercent, leftAmountText } from './numbers.ts';

describe('formatFileSize', () => {
  const CASES: [number, Language, string][] = [
    [0, 'en', '0 byte'],
    [-5, 'en', '0 byte'],
    [999, 'nl', '999 byte'],
    [999, 'fr', '999\u202fo'],
    [1000, 'nl', '1 kB'],
    [1860, 'nl', '1,9 kB'],
    [1860, 'fr', '1,9\u202fko'],
    [999_949, 'en', '999.9 kB'],
    [999_950, 'en', '1 MB'],
    [2_250_000, 'de', '2,3 MB'],
  ];
  for (const [bytes, language, text] of CASES) {
    it(`${bytes} B in ${language} → ${text}`, () => {
      expect(formatFileSize(bytes, language)).toBe(text);
    });
  }
});

describe('formatNumber and formatDate', () => {
  it.each([
    [1234.567, 'nl', '1.234,57'],
    [1234.567, 'fr', '1\u202f234,57'],
    [1234.567, 'de', '1.234,57'],
    // English readers take a decimal comma for a thousands separator
    [1234.567, 'en', '1,234.57'],
    [7.5, 'en', '7.5'],
    [7.5, 'nl', '7,5'],
  ] as const)('%j in %s → %j', (value, language, text) => {
    expect(formatNumber(value, language)).toBe(text);
  });
  it('rounds to one decimal when asked', () => {
    expect(formatNumber(9.44, 'en', 1)).toBe('9.4');
    expect(formatNumber(9.44, 'nl', 1)).toBe('9,4');
  });
  it('writes dates in the language’s order', () => {
    expect(formatDate('2030-11-22', 'nl')).toBe('22 november 2030');
    expect(formatDate('2030-11-22', 'en')).toBe('22 November 2030');
    expect(formatDate('2030-11-22', 'de')).toBe('22. November 2030');
  });
  it('leaves unreadable dates empty', () => {
    expect(formatDate('not a date', 'nl')).toBe('');
  });
});

describe('formatPercent', () => {
  it.each([
    [0.125, 'nl', '12,5%'],
    [0.125, 'fr', '12,5 %'],
    [0.125, 'en', '12.5%'],
    [0.125, 'de', '12,5 %'],
    [0.02, 'nl', '2%'],
  ] as const)('%d in %s → %s', (rate, language, text) => {
    expect(formatPercent(rate, language).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});

describe('leftAmountText: an amount field once left', () => {
  it.each<[string, Language, string]>([
    ['300000', 'nl', '300.000'],
    ['300000', 'fr', '300\u202f000'],
    ['300000', 'en', '300,000'],
    ['300000', 'de', '300.000'],
    ['€ 1250000', 'nl', '1.250.000'],
    ['300.000', 'en', '300,000'], // the Belgian way, read and written the English way
    ['300,000', 'nl', '300.000'],
    ['1', 'nl', '1'],
    // what is no whole amount stays as typed, for the visitor to correct
    ['', 'nl', ''],
    ['  ', 'fr', '  '],
    ['0', 'nl', '0'],
    ['3OOOOO', 'nl', '3OOOOO'],
    ['1.234,50', 'nl', '1.234,50'],
    ['300 000 euro', 'fr', '300\u202f000'],
  ])('%j in %s → %j', (typed, language, shown) => {
    expect(leftAmountText(typed, language, parseAmount)).toBe(shown);
  });

  it("writes only what the field's own reader reads", () => {
    const digitsOnly = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
    expect(leftAmountText('300 000 euro', 'nl', digitsOnly)).toBe('300 000 euro');
    expect(leftAmountText('300000', 'nl', digitsOnly)).toBe('300.000');
  });
});

describe('amountFieldText: an amount put in a field', () => {
  it.each<[number | null | undefined, Language, string]>([
    [314000, 'nl', '314.000'],
    [314000, 'fr', '314\u202f000'],
    [314000, 'en', '314,000'],
    [314000, 'de', '314.000'],
    [0, 'nl', ''],
    [null, 'nl', ''],
    [undefined, 'en', ''],
    [Number.NaN, 'en', ''],
  ])('%s in %s → %j', (amount, language, shown) => {
    expect(amountFieldText(amount, language)).toBe(shown);
  });
});
