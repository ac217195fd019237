/** The visitor's language on this page, changed by a language switch (detected in page.ts). */
import { LANGUAGE_STORAGE_KEY } from '../core/i18n/detect.ts';
import type { Language } from '../core/i18n/languages.ts';
import { agencyStore } from '../core/store.ts';
import { loadI18n } from './i18n.ts';
import { localStore } from './ui/storage/web-storage.ts';

/**
 * Switches every element on the page at once: the catalog is loaded first, then
 * the store changes, so all elements re-render in the new language together. The
 * choice is remembered in local storage (a preference the visitor asked for).
 */
export async function changeLanguage(language: Language): Promise<void> {
  await loadI18n(language);
  // not remembered when storage refuses, still switched
  localStore.write(LANGUAGE_STORAGE_KEY, language);
  agencyStore.getState().setLanguage(language);
}
