/** A text of the CRM in the page's language, else in the first language that has it. */
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { type Translatable, pickTranslation } from '../../core/i18n/translatable.ts';

export function textIn(content: Translatable | string | null | undefined, language: Language): string {
  for (const candidate of [language, ...LANGUAGES]) {
    const text = pickTranslation(content, candidate)?.trim();
    if (text) return text;
  }
  return '';
}
