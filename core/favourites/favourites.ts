/**
 * The properties a visitor keeps, in their own browser: with each id what they saw when
 * they kept it (price, availability), so the list of favourites can say what changed
 * since. Nothing leaves the browser, and the visitor asked for it by pressing the heart:
 * a preference, kept without cookie consent (docs/consent.md).
 */
import type { SafeStorage } from '../storage.ts';
import type { AvailabilityState, PropertySummary } from '../property/types.ts';

export const FAVOURITES_KEY = 'agency-favourites';

/** More than a visitor compares or remembers; the oldest goes when one more is kept. */
export const MAX_FAVOURITES = 50;

export interface Favourite {
  id: number;
  /** the published price the visitor saw; null for "price on request" */
  price: number | null;
  status: AvailabilityState;
  /** ISO 8601 */
  savedAt: string;
}

const STATES: readonly unknown[] = ['available', 'rented', 'sold', 'sold_out'];

const isFavourite = (entry: Partial<Record<keyof Favourite, unknown>> | null): entry is Favourite =>
  Number.isSafeInteger(entry?.id) &&
  (entry!.id as number) > 0 &&
  (entry!.price === null || Number.isFinite(entry!.price)) &&
  STATES.includes(entry!.status) &&
  typeof entry!.savedAt === 'string';

/** The kept properties, newest first; whatever another script or an old version left that is not one is skipped. */
export function readFavourites(storage: SafeStorage): Favourite[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.read(FAVOURITES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  return stored.filter((entry): entry is Favourite => isFavourite(entry) && !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

function writeFavourites(storage: SafeStorage, favourites: readonly Favourite[]): boolean {
  return favourites.length === 0 ? (storage.remove(FAVOURITES_KEY), true) : storage.write(FAVOURITES_KEY, JSON.stringify(favourites));
}

/** What the visitor sees of a property now, as a favourite keeps it. */
export function snapshotOf(property: Pick<PropertySummary, 'ID' | 'PublishPrice' | 'Price' | 'Status'>, now: Date): Favourite {
  return { id: property.ID, price: property.PublishPrice ? property.Price : null, status: property.Status, savedAt: now.toISOString() };
}

/** Keeps `property` first (or again, with what it shows now); false when the browser refused to keep it. */
export function keepFavourite(storage: SafeStorage, property: Pick<PropertySummary, 'ID' | 'PublishPrice' | 'Price' | 'Status'>, now = new Date()): boolean {
  const others = readFavourites(storage).filter((entry) => entry.id !== property.ID);
  return writeFavourites(storage, [snapshotOf(property, now), ...others].slice(0, MAX_FAVOURITES));
}

export function dropFavourite(storage: SafeStorage, id: number): void {
  writeFavourites(
    storage,
    readFavourites(storage).filter((entry) => entry.id !== id),
  );
}
