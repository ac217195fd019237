import { type Language, toLanguage } from './languages.ts';

/**
 * Where a visitor's language can come from. Keys are named after the places the
 * browser side reads; the values are raw, as found.
 */
export interface LanguageSources {
  /** location.pathname: its first segment counts when it is a language code. */
  path?: string | null;
  /** the `lng` query parameter */
  query?: string | null;
  cookie?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** navigator.languages, most preferred first */
  navigator?: readonly string[] | null;
  /** the `lang` attribute of the host page */
  htmlLang?: string | null;
}

/** The spec's order: the path segment wins, then query, cookie, storages, browser, page. */
export const DETECTION_ORDER = [
  'path',
  'query',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlLang',
] as const satisfies readonly (keyof LanguageSources)[];

/**
 * The names the agency's previous site (i18next) used, kept so that a returning
 * visitor's earlier choice still counts after the switch to these widgets.
 */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function candidates(source: keyof LanguageSources, value: LanguageSources[keyof LanguageSources]): unknown[] {
  if (value == null) return [];
  if (source === 'path') {
    // Only an exact language segment counts: "/nl/..." yes, "/nlx/" or "/nl-be/" no.
    const segment = String(value).split('/').find((part) => part !== '');
    return segment && /^[a-z]{2}$/i.test(segment) ? [segment] : [];
  }
  return Array.isArray(value) ? value : [value];
}

/**
 * The first source, in DETECTION_ORDER, that names an enabled language; else
 * `fallback` (by default the first enabled language).
 */
export function detectLanguage(
  sources: LanguageSources,
  enabled: readonly Language[],
  fallback: Language | undefined = enabled[0],
): Language | undefined {
  for (const source of DETECTION_ORDER) {
    for (const candidate of candidates(source, sources[source])) {
      const language = toLanguage(candidate);
      if (language && enabled.includes(language)) return language;
    }
  }
  return fallback;
}
