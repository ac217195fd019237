/**
 * The one way an `agency-*` element is made: a component, its typed props and its
 * stylesheets become a custom element with an open shadow root. Each idea has its file in
 * define/: attributes and properties, stylesheets, events, the language root, the guard.
 *
 * r2wc creates the shadow root and mounts, updates and unmounts the component through
 * its public API; attributes and properties are read here (define/attributes.ts), as
 * r2wc's own reading does not fit elements a CMS editor writes by hand (a bare boolean
 * attribute reads as undefined, a removed attribute keeps its old value, properties set
 * before the chunk loaded are lost).
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement as h, useSyncExternalStore } from 'react';
import { registerElement } from './i18n.ts';
import { startPage } from './page.ts';
import { observe, reservedSheet } from './registry.ts';
import baseStyles from './ui/base.css?inline';
import { attributeSpecs, defineProperties, ElementProps, type PropTypes, readAttribute } from './define/attributes.ts';
import type { ElementContext } from './define/context.ts';
import { relayFocusMoves } from './define/focus-relay.ts';
import { alreadyDefined, defineTag } from './define/guard.ts';
import { HostLoading } from './define/host-state.ts';
import { LanguageRoot } from './define/language-root.ts';
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

  /** r2wc's component: the element's props, as they change, in its language root. */
  function Root({ container }: { container: ShadowRoot }) {
    const host = container.host as HTMLElement;
    const props = ownProps(host);
    const { lang, ...own } = useSyncExternalStore(props.subscribe, props.get);
    const loading = loadingOf.get(host)!;
    return h(LanguageRoot, { tag, host, lang, renderWhileTextsLoad, loading, component: component as ComponentType<object>, props: own });
  }

  const Base = r2wc(Root as ComponentType<object>, { shadow: 'open' }) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class Element extends Base {
    static get observedAttributes() {
      return [...specs.keys()];
    }

    constructor() {
      super();
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = [reservedSheet(), ...[baseStyles, ...styles].map(sheetFor)];
      loadingOf.set(this, new HostLoading(this.attachInternals().states));
      const props = ownProps(this);
      for (const [attribute, spec] of specs) props.set(spec.prop, readAttribute(spec.type, this.getAttribute(attribute), spec.default, `<${tag} ${attribute}>`));
      observe(root);
      relayFocusMoves(root);
    }

    override connectedCallback() {
      // A page script may have set properties before this chunk loaded: re-apply them through the setters.
      for (const { prop } of specs.values()) {
        if (prop !== 'lang' && Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback() {
      // Moving an element disconnects and reconnects it in one task: keep its state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
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
