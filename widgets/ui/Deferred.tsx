/**
 * Parts of a detail page that nobody needs before scrolling to them (players and maps
 * behind cookie consent, the Mobiscore, documents, similar properties' cards) load
 * their code when they come near the viewport (near-viewport.ts). Until then a
 * placeholder of the part's shape holds its place, so nothing moves when it arrives.
 * Texts only such parts show (the `propertyExtras` and `consentGate` namespaces) come
 * with their code.
 * Once a part is in, later pages show it at once.
 *
 * A part imports nothing that only its own element's code uses: what it needs of that
 * comes in its props. Otherwise the bundler puts the shared module in the element's
 * chunk, which then has to export it and is no longer the element's own file.
 */
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Language } from '../../core/i18n/languages.ts';
import { useElement } from '../define.ts';
import { type Namespace, loadI18n, registerNamespaces } from '../i18n.ts';
import { useNearViewport } from './near-viewport.ts';

/** The texts of the players, the map, street view and the Mobiscore. */
export const EXTRA_TEXTS: readonly Namespace[] = ['propertyExtras'];
/** Those, and the placeholder's in front of another site's frame (ConsentGate). */
export const GATED_TEXTS: readonly Namespace[] = ['propertyExtras', 'consentGate'];

export interface LazyPart<P> {
  /** the component, when its code and its texts in `language` are in */
  readyIn(language: Language): ComponentType<P> | undefined;
  /** fetches the code (once) and the texts in `language` */
  load(language: Language): Promise<ComponentType<P>>;
}

/** A component whose code `load` fetches on first need, and the catalog namespaces it shows that its element does not load. */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>, namespaces: readonly Namespace[] = []): LazyPart<P> {
  let code: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  const textsIn = new Set<Language>();
  return {
    readyIn: (language) => (component && (namespaces.length === 0 || textsIn.has(language)) ? component : undefined),
    load(language) {
      if (!code) {
        const pending = load().then((loaded) => (component = loaded));
        // a chunk that failed (network) is asked for again the next time the part is needed
        pending.catch(() => {
          if (code === pending) code = undefined;
        });
        code = pending;
      }
      // from now on a language switch loads these texts too, before it shows the new language
      registerNamespaces(namespaces);
      return Promise.all([code, loadI18n(language, namespaces)]).then(([loaded]) => {
        textsIn.add(language);
        return loaded;
      });
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
  const { language } = useElement();
  const place = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState(() => part.readyIn(language));
  const near = useNearViewport(place, Component === undefined);

  useEffect(() => {
    if (!near || Component) return undefined;
    let live = true;
    part.load(language).then(
      (loaded) => live && setComponent(() => loaded),
      (error: unknown) => console.error('agency-widgets: a part of the page could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [near, Component, part, language]);

  // the wrapper is what the viewport watches; empty (a part with nothing to show), it takes no room (detail.css)
  return (
    <div ref={place} className="deferred">
      {Component ? <Component {...props} /> : children}
    </div>
  );
}
