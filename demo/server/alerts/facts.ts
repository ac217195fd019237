/** What the matching rule of core/demand reads of a listing, with its place in the region tree. */
import type { ListingFacts } from '../../../core/demand/match.ts';
import type { Property } from '../../../core/property/types.ts';
import { mapPoint } from '../geo/map-points.ts';
import { placeAndAncestors } from '../geo/places.ts';

const sum = (...values: (number | null)[]) => (values.every((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0));

export function listingFacts(property: Property): ListingFacts {
  return {
    goal: property.Goal,
    webId: property.WebID,
    typeId: property.TypeID ?? null,
    zip: property.Zip,
    countryId: property.CountryID,
    places: placeAndAncestors(property.RegionID),
    // the point the list's `area=` filter reads (repositories/sql/listings.ts)
    point: mapPoint(property)?.point ?? null,
    price: property.Price,
    publishPrice: property.PublishPrice,
    bedrooms: property.Bedrooms,
    bathrooms: property.Bathrooms,
    garages: property.Garages,
    parkings: sum(property.ParkingsInside, property.ParkingsOutside),
    terrace: property.Terrace,
    garden: property.Garden,
    status: property.Status,
  };
}
