/** The owner portal's answers (the session's: ./owner-account.ts). */
export { ownerSessionSchema } from './owner-account.ts';
import { AVAILABILITY_STATES } from '../../property/types.ts';
import { array, boolean, enums, nullable, number, optional, string, type, type Struct } from 'superstruct';
import { HISTORY_SOURCES, HISTORY_STATUSES, HISTORY_TYPES } from '../../owner/history.ts';
import type { OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../contract.ts';
import { pictureSchema, text, translatableOrNull, translatableSchema } from './common.ts';

export const ownerPropertySchema: Struct<OwnerProperty> = type({
  ID: number(),
  Title: translatableSchema,
  Street: text(),
  HouseNumber: text(),
  Zip: text(),
  City: text(),
  Goal: number(),
  WebID: number(),
  Status: enums(AVAILABILITY_STATES),
  Online: boolean(),
  MainPicture: nullable(pictureSchema),
});

export const ownerStatisticsSchema: Struct<OwnerStatistics> = type({
  today: number(),
  week: number(),
  month: number(),
  total: number(),
  last30: array(type({ date: string(), count: number() })),
  sources: optional(array(type({ source: enums(HISTORY_SOURCES), last30: number(), total: number() }))),
});

export const ownerHistoryRowSchema: Struct<OwnerHistoryRow> = type({
  ID: number(),
  Date: string(),
  Type: enums(HISTORY_TYPES),
  Contact: text(),
  Subject: translatableSchema,
  Comment: translatableOrNull(),
  Status: enums(HISTORY_STATUSES),
  Source: nullable(enums(HISTORY_SOURCES)),
});
