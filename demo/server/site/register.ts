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
import { RenderBusy, type ScreenRenderer } from '../rendering/renderer.ts';
import { pageOnSite, siteOrigin } from '../rendering/site-origin.ts';
import { planPage, renderAppPage, renderPlannedPage, renderWorkbench, SITE_CONFIG, type SiteOptions, tagsOfManifest } from './pages.ts';
import { projectTitle, propertyTitle } from '../../../core/property/title.ts';
import { findRoute } from '../../../core/routing/lookup.ts';
import { ROUTES } from '../../../core/routing/routes.ts';
import type { Repositories } from '../repositories/index.ts';

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
 * What a property's or a project's page is called in the browser's tab and in search
 * results: its own title, as a CMS that holds the agency's data writes it (the screen
 * also says it with agency-detail, for a CMS that does not). `null`: there is no such
 * property or project online; undefined: the page is about neither.
 */
async function subjectTitle(path: string, repositories: Pick<Repositories, 'listings' | 'projects'>): Promise<string | null | undefined> {
  const match = findRoute(ROUTES, path);
  if (!match || (match.route.key !== 'property' && match.route.key !== 'project')) return undefined;
  const id = Number(match.params.id);
  if (!Number.isSafeInteger(id)) return null;
  if (match.route.key === 'property') {
    const property = await repositories.listings.published(id);
    return property ? propertyTitle(property, match.language) : null;
  }
  const project = await repositories.projects.published(id);
  return project ? projectTitle(project, match.language) : null;
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
  const subject = await subjectTitle(path, site.repositories).catch(() => undefined);
  const plan = planPage(path, options, subject ?? undefined);
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
  if (!screen || !site.renderer?.tags.has(screen.tag) || clientOnly) return send(status, renderPlannedPage(plan, headTags(defaults)));

  let rendered;
  try {
    rendered = await site.renderer.render({ tag: screen.tag, attributes: screen.attributes, url, config: SITE_CONFIG, pageLanguage: language });
  } catch (error) {
    // too many renders wait: the page as a CMS without the include serves it, the browser renders the screen
    if (error instanceof RenderBusy) return send(status, renderPlannedPage(plan, headTags(defaults)));
    throw error;
  }
  const head = rendered.head;
  const meta = head
    ? headTags({
        ...defaults,
        title: head.title,
        canonical: head.canonical,
        alternates: absoluteAlternates(head.alternates, origin, site.defaultLanguage),
        description: head.description,
        image: head.image,
        type: 'article',
      })
    : headTags(defaults);
  return send(Math.max(status, rendered.status), renderPlannedPage(plan, meta, rendered.html, head?.title));
}

/** What the site's pages need besides the route table: the settings, and the screens' renderer when the build has one. */
export interface SiteRendering {
  settings: ServerSettings;
  repositories: Pick<Repositories, 'listings' | 'projects'>;
  renderer: ScreenRenderer | undefined;
  defaultLanguage: Language;
}

function headTags(input: PageMetaInput): string {
  return pageMetaTags(input).map(tagHtml).join('\n    ');
}

function sendWorkbench(request: FastifyRequest, reply: FastifyReply, folder: string | undefined, options: SiteOptions) {
  const asked = (request.query as { lng?: string }).lng;
  const language: Language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';
  const page = renderWorkbench(folder, language, options);
  return reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
}
