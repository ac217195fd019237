import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { formatDate, formatFileSize, formatNumber } from './numbers.ts';

describe('formatFileSize', () => {
  const CASES: [number, Language, string][] = [
    [0, 'en', '0 byte'],
    [-5, 'en', '0 byte'],
    [999, 'nl', '999 byte'],
    [999, 'fr', '999\u202fo'],
    [1000, 'nl', '1 kB'],
    [1860, 'nl', '1,9 kB'],
    [1860, 'fr', '1,9\u202fko'],
    [999_949, 'en', '999,9 kB'],
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
  it('writes decimals and groups the Belgian way, one decimal when asked', () => {
    expect(formatNumber(1234.567, 'nl')).toBe('1.234,57');
    expect(formatNumber(9.44, 'en', 1)).toBe('9,4');
  });
  it('leaves unreadable dates empty', () => {
    expect(formatDate('not a date', 'nl')).toBe('');
  });
});
