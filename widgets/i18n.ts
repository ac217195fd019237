/**
 * The texts of the elements on the page. The build writes, per element and language, one
 * file with exactly the messages the element's code can show (tools/texts.mjs); an element
 * loads its file in its language when it first renders, with the spec's retry schedule.
 * The messages of the API's errors are a file of their own per language, loaded the first
 * time an error is about to be shown: the transport waits for it before a call fails
 * (ui/api.ts), and a message missing on screen asks for it too (an error known without a
 * call: the server's rendering of a page not found), its element showing it once it is in.
 * Each language has one lingui instance that gathers the files as they arrive, so an
 * element with its own `lang` never changes the language of the others. Unbundled (the
 * tests run the sources), a language's whole compiled catalog stands in for the files.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../core/i18n/languages.ts';
import { retry } from '../core/retry.ts';
import { textsUrl } from './registry.ts';

const instances = new Map<Language, I18n>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The elements defined on this page: a language switch loads the texts of them all. */
const inUse = new Set<string>();
const reported = new Set<string>();
/** Per language, how many text files are on their way. */
const pending = new Map<Language, number>();
/** The error messages' file, in place of an element's folder (tools/texts.mjs). */
const ERROR_TEXTS = 'errors';
/** What renders again when the error messages of its language come in. */
const errorTextsListeners = new Set<{ language: Language; render: () => void }>();

function instanceOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      messages: { [language]: {} },
      // A text shown that its element's file lacks: say so once (the end-to-end tests
      // watch for it). While files are on their way it is expected: their element is
      // hidden until they are in.
      missing: (locale, id) => {
        // perhaps an error's message: on screen as soon as it is in
        if (!loading.has(textsFile(ERROR_TEXTS, locale as Language).key)) loadTexts(locale as Language, ERROR_TEXTS).catch(() => undefined);
        if ((pending.get(locale as Language) ?? 0) > 0) return id;
        if (!reported.has(`${locale}:${id}`)) {
          reported.add(`${locale}:${id}`);
          console.warn(`agency-widgets: no ${locale} text for "${id}"`);
        }
        return id;
      },
    });
    instances.set(language, i18n);
  }
  return i18n;
}

const unbundledCatalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  nl: () => import('../dictionaries/compiled/nl.ts'),
  fr: () => import('../dictionaries/compiled/fr.ts'),
  en: () => import('../dictionaries/compiled/en.ts'),
  de: () => import('../dictionaries/compiled/de.ts'),
};

/** The file that holds `tag`'s texts in `language`: its own in the bundle, the whole catalog unbundled. */
function textsFile(tag: string, language: Language): { key: string; load: () => Promise<Messages> } {
  // a constant of the build: the bundle keeps the first branch only
  if (__AGENCY_TEXTS_BUILD__) {
    return { key: `${language}:${tag}`, load: async () => ((await import(/* @vite-ignore */ textsUrl(tag, language))) as { default: Messages }).default };
  }
  return { key: `${language}:*`, load: async () => (await unbundledCatalogs[language]()).messages };
}

/** Notes an element defined on the page: a language switch loads its texts too. */
export function registerElement(tag: string): void {
  inUse.add(tag);
}

/** Loads `tag`'s texts in `language` once (with the spec's retry schedule). */
function loadTexts(language: Language, tag: string): Promise<void> {
  const file = textsFile(tag, language);
  let promise = loading.get(file.key);
  if (!promise) {
    pending.set(language, (pending.get(language) ?? 0) + 1);
    promise = retry(file.load).then(
      (messages) => {
        instanceOf(language).load(language, messages);
        loaded.add(file.key);
        pending.set(language, pending.get(language)! - 1);
        if (tag === ERROR_TEXTS) for (const listener of errorTextsListeners) if (listener.language === language) listener.render();
      },
      (error: unknown) => {
        pending.set(language, pending.get(language)! - 1);
        loading.delete(file.key);
        throw error;
      },
    );
    loading.set(file.key, promise);
  }
  return promise;
}

const isLoaded = (language: Language, tag: string) => loaded.has(textsFile(tag, language).key);

/**
 * Loads the error messages in each language shown on the page that lacks `error`'s message
 * (a network failure's travels with every element's texts, so it waits for nothing).
 */
export async function loadErrorTexts(error: { messageId: string }): Promise<void> {
  const lacking = [...instances].filter(([, i18n]) => !Object.hasOwn(i18n.messages, error.messageId));
  await Promise.all(lacking.map(([language]) => loadTexts(language, ERROR_TEXTS)));
}

/** Loads the texts of `tags` (by default every element on the page) in `language`. */
export async function loadI18n(language: Language, tags: Iterable<string> = inUse): Promise<I18n> {
  await Promise.all([...tags].map((tag) => loadTexts(language, tag)));
  return instanceOf(language);
}

export interface ShownTexts {
  i18n: I18n;
  /** false while the element renders hidden, its texts still on their way */
  visible: boolean;
}

/**
 * The instance for `language` once `tag`'s texts are in; until then the previous language
 * stays on screen, so a switch never flashes empty texts. Texts already loaded (a switch
 * loads before it changes the language) are used in the same render.
 *
 * Before an element has shown anything it has nothing to keep on screen: with `early` it
 * gets the instance at once, not visible, and renders hidden while its texts arrive, so
 * the requests it makes on mount run alongside them instead of after them.
 */
export function useI18n(language: Language, tag: string, early = false): ShownTexts | undefined {
  const shown = useRef<I18n | undefined>(undefined);
  const [, setLoaded] = useState(0);
  const ready = isLoaded(language, tag);
  useEffect(() => {
    const listener = { language, render: () => setLoaded((count) => count + 1) };
    errorTextsListeners.add(listener);
    return () => void errorTextsListeners.delete(listener);
  }, [language]);
  // asked for during the render, so the texts an early render shows are known to be on their way
  if (!ready && early && !shown.current) loadTexts(language, tag).catch(() => undefined);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadTexts(language, tag).then(
      () => live && setLoaded((count) => count + 1),
      (error: unknown) => console.error(`agency-widgets: the ${language} texts could not be loaded.`, error),
    );
    return () => {
      live = false;
    };
  }, [language, ready, tag]);
  if (ready) shown.current = instanceOf(language);
  if (shown.current) return { i18n: shown.current, visible: true };
  return early ? { i18n: instanceOf(language), visible: false } : undefined;
}
