/**
 * Serves the demo host site: the pages of the route table (when no file of demo/site/
 * answers the path) and the catch-all /app/ page of `<agency-app>`.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
import { projectTitle, propertyTitle } from '../../../core/property/title.ts';
import { findRoute } from '../../../core/routing/lookup.ts';
import { ROUTES } from '../../../core/routing/routes.ts';
import type { Repositories } from '../repositories/index.ts';
import { renderAppPage, renderPage, renderWorkbench, type SiteOptions, tagsOfManifest } from './pages.ts';

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

/** Answers a GET for a page of the site; the caller handles everything else. */
export async function sendSitePage(request: FastifyRequest, reply: FastifyReply, options: SiteOptions, repositories: Pick<Repositories, 'listings' | 'projects'>) {
  const { pathname } = new URL(request.url, 'http://site');
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  const subject = await subjectTitle(path, repositories).catch(() => undefined);
  const page = renderPage(path, options, subject ?? undefined);
  // the screen says the property is gone; the answer's status says it to search engines
  return reply.code(subject === null ? 404 : page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
}

function sendWorkbench(request: FastifyRequest, reply: FastifyReply, folder: string | undefined, options: SiteOptions) {
  const asked = (request.query as { lng?: string }).lng;
  const language: Language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';
  const page = renderWorkbench(folder, language, options);
  return reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
}
