import { LANGUAGES, type Language } from './languages.ts';

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

/**
 * A text in `language`, else in the first of the agency's languages that has it (nl, fr,
 * en, de): a Dutch title is more use to a visitor than an empty line. '' when none has it.
 */
export function textIn(content: Translatable | string | null | undefined, language: Language): string {
  for (const candidate of [language, ...LANGUAGES]) {
    const text = pickTranslation(content, candidate)?.trim();
    if (text) return text;
  }
  return '';
}
