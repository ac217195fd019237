/**
 * Schemas every resource shares (translated texts, pictures, documents, the manager,
 * pages of a list, tree items) and the error body. Objects are checked with `type()`,
 * which lets extra fields through: a server may add fields without breaking clients.
 */
import { array, boolean, literal, nullable, number, optional, record, string, type, union, type Struct } from 'superstruct';
import type { Translatable } from '../../i18n/translatable.ts';
import type { DocumentFile, Manager, Picture } from '../../property/types.ts';
import type { Created, Page, TreeItemSource } from '../contract.ts';


export const text = () => nullable(string());

export const count = () => nullable(number());

export const flag = () => nullable(boolean());

/** The address fields of a property or a project (whether they may be shown is the address rule's call). */
export const addressShape = {
  Street: text(),
  HouseNumber: text(),
  BoxNr: text(),
  Zip: text(),
  City: text(),
  CountryID: number(),
  CountryName: text(),
};

export const translatableSchema = record(string(), string()) as unknown as Struct<Translatable, null>;

export const translatableOrNull = () => nullable(translatableSchema);

export const pictureSchema: Struct<Picture> = type({
  ID: number(),
  Url: string(),
  Thumbs: type({ low: string(), medium: string(), high: string() }),
  Width: number(),
  Height: number(),
  Caption: translatableOrNull(),
});

export const documentSchema: Struct<DocumentFile> = type({
  ID: number(),
  Name: translatableSchema,
  Url: string(),
  Size: number(),
  MimeType: string(),
});

export const managerSchema: Struct<Manager> = type({
  ID: number(),
  FirstName: string(),
  LastName: string(),
  Function: translatableOrNull(),
  Email: string(),
  Phone: text(),
  Mobile: text(),
  PhotoUrl: text(),
});

export function pageSchema<T>(item: Struct<T>): Struct<Page<T>> {
  return type({ items: array(item), total: number(), page: number(), pageSize: number(), pageCount: number() });
}

export const treeItemSchema: Struct<TreeItemSource> = type({
  ID: number(),
  ParentID: nullable(number()),
  Name: union([string(), translatableSchema]),
  WebID: nullable(number()),
});

export const createdSchema: Struct<Created> = type({ id: string() });

export const healthSchema = type({ status: literal('ok') });

export const errorBodySchema = type({
  error: string(),
  fields: optional(record(string(), string())),
  retryAfter: optional(number()),
});
