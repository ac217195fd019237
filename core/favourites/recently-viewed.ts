/**
 * The properties a visitor last looked at, in their browser only, for a strip on the list
 * pages: each as the visitor saw it (its title and address in the language of that page,
 * a thumbnail, with its other photos' thumbnails), so the strip needs no request. The strip's "hide" deletes the lot. The widgets keep
 * it in the tab's session storage: a history the visitor did not ask for lasts the visit only
 * (docs/consent.md).
 */
import type { SafeStorage } from '../storage.ts';

export const RECENTLY_VIEWED_KEY = 'agency-recently-viewed';

/** What a strip shows at a glance; a longer history is no help choosing. */
export const MAX_RECENTLY_VIEWED = 6;

export interface ViewedProperty {
  id: number;
  /** the language of the page it was seen on, which its title and path are in */
  lang: string;
  title: string;
  path: string;
  /** a thumbnail's address, or '' */
  picture: string;
  /**
   * its other photos' thumbnails: the strip shows one of them when a property above it in
   * the strip shows the same first photo (core/property/distinct-photos.ts)
   */
  others?: string[];
}

const isViewed = (value: unknown): value is ViewedProperty => {
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry['id']) &&
    ['lang', 'title', 'path', 'picture'].every((key) => typeof entry[key] === 'string') &&
    // a path of the site, never another origin's address
    /^\/(?!\/)/.test(entry['path'] as string)
  );
};

/** Newest first. */
export function readRecentlyViewed(storage: SafeStorage): ViewedProperty[] {
  try {
    const stored: unknown = JSON.parse(storage.read(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isViewed).slice(0, MAX_RECENTLY_VIEWED) : [];
  } catch {
    return [];
  }
}

export function recordView(storage: SafeStorage, viewed: ViewedProperty): void {
  const others = readRecentlyViewed(storage).filter((entry) => entry.id !== viewed.id);
  storage.write(RECENTLY_VIEWED_KEY, JSON.stringify([viewed, ...others].slice(0, MAX_RECENTLY_VIEWED)));
}

export function forgetRecentlyViewed(storage: SafeStorage): void {
  storage.remove(RECENTLY_VIEWED_KEY);
}
