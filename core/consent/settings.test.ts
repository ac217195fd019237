import { describe, expect, it } from 'vitest';
import { parseConsentDays, parseConsentMode, parseConsentRevision, parseConsentSettings } from './settings.ts';

describe('consent settings of <agency-config>', () => {
  it('default to revision 1, 182 days, no Consent Mode and the route table’s cookie policy', () => {
    expect(parseConsentSettings({})).toEqual({ consentRevision: 1, consentDays: 182, consentMode: 'none', cookiePolicy: '' });
  });

  it.each([
    [undefined, 182],
    ['', 182],
    ['1', 1],
    ['30', 30],
    [' 182 ', 182],
    ['395', 395],
    ['396', 395],
    ['10000', 395],
    ['0', 182],
    ['-5', 182],
    ['7.5', 182],
    ['six months', 182],
  ])('consent-days %j → %j', (value, expected) => {
    expect(parseConsentDays(value)).toBe(expected);
  });

  it.each([
    [undefined, 1],
    ['1', 1],
    ['2', 2],
    ['2024', 2024],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['v2', 1],
    ['9999999999', 1],
  ])('consent-revision %j → %j', (value, expected) => {
    expect(parseConsentRevision(value)).toBe(expected);
  });

  it.each([
    ['google', 'google'],
    [' Google ', 'google'],
    ['none', 'none'],
    ['gtm', 'none'],
    [null, 'none'],
  ])('consent-mode %j → %j', (value, expected) => {
    expect(parseConsentMode(value)).toBe(expected);
  });
});
