/**
 * The one way an `agency-*` element is made: a component, its typed props and its
 * stylesheets become a custom element with an open shadow root. Each idea has its file in
 * define/: attributes and properties, stylesheets, events, the language root, the guard,
 * taking over what the server rendered.
 *
 * The element mounts its component into its shadow root when it is connected and unmounts
 * it when it stays disconnected; its props reach the component through a small store per
 * element (define/attributes.ts), read from attributes and properties as elements a CMS
 * editor writes by hand need (a bare boolean attribute is true, a removed attribute gives
 * the default back, properties set before the chunk loaded are kept). r2wc did this once;
 * with all of it done here, it only added its own attribute reading to every page.
 */
import { type ComponentType, createElement as h, useLayoutEffect, useSyncExternalStore } from 'react';
import { type Root as ReactRoot, createRoot, hydrateRoot } from 'react-dom/client';
import { toLanguage } from '../core/i18n/languages.ts';
import { agencyStore } from '../core/store.ts';
import { loadI18n, registerElement } from './i18n.ts';
import { startPage } from './page.ts';
import { observe, reservedSheet } from './registry.ts';
import baseStyles from './ui/base.css?inline';
import { attributeSpecs, defineProperties, ElementProps, type PropTypes, readAttribute } from './define/attributes.ts';
import type { ElementContext } from './define/context.ts';
import { relayFocusMoves } from './define/focus-relay.ts';
import { alreadyDefined, defineTag } from './define/guard.ts';
import { HostLoading } from './define/host-state.ts';
import { LanguageRoot } from './define/language-root.ts';
import { keepPageAnswers, type Prerender, readPrerendered, type ServerRendering } from './define/prerender.ts';
import { sheetFor } from './define/styles.ts';

export type { ElementContext } from './define/context.ts';
export type { PropTypes } from './define/attributes.ts';

export interface ElementDefinition<P extends object> {
  tag: `agency-${string}`;
  component: ComponentType<P & ElementContext>;
  props: PropTypes<P>;
  /** stylesheet texts (`import css from './x.css?inline'`), adopted after the base sheet */
  styles?: readonly string[];
  /**
   * Render at once, hidden, while the texts load, so the requests the screen makes when it
   * mounts (its data) run alongside them instead of after them. Only for screens that
   * neither measure nor move focus when they mount: hidden, they have no layout.
   */
  renderWhileTextsLoad?: boolean;
}

/** An element's public face: its props as properties. */
export type AgencyElement<P extends object> = HTMLElement & Partial<P>;

const propsOf = new WeakMap<HTMLElement, ElementProps>();
const loadingOf = new WeakMap<HTMLElement, HostLoading>();
/** What the server rendered into an element, until the element has taken it over. */
const renderingOf = new WeakMap<HTMLElement, ServerRendering>();
const ownProps = (element: HTMLElement) => {
  let props = propsOf.get(element);
  if (!props) propsOf.set(element, (props = new ElementProps()));
  return props;
};

export function defineElement<P extends object>(definition: ElementDefinition<P>): void {
  const { tag, component, styles = [], renderWhileTextsLoad = false } = definition;
  if (alreadyDefined(tag)) return;
  startPage();
  registerElement(tag);
  const specs = attributeSpecs(definition.props as PropTypes<object>);

  /** The element's props, as they change, in its language root. */
  function Root({ host, prerender }: { host: HTMLElement; prerender?: Prerender | undefined }) {
    const props = ownProps(host);
    const { lang, ...own } = useSyncExternalStore(props.subscribe, props.get);
    const loading = loadingOf.get(host)!;
    // parents' layout effects run after their children's: the whole first render is done
    useLayoutEffect(() => {
      if (prerender) prerender.hydrating = false;
    }, [prerender]);
    return h(LanguageRoot, { tag, host, lang, renderWhileTextsLoad, loading, component: component as ComponentType<object>, props: own, prerender });
  }

  interface Mounted {
    root?: ReactRoot;
    live: boolean;
  }

  /**
   * Takes over the server's HTML once the element's texts are in (it stays on screen until
   * then): hydrated when the server rendered it for this page's address and language,
   * else replaced in one go by a rendering of the browser's own.
   */
  function takeOver(host: HTMLElement, shadow: ShadowRoot, rendering: ServerRendering, mounted: Mounted) {
    const language = toLanguage(host.getAttribute('lang')) ?? agencyStore.getState().language;
    loadI18n(language, [tag]).then(
      () => {
        if (!mounted.live) return;
        const prerender: Prerender = { answers: rendering.answers, hydrating: true };
        keepPageAnswers(rendering.answers);
        // the stylesheets are adopted already; the data is read
        // (`:scope` matches nothing in a shadow root: its children are read directly)
        for (const node of [...shadow.children]) if (node.localName === 'link' || node.localName === 'script') node.remove();
        if (rendering.language === language && rendering.url === `${location.pathname}${location.search}`) {
          // React types a hydration container as an element; both renderers take a shadow root
          mounted.root = hydrateRoot(shadow as unknown as Element, h(Root, { host, prerender }));
        } else {
          shadow.replaceChildren();
          mounted.root = createRoot(shadow);
          mounted.root.render(h(Root, { host }));
        }
      },
      (error: unknown) => console.error(`agency-widgets: the ${language} texts could not be loaded; <${tag}> stays as the server rendered it.`, error),
    );
  }

  /** Renders into the element's shadow root: taking over what the server rendered, or its own. */
  function mount(host: HTMLElement): Mounted {
    const shadow = host.shadowRoot!;
    const mounted: Mounted = { live: true };
    const rendering = renderingOf.get(host);
    if (rendering) {
      // only the first mount: moved or re-added later, the element renders its own
      renderingOf.delete(host);
      takeOver(host, shadow, rendering, mounted);
    } else {
      mounted.root = createRoot(shadow);
      mounted.root.render(h(Root, { host }));
    }
    return mounted;
  }

  class Element extends HTMLElement {
    #mounted: Mounted | undefined;

    static get observedAttributes() {
      return [...specs.keys()];
    }

    constructor() {
      super();
      const internals = this.attachInternals();
      // a root the server declared is taken as it is
      const root = internals.shadowRoot ?? this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const rendering = readPrerendered(root);
      if (rendering) renderingOf.set(this, rendering);
      root.adoptedStyleSheets = [reservedSheet(), ...[baseStyles, ...styles].map(sheetFor)];
      loadingOf.set(this, new HostLoading(internals.states, rendering !== undefined));
      const props = ownProps(this);
      for (const [attribute, spec] of specs) props.set(spec.prop, readAttribute(spec.type, this.getAttribute(attribute), spec.default, `<${tag} ${attribute}>`));
      observe(root);
      relayFocusMoves(root);
    }

    connectedCallback() {
      // A page script may have set properties before this chunk loaded: re-apply them through the setters.
      for (const { prop } of specs.values()) {
        if (prop !== 'lang' && Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      this.#mounted ??= mount(this);
    }

    disconnectedCallback() {
      // Moving an element disconnects and reconnects it in one task: keep its state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted.live = false;
        this.#mounted.root?.unmount();
        this.#mounted = undefined;
      });
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null) {
      const spec = specs.get(attribute);
      if (!spec || previous === value) return;
      ownProps(this).set(spec.prop, readAttribute(spec.type, value, spec.default, `<${tag} ${attribute}>`));
    }
  }

  defineProperties(Element.prototype, specs, ownProps);
  defineTag(tag, Element);
}
