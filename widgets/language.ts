/** The visitor's language on this page: detected once, changed by a language switch. */
import {
  detectLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type LanguageSources,
} from '../core/i18n/detect.ts';
import type { Language } from '../core/i18n/languages.ts';
import { agencyStore } from '../core/store.ts';
import { loadI18n } from './i18n.ts';
import { localStore, sessionStore } from './ui/web-storage.ts';

function cookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

export function pageLanguageSources(): LanguageSources {
  return {
    path: location.pathname,
    query: new URLSearchParams(location.search).get(LANGUAGE_QUERY_PARAM),
    cookie: cookie(LANGUAGE_COOKIE),
    // storage can be blocked (privacy settings, sandboxed frames): a language is then simply not remembered
    localStorage: localStore.read(LANGUAGE_STORAGE_KEY) ?? null,
    sessionStorage: sessionStore.read(LANGUAGE_STORAGE_KEY) ?? null,
    navigator: navigator.languages,
    htmlLang: document.documentElement.lang,
  };
}

export function detectPageLanguage(): void {
  const { config, setLanguage } = agencyStore.getState();
  const language = detectLanguage(pageLanguageSources(), config.languages, config.defaultLanguage);
  if (language) setLanguage(language);
}

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
