/** Projects and their constructions (the price list). */
import { array, boolean, enums, nullable, number, string, type, type Struct } from 'superstruct';
import type { Construction, Project, ProjectSummary } from '../../property/types.ts';
import { AVAILABILITY, count, documentSchema, managerSchema, pictureSchema, text, translatableOrNull, translatableSchema } from './common.ts';

export const constructionSchema: Struct<Construction> = type({
  ID: number(),
  Unit: string(),
  Floor: count(),
  WebID: number(),
  Bedrooms: count(),
  SurfaceLiving: count(),
  PublishPrice: boolean(),
  Price: count(),
  Status: enums(AVAILABILITY),
  Requirement: translatableOrNull(),
});

const projectSummaryShape = {
  ID: number(),
  ProjectNumber: string(),
  Title: translatableSchema,
  Teaser: translatableOrNull(),
  PublicAddress: boolean(),
  Street: text(),
  HouseNumber: text(),
  BoxNr: text(),
  Zip: text(),
  City: text(),
  CountryID: number(),
  CountryName: text(),
  PriceMin: count(),
  PriceMax: count(),
  Status: enums(AVAILABILITY),
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
