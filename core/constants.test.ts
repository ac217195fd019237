import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CONTACT_TIME_SLOTS,
  CURRENCY,
  ELLIPSIS,
  ENERGY_RENOVATION,
  ENERGY_UNITS,
  MAP_FRAME_MESSAGE_DELAY_MS,
  OWNER_CHART_DAYS,
  PURCHASE_DEPOSIT_RATE,
  RETRY_FIRST_DELAY_MS,
  RETRY_LIMIT,
  THUMBNAIL_QUALITIES,
  TRUNCATE_LIMIT,
  TRUNCATE_WORD_BOUNDARY_RATIO,
} from './constants.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { sourceMessages } from './messages/source.ts';
import * as retry from './retry.ts';

// Spec §9, number by number: a change here is a change of the product.
describe('business constants', () => {
  it('device breakpoints: 767 and below mobile, 768–960 tablet, above 960 desktop', () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 767, tabletMin: 768, tabletMax: 960 });
  });

  it('re-exports the retry schedule of retry.ts instead of repeating it', () => {
    expect(RETRY_LIMIT).toBe(5);
    expect(RETRY_FIRST_DELAY_MS).toBe(350);
    expect(RETRY_LIMIT).toBe(retry.RETRY_LIMIT);
    expect(RETRY_FIRST_DELAY_MS).toBe(retry.RETRY_FIRST_DELAY_MS);
  });

  it('map frame delay, truncation, chart days', () => {
    expect(MAP_FRAME_MESSAGE_DELAY_MS).toBe(50);
    expect(TRUNCATE_LIMIT).toBe(250);
    expect(TRUNCATE_WORD_BOUNDARY_RATIO).toBe(0.8);
    expect(ELLIPSIS).toBe('…');
    expect(OWNER_CHART_DAYS).toBe(30);
  });

  it('contact time slots 10:00–13:00, 14:00–16:00, 16:00–19:00, each with its message', () => {
    expect(CONTACT_TIME_SLOTS.map((slot) => `${slot.from}–${slot.to}`)).toEqual(['10:00–13:00', '14:00–16:00', '16:00–19:00']);
    for (const slot of CONTACT_TIME_SLOTS) expect(sourceMessages[slot.message]).toBe(`${slot.from}–${slot.to}`);
  });

  it('deposits, renovation duty, currency', () => {
    expect(PURCHASE_DEPOSIT_RATE).toBe(0.1);
    expect(ENERGY_RENOVATION).toEqual({ fromYear: 2023, labels: ['e', 'f'], target: 'd', years: 5 });
    expect(sourceMessages['notice.energyRenovation']).toContain(`${ENERGY_RENOVATION.years} years`);
    expect(CURRENCY).toBe('EUR');
  });

  it('energy units in every language', () => {
    expect(ENERGY_UNITS.en).toEqual({ specific: 'kWh/m².year', total: 'kWh/year', co2: 'kg CO₂/m².year' });
    for (const language of LANGUAGES) {
      expect(ENERGY_UNITS[language].specific).toMatch(/^kWh\/m²\.\S+$/);
      expect(ENERGY_UNITS[language].total).toMatch(/^kWh\/\S+$/);
      expect(ENERGY_UNITS[language].co2).toMatch(/^kg CO₂\/m²\.\S+$/);
    }
  });

  it('thumbnail qualities low, medium, high', () => {
    expect(THUMBNAIL_QUALITIES).toEqual(['low', 'medium', 'high']);
  });
});
