/**
 * The page's location as the site sees it (without `<agency-config base>`), for screens
 * that depend on it. Widgets change the URL only through pushLocation / replaceLocation,
 * which tell every subscriber; back and forward arrive through popstate.
 */
import { useSyncExternalStore } from 'react';
import { withoutBase } from '../../core/config.ts';
import { agencyStore } from '../../core/store.ts';

const LOCATION_EVENT = 'agency-location';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
}

/** What screens read of the page's address. */
export type PageLocation = Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash'>;

let serverPage: PageLocation | undefined;
let serverBundle: string | undefined;

/**
 * The page's address: the browser's, or on the server the page it renders for (set by the
 * server's renderer around each render; there is no `location` there).
 */
export function pageLocation(): PageLocation {
  return serverPage ?? location;
}

/** The address relative URLs of the page resolve against. */
export function pageBase(): string {
  return serverPage ? serverPage.href : document.baseURI;
}

/**
 * For the server's renderer: the page the next renders are for, and the address of the
 * bundle's folder that page loads (undefined: the browser's own).
 */
export function setServerPage(page: URL | undefined, bundleBase?: string): void {
  serverPage = page;
  serverBundle = bundleBase;
}

/** On the server, the address of the bundle's folder the page loads. */
export function serverBundleBase(): string | undefined {
  return serverBundle;
}

/** The path, query and hash of the page within the site; undefined outside the site's base. */
export function sitePath(): string | undefined {
  const { pathname, search, hash } = pageLocation();
  const path = withoutBase(agencyStore.getState().config.base, pathname);
  return path === undefined ? undefined : `${path}${search}${hash}`;
}

const snapshot = () => {
  const { pathname, search, hash } = pageLocation();
  return `${pathname}${search}${hash}`;
};

/** Re-renders when the URL changes; returns the host page's path, query and hash. */
export function useLocation(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function pushLocation(url: string, state: unknown = null): void {
  history.pushState(state, '', url);
  window.dispatchEvent(new Event(LOCATION_EVENT));
}

export function replaceLocation(url: string, state: unknown = history.state): void {
  history.replaceState(state, '', url);
  window.dispatchEvent(new Event(LOCATION_EVENT));
}
