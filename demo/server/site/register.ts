/**
 * Serves the demo host site: the pages of the route table (when no file of demo/site/
 * answers the path) and the catch-all /app/ page of `<agency-app>`.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderAppPage, renderPage, type SiteOptions, tagsOfManifest } from './pages.ts';

export function siteOptions(distDir: string): SiteOptions {
  const manifest = JSON.parse(readFileSync(`${distDir}manifest.json`, 'utf8'));
  return { availableTags: tagsOfManifest(manifest) };
}

const APP_BASE = '/app';

export function registerSite(app: FastifyInstance): void {
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
