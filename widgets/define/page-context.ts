/**
 * The page an element renders for and the page's settings. In the browser they are the
 * window's (its `location`, the bundle's one store of `<agency-config>` settings); the
 * server's renderer gives its own for each request through this context, since it renders
 * many pages at once and nothing of one may sit in a global (widgets/server/render.ts).
 * Components read them with these hooks while they render; handlers and effects run in the
 * browser only and may read the globals.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { type AgencyState, type AgencyStore, agencyStore } from '../../core/store.ts';

/** What screens read of the page's address. */
export type PageLocation = Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash'>;

export interface PageContext {
  /** the page's address */
  location: PageLocation;
  /** the address relative links of the page resolve against */
  baseUri: string;
  /** the folder of the bundle the page loads (its images: EPC labels) */
  bundleBase: string;
  /** the page's settings and shared state */
  store: AgencyStore;
}

/** Undefined in the browser: the window's page. */
export const PageContextValue = createContext<PageContext | undefined>(undefined);

/** The page the element renders for on the server; undefined in the browser. */
export function useServerPage(): PageContext | undefined {
  return useContext(PageContextValue);
}

/** A value of the page's settings or shared state (`useAgencyStore((state) => state.config.base)`), re-rendering when it changes. */
export function useAgencyStore<T>(selector: (state: AgencyState) => T): T {
  return useStore(useContext(PageContextValue)?.store ?? agencyStore, selector);
}
