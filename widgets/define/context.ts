/** What every component inside an element can read: the element itself and its language. */
import { createContext, useContext } from 'react';
import type { Language } from '../../core/i18n/languages.ts';

export interface ElementContext {
  /** the custom element itself: emit events from it */
  host: HTMLElement;
  /** the language this element renders in (its own `lang`, else the page's) */
  language: Language;
}

const ElementContextValue = createContext<ElementContext | null>(null);

/** Provides what useElement() reads; define.ts does it for every element (and tests for components). */
export const ElementProvider = ElementContextValue.Provider;

/** The host element and language, for components deep inside an element (links, forms). */
export function useElement(): ElementContext {
  const context = useContext(ElementContextValue);
  if (!context) throw new Error('useElement() outside an agency element');
  return context;
}
