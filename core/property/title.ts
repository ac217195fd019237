/**
 * What a property or a project is called wherever it is named (its card, its page, the
 * browser tab, the structured data, the map): its title in the visitor's language, else
 * in another of the agency's languages (a Dutch title says more than an empty line), else
 * what it is: a property's type, a project's number.
 */
import type { Language } from '../i18n/languages.ts';
import { type Translatable, textIn } from '../i18n/translatable.ts';

export function propertyTitle(property: { Title?: Translatable | null; TypeName?: Translatable | null }, language: Language): string {
  return textIn(property.Title, language) || textIn(property.TypeName, language);
}

export function projectTitle(project: { Title?: Translatable | null; ProjectNumber?: string | null }, language: Language): string {
  return textIn(project.Title, language) || (project.ProjectNumber ?? '').trim();
}
