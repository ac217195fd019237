/** A property as lists get it. */
import { boolean, enums, nullable, number, string, type, union, type Struct } from 'superstruct';
import { AVAILABILITY_STATES, type PropertySummary } from '../../property/types.ts';
import { addressShape, count, pictureSchema, text, translatableOrNull, translatableSchema } from './common.ts';

const propertyCoreShape = {
  ID: number(),
  PublishPrice: boolean(),
  Price: count(),
  PriceUnit: count(),
  PriceUnitText: translatableOrNull(),
  Marquee: count(),
  MarqueeName: nullable(union([string(), translatableSchema])),
  PublishAddress: boolean(),
  ...addressShape,
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
  Status: enums(AVAILABILITY_STATES),
  Latitude: count(),
  Longitude: count(),
  RegionID: count(),
  CreatedAt: string(),
};

export const propertySummarySchema: Struct<PropertySummary> = type(summaryShape);
