/**
 * Scripts and frames that wait for consent. Host pages and widgets tag them:
 *
 *   <script type="text/plain" data-category="analytics" src="…"></script>
 *   <iframe data-src="…" data-category="social"></iframe>
 *
 * A browser neither runs nor fetches a script of type text/plain, and a frame
 * without src loads nothing. Once every category of an element is accepted, the
 * script is replaced by a runnable copy (in document order, each external one
 * loaded before the next runs, as the page wrote them) and the frame gets its src.
 * A withdrawal unloads frames and deletes the cookies and storage entries the
 * categories declare; code that already ran cannot be unloaded, which is why the
 * page is then told a reload is needed.
 */
import { type ConsentCategory, OPTIONAL_CATEGORIES, type OptionalCategory } from '../../core/consent/categories.ts';
import { parseCategoryList } from '../../core/consent/tags.ts';
import { KNOWN_COOKIES, parseNamePatterns } from '../../core/consent/cleanup.ts';
import { mayRun, mayRunAll } from '../../core/consent/rules.ts';
import type { ConsentState } from '../../core/consent/state.ts';
import { deleteCookies, deleteStorageEntries } from './storage.ts';
import { pageScript, pageScriptUrl } from '../trusted-types.ts';

const WAITING_SCRIPT = 'script[type="text/plain"][data-category]';
const WAITING_SOURCE = '[data-category][data-src]:not(script)';
const GATED = `${WAITING_SCRIPT}, ${WAITING_SOURCE}, script[data-category]`;

/** Categories whose code has run on this page: withdrawing one of them needs a reload. */
const ran = new Set<OptionalCategory>();

export function markRan(categories: readonly ConsentCategory[]): void {
  for (const category of categories) if (category !== 'necessary') ran.add(category);
}

/** Whether code of a category that `state` no longer allows has run on this page. */
export function reloadNeeded(state: ConsentState): boolean {
  return [...ran].some((category) => !mayRun(category, state));
}

const warned = new Set<string>();
function categoriesOf(element: Element): ConsentCategory[] {
  const { categories, unknown } = parseCategoryList(element.getAttribute('data-category'));
  for (const name of unknown) {
    if (warned.has(name)) continue;
    warned.add(name);
    console.warn(`agency-widgets: data-category "${name}" is not a cookie category; it waits for consent to unclassified cookies.`);
  }
  return categories;
}

function matching(root: ParentNode, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  return root instanceof Element && root.matches(selector) ? [root, ...found] : found;
}

// Runs scripts one after another: an external script loads before the next one runs.
let queue: Promise<void> = Promise.resolve();

function runnableCopy(original: HTMLScriptElement): { script: HTMLScriptElement; loaded: Promise<void> | undefined } {
  const script = document.createElement('script');
  for (const { name, value } of original.attributes) {
    if (name !== 'type' && name !== 'data-type' && name !== 'data-src') script.setAttribute(name, value);
  }
  const type = original.getAttribute('data-type');
  if (type) script.setAttribute('type', type);
  const src = original.getAttribute('data-src') ?? original.getAttribute('src');
  // the nonce attribute reads empty once parsed; the property keeps it for a strict CSP
  if (original.nonce) script.nonce = original.nonce;
  if (!src) {
    script.text = pageScript(original.text) as string;
    return { script, loaded: undefined };
  }
  script.src = pageScriptUrl(src) as string;
  const isAsync = original.hasAttribute('async');
  script.async = isAsync; // inserted scripts are async unless told otherwise; keep the page's order
  const loaded = new Promise<void>((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
  return { script, loaded: isAsync ? undefined : loaded };
}

function enqueueScript(original: HTMLScriptElement, current: () => ConsentState): void {
  original.setAttribute('data-consent', 'queued');
  queue = queue.then(async () => {
    const categories = categoriesOf(original);
    // the visitor may have changed their mind while an earlier script loaded
    if (!original.isConnected || !mayRunAll(categories, current())) {
      original.removeAttribute('data-consent');
      return;
    }
    const { script, loaded } = runnableCopy(original);
    script.setAttribute('data-consent', 'ran');
    markRan(categories);
    original.replaceWith(script);
    await loaded;
  });
}

function loadSource(element: Element): void {
  const source = element.getAttribute('data-src')!;
  if (element.getAttribute('src') !== source) element.setAttribute('src', source);
}

/** A frame's page is unloaded only when the frame is replaced; an image just loses its source. */
function unloadSource(element: Element): void {
  if (!element.hasAttribute('src')) return;
  if (element instanceof HTMLIFrameElement || element instanceof HTMLObjectElement || element instanceof HTMLEmbedElement) {
    const empty = element.cloneNode(false) as Element;
    empty.removeAttribute('src');
    element.replaceWith(empty);
  } else element.removeAttribute('src');
}

/** Runs or loads what `state` allows under `root`. */
export function activate(root: ParentNode, current: () => ConsentState): void {
  const state = current();
  for (const element of matching(root, WAITING_SCRIPT)) {
    if (!element.hasAttribute('data-consent') && mayRunAll(categoriesOf(element), state)) {
      enqueueScript(element as HTMLScriptElement, current);
    }
  }
  for (const element of matching(root, WAITING_SOURCE)) {
    // a frame is unloaded on withdrawal, so loading one never makes a reload necessary
    if (mayRunAll(categoriesOf(element), state)) loadSource(element);
  }
}

/** Unloads frames and deletes the cookies and storage entries of categories `state` does not allow. */
export function withdraw(categories: readonly OptionalCategory[], state: ConsentState): void {
  if (categories.length === 0) return;
  for (const element of matching(document, WAITING_SOURCE)) {
    if (!mayRunAll(categoriesOf(element), state)) unloadSource(element);
  }
  const cookies = categories.flatMap((category) => [...KNOWN_COOKIES[category]]);
  const entries: string[] = [];
  for (const element of matching(document, GATED)) {
    if (!categoriesOf(element).some((category) => category !== 'necessary' && categories.includes(category))) continue;
    cookies.push(...parseNamePatterns(element.getAttribute('data-cookies')));
    entries.push(...parseNamePatterns(element.getAttribute('data-storage')));
  }
  deleteCookies(cookies);
  deleteStorageEntries(entries);
}

/** The categories `state` does not allow: what must not leave traces on this page. */
export function refused(state: ConsentState): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => !mayRun(category, state));
}

let observer: MutationObserver | undefined;

/** Activates what is allowed now, and whatever the page adds later. */
export function startGating(current: () => ConsentState): void {
  if (observer) return;
  activate(document, current);
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) activate(node, current);
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}
