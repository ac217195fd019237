/**
 * Serves the demo host site: the pages of the route table (when no file of demo/site/
 * answers the path) and the catch-all /app/ page of `<agency-app>`.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { absoluteAlternates, languageMetaFor, listCanonical, metaDescription, type PageMetaInput, pageMetaTags } from '../../../core/seo/page-meta.ts';
import type { ServerSettings } from '../config.ts';
import { tagHtml } from '../rendering/head.ts';
import { ownAddress, renderScreen, type SiteRendering as RouteSiteRendering, subjectOf } from '../rendering/route-page.ts';
import { pageOnSite, siteOrigin } from '../rendering/site-origin.ts';
import { planPage, renderAppPage, renderPlannedPage, renderWorkbench, SITE_CONFIG, type SiteOptions, tagsOfManifest } from './pages.ts';
import { findRoute } from '../../../core/routing/lookup.ts';
import { ROUTES } from '../../../core/routing/routes.ts';

export function siteOptions(distDir: string): SiteOptions {
  const manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8'));
  return { availableTags: tagsOfManifest(manifest) };
}

const APP_BASE = '/app';

export function registerSite(app: FastifyInstance, options: SiteOptions, site: SiteRendering): void {
  app.get('/demo/elements/', (request, reply) => sendWorkbench(request, reply, undefined, options));
  app.get('/demo/elements/:folder/', (request, reply) => sendWorkbench(request, reply, (request.params as { folder: string }).folder, options));
  app.get(APP_BASE, (_request, reply) => reply.redirect(`${APP_BASE}/nl/`));
  // browsers ask for /favicon.ico on pages that name no icon (a CMS page pasted by hand)
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  // The catch-all page is another address of the site's pages: its head is theirs (title,
  // description, alternates), its canonical the page's own address, so the screen that
  // <agency-app> draws in the browser is named and indexed once, where the route table has it.
  app.get(`${APP_BASE}/*`, async (request, reply) => {
    const origin = siteOrigin(request.server, site.settings);
    const url = pageOnSite(request.url, origin);
    const path = sitePath(url).slice(APP_BASE.length);
    const page = await plannedHead(path, url, options, site, APP_BASE.length);
    const html = renderAppPage(page.plan, page.head);
    return reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}

/**
 * `?render=client`: the page as a CMS without the include serves it, the screen left to the
 * browser (to compare the two, and for a CMS that cannot include).
 */
export const CLIENT_RENDERING_PARAM = 'render';

/** Answers a GET for a page of the site; the caller handles everything else. */
export async function sendSitePage(request: FastifyRequest, reply: FastifyReply, options: SiteOptions, site: SiteRendering) {
  // the page's addresses are the configured site's, whatever Host the request named
  const origin = siteOrigin(request.server, site.settings);
  const url = pageOnSite(request.url, origin);
  const page = await plannedHead(sitePath(url), url, options, site);
  // a property's page by id, or in another language's words: to its own address
  if (page.location) return reply.redirect(page.location, 301);
  const { plan, subject, defaults } = page;
  const send = (status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  const { screen } = plan;
  const clientOnly = url.searchParams.get(CLIENT_RENDERING_PARAM) === 'client';
  if (plan.status === 404 || !screen || clientOnly) return send(page.status, renderPlannedPage(plan, page.head));
  const rendered = await renderScreen(site, screen, { url, config: SITE_CONFIG, defaults, defaultLanguage: site.defaultLanguage, subject });
  return send(Math.max(page.status, rendered.status), renderPlannedPage(plan, rendered.head.map(tagHtml).join('\n    '), rendered.html, rendered.title));
}

/** The decoded path of a page's address (as asked when it does not decode). */
function sitePath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/**
 * What a page of the route table at `path` is and its head's tags before any screen is
 * rendered: its plan, the property or project it shows, where it belongs when asked at
 * another address, its status and its head. `baseLength`: the length of the address's
 * prefix before the site's path (the catch-all page's), dropped from the canonical.
 */
async function plannedHead(path: string, url: URL, options: SiteOptions, site: SiteRendering, baseLength = 0) {
  const subject = await subjectOf(findRoute(ROUTES, path), site.repositories).catch(() => undefined);
  const siteUrl = new URL(url.href);
  siteUrl.pathname = url.pathname.slice(baseLength);
  const location = ownAddress(subject, siteUrl);
  const plan = planPage(path, options, subject?.title, site.settings.languages);
  const { language } = plan.page;
  const languageMeta = languageMetaFor(site.settings.siteMeta, language);
  const defaults: PageMetaInput = {
    language,
    title: plan.page.title,
    siteName: site.settings.agencyName,
    canonical: location ? new URL(location, siteUrl).href : listCanonical(siteUrl),
    alternates: absoluteAlternates(plan.page.alternates, siteUrl.origin, site.defaultLanguage),
    description: metaDescription(plan.description),
    languageMeta,
  };
  // a page that does not exist says so to search engines too
  if (plan.status === 404) return { plan, subject, location, defaults, status: 404, head: headTags({ ...defaults, alternates: [], languageMeta: { ...languageMeta, robots: 'noindex' } }) };
  // the screen says the property is gone; the answer's status says it to search engines
  return { plan, subject, location, defaults, status: subject === null ? 404 : plan.status, head: headTags(defaults) };
}

/** What the site's pages need besides the route table: the settings, the data, and the screens' renderer when the build has one. */
export type SiteRendering = RouteSiteRendering & { settings: ServerSettings };

function headTags(input: PageMetaInput): string {
  return pageMetaTags(input).map(tagHtml).join('\n    ');
}

function sendWorkbench(request: FastifyRequest, reply: FastifyReply, folder: string | undefined, options: SiteOptions) {
  const asked = (request.query as { lng?: string }).lng;
  const language: Language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';
  const page = renderWorkbench(folder, language, options);
  return reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
}
