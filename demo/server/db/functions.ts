/**
 * SQL functions the schema itself calls, in triggers (migrations/001-schema.ts): SQLite
 * evaluates them on every write to `properties`, so every connection registers them
 * before it migrates or writes (sqliteDatabase() does). They hold no rule of their own:
 * they hand the column to the rule in core/ or in search.ts.
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { toLanguage } from '../../../core/i18n/languages.ts';
import { descriptionText } from '../search.ts';
import type BetterSqlite3 from 'better-sqlite3';

export function registerSchemaFunctions(db: BetterSqlite3.Database): void {
  // a translatable HTML text given as JSON (`data -> '$.Description'`) → its words in one language, for the full-text index
  db.function('text_in_language', { deterministic: true }, (json: unknown, language: unknown) => {
    const known = toLanguage(language);
    if (typeof json !== 'string' || !known) return null;
    return descriptionText(JSON.parse(json) as Translatable | string | null, known);
  });
}
