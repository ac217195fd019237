/**
 * An element the server rendered: its HTML arrives in a declarative shadow root, with the
 * answers of the loads it made riding along as JSON. Its first render in the browser must
 * be exactly the server's, or hydrating would leave the server's attributes on elements
 * the client renders differently: so while an element renders on the server or hydrates,
 * its loads take their answers from here (no second request), and the few things that
 * differ by browser (the window's width, DOMPurify being in) start as the server had them
 * and change in an effect. Finding a load's answer is prerender-answers.ts, in the chunk
 * of the loads (every element's page carries this file; only screens that load carry that).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { Transport } from '../../core/api/client.ts';
import type { ApiErrorCode } from '../../core/api/errors.ts';
import type { Project, Property } from '../../core/property/types.ts';

/** A load as screens write it (widgets/ui/api.ts). */
export type Load<T = unknown> = (api: Transport, signal: AbortSignal) => Promise<T>;

/** What a load answered: its data, or a definite refusal (not found) the screen shows. */
export type Answer = { data: unknown } | { error: ApiErrorCode; status: number };

export interface Prerender {
  /** request (path and query under the API's base) → its load's answer */
  answers: Map<string, Answer>;
  /** true on the server, and in the browser until the element has taken the server's HTML over */
  hydrating: boolean;
  /** on the server: a load whose answer is not in yet, to run before the next pass */
  wanted?: (key: string, load: Load) => void;
  /** on the server: what the page's head says about what the screen shows */
  meta?: (meta: ServerMeta) => void;
}

/** What a screen shows, for the page's title, description, links and structured data. */
export type ServerMeta = { kind: 'property'; property: Property } | { kind: 'project'; project: Project };

/** Tells the server's renderer what the screen shows (nothing in the browser). */
export function useServerMeta(meta: ServerMeta | undefined): void {
  const prerender = useContext(PrerenderContext);
  if (meta && prerender?.meta) prerender.meta(meta);
}

export const PrerenderContext = createContext<Prerender | undefined>(undefined);

/**
 * The server's answers of the elements this page took over, for another element that asks
 * the same once it mounts (the visit booking a detail nests asks for the property the
 * detail came with): each serves one load, so a later one asks the API again.
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

/** What the server rendered an element for, and the answers its loads had. */
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
