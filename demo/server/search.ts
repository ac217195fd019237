/**
 * Free-text search of listings without a search engine: each listing keeps one
 * normalized text (titles in every language, city, zip, reference, and the street
 * only where the address is published), matched with LIKE. Normalizing (no accents,
 * lower case) lets "liege" find Liège and "sint martens" find Sint-Martens-Latem.
 */
import type { Property } from '../../core/property/types.ts';
import { pickTranslation } from '../../core/i18n/translatable.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';

export function normalizeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Searchable = Pick<Property, 'Title' | 'City' | 'Zip' | 'Street' | 'PublishAddress' | 'Code' | 'Reference' | 'TypeName'>;

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

/** The LIKE patterns of a query: every word must occur; LIKE's wildcards in the query are taken literally. */
export function searchPatterns(query: string): string[] {
  return normalizeKey(query)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}
