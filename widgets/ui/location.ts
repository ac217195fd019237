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

/** The path, query and hash of the page within the site; undefined outside the site's base. */
export function sitePath(): string | undefined {
  const path = withoutBase(agencyStore.getState().config.base, location.pathname);
  return path === undefined ? undefined : `${path}${location.search}${location.hash}`;
}

const snapshot = () => `${location.pathname}${location.search}${location.hash}`;

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
