/**
 * Which chunk defines which tag, and the watcher that loads a tag's chunk the first
 * time the tag appears: in the page (loader.ts) and inside every element's shadow
 * root (define.ts), so screens that render other elements get them defined too.
 */
/**
 * In the order a page asks for them: the screens before the site's frame (language switch,
 * cookie banner), as over HTTP/1.1 a page's requests queue six at a time and the screen is
 * what the visitor came for.
 */
export const elementChunks: Readonly<Record<string, () => Promise<unknown>>> = {
  'agency-app': () => import('./app/element.ts'),
  'agency-property-list': () => import('./property-list/element.ts'),
  'agency-property-detail': () => import('./property-detail/element.ts'),
  'agency-project-list': () => import('./project-list/element.ts'),
  'agency-project-detail': () => import('./project-detail/element.ts'),
  'agency-property-request': () => import('./property-request/element.ts'),
  'agency-feedback': () => import('./feedback/element.ts'),
  'agency-not-found': () => import('./not-found/element.ts'),
  'agency-config': () => import('./config/element.ts'),
  'agency-language-switch': () => import('./language-switch/element.ts'),
  'agency-cookie-consent': () => import('./cookie-consent/element.ts'),
  'agency-cookie-settings': () => import('./cookie-settings/element.ts'),
};

const requested = new Set<string>();

function load(tag: string): void {
  const chunk = elementChunks[tag];
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
  for (const tag of Object.keys(elementChunks)) if (tags.has(tag)) load(tag);
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
