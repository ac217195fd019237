/**
 * An element the server rendered: its HTML arrives in a declarative shadow root, with the
 * answers of the reads it made riding along as JSON, keyed by each read's request
 * (core/api/client.ts). Its first render in the browser must be exactly the server's, or
 * hydrating would patch the server's nodes: so while an element renders on the server or
 * hydrates, its reads take their answers from here (no second request), and the few things
 * that differ by browser (the window's width, DOMPurify being in) start as the server had
 * them and change in an effect. Finding a read's answer is prerender-answers.ts, in the
 * chunk of the reads (every element's page carries this file; only screens that read
 * carry that).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ApiError, ApiErrorCode } from '../../core/api/errors.ts';
import type { Read } from '../../core/api/client.ts';
import type { AgencyConfig } from '../../core/config.ts';
import type { Language } from '../../core/i18n/languages.ts';

/** What a read answered: its data, or a definite refusal (not found) the screen shows. */
export type Answer = { data: unknown } | { error: ApiErrorCode; status: number };

export interface Prerender {
  /** request (path and query under the API's base) → its read's answer */
  answers: Map<string, Answer>;
  /** true on the server, and in the browser until the element has taken the server's HTML over */
  hydrating: boolean;
  /**
   * On the server: a read whose answer is not in yet. The renderer starts it, the screen
   * renders as loading, and the element's render suspends until the answer is in
   * (widgets/server/render.ts).
   */
  wait?: (read: Read<unknown>) => void;
  /** On the server: a refusal the screen shows without asking (a detail without an id), which says the answer's status. */
  refused?: (error: ApiError) => void;
  /** On the server: the element says what goes in the page's head (usePageHead). */
  head?: (head: HeadOf) => void;
}

export const PrerenderContext = createContext<Prerender | undefined>(undefined);

/** What the page's head says about what an element shows; every address absolute. */
export interface PageHead {
  title: string;
  /** markup stripped and truncated by the spec's rule (core/seo/page-meta.ts) */
  description?: string;
  /** its picture */
  image?: string;
  canonical: string;
  /** its address in each of the site's languages */
  alternates: Partial<Record<Language, string>>;
  /**
   * schema.org data, which the server puts in the element's light DOM (search engines do
   * not read shadow roots), marked `marker="owner"` so the element finds and replaces it
   */
  structuredData?: { marker: string; owner: string; json: string };
}

/** The page an element rendered for, as its head is written: the page's address, its language, the page's settings. */
export interface HeadContext {
  url: URL;
  language: Language;
  config: AgencyConfig;
}

/** Writes an element's head; a promise, so the code that writes it loads only where it is written (on the server). */
export type HeadOf = (page: HeadContext) => Promise<PageHead>;

/**
 * Says what goes in the page's head while the element shows something a page is about (a
 * property, a project): the server writes it into the include's head and the demo's pages.
 * Nothing happens in the browser; `head` is not called there.
 */
export function usePageHead(head: HeadOf | undefined): void {
  const prerender = useContext(PrerenderContext);
  if (head && prerender?.head) prerender.head(head);
}

/**
 * The server's answers of the elements this page took over, for another element that asks
 * the same once it mounts (the visit booking a detail nests asks for the property the
 * detail came with): each serves one read, so a later one asks the API again.
 */
export const pageAnswers = new Map<string, Answer>();

export function keepPageAnswers(answers: ReadonlyMap<string, Answer>): void {
  for (const [key, answer] of answers) if ('data' in answer) pageAnswers.set(key, answer);
}

/**
 * False on the server and in the render that takes the server's HTML over, true from the
 * next: what the server cannot know (the window's width, a part already loaded) waits for it.
 */
export function useHydrated(): boolean {
  const prerendering = usePrerendering();
  const [hydrated, setHydrated] = useState(!prerendering);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}

/**
 * The JSON the server puts at the end of an element's declarative shadow root:
 * `{ language, url, answers: { [request]: Answer } }`.
 */
export const ANSWERS_ATTRIBUTE = 'data-agency-answers';

/** What the server rendered an element for, and the answers its reads had. */
export interface ServerRendering {
  /** the language it rendered in */
  language: string;
  /** the page's path and query it rendered for */
  url: string;
  answers: Map<string, Answer>;
}

/** The server's rendering in `root`, when the server rendered the element. */
export function readPrerendered(root: ShadowRoot): ServerRendering | undefined {
  // a child of the root (`:scope` matches nothing in a shadow root)
  const script = [...root.children].find((child) => child.localName === 'script' && child.hasAttribute(ANSWERS_ATTRIBUTE));
  if (!script) return undefined;
  try {
    const { language, url, answers } = JSON.parse(script.textContent ?? '') as { language: string; url: string; answers: Record<string, Answer> };
    return { language, url, answers: new Map(Object.entries(answers)) };
  } catch {
    return undefined;
  }
}

/**
 * True on the server and while the element takes the server's HTML over: read it once,
 * for a first state that must be the server's (the value changes after that render).
 */
export function usePrerendering(): boolean {
  return useContext(PrerenderContext)?.hydrating ?? false;
}
