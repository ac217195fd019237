/**
 * The page's URL query as state: a list reads its filters from it and writes them back
 * with `history.pushState` (a step the visitor can go back to) or `replaceState` (typing,
 * which would otherwise leave one history entry per key). Back and forward (popstate)
 * bring the query of that entry back into the list.
 */
import { useCallback, useEffect, useState } from 'react';
import { usePageLocation } from './location.ts';

export type HistoryMode = 'push' | 'replace';

export function useUrlSearch(): [search: string, navigate: (search: string, mode: HistoryMode) => void] {
  const page = usePageLocation();
  const [search, setSearch] = useState(() => page.search);

  useEffect(() => {
    const sync = () => setSearch(location.search);
    window.addEventListener('popstate', sync);
    sync(); // the page may have changed the URL between the first render and now
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const navigate = useCallback((next: string, mode: HistoryMode) => {
    if (next !== location.search) {
      const url = `${location.pathname}${next}${location.hash}`;
      if (mode === 'push') history.pushState(null, '', url);
      else history.replaceState(history.state, '', url);
    }
    setSearch(next);
  }, []);

  return [search, navigate];
}
