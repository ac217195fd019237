/**
 * `useNearViewport(ref)`: true from the moment the element comes within a screen's
 * height of the viewport (above or below), and true for good after that. A visitor
 * who never scrolls that far never needs what waits for it; one who does gets it a
 * screen ahead, before it is in sight.
 */
import { type RefObject, useEffect, useState } from 'react';

/** One screen ahead in both directions: time enough to fetch a small chunk while the visitor scrolls. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

export function useNearViewport(ref: RefObject<Element | null>, watching = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || near || !element) return undefined;
    // without the API (very old browsers), everything counts as near: the page is complete, only heavier
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, near]);
  return near;
}
