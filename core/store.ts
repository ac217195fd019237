import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AgencyConfig, parseConfig } from './config.ts';
import { type ConsentState, INITIAL_CONSENT } from './consent/state.ts';
import type { Language } from './i18n/languages.ts';

/** What every element on the page shares. */
export interface AgencyState {
  config: AgencyConfig;
  /** the page's current language; an element's own `lang` attribute overrides it for that element */
  language: Language;
  /** the visitor's cookie choices on this page: nothing optional runs until they allow it */
  consent: ConsentState;
  /** the property a visitor points at or focuses, in a list or on a map: the other marks it too */
  highlighted: number | undefined;
  configure(config: AgencyConfig): void;
  setLanguage(language: Language): void;
  setConsent(consent: ConsentState): void;
  setHighlighted(id: number | undefined): void;
}

export type AgencyStore = StoreApi<AgencyState>;

export function createAgencyStore(config: AgencyConfig = parseConfig({}, 'http://localhost')): AgencyStore {
  const store = createStore<AgencyState>()((set) => ({
    config,
    language: config.defaultLanguage,
    consent: INITIAL_CONSENT,
    highlighted: undefined,
    configure: (next) =>
      set((state) => ({
        config: next,
        // a language the page no longer enables gives way to the page's default
        language: next.languages.includes(state.language) ? state.language : next.defaultLanguage,
      })),
    setLanguage: (language) =>
      set((state) => (state.config.languages.includes(language) ? { language } : state)),
    setConsent: (consent) => set({ consent }),
    setHighlighted: (highlighted) => set((state) => (state.highlighted === highlighted ? state : { highlighted })),
  }));
  // Rendering on the server and taking that HTML over in the browser, hooks read the
  // store's "server snapshot", which zustand takes from its initial state: the state as it
  // is now is the right one in both (the server sets it for each render, the page's own
  // settings are in before an element takes over), or the first render would differ.
  store.getInitialState = store.getState;
  return store;
}

/** The one store of this copy of the bundle. */
export const agencyStore: AgencyStore = createAgencyStore();
