/**
 * A listing's title where the CRM sends no title text: what it is and where, in each
 * language, as the CRM's public sites title their cards (the type and the town). Never
 * a reference code: "HO-871101" tells a visitor nothing, in any language.
 */
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { pickTranslation, type Translatable } from '../../../core/i18n/translatable.ts';

const IN_TOWN: Readonly<Record<Language, (type: string, town: string) => string>> = {
  nl: (type, town) => `${type} in ${town}`,
  fr: (type, town) => `${type} à ${town}`,
  en: (type, town) => `${type} in ${town}`,
  de: (type, town) => `${type} in ${town}`,
};

/** The title of each language that names the type: "Maison à Namur"; the type alone where there is no town. */
export function composedTitle(type: Translatable, town: Translatable | string | null): Translatable {
  const title: Translatable = {};
  for (const language of LANGUAGES) {
    const name = pickTranslation(type, language)?.trim();
    if (!name) continue;
    const place = (pickTranslation(town ?? undefined, language) ?? pickTranslation(town ?? undefined, 'nl'))?.trim();
    title[language] = place ? IN_TOWN[language](name, place) : name;
  }
  return title;
}

/** The record's own title in each language that has one, a composed one in the others. */
export function titleOr(own: Translatable | null, type: Translatable, town: Translatable | string | null): Translatable {
  return { ...composedTitle(type, town), ...Object.fromEntries(Object.entries(own ?? {}).filter(([, text]) => typeof text === 'string' && text.trim())) };
}
