/**
 * The listing as schema.org data for search engines: a RealEstateListing whose Offer
 * carries the price, the currency and the availability. Only what the page itself
 * shows goes in: no price the agency keeps to itself, no street or exact position
 * of an address it does not publish.
 */
import { safePictures } from '../../core/format/safe-url.ts';
import { CURRENCY } from '../../core/constants.ts';
import { stripMarkup } from '../../core/format/strip-markup.ts';
import { formatCity } from '../../core/format/city.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { goalOf } from '../../core/property/goal.ts';
import { COUNTRY_LUXEMBOURG } from '../../core/property/reference.ts';
import type { AvailabilityState, Property } from '../../core/property/types.ts';
import type { Coordinates } from './coordinates.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { propertyTitle } from '../../core/property/title.ts';

const SCHEMA = 'https://schema.org/';

/** A rented home is no longer offered, but it was not sold either. */
const AVAILABILITY: Readonly<Record<AvailabilityState, string>> = {
  available: `${SCHEMA}InStock`,
  sold: `${SCHEMA}SoldOut`,
  sold_out: `${SCHEMA}SoldOut`,
  rented: `${SCHEMA}OutOfStock`,
};

/** GoodRelations business functions, which schema.org's Offer uses for selling and letting. */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** UN/CEFACT codes: square metre, month. */
const SQUARE_METRE = 'MTK';
const MONTH = 'MON';

export interface JsonLdOptions {
  language: Language;
  /** the page the listing is on */
  url: string;
  marqueeIgnore: readonly number[];
  /**
   * where the property is (coordinatesOf), given by the caller: this module loads after
   * the page shows and so imports nothing only the element's own code does (Deferred.tsx)
   */
  at: Coordinates | null;
}

type Json = Record<string, unknown>;

/** The published price as a number, or null when the page shows no amount. */
export function publishedPrice(property: Pick<Property, 'PublishPrice' | 'Price' | 'Marquee'>, marqueeIgnore: readonly number[]): number | null {
  if (property.PublishPrice !== true) return null;
  if (property.Marquee !== null && marqueeIgnore.includes(property.Marquee)) return null;
  return typeof property.Price === 'number' && Number.isFinite(property.Price) && property.Price > 0 ? property.Price : null;
}

export function listingJsonLd(property: Property, { language, url, marqueeIgnore, at: position }: JsonLdOptions): Json {
  const forSale = goalOf(property.Goal) === 'FOR_SALE';
  const price = publishedPrice(property, marqueeIgnore);
  const published = property.PublishAddress === true;
  const images = safePictures(property.Pictures).map((picture) => picture.Url);
  const at = published ? position : null;
  const street = published ? [property.Street, property.HouseNumber, property.BoxNr].filter(Boolean).join(' ') : '';
  const description = stripMarkup(textIn(property.Description, language));

  const place: Json = {
    '@type': property.WebID === 1 ? 'Accommodation' : 'Place',
    name: textIn(property.TypeName, language) || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street || undefined,
      postalCode: property.Zip ?? undefined,
      addressLocality: formatCity(property.City) || undefined,
      addressCountry: property.CountryID === COUNTRY_LUXEMBOURG ? 'LU' : 'BE',
    },
    geo: at ? { '@type': 'GeoCoordinates', ...at } : undefined,
    numberOfBedrooms: positive(property.Bedrooms),
    numberOfBathroomsTotal: positive(property.Bathrooms),
    floorSize: positive(property.SurfaceLiving) ? { '@type': 'QuantitativeValue', value: property.SurfaceLiving, unitCode: SQUARE_METRE } : undefined,
    yearBuilt: positive(property.ConstructionYear),
  };

  const offer: Json = {
    '@type': 'Offer',
    availability: AVAILABILITY[property.Status] ?? AVAILABILITY.available,
    businessFunction: forSale ? SELL : LEASE_OUT,
    price: price ?? undefined,
    priceCurrency: price === null ? undefined : CURRENCY,
    priceSpecification:
      price !== null && !forSale
        ? { '@type': 'UnitPriceSpecification', price, priceCurrency: CURRENCY, unitCode: MONTH }
        : undefined,
    itemOffered: place,
  };

  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: propertyTitle(property, language),
    description: description || undefined,
    inLanguage: language,
    datePosted: property.CreatedAt || undefined,
    identifier: property.Reference ?? undefined,
    image: images.length > 0 ? images : undefined,
    offers: offer,
  }) as Json;
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Drops undefined fields at every depth, so the data holds only what is known. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => [key, withoutEmpty(entry)]),
    );
  }
  return value;
}

/** The script text: JSON with `<` escaped, so no text of the listing can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
