/**
 * The page's URL query as state: a list reads its filters from it and writes them back
 * with `history.pushState` (a step the visitor can go back to) or `replaceState` (typing,
 * which would otherwise leave one history entry per key). Back and forward (popstate)
 * bring the query of that entry back into the list, and so does a change another element
 * of the page makes (a map beside the list drawing an area): pushState tells no one, so
 * each change is announced on the window.
 */
import { useCallback, useEffect, useState } from 'react';
import { usePageLocation } from './location.ts';

export type HistoryMode = 'push' | 'replace';

/** Sent on the window when an element changed the page's query. */
const URL_SEARCH_CHANGE = 'agency-url-search';

export function useUrlSearch(): [search: string, navigate: (search: string, mode: HistoryMode) => void] {
  const page = usePageLocation();
  const [search, setSearch] = useState(() => page.search);

  useEffect(() => {
    const sync = () => setSearch(location.search);
    window.addEventListener('popstate', sync);
    window.addEventListener(URL_SEARCH_CHANGE, sync);
    sync(); // the page may have changed the URL between the first render and now
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener(URL_SEARCH_CHANGE, sync);
    };
  }, []);

  const navigate = useCallback((next: string, mode: HistoryMode) => {
    if (next !== location.search) {
      const url = `${location.pathname}${next}${location.hash}`;
      if (mode === 'push') history.pushState(null, '', url);
      else history.replaceState(history.state, '', url);
      setSearch(next);
      window.dispatchEvent(new Event(URL_SEARCH_CHANGE));
      return;
    }
    setSearch(next);
  }, []);

  return [search, navigate];
}
