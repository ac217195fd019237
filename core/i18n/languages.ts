/** The languages the product speaks, in the order the agency lists them. */
export const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself: a language switch shows these, never a translation. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};

/** `'FR'`, `'fr-BE'` and `' fr '` all name French; anything else names no language. */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : undefined;
}

/**
 * A comma- or space-separated list such as `"nl, FR,de"` → the known languages in
 * the given order, without duplicates. An empty or unusable list enables all four.
 */
export function parseLanguages(list: unknown): Language[] {
  const found: Language[] = [];
  if (typeof list === 'string') {
    for (const part of list.split(/[\s,;]+/)) {
      const language = toLanguage(part);
      if (language && !found.includes(language)) found.push(language);
    }
  }
  return found.length > 0 ? found : [...LANGUAGES];
}
