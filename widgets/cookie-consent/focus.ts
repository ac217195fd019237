/** Where focus is, where it goes back to, and keeping it visible beside a fixed panel (WCAG 2.4.11). */
import { type RefObject, useEffect, useRef, useState } from 'react';

/** The focused element, looking into shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** A visitor typing in a field keeps their focus: a banner appearing must not take it. */
export function isTyping(element: HTMLElement | null): boolean {
  if (!element) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type);
}

export function focusIfPossible(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus();
  return deepActiveElement() === element;
}

export type Edge = 'bottom' | 'top';

const GAP = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
}

/**
 * While `panel` is shown at an edge of the viewport, the focused page element is
 * kept clear of it: the one focused when the panel appears, and each one focused
 * after. It is scrolled clear; where the page cannot scroll far enough, the panel
 * moves to the other edge. Returns the edge the panel should sit at.
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
      let covered = box.getBoundingClientRect();
      let rect = target.getBoundingClientRect();
      if (!overlaps(rect, covered)) return;
      const atBottom = currentEdge.current === 'bottom';
      const delta = atBottom ? rect.bottom - covered.top + GAP : rect.top - covered.bottom - GAP;
      window.scrollBy({ top: delta, behavior: 'instant' });
      covered = box.getBoundingClientRect();
      rect = target.getBoundingClientRect();
      if (overlaps(rect, covered)) setEdge(atBottom ? 'top' : 'bottom');
    };
    keepVisible();
    document.addEventListener('focusin', keepVisible, true);
    return () => document.removeEventListener('focusin', keepVisible, true);
  }, [active, panel]);
  return edge;
}
