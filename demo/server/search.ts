/**
 * Free-text search of listings (`q`): SQLite's FTS5 or PostgreSQL's tsvector
 * (db/migrations/001-schema.ts, repositories/sql/listing-text.ts).
 * Each listing is indexed with one normalized summary (titles and types in every
 * language, city, zip, reference, and the street only where the address is published)
 * and its description in each language as plain text. The index folds diacritics and
 * case, so "liege" finds Liège and "sint martens" finds Sint-Martens-Latem.
 */
import { decodeHTML } from 'entities';
import type { Translatable } from '../../core/i18n/translatable.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import type { Property } from '../../core/property/types.ts';

export function normalizeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Searchable = Pick<Property, 'Title' | 'City' | 'Zip' | 'Street' | 'PublishAddress' | 'Code' | 'Reference' | 'TypeName'>;

/** The summary a listing is found by; an unpublished street is left out, so no search can reveal it. */
export function searchText(property: Searchable): string {
  const parts = [
    ...LANGUAGES.map((language) => pickTranslation(property.Title, language) ?? ''),
    ...LANGUAGES.map((language) => pickTranslation(property.TypeName, language) ?? ''),
    property.City ?? '',
    property.Zip ?? '',
    property.PublishAddress ? (property.Street ?? '') : '',
    property.Code ?? '',
    property.Reference ?? '',
  ];
  return ` ${normalizeKey(parts.join(' '))} `;
}

/**
 * The words a reader sees in the HTML of a description in `language` (not its tags, nor
 * its comments and scripts; entities decoded, as CRM editors write `&egrave;`), or null.
 */
export function descriptionText(content: Translatable | string | null | undefined, language: Language): string | null {
  const html = pickTranslation(content, language);
  if (!html) return null;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeHTML(text).replace(/\s+/g, ' ').trim() || null;
}

/** At most this many words of a query count: a pasted paragraph must not become a costly query. */
const MAX_WORDS = 8;

/** The words of a visitor's text that a search looks for, normalized as the index is; none when it holds no word. */
export function searchWords(text: string): string[] {
  return normalizeKey(text).split(' ').filter(Boolean).slice(0, MAX_WORDS);
}

/**
 * The FTS5 query of a visitor's text: every word must occur, as a word or the start of
 * one ("terras" finds "terrassen"). Quoted, so nothing a visitor types is FTS syntax.
 * Undefined when the text holds no word (then `q` filters nothing).
 */
export function searchQuery(text: string): string | undefined {
  const words = searchWords(text);
  return words.length === 0 ? undefined : words.map((word) => `"${word}"*`).join(' ');
}
