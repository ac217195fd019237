/**
 * "Plan a visit" at hand on a phone: once the visit call (VisitCall.tsx) has scrolled up
 * out of view, a bar at the bottom of a screen narrower than 600 px opens the same booking
 * step. It lives in the top layer (a manual popover): the detail element is a size
 * container, which would hold a fixed bar inside itself; and nothing on the page moves
 * when it comes or goes. While it shows, the page keeps its height free under a control
 * that takes the focus (scroll-padding-bottom), so the bar never hides what has the focus.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

export function VisitBar({ call, label, onOpen }: { call: RefObject<HTMLElement | null>; label: string; onOpen: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  // the call is above the screen: scrolled past, not yet reached is no reason to show
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = call.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(([entry]) => setPast(!entry!.isIntersecting && entry!.boundingClientRect.bottom <= 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // it stays while the step it opened is open: under the modal step's backdrop, inert, and there for the focus to come back to
  const shown = past;
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element?.showPopover) return undefined;
    element.showPopover();
    const page = document.documentElement.style;
    const before = page.scrollPaddingBottom;
    // the bar's own height: none at 600 px and wider, where it does not show
    page.scrollPaddingBottom = `${element.offsetHeight}px`;
    return () => {
      page.scrollPaddingBottom = before;
      if (element.isConnected) element.hidePopover();
    };
  }, [shown]);

  return (
    <div ref={bar} popover="manual" className="visit-bar" part="visit-bar">
      <button type="button" className="button button--block" aria-haspopup="dialog" onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}
