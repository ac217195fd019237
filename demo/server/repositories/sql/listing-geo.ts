/**
 * What a listing's map point is read from, on each engine: the record's coordinates and
 * whether its address is published live in its JSON (`data`), read by the engine's own
 * JSON functions so a map of ten thousand listings never parses them in JavaScript; and
 * how a search keeps a set of ids (the listings a drawn area holds) as one parameter.
 */
import { type RawBuilder, sql as raw } from 'kysely';
import type { Dialect } from '../../db/database.ts';

/** The columns of a listing's map point: `lat`, `lng` (numbers or null) and `published` (1/true when the address is public). */
export function locationColumns(dialect: Dialect) {
  if (dialect === 'sqlite') {
    return {
      lat: raw<number | null>`json_extract(data, '$.Latitude')`,
      lng: raw<number | null>`json_extract(data, '$.Longitude')`,
      published: raw<number | boolean | null>`json_extract(data, '$.PublishAddress')`,
    };
  }
  return {
    lat: raw<number | null>`(data::jsonb ->> 'Latitude')::double precision`,
    lng: raw<number | null>`(data::jsonb ->> 'Longitude')::double precision`,
    published: raw<number | boolean | null>`(data::jsonb ->> 'PublishAddress')::boolean`,
  };
}

/** `id` is one of `ids`, the list passed as a single parameter (a drawn area may hold thousands). */
export function idIn(dialect: Dialect, ids: readonly number[]): RawBuilder<boolean> {
  if (ids.length === 0) return raw<boolean>`1 = 0`;
  return dialect === 'sqlite'
    ? raw<boolean>`id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`
    : raw<boolean>`id = ANY(${`{${ids.join(',')}}`}::int[])`;
}
