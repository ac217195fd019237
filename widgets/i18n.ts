/**
 * The compiled catalogs, one chunk per language, loaded on first use with the
 * spec's retry schedule. Each language gets its own lingui instance, so an element
 * with its own `lang` never changes the language of the others.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../core/i18n/languages.ts';
import { retry } from '../core/retry.ts';

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  nl: () => import('../dictionaries/compiled/nl.ts'),
  fr: () => import('../dictionaries/compiled/fr.ts'),
  en: () => import('../dictionaries/compiled/en.ts'),
  de: () => import('../dictionaries/compiled/de.ts'),
};

const loading = new Map<Language, Promise<I18n>>();
const ready = new Map<Language, I18n>();

export function loadI18n(language: Language): Promise<I18n> {
  let pending = loading.get(language);
  if (!pending) {
    pending = retry(() => catalogs[language]()).then(({ messages }) => {
      const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
      ready.set(language, i18n);
      return i18n;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The instance for `language` once its catalog is in; until then the previous
 * language stays on screen, so a switch never flashes empty texts. A catalog that is
 * already loaded (changeLanguage loads before it switches) is used in the same render.
 */
export function useI18n(language: Language): I18n | undefined {
  const shown = useRef<I18n | undefined>(undefined);
  const [, setLoaded] = useState<I18n>();
  const instance = ready.get(language);
  useEffect(() => {
    if (instance) return undefined;
    let live = true;
    loadI18n(language).then(
      (i18n) => live && setLoaded(i18n),
      (error: unknown) => console.error(`agency-widgets: the ${language} texts could not be loaded.`, error),
    );
    return () => {
      live = false;
    };
  }, [language, instance]);
  if (instance) shown.current = instance;
  return shown.current;
}
