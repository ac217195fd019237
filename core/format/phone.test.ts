import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  // Every zone of the Belgian numbering plan (BIPT, "Zonenummers"): the one-digit zones
  // 02 Brussels, 03 Antwerp, 04 Liège, 09 Ghent; every two-digit zone; the mobiles
  // (0455–0456, 0460–0499); the non-geographic 070 and 078; free 0800 and premium 090x.
  const ONE_DIGIT_ZONES = ['2', '3', '4', '9'];
  const TWO_DIGIT_ZONES = ['10', '11', '12', '13', '14', '15', '16', '19', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '63', '64', '65', '67', '68', '69', '71', '80', '81', '82', '83', '84', '85', '86', '87', '89'];
  const MOBILES = ['455', '456', ...Array.from({ length: 40 }, (_, index) => String(460 + index))];

  it.each(ONE_DIGIT_ZONES)('zone 0%s: 2-3-2-2', (zone) => {
    expect(formatPhone(`0${zone}6401280`)).toBe(`0${zone} 640 12 80`);
    expect(formatPhone(`0${zone}/640.12.80`)).toBe(`0${zone} 640 12 80`);
  });

  it.each(TWO_DIGIT_ZONES)('zone 0%s: 3-2-2-2', (zone) => {
    expect(formatPhone(`0${zone}123456`)).toBe(`0${zone} 12 34 56`);
    expect(formatPhone(`0${zone}/12.34.56`)).toBe(`0${zone} 12 34 56`);
  });

  it.each(MOBILES)('mobile 0%s: 4-2-2-2', (prefix) => {
    expect(formatPhone(`0${prefix}123456`)).toBe(`0${prefix} 12 34 56`);
  });

  it.each([
    ['070123456', '070 12 34 56'],
    ['078150000', '078 15 00 00'],
    ['080012345', '0800 12 345'],
    ['090012345', '0900 12 345'],
    ['090512345', '0905 12 345'],
  ])('non-geographic %s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['0475/12.34.56', '0475 12 34 56'],
    [' 0475 12 34 56 ', '0475 12 34 56'],
    ['(0475) 12-34-56', '0475 12 34 56'],
    ['02 123 45 67', '02 123 45 67'],
    ['09 123 45 67', '09 123 45 67'],
    // any other length → unchanged
    ['05012345', '05012345'],
    ['+32 475 12 34 56', '+32 475 12 34 56'],
    ['0032475123456', '0032475123456'],
    ['04751234567', '04751234567'],
    ['', ''],
    ['call us', 'call us'],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('counts digits only: 9, 10 and 11 digits around the same number', () => {
    expect(formatPhone('047 512 345')).toBe('04 751 23 45');
    expect(formatPhone('047 512 3456')).toBe('0475 12 34 56');
    expect(formatPhone('047 512 34567')).toBe('047 512 34567');
  });

  it('never throws on what is not a string', () => {
    expect(formatPhone(null as unknown as string)).toBe('');
    expect(formatPhone(undefined as unknown as string)).toBe('');
    expect(formatPhone({} as unknown as string)).toBe('');
    expect(formatPhone(475123456 as unknown as string)).toBe('475123456');
  });
});
