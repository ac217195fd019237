/**
 * `useShadowStyles(...sheets)`: adds stylesheets to the element's shadow root when a
 * part that loads later first renders, so its CSS travels with its code instead of in
 * the element's first load. Constructable stylesheets, like every sheet of the
 * element (define.ts): nothing a strict CSP blocks. Added before the browser paints
 * the part, and once per shadow root.
 */
import { useLayoutEffect } from 'react';
import { useElement } from '../define.ts';

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(text: string): CSSStyleSheet {
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

export function useShadowStyles(...texts: string[]): void {
  const { host } = useElement();
  // by content: the rest arguments are a new array at every render
  const key = texts.join('\n');
  useLayoutEffect(() => adoptStyles(host.shadowRoot, texts), [host, key]);
}
