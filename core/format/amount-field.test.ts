import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { amountFieldText, leftAmountText } from './amount-field.ts';

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
    expect(leftAmountText(typed, language)).toBe(shown);
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
