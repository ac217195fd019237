import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it.each([
    // 10 digits → 4 2 2 2
    ['0475123456', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    [' 0475 12 34 56 ', '0475 12 34 56'],
    ['(0475) 12-34-56', '0475 12 34 56'],
    // 9 digits → 3 2 2 2
    ['050123456', '050 12 34 56'],
    ['02 123 45 67', '021 23 45 67'],
    ['050/12.34.56', '050 12 34 56'],
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
    expect(formatPhone('047 512 345')).toBe('047 51 23 45');
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
