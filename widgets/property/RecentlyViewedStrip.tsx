/**
 * Where a list shows the visitor's recently viewed properties: after its results, so
 * nothing above moves when the strip comes. Read from this browser after the first render
 * (a page the server rendered knows none); the strip's own code loads only when there is
 * something to show and the list's end comes near.
 */
import { useEffect, useState } from 'react';
import { forgetRecentlyViewed, readRecentlyViewed, type ViewedProperty } from '../../core/favourites/recently-viewed.ts';
import { Deferred, lazyPart } from '../ui/Deferred.tsx';
import type { HeadingLevel } from '../ui/Heading.tsx';
import { localStore } from '../ui/web-storage.ts';
import type { RecentlyViewedProps } from './RecentlyViewed.tsx';

const strip = lazyPart<RecentlyViewedProps>(async () => (await import('./RecentlyViewed.tsx')).RecentlyViewed);

export function RecentlyViewedStrip({ level }: { level: HeadingLevel }) {
  const [viewed, setViewed] = useState<readonly ViewedProperty[]>([]);
  useEffect(() => setViewed(readRecentlyViewed(localStore)), []);
  if (viewed.length === 0) return null;
  const onHide = () => {
    forgetRecentlyViewed(localStore);
    setViewed([]);
  };
  return (
    <Deferred part={strip} props={{ viewed, level, onHide }}>
      {null}
    </Deferred>
  );
}
