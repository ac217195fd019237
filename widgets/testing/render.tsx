/** Renders a component as define.ts would, for vitest component tests (happy-dom). */
import { type I18n, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { render } from '@testing-library/preact';
import type { VNode } from 'preact';
import type { ReactNode } from 'react';
import type { Language } from '../../core/i18n/languages.ts';
import { ElementProvider } from '../define/context.ts';
import { messages as de } from '../../dictionaries/compiled/de.ts';
import { messages as en } from '../../dictionaries/compiled/en.ts';
import { messages as fr } from '../../dictionaries/compiled/fr.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';

const catalogs = { nl, fr, en, de };

/** The compiled catalogs as a lingui instance, for tests of functions that take an i18n. */
export function i18nFor(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
}

// Components are written against React's types and run on preact/compat: the one cast is here.
const asPreact = (node: ReactNode) => node as unknown as VNode;

/**
 * Renders `ui` in `language` inside the contexts define.ts gives an element; `host`
 * stands for the custom element (events are dispatched from it).
 */
export function renderInLanguage(ui: ReactNode, language: Language = 'en', host: HTMLElement = document.createElement('div')) {
  const i18n = i18nFor(language);
  const wrap = (children: ReactNode) => (
    <LinguiContext.Provider value={{ i18n, _: i18n.t.bind(i18n) }}>
      <ElementProvider value={{ host, language }}>{children}</ElementProvider>
    </LinguiContext.Provider>
  );
  const result = render(asPreact(wrap(ui)));
  return { ...result, rerender: (next: ReactNode) => result.rerender(asPreact(wrap(next))) };
}
