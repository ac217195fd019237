import { describe, expect, it } from 'vitest';
import { type PriceSource, priceText } from './price.ts';

const listing: PriceSource = {
  PublishPrice: true,
  Price: 250000,
  PriceUnit: null,
  Marquee: null,
  MarqueeName: null,
};
const eur = (amount: string) => `€\u00a0${amount}`;

describe('priceText', () => {
  it('shows the amount when the price is published', () => {
    expect(priceText(listing, 'nl')).toBe(eur('250.000'));
    expect(priceText({ ...listing, Price: 950.5 }, 'fr')).toBe('950,50\u00a0€');
  });

  it.each([
    [{ PublishPrice: false }],
    [{ PublishPrice: null }],
    [{ PublishPrice: 'true' }],
    [{ PublishPrice: undefined }],
  ])('hides the price unless PublishPrice is true: %j', (override) => {
    expect(priceText({ ...listing, ...(override as object) } as PriceSource, 'nl')).toBeNull();
  });

  it.each([
    ['nl', `vanaf ${eur('250.000')}`],
    ['fr', 'à partir de 250\u202f000\u00a0€'],
    ['en', 'starting from €250,000'],
    ['de', 'ab 250.000\u00a0€'],
    ['NL', `vanaf ${eur('250.000')}`],
    ['es', `vanaf ${eur('250.000')}`],
  ])('PriceUnit 7 in %s → %j', (lang, expected) => {
    expect(priceText({ ...listing, PriceUnit: 7 }, lang)).toBe(expected);
  });

  it.each([[6], [8], [null], [0]])('PriceUnit %j shows the amount alone', (unit) => {
    expect(priceText({ ...listing, PriceUnit: unit }, 'nl')).toBe(eur('250.000'));
  });

  it('shows the marquee name instead of the price when the marquee is ignored', () => {
    const sold = { ...listing, Marquee: 3, MarqueeName: { nl: 'Verkocht', fr: 'Vendu', EN: 'Sold' } };
    expect(priceText(sold, 'nl', { marqueeIgnore: [3, 5] })).toBe('Verkocht');
    expect(priceText(sold, 'fr', { marqueeIgnore: [3] })).toBe('Vendu');
    expect(priceText(sold, 'en', { marqueeIgnore: [3] })).toBe('Sold');
    expect(priceText(sold, 'de', { marqueeIgnore: [3] })).toBeNull();
    expect(priceText({ ...sold, MarqueeName: 'Optie' }, 'de', { marqueeIgnore: [3] })).toBe('Optie');
    expect(priceText({ ...sold, PriceUnit: 7 }, 'nl', { marqueeIgnore: [3] })).toBe('Verkocht');
  });

  it('shows the price when the marquee is not on the list', () => {
    const fresh = { ...listing, Marquee: 1, MarqueeName: 'Nieuw' };
    expect(priceText(fresh, 'nl', { marqueeIgnore: [3] })).toBe(eur('250.000'));
    expect(priceText(fresh, 'nl')).toBe(eur('250.000'));
    expect(priceText(fresh, 'nl', { marqueeIgnore: [] })).toBe(eur('250.000'));
  });

  it('the ignore list applies only to a published price', () => {
    const hidden = { ...listing, PublishPrice: false, Marquee: 3, MarqueeName: 'Verkocht' };
    expect(priceText(hidden, 'nl', { marqueeIgnore: [3] })).toBeNull();
  });

  it.each([[null], [0], [-5], [NaN], [Infinity]])('no amount (%j) → null', (price) => {
    expect(priceText({ ...listing, Price: price }, 'nl')).toBeNull();
  });

  it('never throws on what is not a listing', () => {
    expect(priceText(null as never, 'nl')).toBeNull();
    expect(priceText(listing, 'nl', null as never)).toBe(eur('250.000'));
    expect(priceText(listing, 'nl', { marqueeIgnore: 'x' as never })).toBe(eur('250.000'));
  });
});
