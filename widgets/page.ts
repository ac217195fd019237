/**
 * What an element needs from the page before it first renders: the settings of
 * `<agency-config>` and the visitor's language. Runs once per copy of the bundle. It is
 * all `<agency-config>` needs, so it imports no framework and no texts
 * (tools/chunk-rule.mjs keeps it in a chunk of its own).
 */
import { type ConfigAttributes, CONFIG_ATTRIBUTES, parseConfig } from '../core/config.ts';
import { detectLanguage, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY, type LanguageSources } from '../core/i18n/detect.ts';
import { agencyStore } from '../core/store.ts';
import { localStore, sessionStore } from './ui/storage/web-storage.ts';

/** Where the bundle was served from: the API defaults to /api/v1 there. */
const bundleOrigin = new URL(import.meta.url).origin;

export function applyConfig(element: Element | null): void {
  const attributes: ConfigAttributes = {};
  for (const name of CONFIG_ATTRIBUTES) attributes[name] = element?.getAttribute(name);
  agencyStore.getState().configure(parseConfig(attributes, bundleOrigin));
}

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

/** The visitor's language on this page, detected once (and again when `<agency-config>` changes). */
export function detectPageLanguage(): void {
  const { config, setLanguage } = agencyStore.getState();
  const language = detectLanguage(pageLanguageSources(), config.languages, config.defaultLanguage);
  if (language) setLanguage(language);
}

let started = false;
export function startPage(): void {
  if (started) return;
  started = true;
  applyConfig(document.querySelector('agency-config'));
  detectPageLanguage();
}
