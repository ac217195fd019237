/** What changed in a favourite since the visitor kept it, for `<agency-favourites>` alone (the hearts of the lists carry none of it). */
import type { PropertySummary } from '../property/types.ts';
import type { Favourite } from './favourites.ts';

/**
 * What changed since the visitor kept it. A property the API no longer knows (404) is
 * gone; one that closed is sold or rented; otherwise a published price went down or up.
 * Its closing says more than its price, and a price that was or became "on request" is
 * no change the visitor can weigh.
 */
export type FavouriteChange =
  | { kind: 'gone' }
  | { kind: 'sold' | 'rented' }
  | { kind: 'priceDown' | 'priceUp'; was: number; now: number }
  | { kind: 'none' };

export function changeSince(saved: Favourite, now: Pick<PropertySummary, 'PublishPrice' | 'Price' | 'Status'> | 'gone'): FavouriteChange {
  if (now === 'gone') return { kind: 'gone' };
  if (now.Status !== saved.status && now.Status !== 'available') return { kind: now.Status === 'rented' ? 'rented' : 'sold' };
  const price = now.PublishPrice ? now.Price : null;
  if (saved.price === null || price === null || price === saved.price) return { kind: 'none' };
  return { kind: price < saved.price ? 'priceDown' : 'priceUp', was: saved.price, now: price };
}
