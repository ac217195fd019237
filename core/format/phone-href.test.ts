import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  const CASES: [string, string][] = [
    ['032184560', 'tel:+3232184560'],
    ['0475 12 34 56', 'tel:+32475123456'],
    ['03/218.45.60', 'tel:+3232184560'],
    ['+32 475 12 34 56', 'tel:+32475123456'],
    ['+352 26 12 34 56', 'tel:+35226123456'],
    ['0032 2 123 45 67', 'tel:+3221234567'],
    ['112', 'tel:112'],
    ['', ''],
    ['n/a', ''],
  ];
  for (const [phone, href] of CASES) {
    it(`${JSON.stringify(phone)} → ${JSON.stringify(href)}`, () => {
      expect(telHref(phone)).toBe(href);
    });
  }
});
