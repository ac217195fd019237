import { describe, expect, it } from 'vitest';
import { completeProperty } from '../../widgets/testing/fixtures.ts';
import { priceLine } from './price.ts';

const perMonth = { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' };

describe('priceLine', () => {
  it('follows a rent with its unit', () => {
    const rent = completeProperty({ Goal: 1, Price: 960, PriceUnit: 2, PriceUnitText: perMonth });
    expect(priceLine(rent, 'nl', [])).toBe('€\u00a0960 per maand');
    expect(priceLine(rent, 'de', [])).toBe('960\u00a0€ pro Monat');
  });
  it('writes "starting from" once for PriceUnit 7', () => {
    const project = completeProperty({ Price: 289000, PriceUnit: 7, PriceUnitText: { nl: 'vanaf' } });
    expect(priceLine(project, 'nl', [])).toBe('vanaf €\u00a0289.000');
  });
  it('shows the name of an ignored marquee alone, and nothing unpublished', () => {
    const sold = completeProperty({ Marquee: 3, MarqueeName: { en: 'Sold' }, PriceUnit: 2, PriceUnitText: perMonth });
    expect(priceLine(sold, 'en', [3])).toBe('Sold');
    expect(priceLine(completeProperty({ PublishPrice: false }), 'en', [])).toBeNull();
  });
});
