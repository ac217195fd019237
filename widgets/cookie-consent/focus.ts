/** Where focus is, where it goes back to, and keeping it visible beside a fixed panel (WCAG 2.4.11). */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FOCUS_MOVED } from '../define/focus-relay.ts';

/** The focused element, looking into shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Focus to `element`, never moving the page: focus goes back to where the visitor was
 * (which they can see, or chose to leave), and a decision on cookies is no reason to scroll.
 */
export function focusIfPossible(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus({ preventScroll: true });
  return deepActiveElement() === element;
}

/**
 * The page's main content (`<main>`, or `role="main"`) focused without scrolling: where
 * focus goes when the visitor had focused nothing before the banner. Not the next element
 * after the banner's tag: in a page's content that is the footer (and the page scrolls to
 * it), before the header a skip link that then shows over the brand. A main without a
 * tabindex gets `-1` until it loses focus again.
 */
export function focusMainContent(): void {
  const main = document.querySelector<HTMLElement>('main,[role=main]');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) {
    main.tabIndex = -1;
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  focusIfPossible(main);
}

export type Edge = 'bottom' | 'top';

const GAP = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
}

/**
 * While `panel` is shown at an edge of the viewport, the focused page element is
 * kept clear of it: the one focused when the panel appears, and each one focused
 * after, also inside an element's shadow root (FOCUS_MOVED). It is scrolled clear;
 * where the page cannot scroll far enough, the panel moves to the other edge.
 * Returns the edge the panel should sit at.
 */
export function useUnobscuredFocus(panel: RefObject<HTMLElement | null>, active: boolean): Edge {
  const [edge, setEdge] = useState<Edge>('bottom');
  // read at each focus move, so a move of the panel never re-runs the effect (and never ping-pongs)
  const currentEdge = useRef(edge);
  currentEdge.current = edge;
  useEffect(() => {
    if (!active) return undefined;
    const keepVisible = () => {
      const box = panel.current;
      const target = deepActiveElement();
      if (!box || !target || box.contains(target)) return;
      let rect = target.getBoundingClientRect();
      // Focus events come before the browser scrolls the element into view; doing that
      // here first makes the correction below the last word on where the page stands.
      if (rect.top < 0 || rect.bottom > window.innerHeight) {
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        rect = target.getBoundingClientRect();
      }
      let covered = box.getBoundingClientRect();
      if (!overlaps(rect, covered)) return;
      const atBottom = currentEdge.current === 'bottom';
      const delta = atBottom ? rect.bottom - covered.top + GAP : rect.top - covered.bottom - GAP;
      const before = rect.top;
      window.scrollBy({ top: delta, behavior: 'instant' });
      covered = box.getBoundingClientRect();
      rect = target.getBoundingClientRect();
      // a fixed control (a phone's "plan a visit" bar) does not move with the page: the page
      // goes back where it was, in the same frame, and the panel makes way instead
      if (rect.top === before) window.scrollBy({ top: -delta, behavior: 'instant' });
      if (overlaps(rect, covered)) setEdge(atBottom ? 'top' : 'bottom');
    };
    // once now, and again after the browser's own scrolling of the frame
    const onFocus = () => {
      keepVisible();
      requestAnimationFrame(keepVisible);
    };
    onFocus();
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener(FOCUS_MOVED, onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener(FOCUS_MOVED, onFocus);
    };
  }, [active, panel]);
  return edge;
}
