/**
 * Parts of a detail page that nobody needs before scrolling to them (players and maps
 * behind cookie consent, the Mobiscore, documents, similar properties' cards) load
 * their code when they come near the viewport (near-viewport.ts). Until then a
 * placeholder of the part's shape holds its place, so nothing moves when it arrives.
 * Their texts come with their element's (tools/texts.mjs counts the parts an element
 * loads later as its code).
 * Once a part is in, later pages show it at once.
 *
 * A part imports nothing that only its own element's code uses: what it needs of that
 * comes in its props. Otherwise the bundler puts the shared module in the element's
 * chunk, which then has to export it and is no longer the element's own file.
 */
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrerendering } from '../../define/prerender.ts';
import { useNearViewport } from './near-viewport.ts';

export interface LazyPart<P> {
  /** the component, once its code is in */
  ready(): ComponentType<P> | undefined;
  /** fetches the code (once; again after a failure) */
  load(): Promise<ComponentType<P>>;
}

/** A component whose code `load` fetches on first need. */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let code: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  return {
    ready: () => component,
    load() {
      if (!code) {
        const pending = load().then((loaded) => (component = loaded));
        // a chunk that failed (network) is asked for again the next time the part is needed
        pending.catch(() => {
          if (code === pending) code = undefined;
        });
        code = pending;
      }
      return code;
    },
  };
}

export interface DeferredProps<P> {
  part: LazyPart<P>;
  props: P;
  /** what stands in the part's place until it is in: the same shape */
  children: ReactNode;
}

export function Deferred<P extends object>({ part, props, children }: DeferredProps<P>) {
  const place = useRef<HTMLDivElement>(null);
  // the placeholder, as the server rendered it, even when the part is in already
  const prerendering = usePrerendering();
  const [Component, setComponent] = useState(() => (prerendering ? undefined : part.ready()));
  const near = useNearViewport(place, Component === undefined);

  useEffect(() => {
    if (!near || Component) return undefined;
    let live = true;
    part.load().then(
      (loaded) => live && setComponent(() => loaded),
      (error: unknown) => console.error('agency-widgets: a part of the page could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [near, Component, part]);

  // the wrapper is what the viewport watches; empty (a part with nothing to show), it takes no room (detail.css);
  // data-deferred tells a test (or a page's script) whether the part is in yet
  return (
    <div ref={place} className="deferred" data-deferred={Component ? 'in' : 'pending'}>
      {Component ? <Component {...props} /> : children}
    </div>
  );
}
