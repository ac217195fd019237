import { describe, expect, it } from 'vitest';
import { completeProperty } from '../testing/fixtures.ts';
import { jsonLdText, listingJsonLd } from './json-ld.ts';

const options = { language: 'en' as const, url: 'https://agency.test/en/property/5103/', marqueeIgnore: [3], at: { latitude: 51.2047, longitude: 4.4271 } };
const offerOf = (data: Record<string, unknown>) => data.offers as Record<string, unknown>;

describe('listingJsonLd', () => {
  it('is a schema.org RealEstateListing with an Offer: price, EUR, availability', () => {
    const data = listingJsonLd(completeProperty(), options);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: options.url,
      name: 'Charming town house',
      description: 'A fine house. With a garden.',
      inLanguage: 'en',
      datePosted: '2026-04-02T10:52:49.296Z',
      image: ['https://media.test/1.svg', 'https://media.test/2.svg'],
    });
    expect(offerOf(data)).toMatchObject({
      '@type': 'Offer',
      price: 395000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
    expect(offerOf(data).itemOffered).toMatchObject({
      '@type': 'Accommodation',
      address: { '@type': 'PostalAddress', streetAddress: 'Grote Steenweg 74', postalCode: '2600', addressLocality: 'Berchem', addressCountry: 'BE' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.2047, longitude: 4.4271 },
      numberOfBedrooms: 3,
      floorSize: { '@type': 'QuantitativeValue', value: 175, unitCode: 'MTK' },
    });
  });

  it('prices a rental per month', () => {
    const offer = offerOf(listingJsonLd(completeProperty({ Goal: 1, Price: 960 }), options));
    expect(offer).toMatchObject({
      price: 960,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 960, priceCurrency: 'EUR', unitCode: 'MON' },
    });
  });

  const AVAILABILITY: [Parameters<typeof completeProperty>[0], string][] = [
    [{ Status: 'available' }, 'https://schema.org/InStock'],
    [{ Status: 'sold' }, 'https://schema.org/SoldOut'],
    [{ Status: 'sold_out' }, 'https://schema.org/SoldOut'],
    [{ Status: 'rented', Goal: 1 }, 'https://schema.org/OutOfStock'],
  ];
  for (const [overrides, availability] of AVAILABILITY) {
    it(`says ${availability} for a property ${overrides?.Status}`, () => {
      expect(offerOf(listingJsonLd(completeProperty(overrides), options)).availability).toBe(availability);
    });
  }

  it('carries no price the page does not show: unpublished, or replaced by an ignored marquee', () => {
    for (const overrides of [{ PublishPrice: false }, { Marquee: 3 }, { Price: 0 }]) {
      const offer = offerOf(listingJsonLd(completeProperty(overrides), options));
      expect(offer).not.toHaveProperty('price');
      expect(offer).not.toHaveProperty('priceCurrency');
    }
  });

  it('carries neither street nor position of an unpublished address', () => {
    const place = offerOf(listingJsonLd(completeProperty({ PublishAddress: false }), options)).itemOffered as Record<string, unknown>;
    expect(place.address).toEqual({ '@type': 'PostalAddress', postalCode: '2600', addressLocality: 'Berchem', addressCountry: 'BE' });
    expect(place).not.toHaveProperty('geo');
  });

  it('places a Luxembourg listing in LU', () => {
    const place = offerOf(listingJsonLd(completeProperty({ CountryID: 50, Zip: '2449', City: 'Luxembourg' }), options)).itemOffered as { address: { addressCountry: string } };
    expect(place.address.addressCountry).toBe('LU');
  });
});

describe('jsonLdText', () => {
  it('escapes < so no listing text can close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
