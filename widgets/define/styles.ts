/**
 * Styles are constructable stylesheets adopted into the shadow root: a strict CSP
 * (`style-src 'self'`) allows them, the host page's CSS cannot reach them and they
 * cannot reach the page. One sheet per text, shared by every element that adopts it.
 */
import { useLayoutEffect } from 'react';
import { useElement } from './context.ts';

const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(text: string): CSSStyleSheet {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

/** Appends each sheet `root` does not have yet, after the ones it has. */
export function adoptStyles(root: ShadowRoot | null | undefined, texts: readonly string[]): void {
  if (!root) return;
  const missing = texts.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/**
 * For a part of an element that loads later: adds its stylesheets to the element's shadow
 * root before the part first paints, so its CSS travels with its code instead of in the
 * element's first load.
 */
export function useShadowStyles(...texts: string[]): void {
  const { host } = useElement();
  // by content: the rest arguments are a new array at every render
  const key = texts.join('\n');
  useLayoutEffect(() => adoptStyles(host.shadowRoot, texts), [host, key]);
}
