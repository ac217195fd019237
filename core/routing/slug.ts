/**
 * Spec §2 slugs: remove diacritics and punctuation, lower-case, spaces → hyphens, join
 * the segments with "/" and end with "/".
 */

// Letters NFD does not split into a base letter and a mark: a visitor typing "Straße"
// or "cœur" into a search engine expects "strasse" and "coeur" in the address.
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * One segment of a slug: "Schaerbeek/Schaarbeek" → "schaerbeek-schaarbeek",
 * "Rue de l'Église" → "rue-de-leglise". Characters that separate words (white space,
 * slashes, dashes, underscores, commas…) become one hyphen; other punctuation
 * (apostrophes, dots, ampersands) disappears so that it never splits a word.
 */
export function slugSegment(text: unknown): string {
  if (typeof text === 'number' && Number.isFinite(text)) text = String(text);
  if (typeof text !== 'string') return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[\s/\\_\-–—,;:|+]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * `slugify('Liège', 'Appartement lumineux')` → `"liege/appartement-lumineux/"`.
 * Segments that leave nothing (empty, only punctuation, not text or a number) are
 * skipped; nothing usable at all gives `""`, so a slug can always be appended to a path.
 */
export function slugify(...segments: unknown[]): string {
  const parts = segments.map(slugSegment).filter((part) => part !== '');
  return parts.length > 0 ? `${parts.join('/')}/` : '';
}
