/**
 * `/sitemap.xml` and `/robots.txt` for search engines, from what is published now: the
 * site's public pages and every online listing and project, each in the four languages
 * with its hreflang alternates, `lastmod` from the record's change date. They read the
 * listings and projects repositories, so they follow the data whatever its source (the
 * demo's seed, a CRM's sync). Absolute addresses start with the configured public
 * address (PUBLIC_URL, else the address the server listens on), never with one a request names.
 */
import type { FastifyReply } from 'fastify';
import { type Language, LANGUAGES, toLanguage } from '../../../core/i18n/languages.ts';
import { inEveryLanguage, pathFor, projectPath, propertyPath } from '../../../core/routing/paths.ts';
import { ROUTES, type Route, type RouteKey } from '../../../core/routing/routes.ts';
import { absoluteAlternates } from '../../../core/seo/page-meta.ts';
import { DEFAULT_PROPERTY_SORT } from '../../../core/api/contract.ts';
import { scopedAgency } from '../db/agency-scope.ts';
import type { Repositories } from '../repositories/index.ts';
import { SITE_CONFIG } from '../site/pages.ts';
import { routes } from './plugin.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org); more are split, under a sitemap index. */
export const SITEMAP_LIMIT = 50_000;
/** Records read per repository call while the sitemap is made. */
const READ_PAGE = 500;

/** Pages that are nobody's search result: the owner portal, one-time links, thank-you pages, the 404 page, the visitor's favourites. */
const PRIVATE_PAGES: ReadonlySet<RouteKey> = new Set(['login', 'password-reset', 'owner', 'newsletter-unsubscribe', 'not-found', 'favourites', 'compare']);
const isPrivate = (route: Route) => PRIVATE_PAGES.has(route.key) || route.key.startsWith('feedback-');

/** The public pages of the route table that stand alone: no id or slug to fill in, no address elsewhere. */
export const SITEMAP_PAGES: readonly RouteKey[] = ROUTES.filter(
  (route) => !isPrivate(route) && !route.external && !Object.values(route.paths).some((path) => path.includes('{')),
).map((route) => route.key);

export interface SitemapEntry {
  /** the page in each language the site offers */
  paths: Partial<Record<Language, string>>;
  /** ISO 8601 */
  lastmod?: string | undefined;
}

/** An entry's paths, in the product's order of languages. */
const pathsOf = (entry: SitemapEntry): string[] => LANGUAGES.flatMap((language) => (entry.paths[language] === undefined ? [] : [entry.paths[language]]));

/** The entries in the languages the site offers only. */
export function inLanguages(entries: readonly SitemapEntry[], languages: readonly Language[]): SitemapEntry[] {
  if (LANGUAGES.every((language) => languages.includes(language))) return [...entries];
  return entries.map((entry) => ({ ...entry, paths: Object.fromEntries(languages.flatMap((language) => (entry.paths[language] === undefined ? [] : [[language, entry.paths[language]]]))) }));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Every address the sitemap lists, from what the repositories say is online now. */
export async function sitemapEntries(repositories: Pick<Repositories, 'listings' | 'projects'>): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = SITEMAP_PAGES.map((key) => ({ paths: inEveryLanguage((language) => pathFor(key, language)) }));
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await repositories.listings.search({ sort: DEFAULT_PROPERTY_SORT, page, pageSize: READ_PAGE });
    pages = found.pageCount;
    for (const property of found.items) {
      entries.push({ paths: inEveryLanguage((language) => propertyPath(property, language)), lastmod: property.ChangedAt ?? property.CreatedAt });
    }
  }
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await repositories.projects.search({ page, pageSize: READ_PAGE });
    pages = found.pageCount;
    for (const project of found.items) entries.push({ paths: inEveryLanguage((language) => projectPath(project, language)), lastmod: project.ChangedAt });
  }
  return entries;
}

/** A `<urlset>`: one `<url>` per page and language, each naming all its languages (and x-default) as alternates. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string, defaultLanguage: Language): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = absoluteAlternates(entry.paths, origin, defaultLanguage)
      .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
      .join('');
    const lastmod = entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)) ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>` : '';
    for (const path of pathsOf(entry)) urls.push(`<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The same addresses as JSON, each page in each language with its `lastmod`: what a CMS
 * that writes its own sitemap lists (the WordPress plugin's provider of wp-sitemap.xml),
 * without reading XML.
 */
export function sitemapJson(entries: readonly SitemapEntry[], origin: string): { urls: { loc: string; lastmod?: string }[] } {
  const urls: { loc: string; lastmod?: string }[] = [];
  for (const entry of entries) {
    const lastmod = entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)) ? new Date(entry.lastmod).toISOString() : undefined;
    for (const path of pathsOf(entry)) urls.push({ loc: new URL(path, origin).href, ...(lastmod ? { lastmod } : {}) });
  }
  return { urls };
}

/** A sitemap index of `count` sitemaps (`/sitemap-1.xml`, …). */
export function sitemapIndexXml(count: number, origin: string): string {
  const sitemaps = Array.from({ length: count }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** Entries per sitemap file: each writes one address per language. */
const ENTRIES_PER_FILE = Math.floor(SITEMAP_LIMIT / LANGUAGES.length);

/** What robots may read: everything public; not the owner portal, thank-you pages, the demo's tools and the /app copy of the site. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/app/', '/demo/'];
  for (const route of ROUTES.filter(isPrivate)) for (const language of LANGUAGES) disallowed.push(route.paths[language]);
  const lines = ['User-agent: *', ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`)];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export const sitemapRoutes = routes('sitemap', ['repositories', 'settings'], (app, context) => {
  // the site's address and languages: with many agencies, the request's agency's
  const origin = () => context.settings.publicUrl;
  const languages = () => context.settings.languages ?? LANGUAGES;
  const defaultLanguage = () => (context.settings.languages ? languages()[0]! : (toLanguage(SITE_CONFIG.languages) ?? LANGUAGES[0]));
  const xml = (body: string) => ({ body, type: 'application/xml; charset=utf-8' });

  // requests that come while the list is being read share that reading: a crowd asking for
  // the sitemap reads the catalogue once, not once each (one reading per agency: each its own catalogue)
  const readings = new Map<number | undefined, Promise<SitemapEntry[]>>();
  const readEntries = async () => {
    const agency = scopedAgency();
    let reading = readings.get(agency);
    if (!reading) {
      reading = sitemapEntries(context.repositories).finally(() => readings.delete(agency));
      readings.set(agency, reading);
    }
    return inLanguages(await reading, languages());
  };

  async function sitemapFile(index: number | undefined): Promise<{ body: string; type: string } | undefined> {
    const entries = await readEntries();
    const files = Math.max(1, Math.ceil(entries.length / ENTRIES_PER_FILE));
    if (index === undefined) return xml(files === 1 ? sitemapXml(entries, origin(), defaultLanguage()) : sitemapIndexXml(files, origin()));
    if (files === 1 || index < 1 || index > files) return undefined;
    return xml(sitemapXml(entries.slice((index - 1) * ENTRIES_PER_FILE, index * ENTRIES_PER_FILE), origin(), defaultLanguage()));
  }

  const send = async (index: number | undefined, reply: FastifyReply) => {
    // the addresses must be absolute and the site's own: only the configured public address gives them
    if (!origin()) return reply.code(404).type('text/plain; charset=utf-8').send('No sitemap: PUBLIC_URL is not set.');
    const file = await sitemapFile(index);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(file.type).header('Cache-Control', 'public, max-age=3600').send(file.body);
  };

  app.get('/sitemap.xml', (_request, reply) => send(undefined, reply));
  app.get('/sitemap.json', async (_request, reply) => {
    if (!origin()) return reply.code(404).type('text/plain; charset=utf-8').send('No sitemap: PUBLIC_URL is not set.');
    return reply.header('Cache-Control', 'public, max-age=3600').send(sitemapJson(await readEntries(), origin()));
  });
  app.get('/sitemap-:index.xml', (request, reply) => {
    const index = Number((request.params as { index: string }).index);
    return send(Number.isInteger(index) ? index : 0, reply);
  });
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin())));
});
