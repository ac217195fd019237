/**
 * The page's location as the site sees it (without `<agency-config base>`), for screens
 * that depend on it. Widgets change the URL only through pushLocation / replaceLocation,
 * which tell every subscriber; back and forward arrive through popstate. On the server the
 * page is the one the renderer renders for (define/page-context.ts): components read it
 * with the hooks here while they render.
 */
import { useSyncExternalStore } from 'react';
import { withoutBase } from '../../../core/config.ts';
import { agencyStore } from '../../../core/store.ts';
import { type PageLocation, useAgencyStore, useServerPage } from '../../define/page-context.ts';

export type { PageLocation } from '../../define/page-context.ts';

const LOCATION_EVENT = 'agency-location';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
}

const pathOf = ({ pathname, search, hash }: PageLocation) => `${pathname}${search}${hash}`;
const windowPath = () => pathOf(location);

/** Re-renders when the URL changes; returns the host page's path, query and hash. */
export function useLocation(): string {
  const page = useServerPage()?.location;
  const read = page ? () => pathOf(page) : windowPath;
  return useSyncExternalStore(subscribe, read, read);
}

/** The page's address (re-rendering when it changes). */
export function usePageLocation(): PageLocation {
  const page = useServerPage()?.location;
  useLocation();
  return page ?? location;
}

/** The address relative URLs of the page resolve against. */
export function usePageBase(): string {
  return useServerPage()?.baseUri ?? document.baseURI;
}

function sitePathOf({ pathname, search, hash }: PageLocation, base: string): string | undefined {
  const path = withoutBase(base, pathname);
  return path === undefined ? undefined : `${path}${search}${hash}`;
}

/** The path, query and hash of the page within the site; undefined outside the site's base. */
export function useSitePath(): string | undefined {
  const page = usePageLocation();
  return sitePathOf(page, useAgencyStore((state) => state.config.base));
}

/** useSitePath() for code that runs in the browser only: handlers, effects, elements the server does not render. */
export function sitePath(): string | undefined {
  return sitePathOf(location, agencyStore.getState().config.base);
}

export function pushLocation(url: string, state: unknown = null): void {
  history.pushState(state, '', url);
  window.dispatchEvent(new Event(LOCATION_EVENT));
}

export function replaceLocation(url: string, state: unknown = history.state): void {
  history.replaceState(state, '', url);
  window.dispatchEvent(new Event(LOCATION_EVENT));
}
