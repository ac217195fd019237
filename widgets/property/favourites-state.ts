/**
 * The visitor's favourites as every element of the page sees them: a heart pressed on a
 * card shows at once in `<agency-favourites>` beside it, and in the page's other tabs
 * (the browser's `storage` event).
 */
import { useEffect, useState } from 'react';
import { type Favourite, FAVOURITES_KEY, readFavourites } from '../../core/favourites/favourites.ts';
import { localStore } from '../ui/storage/web-storage.ts';

const listeners = new Set<() => void>();

/** Tells every element on the page that the favourites changed. */
export function favouritesChanged(): void {
  for (const listener of listeners) listener();
}

if (typeof addEventListener === 'function') {
  addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_KEY || event.key === null) favouritesChanged();
  });
}

/**
 * The favourites, read after the first render: a page the server rendered knows none, so
 * the element takes it over as rendered and then shows the visitor's own.
 */
export function useFavourites(): readonly Favourite[] | undefined {
  const [favourites, setFavourites] = useState<readonly Favourite[]>();
  useEffect(() => {
    const read = () => setFavourites(readFavourites(localStore));
    read();
    listeners.add(read);
    return () => void listeners.delete(read);
  }, []);
  return favourites;
}
