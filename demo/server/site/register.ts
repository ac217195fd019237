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

export function registerSite(app: FastifyInstance, options: SiteOptions): void {
  app.get('/demo/elements/', (request, reply) => sendWorkbench(request, reply, undefined, options));
  app.get('/demo/elements/:folder/', (request, reply) => sendWorkbench(request, reply, (request.params as { folder: string }).folder, options));
  app.get(APP_BASE, (_request, reply) => reply.redirect(`${APP_BASE}/nl/`));
  // browsers ask for /favicon.ico on pages that name no icon (a CMS page pasted by hand)
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get(`${APP_BASE}/*`, (request, reply) => {
    const path = new URL(request.url, 'http://site').pathname.slice(APP_BASE.length);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(renderAppPage(path));
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
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  const subject = await subjectOf(findRoute(ROUTES, path), site.repositories).catch(() => undefined);
  // a property's page by id, or in another language's words: to its own address
  const location = ownAddress(subject, url);
  if (location) return reply.redirect(location, 301);
  const plan = planPage(path, options, subject?.title);
  const { language } = plan.page;
  const languageMeta = languageMetaFor(site.settings.siteMeta, language);
  const alternates = absoluteAlternates(plan.page.alternates, origin, site.defaultLanguage);
  const defaults = {
    language,
    title: plan.page.title,
    siteName: site.settings.agencyName,
    canonical: listCanonical(url),
    alternates,
    description: metaDescription(plan.description),
    languageMeta,
  };
  const send = (status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  // a page that does not exist says so to search engines too
  if (plan.status === 404) return send(404, renderPlannedPage(plan, headTags({ ...defaults, alternates: [], languageMeta: { ...languageMeta, robots: 'noindex' } })));

  const { screen } = plan;
  const clientOnly = url.searchParams.get(CLIENT_RENDERING_PARAM) === 'client';
  // the screen says the property is gone; the answer's status says it to search engines
  const status = subject === null ? 404 : plan.status;
  if (!screen || clientOnly) return send(status, renderPlannedPage(plan, headTags(defaults)));
  const rendered = await renderScreen(site, screen, { url, config: SITE_CONFIG, defaults, defaultLanguage: site.defaultLanguage, subject });
  return send(Math.max(status, rendered.status), renderPlannedPage(plan, rendered.head.map(tagHtml).join('\n    '), rendered.html, rendered.title));
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
