/** Projects and their constructions (the price list). */
import { array, boolean, enums, nullable, number, optional, string, type, type Struct } from 'superstruct';
import { AVAILABILITY_STATES, type Construction, type Project, type ProjectSummary } from '../../property/types.ts';
import { addressShape, count, documentSchema, managerSchema, pictureSchema, translatableOrNull, translatableSchema } from './common.ts';

export const constructionSchema: Struct<Construction> = type({
  ID: number(),
  Unit: string(),
  Floor: count(),
  WebID: number(),
  TypeName: optional(translatableOrNull()),
  Bedrooms: count(),
  SurfaceLiving: count(),
  PublishPrice: boolean(),
  Price: count(),
  Status: enums(AVAILABILITY_STATES),
  Requirement: translatableOrNull(),
});

const projectSummaryShape = {
  ID: number(),
  ProjectNumber: string(),
  Title: translatableSchema,
  Teaser: translatableOrNull(),
  PublicAddress: boolean(),
  ...addressShape,
  PriceMin: count(),
  PriceMax: count(),
  Status: enums(AVAILABILITY_STATES),
  MainPicture: nullable(pictureSchema),
  UnitsAvailable: number(),
  UnitsTotal: number(),
};

export const projectSummarySchema: Struct<ProjectSummary> = type(projectSummaryShape);

export const projectSchema: Struct<Project> = type({
  ...projectSummaryShape,
  Description: translatableSchema,
  Delivery: translatableOrNull(),
  Technical: translatableOrNull(),
  Situation: translatableOrNull(),
  Pictures: array(pictureSchema),
  Documents: array(documentSchema),
  Constructions: array(constructionSchema),
  Manager: nullable(managerSchema),
  Latitude: count(),
  Longitude: count(),
});
