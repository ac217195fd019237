import type { Language } from './languages.ts';

/**
 * Content in several languages, keyed by language code. The upper-case code is
 * accepted too, as some CRM exports write it (`{ NL: '…' }`).
 */
export type Translatable = Partial<Record<Language | Uppercase<Language>, string>>;

/** `content[lang]`, else `content[LANG]`, else undefined. */
export function pickTranslation(content: Translatable | string | null | undefined, language: Language): string | undefined {
  if (typeof content === 'string') return content;
  if (!content || typeof content !== 'object') return undefined;
  const value = content[language] ?? content[language.toUpperCase() as Uppercase<Language>];
  return typeof value === 'string' ? value : undefined;
}
