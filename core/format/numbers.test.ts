import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { formatDate, formatFileSize, formatNumber, formatPercent } from './numbers.ts';

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
