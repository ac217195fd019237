/**
 * Which chunk defines which tag (widgets/generated/elements.ts, written from the element
 * folders), the watcher that loads a tag's chunk the first time the tag appears, in the
 * page (loader.ts) and inside every element's shadow root (define.ts), and where each
 * element's texts are.
 */
import { ELEMENTS, RESERVED_STYLES } from './generated/elements.ts';

const requested = new Set<string>();

function load(tag: string): void {
  const chunk = ELEMENTS[tag];
  if (!chunk || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  chunk().catch((error: unknown) => {
    requested.delete(tag); // the next time the tag appears, try again
    console.error(`agency-widgets: the code of <${tag}> could not be loaded.`, error);
  });
}

function scan(node: Element | Document | ShadowRoot): void {
  const tags = new Set<string>();
  if (node instanceof Element) tags.add(node.localName);
  for (const element of node.querySelectorAll(':not(:defined)')) tags.add(element.localName);
  for (const tag of Object.keys(ELEMENTS)) if (tags.has(tag)) load(tag);
}

let reserved: CSSStyleSheet | undefined;

/**
 * The box each element holds until it has shown itself, as one sheet: adopted by the page
 * and by every element's shadow root, where a screen may show other elements (<agency-app>).
 */
export function reservedSheet(): CSSStyleSheet {
  if (!reserved) {
    reserved = new CSSStyleSheet();
    reserved.replaceSync(RESERVED_STYLES);
  }
  return reserved;
}

/** Loads what `root` holds now and whatever is added to it later. */
export function observe(root: Document | ShadowRoot): void {
  scan(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  }).observe(root, { childList: true, subtree: true });
}

/**
 * The build (tools/texts.mjs) writes each element's texts per language, exactly the
 * messages its code can show, as `chunks/texts-<folder>-<language>-<build>.js`; it puts
 * `<build>`, a hash of all texts, in place of this placeholder. Unbundled (tests), there
 * are no such files.
 */
export const TEXTS_BUILD: string | undefined = __AGENCY_TEXTS_BUILD__;

/** Where the entry is, and the chunks beside it. */
const bundleUrl = import.meta.url;

/** The URL of `tag`'s texts in `language` (bundled only). */
export const textsUrl = (tag: string, language: string): string =>
  new URL(`chunks/texts-${tag.replace(/^agency-/, '')}-${language}-${TEXTS_BUILD}.js`, bundleUrl).href;
