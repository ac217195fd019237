/**
 * The server's translations: core's messages and the server's mail texts, compiled by
 * lingui.server.config.ts apart from the bundle's catalogs, one lingui instance per language.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import type { MessageDescriptor } from '../../../core/messages.ts';
import { messages as de } from '../../../dictionaries/compiled/server/de.ts';
import { messages as en } from '../../../dictionaries/compiled/server/en.ts';
import { messages as fr } from '../../../dictionaries/compiled/server/fr.ts';
import { messages as nl } from '../../../dictionaries/compiled/server/nl.ts';

const catalogs = { nl, fr, en, de };

const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => [language, setupI18n({ locale: language, messages: { [language]: catalogs[language] } })]),
);

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** The English source with its `{placeholders}` filled: for a message the compiled catalogs do not have yet. */
function fallback(message: string, values: Record<string, unknown> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** `t(descriptor, values)` in `language`; a message missing from the catalog falls back to its English source. */
export function translator(language: Language): Translate {
  const i18n = instances.get(language)!;
  return (descriptor, values) =>
    Object.hasOwn(i18n.messages, descriptor.id) ? i18n._(descriptor.id, values) : fallback(descriptor.message, values);
}

/** The lingui instance of `language`, for a message of core with placeholders. */
export function i18nOf(language: Language): I18n {
  return instances.get(language)!;
}

/** A message of core/messages.ts known only by id (validation, success texts). */
export function translateId(language: Language, id: string): string {
  return instances.get(language)!._(id);
}
