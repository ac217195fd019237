/**
 * Serves the demo host site: the pages of the route table (when no file of demo/site/
 * answers the path) and the catch-all /app/ page of `<agency-app>`.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../../../core/i18n/languages.ts';
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
  app.get(`${APP_BASE}/*`, (request, reply) => {
    const path = new URL(request.url, 'http://site').pathname.slice(APP_BASE.length);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(renderAppPage(path));
  });
}

/** Answers a GET for a page of the site; the caller handles everything else. */
export function sendSitePage(request: FastifyRequest, reply: FastifyReply, options: SiteOptions) {
  const { pathname } = new URL(request.url, 'http://site');
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  const page = renderPage(path, options);
  return reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
}

function sendWorkbench(request: FastifyRequest, reply: FastifyReply, folder: string | undefined, options: SiteOptions) {
  const asked = (request.query as { lng?: string }).lng;
  const language: Language = (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : 'en';
  const page = renderWorkbench(folder, language, options);
  return reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
}
