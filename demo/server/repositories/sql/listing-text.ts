/**
 * Free text on each engine, the one place the two differ in how a listing is found:
 *
 * - SQLite: the FTS5 table `listing_text` (db/migrations/001-schema.ts), kept in step by
 *   triggers; every word must start a word of the listing's summary or descriptions.
 * - PostgreSQL: the `text_vector` column (db/migrations/001-schema.ts), written with the
 *   row: the summary with the `simple` configuration and each description with its
 *   language's (dutch, french, english, german), all through `unaccent`. Every word must
 *   start a word in one of them, as written or as its language stems it ("woningen"
 *   finds "woning"), and a GIN index finds the rows.
 */
import { type RawBuilder, sql as raw } from 'kysely';
import { LANGUAGES, type Language } from '../../../../core/i18n/languages.ts';
import type { Property } from '../../../../core/property/types.ts';
import type { Dialect } from '../../db/database.ts';
import { descriptionText } from '../../search.ts';

/** PostgreSQL's text search configuration of each language. */
export const TEXT_CONFIGURATIONS: Record<Language, string> = { nl: 'dutch', fr: 'french', en: 'english', de: 'german' };

/** Whether a listing holds every word (search.ts searchWords), as a condition on `properties`. */
export function textMatch(dialect: Dialect, words: readonly string[]): RawBuilder<boolean> {
  if (dialect === 'sqlite') {
    const query = words.map((word) => `"${word}"*`).join(' ');
    // `+id`: the matches are looked up while the index of the sort is read in order,
    // rather than each match's large row being read to sort them
    return raw<boolean>`+id IN (SELECT rowid FROM listing_text WHERE listing_text MATCH ${query})`;
  }
  // words hold letters and digits only (normalizeKey): nothing of them is tsquery syntax
  const configurations = ['simple', ...LANGUAGES.map((language) => TEXT_CONFIGURATIONS[language])];
  const each = words.map(
    (word) => raw`(${raw.join(configurations.map((configuration) => raw`to_tsquery(${raw.lit(configuration)}::regconfig, ${`${word}:*`})`), raw` || `)})`,
  );
  // The query as a sub-select, a value the planner cannot see: it then estimates few matches
  // and reads the GIN index. Seen, the prefixes' estimate is so high (each word's stems
  // OR-ed) that it scans the table and unpacks every row's vector of all four
  // descriptions, several times slower than the index even when a quarter of the rows match.
  return raw<boolean>`text_vector @@ (SELECT ${raw.join(each, raw` && `)})`;
}

/** The value of `text_vector` for a listing's row (PostgreSQL), from its summary (search.ts searchText) and descriptions. */
export function textVector(summary: string, property: Pick<Property, 'Description'>): RawBuilder<unknown> {
  const parts = [
    raw`to_tsvector('simple', unaccent(${summary}))`,
    ...LANGUAGES.map((language) => {
      const text = descriptionText(property.Description, language) ?? '';
      return raw`to_tsvector(${raw.lit(TEXT_CONFIGURATIONS[language])}::regconfig, unaccent(${text}))`;
    }),
  ];
  return raw`${raw.join(parts, raw` || `)}`;
}
