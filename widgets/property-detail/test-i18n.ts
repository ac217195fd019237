/** The compiled catalogs as lingui instances, for tests of functions that take an i18n. */
import { type I18n, setupI18n } from '@lingui/core';
import type { Language } from '../../core/i18n/languages.ts';
import { messages as de } from '../../dictionaries/compiled/de.ts';
import { messages as en } from '../../dictionaries/compiled/en.ts';
import { messages as fr } from '../../dictionaries/compiled/fr.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';

const catalogs = { nl, fr, en, de };

export function i18nFor(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
}
