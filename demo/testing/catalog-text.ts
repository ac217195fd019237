/** The visitor's words as the tests look for them: a plain message of a compiled catalog, as the page shows it. */
import { messages as de } from '../../dictionaries/compiled/de.ts';
import { messages as en } from '../../dictionaries/compiled/en.ts';
import { messages as fr } from '../../dictionaries/compiled/fr.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';
import type { Language } from '../../core/i18n/languages.ts';

const catalogs = { nl, fr, en, de };

export function catalogText(language: Language, id: string): string {
  const message = catalogs[language][id];
  if (!Array.isArray(message) || message.some((part) => typeof part !== 'string')) throw new Error(`${id} is not plain text`);
  return message.join('');
}
