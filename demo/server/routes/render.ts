/**
 * The include endpoint (docs/server-rendering.md): a CMS, a PHP template or an edge worker
 * asks for a screen rendered for one of its pages and pastes the answer into that page.
 *
 *   GET /render/<tag>?<attribute>=<value>…&lng=<language>&url=<the page's address>&config-<name>=<value>
 *   GET /render/<tag>/head?… (the same query): the tags for the page's <head>
 *   GET /render/page?url=<the page's address>&config-<name>=<value>: a whole page of the route
 *     table for a CMS plugin (rendering/route-page.ts), as JSON: status, language, route,
 *     title, head, the screen
 *
 * Listings change a few times a day: answers are cached a minute, served stale for ten
 * while one request renders them again, and carry an ETag of what they say and of the
 * catalogue's version they were made from (a repeated request with If-None-Match gets a
 * 304 until a listing changes, then the new answer). What they say depends on the query alone: every address in
 * them is on the configured site (rendering/site-origin.ts), never on the request's Host,
 * and `url=` is a path of that site, so no request can leave another host in a cache.
 * Bad input is a 4xx of the API's catalogue, never a 500; when renders come faster than
 * the server renders them, a 503 with Retry-After (the page then lets the browser render).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG_ATTRIBUTES, type ConfigAttributes } from '../../../core/config.ts';
import { LANGUAGES, type Language, toLanguage } from '../../../core/i18n/languages.ts';
import { validationMessages } from '../../../core/messages.ts';
import * as errorMessages from '../../../core/messages/error.ts';
import { absoluteAlternates, languageMetaFor, listCanonical, pageMetaTags } from '../../../core/seo/page-meta.ts';
import type { Context } from '../context.ts';
import { fail } from '../http/errors.ts';
import { RenderBusy, type ScreenRenderer, type ScreenRequest } from '../rendering/renderer.ts';
import { headTagsHtml } from '../rendering/head.ts';
import { routePage, screenSubject } from '../rendering/route-page.ts';
import { siteOrigin } from '../rendering/site-origin.ts';

export const RENDER_PATH = '/render';
/** The page include: `page` is no tag (tags are `agency-*`), so it names no element. */
export const PAGE_INCLUDE_PATH = `${RENDER_PATH}/page`;

/** A minute fresh, ten more served while the next answer renders: a listing is a few minutes late at worst. */
export const RENDER_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Query parameters of the endpoint itself; every other one is an attribute of the element. */
const LANGUAGE_PARAM = 'lng';
const URL_PARAM = 'url';
const CONFIG_PREFIX = 'config-';
/** The page include's: what the site calls itself after a page's title (the CMS's own name) */
const SITE_NAME_PARAM = 'site-name';
/** The language of the page the element goes into (its `<html lang>`), which an element without `lng` falls back to as in the browser */
const PAGE_LANGUAGE_PARAM = 'html-lang';
/** An attribute a page writes is short; anything longer is not one. */
const MAX_VALUE = 500;

/** A record's id as an attribute names it (`property-id=5103`): a positive whole number. */
const ID = /^[1-9]\d{0,15}$/;

/** The render request a query describes, or a 400 naming each parameter that is wrong. `site`: the configured site's origin. */
export function readRenderQuery(renderer: ScreenRenderer, tag: string, query: Record<string, unknown>, site: string): ScreenRequest & { language?: Language } {
  if (!renderer.tags.has(tag)) fail('not_found');
  const kinds = renderer.attributesOf(tag);
  const fields: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  const config: ConfigAttributes = {};
  let url = new URL('/', site);
  let language: Language | undefined;
  let pageLanguage: Language | undefined;
  for (const [name, raw] of Object.entries(query)) {
    if (Array.isArray(raw) || typeof raw !== 'string' || raw.length > MAX_VALUE) {
      fields[name] = validationMessages.invalid.id;
      continue;
    }
    if (name === LANGUAGE_PARAM) {
      if ((LANGUAGES as readonly string[]).includes(raw)) language = raw as Language;
      else fields[name] = validationMessages.invalid.id;
    } else if (name === URL_PARAM) {
      const page = pageUrl(raw, site);
      if (page) url = page;
      else fields[name] = validationMessages.invalid.id;
    } else if (name === PAGE_LANGUAGE_PARAM) {
      if (toLanguage(raw)) pageLanguage = toLanguage(raw);
      else fields[name] = validationMessages.invalid.id;
    } else if (name.startsWith(CONFIG_PREFIX)) {
      const attribute = name.slice(CONFIG_PREFIX.length);
      if ((CONFIG_ATTRIBUTES as readonly string[]).includes(attribute)) config[attribute as keyof ConfigAttributes] = raw;
      else fields[name] = errorMessages.invalidView.id;
    } else {
      const kind = kinds.get(name);
      if (!kind || name === 'lang') fields[name] = errorMessages.invalidView.id;
      else if (kind.type === 'number' && (raw.trim() === '' || !Number.isFinite(Number(raw)))) fields[name] = validationMessages.numberInvalid.id;
      else if (kind.type === 'json' && !isJson(raw)) fields[name] = validationMessages.invalid.id;
      else if (kind.format === 'id' && !ID.test(raw)) fields[name] = validationMessages.invalid.id;
      else attributes[name] = raw;
    }
  }
  if (Object.keys(fields).length > 0) fail('bad_request', { fields });
  // the language rides on the element, so the browser renders it in the same one
  if (language) attributes.lang = language;
  return { tag, attributes, url, config, ...(language ? { language } : {}), ...(pageLanguage ? { pageLanguage } : {}) };
}

/** What the page include is asked for: the page, the language of a path without one, the page's settings, the site's name. */
export function readPageQuery(query: Record<string, unknown>, site: string): { url: URL; language?: Language; config: ConfigAttributes; siteName?: string } {
  const fields: Record<string, string> = {};
  const config: ConfigAttributes = {};
  let url: URL | undefined;
  let language: Language | undefined;
  let siteName: string | undefined;
  for (const [name, raw] of Object.entries(query)) {
    if (Array.isArray(raw) || typeof raw !== 'string' || raw.length > MAX_VALUE) fields[name] = validationMessages.invalid.id;
    else if (name === URL_PARAM) {
      url = pageUrl(raw, site);
      if (!url) fields[name] = validationMessages.invalid.id;
    } else if (name === LANGUAGE_PARAM) {
      if ((LANGUAGES as readonly string[]).includes(raw)) language = raw as Language;
      else fields[name] = validationMessages.invalid.id;
    } else if (name === SITE_NAME_PARAM) siteName = raw.trim();
    else if (name.startsWith(CONFIG_PREFIX) && (CONFIG_ATTRIBUTES as readonly string[]).includes(name.slice(CONFIG_PREFIX.length))) {
      config[name.slice(CONFIG_PREFIX.length) as keyof ConfigAttributes] = raw;
    } else fields[name] = errorMessages.invalidView.id;
  }
  if (!url && !fields[URL_PARAM]) fields[URL_PARAM] = validationMessages.invalid.id;
  if (Object.keys(fields).length > 0 || !url) fail('bad_request', { fields });
  return { url, config, ...(language ? { language } : {}), ...(siteName ? { siteName } : {}) };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page's address: a path of the site (`/fr/biens/?page=2`), or an absolute address on
 * the site's origin; undefined for anything else. Browsers and URL parsers read `//host`,
 * `/\host`, `///host` and a path with a tab or a line break in it (they drop those) as
 * another host: a path starts with one `/`, and has no backslash, control character or
 * space anywhere.
 */
export function pageUrl(value: string, site: string): URL | undefined {
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return undefined;
  if (!/^\/(?!\/)/.test(value) && !/^https?:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value, site);
    if (url.origin !== new URL(site).origin || url.username || url.password) return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

/** A weak validator: the bytes are the same, whatever compression carries them, and so is the data they were made from. */
export function etagOf(body: string, version = ''): string {
  return `W/"${createHash('sha256').update(version).update('\0').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match names `etag` (or `*`), weak comparison as RFC 9110 wants for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends `body`, made from the catalogue's `version`, with the listing cache headers, or a 304 when the client has it already. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, status: number, type: string, body: string, version: string): FastifyReply {
  const etag = etagOf(body, version);
  reply.header('Cache-Control', RENDER_CACHE_CONTROL).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(status).type(type).send(body);
}

export function registerRender(app: FastifyInstance, context: Context<'settings' | 'repositories' | 'stores'>, renderer: ScreenRenderer): void {
  // read before the render: a change after it makes the next ETag another, never a new answer under the old one
  const version = () => context.stores.catalogue.version();

  // A whole page of the route table: what a CMS plugin pastes into its theme (docs/wordpress.md).
  app.get(PAGE_INCLUDE_PATH, async (request, reply) => {
    const asked = readPageQuery(request.query as Record<string, unknown>, siteOrigin(app, context.settings));
    const made = await version();
    const site = { settings: context.settings, repositories: context.repositories, renderer, defaultLanguage: context.settings.languages?.[0] ?? LANGUAGES[0] };
    const page = await routePage(site, asked);
    const siteName = asked.siteName || context.settings.agencyName;
    const body = { status: page.status, ...(page.location ? { location: page.location } : {}), language: page.language, route: page.route, title: page.title, head: headTagsHtml(page.title, siteName, page.head), html: page.html };
    // a page that redirects is still an answer of the include (a CMS follows `location` on its own site), not a redirect of the include's address
    return sendCached(request, reply, page.status === 301 ? 200 : page.status, 'application/json; charset=utf-8', JSON.stringify(body), made);
  });

  const render = async (request: FastifyRequest) => {
    const { tag } = request.params as { tag: string };
    const screen = readRenderQuery(renderer, tag, request.query as Record<string, unknown>, siteOrigin(app, context.settings));
    const made = await version();
    try {
      return { screen, made, rendered: await renderer.render(screen) };
    } catch (error) {
      // too many renders wait: come back in a moment (the include's caller renders in the browser meanwhile)
      if (error instanceof RenderBusy) fail('unavailable', { retryAfter: error.retryAfter });
      throw error;
    }
  };

  app.get(`${RENDER_PATH}/:tag`, async (request, reply) => {
    const { rendered, made } = await render(request);
    return sendCached(request, reply, rendered.status, 'text/html; charset=utf-8', rendered.html, made);
  });

  app.get(`${RENDER_PATH}/:tag/head`, async (request, reply) => {
    const { screen, rendered, made } = await render(request);
    const head = rendered.head;
    // a detail's own words in each language, which the screen, reading one language, cannot say
    const subject = head ? await screenSubject(screen, rendered.language, context.repositories).catch(() => undefined) : undefined;
    const tags = pageMetaTags({
      language: rendered.language,
      title: head?.title ?? '',
      siteName: context.settings.agencyName,
      canonical: head?.canonical ?? listCanonical(screen.url),
      alternates: head ? absoluteAlternates(subject?.paths ?? head.alternates, screen.url.origin, toLanguage(screen.config?.['default-language']) ?? LANGUAGES[0]) : [],
      description: head?.description,
      image: head?.image,
      languageMeta: languageMetaFor(context.settings.siteMeta, rendered.language),
      type: head ? 'article' : 'website',
    });
    return sendCached(request, reply, rendered.status, 'text/html; charset=utf-8', headTagsHtml(head?.title, context.settings.agencyName, tags), made);
  });
}
