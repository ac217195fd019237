import { describe, expect, it } from 'vitest';
import {
  COUNTRY_BELGIUM,
  COUNTRY_LUXEMBOURG,
  DEFAULT_PROPERTY_TYPE_WEB_ID,
  GOAL_CODES,
  PRICE_UNIT_STARTING_FROM,
  PROPERTY_TYPE_WEB_IDS,
} from './reference.ts';

// Spec §3 "Reference values": the codes the CRM sends must not drift.
describe('reference values', () => {
  it('names the countries, goals, price unit and type web ids of the spec', () => {
    expect([COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG]).toEqual([10, 50]);
    expect(GOAL_CODES.FOR_SALE).toBe(0);
    expect(GOAL_CODES.FOR_RENT).not.toBe(0);
    expect(PRICE_UNIT_STARTING_FROM).toBe(7);
    expect(PROPERTY_TYPE_WEB_IDS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(DEFAULT_PROPERTY_TYPE_WEB_ID).toBe(2);
  });
});
