/**
 * The server's rendering of a screen: the element's own component, with its own rules and
 * the same data, rendered to HTML in a declarative shadow root (preact-render-to-string),
 * for a crawler, a visitor without JavaScript, and a first paint before any script. The
 * answers of its loads ride along as JSON, and the element takes that HTML over in the
 * browser without asking again and without a flash (widgets/define.ts).
 *
 * Built on its own (`dist/server/render.js`, rollup.config.mjs) and never part of the
 * bundle pages load. It touches no DOM global: the page's address comes from the request
 * (widgets/ui/location.ts), the host element is not there (components use it in effects
 * and handlers only, which do not run here).
 *
 * Loads are found by rendering in passes: a pass notes each load whose answer is not in
 * yet, they run against the API (in the server's own process), and the next pass renders
 * with their answers, until a pass asks for nothing new.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { createElement as h } from 'react';
import { renderToString } from 'preact-render-to-string';
import { createTransport } from '../../core/api/client.ts';
import { ApiError } from '../../core/api/errors.ts';
import { type AgencyConfig, type ConfigAttributes, parseConfig, withBase } from '../../core/config.ts';
import { metaDescription } from '../../core/seo/page-meta.ts';
import { safePictures } from '../../core/format/safe-url.ts';
import { detectLanguage, LANGUAGE_QUERY_PARAM } from '../../core/i18n/detect.ts';
import { type Language, LANGUAGES, toLanguage } from '../../core/i18n/languages.ts';
import { textIn } from '../../core/i18n/translatable.ts';
import { projectTitle, propertyTitle } from '../../core/property/title.ts';
import { projectPath, propertyPath } from '../../core/routing/page-paths.ts';
import { agencyStore } from '../../core/store.ts';
import { messages as de } from '../../dictionaries/compiled/de.ts';
import { messages as en } from '../../dictionaries/compiled/en.ts';
import { messages as fr } from '../../dictionaries/compiled/fr.ts';
import { messages as nl } from '../../dictionaries/compiled/nl.ts';
import { attributeSpecs, type PropKind, type PropTypes, readAttribute } from '../define/attributes.ts';
import { ElementTree } from '../define/element-tree.ts';
import { type Answer, ANSWERS_ATTRIBUTE, type Load, type Prerender, type ServerMeta } from '../define/prerender.ts';
import '../generated/server-elements.ts';
import { coordinatesOf } from '../property-detail/coordinates.ts';
import { JSON_LD_ATTRIBUTE } from '../property-detail/use-json-ld.ts';
import { jsonLdText, listingJsonLd } from '../property-detail/json-ld.ts';
import { setServerPage } from '../ui/location.ts';
import baseStyles from '../ui/base.css?inline';
import { definitions } from './define.ts';

export { ANSWERS_ATTRIBUTE } from '../define/prerender.ts';

/** The marker on an element the server rendered: the page's reserved box (agency-widgets.css) leaves it alone. */
export const RENDERED_ATTRIBUTE = 'data-agency-rendered';

/** Passes at most: a screen's loads depend on one another this deep at most (a list, then nothing). */
const MAX_PASSES = 4;

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

/** An element's attributes and how each is read (`lang` is every element's). */
export function elementAttributes(tag: string): Map<string, PropKind> {
  const definition = definitions.get(tag);
  if (!definition) throw new Error(`<${tag}> is not rendered on the server`);
  return new Map([...attributeSpecs(definition.props as PropTypes<object>)].map(([attribute, spec]) => [attribute, spec.type]));
}

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

/** What the page's head says about the page, from what the screen shows. */
export interface PageHead {
  title: string;
  /** the description, markup stripped and truncated by the spec's rule (core/format/truncate.ts) */
  description?: string;
  /** the address of its first picture */
  image?: string;
  /** its canonical address, absolute */
  canonical: string;
  /** its address in each of the site's languages, absolute */
  alternates: Partial<Record<Language, string>>;
  /** the schema.org data, as script text */
  jsonLd?: string;
}

export interface Rendered {
  /** the element with its declarative shadow root, and its structured data in its light DOM */
  html: string;
  /** 404 when the screen says what it shows does not exist */
  status: number;
  language: Language;
  head?: PageHead;
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

/** Renders `request.tag` for a page; throws when the tag cannot be rendered here. */
export async function renderElement(request: RenderRequest): Promise<Rendered> {
  const definition = definitions.get(request.tag);
  if (!definition) throw new Error(`<${request.tag}> is not rendered on the server`);
  const config = parseConfig(request.config ?? {}, request.url.origin);
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
  const lingui = { i18n, _: i18n.t.bind(i18n) };
  const api = createTransport({ baseUrl: `${request.url.origin}/api/v1`, fetch: request.fetch, retries: 0 });

  const answers = new Map<string, Answer>();
  const failed = new Set<string>();
  let html = '';
  let meta: ServerMeta | undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const wanted = new Map<string, Load>();
    const prerender: Prerender = {
      answers,
      hydrating: true,
      wanted: (key, load) => {
        if (!failed.has(key)) wanted.set(key, load);
      },
      meta: (shown) => {
        meta = shown;
      },
    };
    meta = undefined;
    // Rendering is synchronous: the page and the store are this request's for its whole length.
    setServerPage(request.url, request.bundleBase);
    agencyStore.getState().configure(config);
    agencyStore.getState().setLanguage(language);
    try {
      html = renderToString(
        h(ElementTree, {
          lingui,
          context: { host: absentHost, language },
          loading: undefined,
          visible: true,
          prerender,
          component: definition.component as never,
          props,
        }) as never, // React's element type; preact's renderer takes it as its own
      );
    } finally {
      setServerPage(undefined);
    }
    if (wanted.size === 0) break;
    await Promise.all(
      [...wanted].map(async ([key, load]) => {
        try {
          answers.set(key, { data: await load(api, new AbortController().signal) });
        } catch (error) {
          // a refusal the screen shows (not found) rides along; anything else the browser asks again
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) answers.set(key, { error: error.code, status: error.status });
          else failed.add(key);
        }
      }),
    );
  }

  const notFound = [...answers.values()].some((answer) => 'error' in answer && answer.status === 404);
  const head = meta && pageHead(meta, language, request.url, config);
  const data = JSON.stringify({ language, url: `${request.url.pathname}${request.url.search}`, answers: Object.fromEntries(answers) }).replace(/</g, '\\u003c');
  const stylesheet = request.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(request.stylesheet)}">` : '';
  const jsonLd = head?.jsonLd ? `<script type="application/ld+json" ${JSON_LD_ATTRIBUTE}="${meta!.kind}">${head.jsonLd}</script>` : '';
  return {
    html:
      `${startTag(request.tag, request.attributes, ` ${RENDERED_ATTRIBUTE}`)}<template shadowrootmode="open">${stylesheet}${html}` +
      `<script type="application/json" ${ANSWERS_ATTRIBUTE}>${data}</script></template>${jsonLd}</${request.tag}>`,
    status: notFound ? 404 : 200,
    language,
    ...(head ? { head } : {}),
  };
}

function pageHead(meta: ServerMeta, language: Language, url: URL, config: AgencyConfig): PageHead {
  const pathIn = (lang: Language) => withBase(config.base, meta.kind === 'property' ? propertyPath(meta.property, lang) : projectPath(meta.project, lang));
  const canonical = new URL(pathIn(language), url).href;
  const alternates: Partial<Record<Language, string>> = {};
  for (const lang of config.languages) alternates[lang] = new URL(pathIn(lang), url).href;
  const shown = meta.kind === 'property' ? meta.property : meta.project;
  const description = metaDescription(textIn(shown.Description, language));
  const image = safePictures(shown.Pictures)[0]?.Url;
  const head: PageHead = {
    title: meta.kind === 'property' ? propertyTitle(meta.property, language) : projectTitle(meta.project, language),
    canonical,
    alternates,
    ...(description ? { description } : {}),
    ...(image ? { image: new URL(image, url).href } : {}),
  };
  if (meta.kind === 'property') {
    const at = coordinatesOf(meta.property.Latitude, meta.property.Longitude);
    head.jsonLd = jsonLdText(listingJsonLd(meta.property, { language, url: canonical, marqueeIgnore: config.marqueeIgnore, at }));
  }
  return head;
}
