/**
 * The one way an `agency-*` element is made.
 *
 * r2wc supplies the shadow root and the mount / update / unmount cycle. Its attribute
 * layer does not fit elements a CMS editor writes by hand (a bare boolean attribute
 * reads as undefined, removing an attribute keeps the old value, properties set before
 * the chunk loaded are lost), so attributes and properties are handled here instead
 * and handed to r2wc's render through its registered symbols.
 */
import r2wc from '@r2wc/react-to-web-component';
import { LinguiContext } from '@lingui/react';
import { type ComponentType, createContext, createElement as h, useContext, useLayoutEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { type Language, toLanguage } from '../core/i18n/languages.ts';
import { agencyStore } from '../core/store.ts';
import { type Namespace, registerNamespaces, type Texts, useI18n } from './i18n.ts';
import { startPage } from './page.ts';
import { observe } from './registry.ts';
import baseStyles from './ui/base.css?inline';

export const VERSION: string = __AGENCY_VERSION__;

export type PropKind = 'string' | 'number' | 'boolean' | 'json';
type KindOf<T> = [T] extends [boolean] ? 'boolean' : [T] extends [number] ? 'number' : [T] extends [string] ? 'string' : 'json';

/** For each public prop: how its attribute is read, and the value an absent attribute gives. */
export type PropTypes<P> = { [K in keyof P]-?: { type: KindOf<NonNullable<P[K]>>; default?: P[K] } };

/** What define.ts gives every component besides its own props. */
export interface ElementContext {
  /** the custom element itself: emit events from it */
  host: HTMLElement;
  /** the language this element renders in (its own `lang`, else the page's) */
  language: Language;
}

const ElementContextValue = createContext<ElementContext | null>(null);

/** Provides what useElement() reads; define.ts does it for every element (and tests for components). */
export const ElementProvider = ElementContextValue.Provider;

/** The host element and language, for components deep inside an element (links, forms). */
export function useElement(): ElementContext {
  const context = useContext(ElementContextValue);
  if (!context) throw new Error('useElement() outside an agency element');
  return context;
}

export interface ElementDefinition<P extends object> {
  tag: `agency-${string}`;
  component: ComponentType<P & ElementContext>;
  props: PropTypes<P>;
  /** stylesheet texts (`import css from './x.css?inline'`), adopted after the base sheet */
  styles?: readonly string[];
  /**
   * The catalog namespaces the element shows texts of (the first segment of their ids,
   * e.g. `propertyList`, `ui`, `error`): a page loads only these. `[]` for none.
   */
  namespaces: readonly Namespace[];
  /**
   * Their loaders: `import { texts } from '../../dictionaries/compiled/texts/<element>.ts'`,
   * which tools/split-catalogs.mjs writes from the list above (and asks for). The texts are
   * then fetched in one request, with no index before it.
   */
  texts?: Texts;
  /**
   * Render at once, hidden, while the texts load, so the requests the screen makes when it
   * mounts (its data) run alongside them instead of after them. Only for screens that
   * neither measure nor move focus when they mount: hidden, they have no layout.
   */
  renderWhileTextsLoad?: boolean;
}

/** An element's public face: its props as properties, plus the shared `lang` override. */
export type AgencyElement<P extends object> = HTMLElement & Partial<P>;

/**
 * Every `agency-*` event and its `detail`. Elements add theirs by declaration merging:
 * `declare module '../define.ts' { interface AgencyEventMap { 'agency-x': {...} } }`.
 */
export interface AgencyEventMap {}

declare global {
  interface HTMLElementEventMap extends AgencyCustomEvents {}
  interface DocumentEventMap extends AgencyCustomEvents {}
}
type AgencyCustomEvents = { [K in keyof AgencyEventMap]: CustomEvent<AgencyEventMap[K]> };

/** Dispatches an `agency-*` event that bubbles and crosses shadow roots up to the host page. */
export function emit<K extends keyof AgencyEventMap>(from: Element, type: K, detail: AgencyEventMap[K]): boolean {
  return from.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}

let versionWarned = false;

/**
 * A second copy of the bundle on the page finds its tags defined by the first: it
 * leaves them to that copy, and warns once when the two copies differ in version.
 */
function alreadyDefined(tag: string): boolean {
  const existing = customElements.get(tag) as (CustomElementConstructor & { version?: string }) | undefined;
  if (!existing) return false;
  if (existing.version !== VERSION && !versionWarned) {
    versionWarned = true;
    console.warn(
      `agency-widgets ${VERSION}: <${tag}> is already defined by version ${existing.version ?? 'unknown'}; ` +
        'this copy of the bundle leaves the page’s elements to that one.',
    );
  }
  return true;
}

/** `customElements.define` behind the guard every tag needs: defining a tag twice never throws. */
export function defineTag(tag: string, constructor: CustomElementConstructor): boolean {
  if (alreadyDefined(tag)) return false;
  Object.defineProperty(constructor, 'version', { value: VERSION });
  customElements.define(tag, constructor);
  return true;
}

const sheets = new Map<string, CSSStyleSheet>();
function sheetFor(text: string): CSSStyleSheet {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

/** Appends each sheet `root` does not have yet, after the ones it has. */
export function adoptStyles(root: ShadowRoot | null | undefined, texts: readonly string[]): void {
  if (!root) return;
  const missing = texts.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/**
 * For a part of an element that loads later: adds its stylesheets to the element's shadow
 * root before the part first paints, so its CSS travels with its code instead of in the
 * element's first load.
 */
export function useShadowStyles(...texts: string[]): void {
  const { host } = useElement();
  // by content: the rest arguments are a new array at every render
  const key = texts.join('\n');
  useLayoutEffect(() => adoptStyles(host.shadowRoot, texts), [host, key]);
}

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function parse(kind: PropKind, value: string | null, fallback: unknown, tag: string, attribute: string): unknown {
  if (value === null) return fallback;
  switch (kind) {
    case 'boolean':
      return true; // present means true, as for every HTML boolean attribute
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(number) ? number : fallback;
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        console.warn(`<${tag} ${attribute}>: not valid JSON, the default is used.`);
        return fallback;
      }
    default:
      return value;
  }
}

// r2wc keeps the props it renders and its render method under registered symbols.
const r2wcProps = Symbol.for('r2wc.props');
const r2wcRender = Symbol.for('r2wc.render');
type R2wcInternals = HTMLElement & { [r2wcProps]: Record<string, unknown>; [r2wcRender](): void };

export function defineElement<P extends object>(definition: ElementDefinition<P>): void {
  const { tag, component, styles = [], namespaces, texts: textFiles } = definition;
  if (alreadyDefined(tag)) return;
  startPage();
  registerNamespaces(namespaces, textFiles);

  const props = Object.entries(definition.props) as [string, { type: PropKind; default?: unknown }][];
  const byAttribute = new Map(props.map(([prop, spec]) => [toAttribute(prop), { prop, ...spec }]));
  byAttribute.set('lang', { prop: 'lang', type: 'string', default: undefined });

  function Root(all: Record<string, unknown> & { container: ShadowRoot; lang?: string }) {
    const pageLanguage = useStore(agencyStore, (state) => state.language);
    const texts = useI18n(toLanguage(all.lang) ?? pageLanguage, namespaces, definition.renderWhileTextsLoad);
    const i18n = texts?.i18n;
    const visible = texts?.visible ?? false;
    const host = all.container.host as HTMLElement;
    // the language on screen: the requested one once its catalog is in, the previous until then
    const language = i18n?.locale as Language | undefined;
    // One lingui instance per language, never re-activated: providing it directly (rather
    // than through I18nProvider, which waits an effect for a new instance) switches texts
    // in the same render as everything else.
    // a new value once the texts are in, so that memoized parts render them too
    const lingui = useMemo(() => i18n && { i18n, _: i18n.t.bind(i18n) }, [i18n, visible]);
    const context = useMemo(() => language && { host, language }, [host, language]);
    if (!lingui || !context) return null;
    const { container: _container, lang: _lang, ...own } = all;
    return h(
      LinguiContext.Provider,
      { value: lingui },
      h(
        ElementContextValue.Provider,
        { value: context },
        h(
          'div',
          { className: 'agency-root', lang: context.language, style: visible ? undefined : { display: 'none' } },
          h(component as ComponentType<object>, { ...own, ...context }),
        ),
      ),
    );
  }

  const Base = r2wc(Root as ComponentType<object>, { shadow: 'open', props: {} }) as unknown as {
    new (): R2wcInternals & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class Element extends Base {
    static observedAttributes = [...byAttribute.keys()];

    constructor() {
      super();
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = [baseStyles, ...styles].map(sheetFor);
      for (const [attribute, { prop, type, default: fallback }] of byAttribute) {
        this[r2wcProps][prop] = parse(type, this.getAttribute(attribute), fallback, tag, attribute);
      }
      observe(root);
    }

    override connectedCallback() {
      // A page script may have set properties before this chunk loaded: re-apply them through the setters.
      for (const [prop] of props) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
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
      const spec = byAttribute.get(attribute);
      if (!spec || previous === value) return;
      this[r2wcProps][spec.prop] = parse(spec.type, value, spec.default, tag, attribute);
      this[r2wcRender]();
    }
  }

  for (const [prop, { type }] of props) {
    const attribute = toAttribute(prop);
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[r2wcProps][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        if (type === 'json') {
          // objects keep their identity: no round trip through an attribute
          this[r2wcProps][prop] = value;
          this[r2wcRender]();
        } else if (type === 'boolean') {
          this.toggleAttribute(attribute, Boolean(value));
        } else if (value === null || value === undefined) {
          this.removeAttribute(attribute);
        } else {
          this.setAttribute(attribute, String(value));
        }
      },
    });
  }

  defineTag(tag, Element);
}
