/**
 * The compiled catalogs, one chunk per language and namespace (the first segment of a
 * message id), loaded on first use with the spec's retry schedule. Each element names
 * the namespaces it shows; a page loads only those. Each language has one lingui
 * instance that gathers its namespaces as they arrive, so an element with its own
 * `lang` never changes the language of the others.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../core/i18n/languages.ts';
import { retry } from '../core/retry.ts';
import { NAMESPACES, type Namespace, catalogs } from '../dictionaries/compiled/namespaces.ts';

export type { Namespace } from '../dictionaries/compiled/namespaces.ts';
export { NAMESPACES } from '../dictionaries/compiled/namespaces.ts';

const instances = new Map<Language, I18n>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The namespaces of the elements defined on this page: a language switch loads them all. */
const inUse = new Set<Namespace>();
const reported = new Set<string>();

function instanceOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      messages: { [language]: {} },
      // An element showed a text of a namespace it did not name: say so once (tests watch for it).
      missing: (locale, id) => {
        if (!reported.has(`${locale}:${id}`)) {
          reported.add(`${locale}:${id}`);
          console.warn(`agency-widgets: no ${locale} text for "${id}" (is its namespace loaded?)`);
        }
        return id;
      },
    });
    instances.set(language, i18n);
  }
  return i18n;
}

export function registerNamespaces(namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) inUse.add(namespace);
}

function loadNamespace(language: Language, namespace: Namespace): Promise<void> {
  const key = `${language}:${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = retry(async () => (await catalogs[language]())[namespace]()).then(({ messages }) => {
      instanceOf(language).load(language, messages);
      loaded.add(key);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

const isLoaded = (language: Language, namespaces: readonly Namespace[]) =>
  namespaces.every((namespace) => loaded.has(`${language}:${namespace}`));

/** Loads `namespaces` (by default those of every element on the page) in `language`. */
export async function loadI18n(language: Language, namespaces: readonly Namespace[] = [...inUse]): Promise<I18n> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
  return instanceOf(language);
}

/**
 * The instance for `language` once `namespaces` are in; until then the previous language
 * stays on screen, so a switch never flashes empty texts. Texts already loaded (a switch
 * loads before it changes the language) are used in the same render.
 */
export function useI18n(language: Language, namespaces: readonly Namespace[] = NAMESPACES): I18n | undefined {
  const shown = useRef<I18n | undefined>(undefined);
  const [, setLoaded] = useState(0);
  const ready = isLoaded(language, namespaces);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadI18n(language, namespaces).then(
      () => live && setLoaded((count) => count + 1),
      (error: unknown) => console.error(`agency-widgets: the ${language} texts could not be loaded.`, error),
    );
    return () => {
      live = false;
    };
  }, [language, ready, namespaces]);
  if (ready) shown.current = instanceOf(language);
  return shown.current;
}
