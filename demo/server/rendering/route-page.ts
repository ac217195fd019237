/**
 * A page of the route table as a CMS serves it: which screen, in which language, under
 * which title, with which head, and with what status. The demo site lays it out in its own
 * theme (site/register.ts); a CMS plugin asks for it through the page include
 * (`GET /render/page?url=…`, routes/render.ts) and puts it in its theme. Everything a
 * second CMS would need is here, so a plugin holds no rule: it passes the visitor's
 * address and pastes what comes back.
 */
import type { ConfigAttributes } from '../../../core/config.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { LANGUAGES, parseLanguages, toLanguage } from '../../../core/i18n/languages.ts';
import { projectTitle, propertyTitle } from '../../../core/property/title.ts';
import { isPreviewPath } from '../../../core/routing/preview.ts';
import { findRoute, type RouteMatch } from '../../../core/routing/lookup.ts';
import { alternatePaths, inEveryLanguage, projectPath, propertyPath } from '../../../core/routing/paths.ts';
import { ROUTES, type Route, type RouteKey } from '../../../core/routing/routes.ts';
import { routeTitle } from '../../../core/routing/titles.ts';
import { absoluteAlternates, type HeadTag, languageMetaFor, listCanonical, type PageMetaInput, pageMetaTags } from '../../../core/seo/page-meta.ts';
import type { ServerSettings } from '../config.ts';
import { translateId } from '../mail/i18n.ts';
import type { Repositories } from '../repositories/index.ts';
import { escapeHtml } from './head.ts';
import { RenderBusy, type ScreenRenderer } from './renderer.ts';

/** What a page of the site needs besides the route table: the settings, the data, and the screens' renderer when the build has one. */
export interface SiteRendering {
  settings: Pick<ServerSettings, 'siteMeta' | 'agencyName' | 'languages'>;
  repositories: Pick<Repositories, 'listings' | 'projects'>;
  renderer: ScreenRenderer | undefined;
  defaultLanguage: Language;
}

/** The name of a page of the route table in a language (the server's catalog). */
export function pageName(route: Route, language: Language): string {
  return translateId(language, routeTitle(route.key));
}

/** The attributes the route gives its screen: the route's own, the path's id or slug, the heading's level. */
export function screenAttributes(match: RouteMatch, headingLevel: number): Record<string, string> {
  const route = match.route;
  const values: Record<string, string> = { ...route.attributes };
  for (const [param, attribute] of Object.entries(route.paramAttributes ?? {})) {
    const value = match.params[param as keyof typeof match.params];
    if (value !== undefined && attribute) values[attribute] = value;
  }
  values['heading-level'] = String(headingLevel);
  return values;
}

/** What a property's or a project's page is about: its title, and its own address in the page's language and the others. */
export interface Subject {
  title: string;
  /** `/fr/a-vendre/bruxelles/appartement-lumineux-12/`: its title's words in the page's language */
  path: string;
  /**
   * Its own address in every language, each with its title's words in that language: the
   * page's hreflang alternates. The screen's head cannot say them, since the screen reads
   * the record in one language only.
   */
  paths: Record<Language, string>;
}

/**
 * The property or project a page shows, as a CMS that holds the agency's data names it (the
 * browser's tab, search results) and addresses it. `null`: there is no such property or
 * project online; undefined: the page is about neither.
 */
export async function subjectOf(match: RouteMatch | undefined, repositories: SiteRendering['repositories']): Promise<Subject | null | undefined> {
  if (!match || (match.route.key !== 'property' && match.route.key !== 'project')) return undefined;
  const id = Number(match.params.id);
  if (!Number.isSafeInteger(id)) return null;
  return recordSubject(match.route.key, id, match.language, repositories);
}

/** The property or project a detail screen shows (its id attribute, else the id in its page's address); undefined for another screen. */
export async function screenSubject(
  screen: { tag: string; attributes: Readonly<Record<string, string>>; url: URL },
  language: Language,
  repositories: SiteRendering['repositories'],
): Promise<Subject | null | undefined> {
  const kind = DETAIL_SCREENS[screen.tag];
  if (!kind) return undefined;
  const id = Number(screen.attributes[`${kind}-id`] ?? findRoute(ROUTES, screen.url.pathname)?.params.id);
  return Number.isSafeInteger(id) ? recordSubject(kind, id, language, repositories) : undefined;
}

/** The screens that show one property or project, and which. */
const DETAIL_SCREENS: Readonly<Record<string, 'property' | 'project'>> = { 'agency-property-detail': 'property', 'agency-project-detail': 'project' };

/** The property or project `id` as a page in `language` names it; null when it is not online. */
export async function recordSubject(kind: 'property' | 'project', id: number, language: Language, repositories: SiteRendering['repositories']): Promise<Subject | null> {
  if (kind === 'property') {
    const property = await repositories.listings.published(id);
    if (!property) return null;
    const paths = inEveryLanguage((lang) => propertyPath(property, lang));
    return { title: propertyTitle(property, language), path: paths[language], paths };
  }
  const project = await repositories.projects.published(id);
  if (!project) return null;
  const paths = inEveryLanguage((lang) => projectPath(project, lang));
  return { title: projectTitle(project, language), path: paths[language], paths };
}

/**
 * Where a property's or a project's page reached at another address than its own goes:
 * its own (301), the query kept. A link by id (a mail's `/nl/pand/12/`, the language
 * switch's `/fr/bien/12/`) and a slug in another language's words or an older title land
 * on the address with its title's words in the page's language. An editor's preview stays.
 */
export function ownAddress(subject: Subject | null | undefined, url: URL): string | undefined {
  if (!subject || url.pathname === subject.path || isPreviewPath(url.pathname) || !subject.path.startsWith('/')) return undefined;
  return `${subject.path}${url.search}`;
}

export interface ScreenOnPage {
  tag: string;
  attributes: Record<string, string>;
}

export interface RenderedScreen {
  /** 404 when the screen says what it shows does not exist */
  status: number;
  /** the element as the page pastes it: with its declarative shadow root, or bare for the browser to render */
  html: string;
  /** the page's title when the screen names its subject (a property's title) */
  title: string | undefined;
  head: HeadTag[];
}

/** The element without its rendering: the browser renders it (a screen the server does not render, or a busy server). */
export function bareElement({ tag, attributes }: ScreenOnPage): string {
  const written = Object.entries(attributes)
    .filter(([name]) => /^[a-z][a-z0-9-]*$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${written}></${tag}>`;
}

/**
 * The screen of a page and the page's head: rendered by the server when it renders that
 * screen (its head then says what the screen shows: a listing's title, description,
 * picture and its own addresses in every language), else the element for the browser with
 * the head of `defaults`. A busy server gives the latter too.
 */
export async function renderScreen(
  site: SiteRendering,
  screen: ScreenOnPage,
  page: { url: URL; config?: ConfigAttributes | undefined; defaults: PageMetaInput; defaultLanguage: Language; subject?: Subject | null | undefined },
): Promise<RenderedScreen> {
  const bare = { status: 200, html: bareElement(screen), title: undefined, head: pageMetaTags(page.defaults) };
  if (!site.renderer?.tags.has(screen.tag)) return bare;
  let rendered;
  try {
    rendered = await site.renderer.render({ tag: screen.tag, attributes: screen.attributes, url: page.url, ...(page.config ? { config: page.config } : {}), pageLanguage: page.defaults.language });
  } catch (error) {
    if (error instanceof RenderBusy) return bare;
    throw error;
  }
  const head = rendered.head;
  const tags = head
    ? pageMetaTags({
        ...page.defaults,
        title: head.title,
        canonical: head.canonical,
        alternates: absoluteAlternates(page.subject?.paths ?? head.alternates, page.url.origin, page.defaultLanguage),
        description: head.description,
        image: head.image,
        type: 'article',
      })
    : bare.head;
  return { status: rendered.status, html: rendered.html, title: head?.title, head: tags };
}

/** A page of the route table for a CMS: everything the CMS writes around its own theme. */
export interface RoutePage {
  /**
   * 200; 404 when the address is no page of the table or names a property or project that
   * is not online; 301 when a property's or a project's page has another address (`location`)
   */
  status: number;
  /** with 301: the page's own address on the site (path and query) */
  location?: string;
  language: Language;
  /** the route's key; null when the address is no page of the table */
  route: RouteKey | null;
  /** the page's own title, without the site's name */
  title: string;
  /** the page's head: `<title>`, description, canonical, hreflang alternates, Open Graph, the language's meta */
  head: HeadTag[];
  /** the screen, rendered or for the browser to render; null for a page the CMS writes itself (privacy, team) */
  html: string | null;
}

export interface RoutePageRequest {
  /** the page's address on the site (PUBLIC_URL): path and query */
  url: URL;
  /** the language to read a path without a language segment in (an original path) */
  language?: Language | undefined;
  config?: ConfigAttributes;
  /** what the site calls itself after the page's title (default: the server's AGENCY_NAME) */
  siteName?: string | undefined;
}

function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** The page at `request.url`, as the route table has it. */
export async function routePage(site: SiteRendering, request: RoutePageRequest): Promise<RoutePage> {
  const path = decodedPath(request.url);
  // a page in a language the site does not offer is no page of it
  const offered = site.settings.languages ?? LANGUAGES;
  const found = findRoute(ROUTES, path, request.language);
  const match = found && offered.includes(found.language) ? found : undefined;
  const siteName = request.siteName || site.settings.agencyName;
  // x-default: the page's default language, else the first it enables
  const defaultLanguage = toLanguage(request.config?.['default-language']) ?? (request.config?.languages ? parseLanguages(request.config.languages)[0] : undefined) ?? site.defaultLanguage;
  if (!match) {
    const asked = request.language ?? LANGUAGES.find((candidate) => path.startsWith(`/${candidate}/`));
    const language = asked && offered.includes(asked) ? asked : defaultLanguage;
    const title = translateId(language, 'error.pageNotFound');
    const languageMeta = { ...languageMetaFor(site.settings.siteMeta, language), robots: 'noindex' };
    const head = pageMetaTags({ language, title, siteName, canonical: listCanonical(request.url), alternates: [], languageMeta });
    return { status: 404, language, route: null, title, head, html: bareElement({ tag: 'agency-not-found', attributes: { 'heading-level': '1', lang: language } }) };
  }
  const { route, language } = match;
  const subject = await subjectOf(match, site.repositories).catch(() => undefined);
  const title = subject?.title || pageName(route, language);
  const location = ownAddress(subject, request.url);
  if (location) return { status: 301, location, language, route: route.key, title, head: [], html: null };
  const defaults: PageMetaInput = {
    language,
    title,
    siteName,
    canonical: listCanonical(request.url),
    alternates: absoluteAlternates(alternatePaths(ROUTES, path, parseLanguages(request.config?.languages).filter((language) => offered.includes(language))), request.url.origin, defaultLanguage),
    languageMeta: languageMetaFor(site.settings.siteMeta, language),
  };
  // a property that is no longer online says so to search engines too
  const status = subject === null ? 404 : 200;
  if (!route.screen) return { status, language, route: route.key, title, head: pageMetaTags(defaults), html: null };
  // the language rides on the element, so the browser renders it in the same one
  const screen = { tag: route.screen, attributes: { ...screenAttributes(match, 1), lang: language } };
  const rendered = await renderScreen(site, screen, { url: request.url, config: request.config, defaults, defaultLanguage, subject });
  return { status: Math.max(status, rendered.status), language, route: route.key, title: rendered.title || title, head: rendered.head, html: rendered.html };
}
