/**
 * The compiled catalogs, one chunk per language and namespace (the first segment of a
 * message id), loaded on first use with the spec's retry schedule. Each element names
 * the namespaces it shows; a page loads only those, and an element's list comes in one
 * file (a bundle tools/split-catalogs.mjs writes per list), not one request per
 * namespace. Each language has one lingui instance that gathers its namespaces as they
 * arrive, so an element with its own `lang` never changes the language of the others.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../core/i18n/languages.ts';
import { retry } from '../core/retry.ts';
import { type Namespace, type Texts, catalogs } from '../dictionaries/compiled/namespaces.ts';

export type { Namespace, Texts } from '../dictionaries/compiled/namespaces.ts';
export { NAMESPACES } from '../dictionaries/compiled/namespaces.ts';

const instances = new Map<Language, I18n>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The namespace lists of the elements (and parts) shown on this page: a language switch loads them all. */
const inUse = new Map<string, readonly Namespace[]>();
/** A namespace list's file per language (its key → the loaders its element brought). */
const bundles = new Map<string, Texts>();
const reported = new Set<string>();
/** `language:namespace` of the texts being fetched and not yet in. */
const awaited = new Set<string>();

function instanceOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      messages: { [language]: {} },
      // An element showed a text of a namespace it did not name: say so once (tests watch for it).
      // A text whose namespace is on its way is expected: its element is hidden until it is in.
      missing: (locale, id) => {
        if (awaited.has(`${locale}:${id.split('.')[0]}`)) return id;
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

/** The key of a namespace list, as tools/split-catalogs.mjs names its bundle. */
const keyOf = (namespaces: readonly Namespace[]) => [...namespaces].sort().join('+');

/** Notes an element's (or a part's) namespaces, with the loaders of their bundle when it has one. */
export function registerNamespaces(namespaces: readonly Namespace[], texts?: Texts): void {
  if (namespaces.length > 0) inUse.set(keyOf(namespaces), namespaces);
  if (texts) bundles.set(texts.key, texts);
}

/** Fetches one catalog file (with the spec's retry schedule) once, and adds its texts to the language. */
function loadFile(language: Language, key: string, file: () => Promise<{ messages: Messages }>, covers: readonly Namespace[]) {
  const id = `${language}:${key}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = retry(file).then(({ messages }) => {
      instanceOf(language).load(language, messages);
      for (const namespace of covers) {
        loaded.add(`${language}:${namespace}`);
        awaited.delete(`${language}:${namespace}`);
      }
    });
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

const isLoaded = (language: Language, namespaces: readonly Namespace[]) =>
  namespaces.every((namespace) => loaded.has(`${language}:${namespace}`));

/**
 * Loads a namespace list in `language`: an element's list comes in one file (its bundle,
 * or its one namespace's file), unless only one of several is missing; other lists (the
 * parts a screen loads later) namespace by namespace, through the language's index.
 */
async function loadNamespaces(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !loaded.has(`${language}:${namespace}`));
  if (missing.length === 0) return;
  for (const namespace of missing) awaited.add(`${language}:${namespace}`);
  const bundle = bundles.get(keyOf(namespaces));
  if (bundle && (missing.length > 1 || namespaces.length === 1)) {
    await loadFile(language, bundle.key, bundle[language], namespaces);
    return;
  }
  const single = (namespace: Namespace) => async () => (await catalogs[language]()).namespaces[namespace]();
  await Promise.all(missing.map((namespace) => loadFile(language, namespace, single(namespace), [namespace])));
}

/** Loads `namespaces` (by default those of every element on the page) in `language`. */
export async function loadI18n(language: Language, namespaces?: readonly Namespace[]): Promise<I18n> {
  const lists = namespaces ? [namespaces] : [...inUse.values()];
  await Promise.all(lists.map((list) => loadNamespaces(language, list)));
  return instanceOf(language);
}

export interface ShownTexts {
  i18n: I18n;
  /** false while the element renders hidden, its texts still on their way */
  visible: boolean;
}

/**
 * The instance for `language` once `namespaces` are in; until then the previous language
 * stays on screen, so a switch never flashes empty texts. Texts already loaded (a switch
 * loads before it changes the language) are used in the same render.
 *
 * Before an element has shown anything it has nothing to keep on screen: with `early` it
 * gets the instance at once, not visible, and renders hidden while its texts arrive, so
 * the requests it makes on mount run alongside them instead of after them.
 */
export function useI18n(language: Language, namespaces: readonly Namespace[], early = false): ShownTexts | undefined {
  const shown = useRef<I18n | undefined>(undefined);
  const [, setLoaded] = useState(0);
  const ready = isLoaded(language, namespaces);
  // asked for during the render, so the texts an early render shows are known to be on their way
  if (!ready && early && !shown.current) loadI18n(language, namespaces).catch(() => undefined);
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
  if (shown.current) return { i18n: shown.current, visible: true };
  return early ? { i18n: instanceOf(language), visible: false } : undefined;
}
