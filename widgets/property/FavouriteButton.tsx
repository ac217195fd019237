/**
 * The heart of a card and of a property's page: a toggle button, named by the property's
 * title, pressed while the property is among the visitor's favourites (kept in this
 * browser: core/favourites). Styles: favourite.css.
 */
import { useLingui } from '@lingui/react/macro';
import { dropFavourite, keepFavourite } from '../../core/favourites/favourites.ts';
import type { PropertySummary } from '../../core/property/types.ts';
import { localStore } from '../ui/storage/web-storage.ts';
import { favouritesChanged, useFavourites } from './favourites-state.ts';

export function FavouriteButton({ property, title, className = '' }: { property: Pick<PropertySummary, 'ID' | 'PublishPrice' | 'Price' | 'Status'>; title: string; className?: string }) {
  const { t } = useLingui();
  const kept = Boolean(useFavourites()?.some((favourite) => favourite.id === property.ID));
  const toggle = () => {
    if (kept) dropFavourite(localStore, property.ID);
    else keepFavourite(localStore, property);
    favouritesChanged();
  };
  return (
    <button type="button" className={`favourite ${className}`} part="favourite" aria-pressed={kept} onClick={toggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d="M12 20.5s-7.6-4.7-9.4-9.5C1.3 7.6 3.4 4 6.9 4c2.2 0 3.8 1.3 5.1 3.1C13.3 5.3 14.9 4 17.1 4c3.5 0 5.6 3.6 4.3 7-1.8 4.8-9.4 9.5-9.4 9.5z" />
      </svg>
      <span className="visually-hidden">{t({ id: 'property.favourite', message: `Favourite: ${title}` })}</span>
    </button>
  );
}
