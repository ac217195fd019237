/**
 * The server's rendering of a screen: the element's own component, with its own rules and
 * the same data, rendered to HTML in a declarative shadow root (preact-render-to-string),
 * for a crawler, a visitor without JavaScript, and a first paint before any script. The
 * answers of its reads ride along as JSON, and the element takes that HTML over in the
 * browser without asking again and without a flash (widgets/define.ts).
 *
 * Built on its own (`dist/server/render.js`, rollup.config.mjs) and never part of the
 * bundle pages load. It knows no screen: each element's folder says what it reads (its
 * reads are keyed by their requests, core/api/client.ts) and what goes in the page's head
 * (usePageHead). It touches no global: the page, its settings and the answers are this
 * render's, given through context (define/page-context.ts), so renders of many pages run
 * at once; the host element is not there (components use it in effects and handlers only,
 * which do not run here).
 *
 * A read whose answer is not in starts at once and the screen renders as loading; at the
 * end of the element, its render suspends until those answers are in (renderToStringAsync
 * waits), then renders the element again with them, until nothing new is asked.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { createElement as h } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createTransport, type Read } from '../../core/api/client.ts';
import { ApiError, ERROR_STATUS } from '../../core/api/errors.ts';
import { type ConfigAttributes, parseConfig } from '../../core/config.ts';
import { detectLanguage, LANGUAGE_QUERY_PARAM } from '../../core/i18n/detect.ts';
import { type Language, LANGUAGES, toLanguage } from '../../core/i18n/languages.ts';
import { createAgencyStore } from '../../core/store.ts';
import { messages as de } from '../../dictionaries/compiled/de.ts';
import { messages as en } from '../../dictionaries/compiled/en.ts';
import { messages as fr } from '../../dictionaries/compiled/fr.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';
import { attributeSpecs, type PropSpec, type PropTypes, readAttribute } from '../define/attributes.ts';
import { ElementTree, type ElementTreeProps } from '../define/element-tree.ts';
import type { PageContext } from '../define/page-context.ts';
import { type Answer, ANSWERS_ATTRIBUTE, type HeadOf, type PageHead, type Prerender } from '../define/prerender.ts';
import '../generated/server-elements.ts';
import baseStyles from '../ui/base.css?inline';
import { definitions } from './define.ts';

export { ANSWERS_ATTRIBUTE, type Answer, type PageHead } from '../define/prerender.ts';

/** The marker on an element the server rendered: the page's reserved box (agency-widgets.css) leaves it alone. */
export const RENDERED_ATTRIBUTE = 'data-agency-rendered';

/**
 * How many times an element's render waits for answers at most. A screen's reads depend on
 * one another a level or two deep (a detail, then its similar ones); a read whose request
 * changed with every render would otherwise never settle. Past it, the rest loads in the browser.
 */
const MAX_WAITS = 6;

const catalogs: Record<Language, typeof nl> = { nl, fr, en, de };
const instances = new Map<Language, I18n>();
function i18nOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** The tags the server can render. */
export const SERVER_RENDERED_TAGS: readonly string[] = [...definitions.keys()].sort();

/** An element's attributes, what each holds and how it is read (`lang` is every element's). */
export function elementAttributes(tag: string): Map<string, AttributeKind> {
  const definition = definitions.get(tag);
  if (!definition) throw new Error(`<${tag}> is not rendered on the server`);
  return new Map([...attributeSpecs(definition.props as PropTypes<object>)].map(([attribute, { type, format }]) => [attribute, { type, ...(format ? { format } : {}) }]));
}

export type AttributeKind = Pick<PropSpec, 'type' | 'format'>;

/** An element's stylesheet as its shadow root adopts it: the base sheet, then its own. */
export function elementStyles(tag: string): string {
  const definition = definitions.get(tag);
  if (!definition) throw new Error(`<${tag}> is not rendered on the server`);
  return [baseStyles, ...(definition.styles ?? [])].join('\n');
}

export interface RenderRequest {
  tag: string;
  /** the element's attributes, as the page writes them */
  attributes: Readonly<Record<string, string>>;
  /** the page's address (origin, path and query), which screens read their state from */
  url: URL;
  /** the page's `<agency-config>` attributes */
  config?: ConfigAttributes;
  /** the page's language, when the page says it (`<html lang>`) */
  pageLanguage?: string;
  /** the API: a fetch that answers its requests (the server's own, in process) */
  fetch: typeof fetch;
  /** the element's stylesheet (dist/manifest.json), linked from its shadow root */
  stylesheet?: string;
  /** the address of the bundle's folder the page loads (its images: EPC labels) */
  bundleBase: string;
}

export interface Rendered {
  /** the element with its declarative shadow root, and its structured data in its light DOM */
  html: string;
  /** 404 when the screen says what it shows does not exist */
  status: number;
  language: Language;
  head?: PageHead;
  /** false when a read failed (the API was away) or never settled: the browser asks it again, and the HTML is not worth keeping */
  complete: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

function startTag(tag: string, attributes: Readonly<Record<string, string>>, extra = ''): string {
  const written = Object.entries(attributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${written}${extra}>`;
}

/** The host stands in for an element that is not there: reading it on the server is a bug to find. */
const absentHost = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`the host element is not there on the server (read ${String(key)}): use it in effects and handlers`);
    },
  },
) as HTMLElement;

/** The reads of one render: their answers, the ones under way and the ones that failed. */
class Reads {
  readonly answers = new Map<string, Answer>();
  readonly failed = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  private waits = 0;

  constructor(private readonly api: ReturnType<typeof createTransport>) {}

  start(read: Read<unknown>): void {
    const key = read.key!;
    if (this.failed.has(key) || this.running.has(key)) return;
    const done = read.load(this.api).then(
      (data) => void this.answers.set(key, { data }),
      (error: unknown) => {
        // a refusal the screen shows (not found) rides along; anything else the browser asks again
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) this.answers.set(key, { error: error.code, status: error.status });
        else this.failed.add(key);
      },
    );
    this.running.set(key, done.finally(() => this.running.delete(key)));
  }

  /** What the render waits for before it renders again; undefined when nothing is under way, or it waited enough. */
  awaited(): Promise<unknown> | undefined {
    if (this.running.size === 0 || this.waits >= MAX_WAITS) return undefined;
    this.waits++;
    return Promise.all(this.running.values());
  }

  get settled(): boolean {
    return this.running.size === 0 && this.failed.size === 0;
  }
}

/** What one render of the element said: its head, and whether it shows a refusal (not found) it knew without asking. */
interface Said {
  head?: HeadOf;
  notFound?: boolean;
}

/**
 * After the element: while reads of this render are under way, suspends until they are in
 * (throwing their promise, which renderToStringAsync awaits), and the element renders again
 * from the start (ServerRoot's children), with fresh state and a fresh count of its ids.
 */
function Settle({ reads, said }: { reads: Reads; said: Said }) {
  const awaited = reads.awaited();
  if (awaited) {
    delete said.head;
    delete said.notFound;
    throw awaited;
  }
  return null;
}

function ServerRoot({ tree, reads, said }: { tree: ElementTreeProps; reads: Reads; said: Said }) {
  return [h(ElementTree, { ...tree, key: 'element' }), h(Settle, { reads, said, key: 'settle' })];
}

/** Settle's placeholder for the suspension it resolved: Preact's mark for hydrating a suspended part, which nothing here is. */
const SUSPENSE_MARKS = /(<!--\/?\$s-->)+$/;

/** Renders `request.tag` for a page; throws when the tag cannot be rendered here. */
export async function renderElement(request: RenderRequest): Promise<Rendered> {
  const definition = definitions.get(request.tag);
  if (!definition) throw new Error(`<${request.tag}> is not rendered on the server`);
  const config = parseConfig(request.config ?? {}, new URL(request.bundleBase).origin);
  const specs = attributeSpecs(definition.props as PropTypes<object>);
  const props: Record<string, unknown> = {};
  for (const [attribute, spec] of specs) {
    if (spec.prop === 'lang') continue;
    props[spec.prop] = readAttribute(spec.type, request.attributes[attribute] ?? null, spec.default, `<${request.tag} ${attribute}>`);
  }
  const language =
    toLanguage(request.attributes.lang) ??
    detectLanguage(
      { path: request.url.pathname, query: request.url.searchParams.get(LANGUAGE_QUERY_PARAM), htmlLang: request.pageLanguage ?? null },
      config.languages,
      config.defaultLanguage,
    ) ??
    LANGUAGES[0];
  const i18n = i18nOf(language);
  const store = createAgencyStore(config);
  store.getState().setLanguage(language);
  const page: PageContext = { location: request.url, baseUri: request.url.href, bundleBase: request.bundleBase, store };
  const reads = new Reads(createTransport({ baseUrl: `${request.url.origin}/api/v1`, fetch: request.fetch, retries: 0 }));
  const said: Said = {};
  const prerender: Prerender = {
    answers: reads.answers,
    hydrating: true,
    wait: (read) => reads.start(read),
    refused: (error) => {
      said.notFound ||= (error.status || (ERROR_STATUS as Partial<Record<string, number>>)[error.code]) === 404;
    },
    head: (head) => {
      said.head = head;
    },
  };
  const tree: ElementTreeProps = {
    lingui: { i18n, _: i18n.t.bind(i18n) },
    context: { host: absentHost, language },
    loading: undefined,
    visible: true,
    prerender,
    page,
    component: definition.component as never,
    props,
  };
  // React's element type; preact's renderer takes it as its own
  const html = (await renderToStringAsync(h(ServerRoot, { tree, reads, said }) as never)).replace(SUSPENSE_MARKS, '');

  const notFound = said.notFound || [...reads.answers.values()].some((answer) => 'error' in answer && answer.status === 404);
  const head = said.head && (await said.head({ url: request.url, language, config }));
  const data = JSON.stringify({ language, url: `${request.url.pathname}${request.url.search}`, answers: Object.fromEntries(reads.answers) }).replace(/</g, '\\u003c');
  const stylesheet = request.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(request.stylesheet)}">` : '';
  const structured = head?.structuredData;
  const lightDom = structured ? `<script type="application/ld+json" ${structured.marker}="${escapeHtml(structured.owner)}">${structured.json}</script>` : '';
  return {
    html:
      `${startTag(request.tag, request.attributes, ` ${RENDERED_ATTRIBUTE}`)}<template shadowrootmode="open">${stylesheet}${html}` +
      `<script type="application/json" ${ANSWERS_ATTRIBUTE}>${data}</script></template>${lightDom}</${request.tag}>`,
    status: notFound ? 404 : 200,
    language,
    ...(head ? { head } : {}),
    complete: reads.settled,
  };
}
