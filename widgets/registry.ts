/**
 * The tags the page may hold (widgets/generated/elements.ts, written from the element
 * folders), the watcher that loads a tag's code the first time the tag appears, in the
 * page (loader.ts) and inside every element's shadow root (define.ts), and where each
 * element's texts are.
 *
 * The entry knows of each element its folder's name and nothing more: its chunk is
 * `chunks/<folder>-<build>.js`, one build id for all element chunks. What nearly every
 * element imports (the page chunk, the runtime, the route table, the content screens'
 * common code: tools/chunk-rule.mjs) is asked for with the element's chunk, not once it
 * is in; the build writes which of those each element loads, one character an element.
 */
import { FRAME, RESERVES, reservedCss, SCREEN_BOX, SCREENS } from './generated/elements.ts';

/**
 * The build (tools/texts.mjs) writes each element's texts per language, exactly the
 * messages its code can show, as `chunks/texts-<folder>-<language>-<build>.js`; it puts
 * `<build>`, a hash of all texts, in place of this placeholder. Unbundled (tests), there
 * are no such files.
 */
export const TEXTS_BUILD: string | undefined = __AGENCY_TEXTS_BUILD__;

/** The folders of the elements, in the order a page asks for their code: screens, then the frame. */
const FOLDERS = [...SCREENS, ...FRAME];

/** Written by the build (elementLoading in tools/plugins.mjs); undefined unbundled. */
const LOADING = __AGENCY_LOADING__;

const requested = new Set<string>();

/** Asks for the code of the element of `FOLDERS[index]`. */
function load(index: number): void {
  const folder = FOLDERS[index]!;
  const tag = `agency-${folder}`;
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  let chunk: Promise<unknown>;
  // a constant of the build: the bundle keeps the first branch only
  if (TEXTS_BUILD) {
    const { build, always, files, loads } = LOADING!;
    // the chunk first: over HTTP/1.1 requests queue in the order they are made; a file that
    // fails here fails the chunk's own import too, which reports it
    chunk = import(/* @vite-ignore */ `./chunks/${folder}-${build}.js`);
    const wanted = parseInt(loads[index]!, 36);
    for (const file of [...always, ...files.filter((_, bit) => (wanted >> bit) & 1)]) import(/* @vite-ignore */ file).catch(() => undefined);
  } else {
    chunk = import('./generated/element-sources.ts').then(({ ELEMENT_SOURCES }) => ELEMENT_SOURCES[folder]!());
  }
  chunk.catch((error: unknown) => {
    requested.delete(tag); // the next time the tag appears, try again
    console.error(`agency-widgets: the code of <${tag}> could not be loaded.`, error);
  });
}

function scan(node: Element | Document | ShadowRoot): void {
  const tags = new Set<string>();
  if (node instanceof Element) tags.add(node.localName);
  for (const element of node.querySelectorAll(':not(:defined)')) tags.add(element.localName);
  FOLDERS.forEach((folder, index) => tags.has(`agency-${folder}`) && load(index));
}

let reserved: CSSStyleSheet | undefined;

/**
 * The box each element holds until it has shown itself, as one sheet: adopted by the page
 * and by every element's shadow root, where a screen may show other elements (<agency-app>).
 */
export function reservedSheet(): CSSStyleSheet {
  if (!reserved) {
    reserved = new CSSStyleSheet();
    reserved.replaceSync(reservedCss(SCREENS, FRAME, RESERVES, SCREEN_BOX));
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

/** Where the entry is, and the chunks beside it. */
const bundleUrl = import.meta.url;

/** The URL of `tag`'s texts in `language` (bundled only). */
export const textsUrl = (tag: string, language: string): string =>
  new URL(`chunks/texts-${tag.replace(/^agency-/, '')}-${language}-${TEXTS_BUILD}.js`, bundleUrl).href;
