/** A property as lists get it. */
import { boolean, enums, nullable, number, string, type, union, type Struct } from 'superstruct';
import type { PropertySummary } from '../../property/types.ts';
import { AVAILABILITY, count, pictureSchema, text, translatableOrNull, translatableSchema } from './common.ts';

const propertyCoreShape = {
  ID: number(),
  PublishPrice: boolean(),
  Price: count(),
  PriceUnit: count(),
  PriceUnitText: translatableOrNull(),
  Marquee: count(),
  MarqueeName: nullable(union([string(), translatableSchema])),
  PublishAddress: boolean(),
  Street: text(),
  HouseNumber: text(),
  BoxNr: text(),
  Zip: text(),
  City: text(),
  CountryID: number(),
  CountryName: text(),
  EnergyPerformance: count(),
  EPCLabelText: text(),
};

export const summaryShape = {
  ...propertyCoreShape,
  Goal: number(),
  WebID: number(),
  TypeName: translatableSchema,
  Title: translatableSchema,
  Teaser: translatableOrNull(),
  Bedrooms: count(),
  Bathrooms: count(),
  SurfaceLiving: count(),
  SurfaceGround: count(),
  MainPicture: nullable(pictureSchema),
  Status: enums(AVAILABILITY),
  Latitude: count(),
  Longitude: count(),
  RegionID: count(),
  CreatedAt: string(),
};

export const propertySummarySchema: Struct<PropertySummary> = type(summaryShape);
