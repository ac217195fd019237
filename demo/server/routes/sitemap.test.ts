// /sitemap.xml and /robots.txt on the seed: every public page and every online listing
// and project in the four languages with their alternates and change dates, addresses
// from PUBLIC_URL whatever the request says, and a sitemap index past 50,000 addresses.
// (A listing the CRM deleted leaving the sitemap: demo/server/crm/crm.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import type { Project, Property } from '../../../core/property/types.ts';
import { projectPath, propertyPath } from '../../../core/routing/paths.ts';
import { listing } from '../../testing/databases.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import type { Listings } from '../repositories/listings.ts';
import { countLimit, pageOf } from '../../../core/api/paging.ts';
import { SITEMAP_LIMIT, SITEMAP_PAGES } from './sitemap.ts';

const PUBLIC_URL = 'https://www.immo-demo.example';

let server: TestServer;
let sitemap: string;
let properties: Property[];
let projects: Project[];

beforeAll(async () => {
  server = await startServer({ publicUrl: PUBLIC_URL });
  const response = await server.call('/sitemap.xml', { headers: { 'X-Forwarded-Host': 'evil.example' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  sitemap = await response.text();
  const repositories = server.app.repositories;
  properties = (await repositories.listings.search({ sort: '-date', page: 1, pageSize: 1000 })).items;
  projects = (await repositories.projects.search({ page: 1, pageSize: 100 })).items;
  // a seeded server: on a busy machine the seed takes a while
}, 120_000);
afterAll(() => server.close());

const urls = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
const entryOf = (loc: string) => urls(sitemap).find((url) => url.startsWith(`<loc>${loc}</loc>`));

describe('the sitemap', () => {
  it('lists each public page, online listing and online project once per language', () => {
    expect(properties.length).toBeGreaterThan(50);
    expect(urls(sitemap)).toHaveLength((SITEMAP_PAGES.length + properties.length + projects.length) * LANGUAGES.length);
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
  });

  it.each(LANGUAGES)('a listing in %s names itself and its three other languages, x-default the Dutch page', (language) => {
    const property = properties[3]!;
    const entry = entryOf(`${PUBLIC_URL}${propertyPath(property, language)}`);
    expect(entry).toBeDefined();
    for (const other of LANGUAGES) expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${other}" href="${PUBLIC_URL}${propertyPath(property, other)}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${propertyPath(property, 'nl')}"/>`);
    // the seed says when a listing went online, not when it changed
    expect(entry).toContain(`<lastmod>${property.CreatedAt}</lastmod>`);
  });

  it('a project, and a public page of the site, without a change date', () => {
    expect(entryOf(`${PUBLIC_URL}${projectPath(projects[0]!, 'fr')}`)).toBeDefined();
    const contact = entryOf(`${PUBLIC_URL}/de/kontakt/`);
    expect(contact).toContain('hreflang="fr" href="https://www.immo-demo.example/fr/contact/"');
    expect(contact).not.toContain('<lastmod>');
  });

  it('leaves out what is not online, and the pages nobody searches for', async () => {
    const offline = server.app.db.prepare('SELECT id FROM properties WHERE online = 0').pluck().all() as number[];
    expect(offline.length).toBeGreaterThan(0);
    for (const id of offline) expect(sitemap).not.toMatch(new RegExp(`-${id}/</loc>`));
    for (const page of ['/nl/login/', '/fr/proprietaire/', '/en/thank-you/contact-request/', '/de/seite-nicht-gefunden/', '/nl/pand/']) {
      expect(sitemap).not.toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
  });

  it("its addresses are the site's pages", async () => {
    const property = properties[0]!;
    expect((await server.call(propertyPath(property, 'en'))).status).toBe(200);
    expect((await server.call('/fr/a-vendre/')).status).toBe(200);
  });

  it('writes addresses from PUBLIC_URL only: a Host or X-Forwarded-Host of the request changes none', async () => {
    const response = await server.call('/sitemap.xml', { headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' } });
    const body = await response.text();
    expect(body).not.toContain('evil.example');
    expect(urls(body).every((url) => url.startsWith(`<loc>${PUBLIC_URL}/`))).toBe(true);
  });
});

describe('/sitemap.json', () => {
  it('lists the same addresses with their change dates, for a CMS that writes its own sitemap', async () => {
    const response = await server.call('/sitemap.json', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { urls: listed } = (await response.json()) as { urls: { loc: string; lastmod?: string }[] };
    expect(listed.map((url) => url.loc)).toEqual(urls(sitemap).map((url) => url.match(/^<loc>([^<]+)<\/loc>/)![1]));
    const property = properties[3]!;
    expect(listed).toContainEqual({ loc: `${PUBLIC_URL}${propertyPath(property, 'fr')}`, lastmod: property.CreatedAt });
    expect(listed).toContainEqual({ loc: `${PUBLIC_URL}/de/kontakt/` });
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps robots out of the owner portal, thank-you pages and the demo tools', async () => {
    const response = await server.call('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /demo/', 'Disallow: /app/', 'Disallow: /nl/login/', 'Disallow: /de/eigentuemer/', 'Disallow: /fr/merci/demande-de-contact/', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
    // the listings and the API the pages read stay open to robots that render pages
    expect(lines.some((line) => /^Disallow: \/(api|media|nl\/te-koop)/.test(line))).toBe(false);
  });
});

describe('without PUBLIC_URL', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startServer({ publicUrl: '', seed: false });
  }, 120_000);
  afterAll(() => bare.close());

  // the server's own address stands in for PUBLIC_URL (http/public-url.ts): still never one a request names
  it('writes its addresses on the address the server listens on, whatever Host a request names', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await bare.app.inject({ url: path, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain(bare.origin);
      expect(response.body, path).not.toContain('evil.example');
    }
    const robots = await (await bare.call('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${bare.origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /nl/login/');
  });
});

describe('past 50,000 addresses', () => {
  let large: TestServer;
  const count = Math.ceil(SITEMAP_LIMIT / LANGUAGES.length) + 100;
  const many: Property[] = Array.from({ length: count }, (_, index) => listing({ ID: 10_000 + index, City: 'Gent', ChangedAt: '2026-04-01T10:00:00.000Z' }));
  const listings: Listings = {
    async search(query) {
      const start = (query.page - 1) * query.pageSize;
      // counted as a repository counts: no further than paging's limit
      return pageOf(many.slice(start, start + query.pageSize), Math.min(many.length, countLimit(query)), query);
    },
    async published(id) {
      return many.find((item) => item.ID === id);
    },
    async similar() {
      return [];
    },
    async located() {
      return [];
    },
  };
  beforeAll(async () => {
    large = await startServer({ publicUrl: PUBLIC_URL, seed: false }, { repositories: { listings } });
  }, 120_000);
  afterAll(() => large.close());

  it('the sitemap is an index of sitemaps that hold them all, each within the limit', async () => {
    const index = await (await large.call('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(parts).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);
    let total = 0;
    for (const part of parts) {
      const body = await (await large.call(new URL(part).pathname)).text();
      const entries = urls(body);
      expect(entries.length).toBeLessThanOrEqual(SITEMAP_LIMIT);
      total += entries.length;
    }
    expect(total).toBe((SITEMAP_PAGES.length + count) * LANGUAGES.length);
    expect((await large.call('/sitemap-3.xml')).status).toBe(404);
    // a listing's change date is its lastmod
    expect(await (await large.call('/sitemap-2.xml')).text()).toContain('<lastmod>2026-04-01T10:00:00.000Z</lastmod>');
  });
});
