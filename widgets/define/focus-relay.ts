/**
 * A move of the focus between two elements of one shadow root is not heard outside that
 * root: the focusin event, retargeted to the same host on both of its ends, stops there.
 * Parts of the page that follow the focus (the cookie banner keeps the focused element
 * clear of itself, WCAG 2.4.11) hear every move inside an element as FOCUS_MOVED on the
 * document.
 */
export const FOCUS_MOVED = 'agency-focus-moved';

export function relayFocusMoves(root: ShadowRoot): void {
  root.addEventListener('focusin', () => document.dispatchEvent(new Event(FOCUS_MOVED)));
}
