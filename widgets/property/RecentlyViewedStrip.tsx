/**
 * Where a list shows the visitor's recently viewed properties: after its results, so
 * nothing above moves when the strip comes. Read from this browser after the first render
 * (a page the server rendered knows none); the strip's own code loads only when there is
 * something to show, so a list page carries only this check.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { forgetRecentlyViewed, readRecentlyViewed, type ViewedProperty } from '../../core/favourites/recently-viewed.ts';
import type { HeadingLevel } from '../ui/Heading.tsx';
import { localStore } from '../ui/web-storage.ts';
import type { RecentlyViewedProps } from './RecentlyViewed.tsx';

let loaded: ComponentType<RecentlyViewedProps> | undefined;

export function RecentlyViewedStrip({ level }: { level: HeadingLevel }) {
  const [viewed, setViewed] = useState<readonly ViewedProperty[]>([]);
  const [Strip, setStrip] = useState(() => loaded);
  useEffect(() => {
    const found = readRecentlyViewed(localStore);
    setViewed(found);
    // a strip that cannot load (offline) is no loss to the list
    if (found.length > 0 && !loaded) import('./RecentlyViewed.tsx').then((module) => setStrip(() => (loaded = module.RecentlyViewed)), () => undefined);
  }, []);
  const onHide = () => {
    forgetRecentlyViewed(localStore);
    setViewed([]);
  };
  return Strip && viewed.length > 0 ? <Strip viewed={viewed} level={level} onHide={onHide} /> : null;
}
