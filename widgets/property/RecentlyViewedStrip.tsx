/**
 * Where a list shows the visitor's recently viewed properties: above its results, where
 * a visitor coming back to the list sees them on a phone too (and on the home page's
 * teaser); a first visit has none, so nothing moves then. The list carries only a look at this
 * browser's storage after the first render (a page the server rendered knows none); the
 * strip's code, which reads, shows and forgets them (RecentlyViewed.tsx), loads only when
 * there is something to show.
 */
import { type ComponentType, useEffect, useState } from 'react';
import type { HeadingLevel } from '../ui/controls/Heading.tsx';
import { sessionStore } from '../ui/storage/web-storage.ts';
import type { RecentlyViewedProps } from './RecentlyViewed.tsx';

/**
 * RECENTLY_VIEWED_KEY of core/favourites/recently-viewed.ts, written out: importing it
 * would bring the module, which the detail page shares, onto every list page
 * (RecentlyViewedStrip.test.ts holds the two equal).
 */
export const STORED = 'agency-recently-viewed';

let loaded: ComponentType<RecentlyViewedProps> | undefined;

export function RecentlyViewedStrip({ level }: { level: HeadingLevel }) {
  const [Strip, setStrip] = useState<ComponentType<RecentlyViewedProps> | undefined>();
  useEffect(() => {
    if (loaded) setStrip(() => loaded);
    // a strip that cannot load (offline) is no loss to the list
    else if (sessionStore.read(STORED)) import('./RecentlyViewed.tsx').then((module) => setStrip(() => (loaded = module.RecentlyViewed)), () => undefined);
  }, []);
  return Strip ? <Strip level={level} /> : null;
}
