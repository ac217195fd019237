/**
 * "Plan a visit" at hand on a phone: once the visit call (VisitCall.tsx) has scrolled up
 * out of view, a bar at the bottom of a screen narrower than 600 px opens the same booking
 * step, until the end of the property comes into view (then the bar would cover what
 * follows it: the page's footer, its last links). It lives in the top layer (a manual
 * popover): the detail element is a size container, which would hold a fixed bar inside
 * itself; and nothing on the page moves when it comes or goes. While it shows, the page
 * keeps its height free under a control that takes the focus (scroll-padding-bottom), so
 * the bar never hides what has the focus.
 *
 * It is shown and hidden in the scroll event itself, not through a render: a press at the
 * foot of the page never lands on a bar that a later frame takes away.
 */
import { type RefObject, useEffect, useRef } from 'react';

export function VisitBar({ call, label, onOpen }: { call: RefObject<HTMLElement | null>; label: string; onOpen: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    const target = call.current;
    if (!element?.showPopover || !target) return undefined;
    const root = element.getRootNode();
    const property = root instanceof ShadowRoot ? root.host : target;
    const page = document.documentElement.style;
    const before = page.scrollPaddingBottom;
    let shown = false;
    const update = () => {
      // scrolled past the call (not yet reached is no reason), the property's end still below the screen
      const show = target.getBoundingClientRect().bottom <= 0 && property.getBoundingClientRect().bottom > innerHeight;
      if (show === shown) return;
      // it stays while the step it opened is open: under the modal step's backdrop, inert, and there for the focus to come back to
      if (!show && root instanceof ShadowRoot && root.querySelector('dialog[open]')) return;
      shown = show;
      if (show) {
        element.showPopover();
        // the bar's own height: none at 600 px and wider, where it does not show
        page.scrollPaddingBottom = `${element.offsetHeight}px`;
      } else {
        element.hidePopover();
        page.scrollPaddingBottom = before;
      }
    };
    addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update, { passive: true });
    update();
    return () => {
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
      if (!shown) return;
      page.scrollPaddingBottom = before;
      if (element.isConnected) element.hidePopover();
    };
  }, []);

  return (
    <div ref={bar} popover="manual" className="visit-bar" part="visit-bar">
      <button type="button" className="button button--block" aria-haspopup="dialog" onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}
