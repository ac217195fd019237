// The include endpoint: a CMS asks for a screen rendered for its page and pastes it in.
// Cache headers fit listings, a repeated request with the ETag gets a 304, and whatever the
// query, a wrong one is a 4xx of the catalogue, never a 500.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import type { ServerSettings } from './config.ts';
import { installErrorHandler } from './http/errors.ts';
import { RenderBusy, type ScreenRenderer } from './rendering/renderer.ts';
import type { Repositories, ServerStores } from './repositories/index.ts';
import { RENDER_CACHE_CONTROL, registerRender } from './routes/render.ts';
import { sendSitePage } from './site/register.ts';

/** The site the CMS serves (PUBLIC_URL): the server's own addresses are on it too. */
const SITE = 'https://www.immo.example';
const ADMIN_TOKEN = 'render-admin';

let server: TestServer;
let property: { ID: number };
beforeAll(async () => {
  server = await startServer({
    publicUrl: SITE,
    adminToken: ADMIN_TOKEN,
    siteMeta: { fr: { googleVerification: 'google-token-fr', robots: 'index, follow' } },
  });
  property = ((await (await server.call('/api/v1/properties?pageSize=1&lang=fr')).json()) as { items: { ID: number }[] }).items[0]!;
});
afterAll(() => server.close());

describe('GET /render/<tag>', () => {
  it('renders a list for a page, in the language asked, with the cache headers of a listing', async () => {
    const response = await server.call('/render/agency-property-list?lng=fr&page-size=3&heading-level=1&url=https%3A%2F%2Fwww.immo.example%2Fbiens%2F%3Fpage%3D2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(RENDER_CACHE_CONTROL);
    expect(response.headers.get('cache-control')).toMatch(/max-age=60\b.*stale-while-revalidate=\d+/);
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    const html = await response.text();
    expect(html).toMatch(/^<agency-property-list page-size="3" heading-level="1" lang="fr" data-agency-rendered><template shadowrootmode="open">/);
    expect(html).toMatch(/<link rel="stylesheet" href="https:\/\/www\.immo\.example\/dist\/css\/property-list-[\w-]{8}\.css">/);
    // the page's own state: page 2 of the list, in French, with French prices
    expect(html).toContain('Page 2 sur');
    expect(html).toMatch(/€\s?\d{1,3}([.\s]\d{3})+|\d{1,3}([.\s]\d{3})+\s?€/);
    // the paging links stay on the CMS page
    expect(html).toContain('href="/biens/?pg=3"');
    // the answers ride along, keyed by the request, so the browser does not ask again
    const data = JSON.parse(html.match(/<script type="application\/json" data-agency-answers>(.*?)<\/script>/)![1]!);
    expect(data.language).toBe('fr');
    expect(data.url).toBe('/biens/?page=2');
    expect(Object.keys(data.answers).some((key) => key.startsWith('/properties?'))).toBe(true);
  });

  it('answers 304 to a request that names its ETag, and 200 to one with another', async () => {
    const path = '/render/agency-property-list?lng=nl&page-size=2';
    const first = await server.call(path);
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await server.call(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(RENDER_CACHE_CONTROL);
    expect(await again.text()).toBe('');
    const listed = await server.call(path, { headers: { 'If-None-Match': `"other", ${etag.replace(/^W\//, '')}` } });
    expect(listed.status).toBe(304);
    const changed = await server.call(path, { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(changed.status).toBe(200);
    // another language is another answer
    const french = await server.call('/render/agency-property-list?lng=fr&page-size=2');
    expect(french.headers.get('etag')).not.toBe(etag);
  });

  it('a listing whose price changed answers 200 with the new price and another ETag at once, within its max-age; unchanged, 304', async () => {
    const paths = [`/render/agency-property-detail?lng=nl&property-id=${property.ID}`, '/render/agency-property-list?lng=nl&page-size=50'];
    const seen = await Promise.all(paths.map((path) => server.call(path)));
    const etags = seen.map((response) => response.headers.get('etag')!);
    await Promise.all(seen.map((response) => response.text()));
    const conditional = (index: number, etag = etags[index]!) => server.call(paths[index]!, { headers: { 'If-None-Match': etag } });
    expect((await Promise.all(paths.map((_, index) => conditional(index)))).map((response) => response.status)).toEqual([304, 304]);
    // the back office's change, written as a sync writes it (the catalogue writer's publish)
    const update = await server.post('/api/v1/admin/listings', { property: { ID: property.ID, Price: 123_457, PublishPrice: true } }, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(update.status).toBe(200);
    for (const index of paths.keys()) {
      const changed = await conditional(index);
      expect(changed.status, paths[index]).toBe(200);
      const etag = changed.headers.get('etag')!;
      expect(etag, paths[index]).not.toBe(etags[index]);
      expect(await changed.text(), paths[index]).toMatch(/123[.\s\u202f]457/);
      expect((await conditional(index, etag)).status, paths[index]).toBe(304);
    }
  });

  it('renders a detail with its structured data in the light DOM, and 404 with the screen’s own message for an unknown one', async () => {
    const found = await server.call(`/render/agency-property-detail?property-id=${property.ID}&lng=fr`);
    expect(found.status).toBe(200);
    const html = await found.text();
    const jsonLd = JSON.parse(html.match(/<\/template><script type="application\/ld\+json" data-agency-listing="property">(.*?)<\/script><\/agency-property-detail>$/)![1]!);
    expect(jsonLd['@type']).toBe('RealEstateListing');
    expect(jsonLd.offers['@type']).toBe('Offer');

    const missing = await server.call('/render/agency-property-detail?property-id=99999&lng=fr');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-agency-rendered');
  });

  it('says the head of a detail page: title, description, canonical, absolute alternates, Open Graph, the language’s meta object', async () => {
    const response = await server.call(`/render/agency-property-detail/head?property-id=${property.ID}&lng=fr&url=https%3A%2F%2Fwww.immo.example%2Fbien%2F`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(RENDER_CACHE_CONTROL);
    const head = await response.text();
    expect(head).toMatch(/^<title>.+ – Immo Demo<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https://www\\.immo\\.example/fr/a-(vendre|louer)/[\\w-]+/[\\w-]+-${property.ID}/">`));
    for (const language of ['nl', 'fr', 'en', 'de', 'x-default']) expect(head).toMatch(new RegExp(`<link rel="alternate" hreflang="${language}" href="https://www\\.immo\\.example/`));
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<meta property="og:image" content="http');
    expect(head).toContain('<meta name="google-site-verification" content="google-token-fr">');
    expect(head).toContain('<meta name="robots" content="index, follow">');
  });

  it.each([
    ['an unknown tag', '/render/agency-nothing', 404, undefined],
    ['a tag the server does not render', '/render/agency-contact-form', 404, undefined],
    ['an unknown attribute', '/render/agency-property-list?colour=red', 400, { colour: 'error.invalidView' }],
    ['lang as an attribute (lng says it)', '/render/agency-property-list?lang=fr', 400, { lang: 'error.invalidView' }],
    ['a number that is none', '/render/agency-property-list?page-size=many', 400, { 'page-size': 'validation.numberInvalid' }],
    ['an empty number', '/render/agency-property-list?page-size=', 400, { 'page-size': 'validation.numberInvalid' }],
    ['an unknown language', '/render/agency-property-list?lng=es', 400, { lng: 'validation.invalid' }],
    ['a page address of another scheme', '/render/agency-property-list?url=javascript%3Aalert(1)', 400, { url: 'validation.invalid' }],
    ['a property id that is none', '/render/agency-property-detail?property-id=abc', 400, { 'property-id': 'validation.invalid' }],
    ['a relative page address', '/render/agency-property-list?url=biens%2F', 400, { url: 'validation.invalid' }],
    ['an attribute given twice', '/render/agency-property-list?goal=sale&goal=rent', 400, { goal: 'validation.invalid' }],
    ['a value far too long', `/render/agency-property-list?heading=${'x'.repeat(600)}`, 400, { heading: 'validation.invalid' }],
    ['an unknown setting', '/render/agency-property-list?config-colour=red', 400, { 'config-colour': 'error.invalidView' }],
    ['a page language that is none', '/render/agency-property-list?html-lang=klingon', 400, { 'html-lang': 'validation.invalid' }],
    ['a path that is no tag', '/render/%E0%A4%A', 400, undefined],
  ])('%s', async (_name, path, status, fields) => {
    const response = await server.call(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(body.error).toBe(status === 404 ? 'not_found' : 'bad_request');
    if (fields) expect(body.fields).toEqual(fields);
  });

  it('an element on a page of the CMS’s own, without lng, speaks the page’s language as it would in the browser', async () => {
    const response = await server.call('/render/agency-property-list?html-lang=fr-BE&url=%2Faanbod%2F');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div lang="fr" class="agency-root">');
    // the page's path names its language first
    const dutch = await (await server.call('/render/agency-property-list?html-lang=fr-BE&url=%2Fnl%2Faanbod%2F')).text();
    expect(dutch).toContain('<div lang="nl" class="agency-root">');
  });

  it('renders odd but valid values without failing: a missing id, a setting, a detail by the page’s address', async () => {
    for (const path of [
      '/render/agency-property-detail?lng=nl',
      '/render/agency-property-list?goal=nonsense&region=nowhere&sort=sideways&lng=de',
      '/render/agency-project-list?config-base=%2Fimmo&lng=en',
      `/render/agency-property-detail?url=%2Fnl%2Fpand%2F${property.ID}%2F`,
      '/render/agency-project-detail?project-id=1&lng=nl',
    ]) {
      const response = await server.call(path);
      expect(response.status, path).toBeLessThan(500);
      expect(await response.text(), path).toContain('<template shadowrootmode="open">');
    }
  });
});

describe('the catch-all page of <agency-app> (/app/…)', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

  it('has the head of the route’s page: its title, description and alternates, its canonical the page’s own address', async () => {
    const page = await server.app.inject({ url: '/app/fr/a-vendre/?pg=2' });
    expect(page.statusCode).toBe(200);
    const tags = head(page.body);
    expect(tags).toContain('<html lang="fr">');
    expect(tags).toMatch(/<title>À vendre – [^<]+<\/title>/);
    expect(tags).toMatch(/<meta name="description" content="[^"]+">/);
    expect(canonical(tags)).toBe(`${SITE}/fr/a-vendre/?pg=2`);
    expect(tags).toContain(`<link rel="alternate" hreflang="nl" href="${SITE}/nl/te-koop/">`);
    expect(page.body).toContain('<agency-app></agency-app>');
  });

  it('names a property’s page after the property, canonical at its own words, whatever address reached it', async () => {
    const own = await (await server.call(`/nl/pand/${property.ID}/`, { redirect: 'manual' })).headers.get('location');
    expect(own).toMatch(/^(https:\/\/www\.immo\.example)?\/nl\/te-(koop|huur)\/[\w-]+\/[\w-]+-\d+\/$/);
    const page = await server.app.inject({ url: `/app/nl/pand/${property.ID}/` });
    expect(page.statusCode).toBe(200);
    expect(canonical(head(page.body))).toBe(new URL(own!, SITE).href);
    expect(head(page.body)).not.toMatch(/<title>Pand – /);
  });

  it('answers 404, not indexed, for an address the route table does not know or a property that is gone', async () => {
    for (const url of ['/app/fr/cette-page-n-existe-pas/', '/app/nl/pand/99999/']) {
      const page = await server.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<agency-app></agency-app>');
    }
    expect(head((await server.app.inject({ url: '/app/fr/cette-page-n-existe-pas/' })).body)).toContain('<meta name="robots" content="noindex">');
  });
});

describe('an attacker’s request leaves nothing of theirs in an answer a cache keeps', () => {
  const EVIL = 'evil.example';
  const includes = () => [
    `/render/agency-property-detail?property-id=${property.ID}&lng=fr`,
    `/render/agency-property-detail/head?property-id=${property.ID}&lng=fr`,
    '/render/agency-property-list?lng=nl&page-size=2&url=%2Fnl%2Fte-koop%2F%3Fpage%3D2',
    '/render/agency-property-list/head?lng=nl&url=%2Fnl%2Fte-koop%2F',
  ];

  it('whatever Host says: every address is the configured site’s, and the answer is the same', async () => {
    for (const path of includes()) {
      const plain = await server.app.inject({ url: path });
      const attacked = await server.app.inject({ url: path, headers: { host: EVIL } });
      expect(attacked.statusCode, path).toBe(200);
      expect(attacked.body, path).not.toContain(EVIL);
      expect(attacked.body, path).toMatch(/https:\/\/www\.immo\.example\//);
      expect(attacked.headers.etag, path).toBe(plain.headers.etag);
      expect(String(attacked.headers.vary ?? ''), path).not.toMatch(/host|forwarded/i);
    }
  });

  it('the demo site’s pages too, whatever Host and the request’s target say', async () => {
    for (const [url, host] of [
      ['/fr/a-vendre/', EVIL],
      [`/nl/pand/${property.ID}/`, EVIL],
      [`//${EVIL}/nl/te-koop/`, 'www.immo.example'],
      [`/app/nl/pand/${property.ID}/`, EVIL],
    ]) {
      const page = await server.app.inject({ url: url!, headers: { host: host! } });
      expect(page.statusCode, url).toBeLessThan(500);
      expect(page.body, url).not.toContain(EVIL);
    }
  });

  describe('behind a trusted proxy, X-Forwarded-Host is no more than Host', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startServer({ trustProxy: 1, publicUrl: SITE });
    });
    afterAll(() => proxied?.close());

    it.each(['', '/head'])('/render/agency-property-detail%s', async (part) => {
      const response = await proxied.app.inject({
        url: `/render/agency-property-detail${part}?property-id=${property.ID}&lng=nl`,
        headers: { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http', host: EVIL },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(EVIL);
      expect(response.body).toContain(SITE);
    });
  });

  it.each([
    ['a protocol-relative address', `//${EVIL}/nl/`],
    ['a backslash the URL parser reads as a slash', `/\\${EVIL}/nl/`],
    ['a tab the URL parser drops', `/\t/${EVIL}/nl/`],
    ['a line break the URL parser drops', `/\n/${EVIL}/nl/`],
    ['three slashes', `///${EVIL}/nl/`],
    ['an absolute address on another host', `https://${EVIL}/nl/te-koop/`],
    ['the site’s name as a user of another host', `https://www.immo.example@${EVIL}/nl/`],
    ['the site on another scheme', 'http://www.immo.example/nl/'],
    ['a path that is not one', 'nl/te-koop/'],
  ])('url= %s is refused', async (_name, url) => {
    for (const part of ['', '/head']) {
      const response = await server.call(`/render/agency-property-list${part}?lng=nl&url=${encodeURIComponent(url)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ url: 'validation.invalid' });
    }
  });

  it('url= an address on the site, absolute or a path, is taken', async () => {
    for (const url of [`${SITE}/fr/a-vendre/?page=2`, '/fr/a-vendre/?page=2', '/fr/a-vendre/%2F%2Fevil.example/']) {
      const response = await server.call(`/render/agency-property-list?lng=fr&url=${encodeURIComponent(url)}`);
      expect(response.status, url).toBe(200);
      // an encoded slash stays a part of a path of the site
      expect(await response.text(), url).not.toMatch(/(href|src)="\/\/|:\/\/evil\.example/);
    }
  });

  it.each([
    ['a word', 'x'],
    ['nothing', ''],
    ['a number with letters after it', '5103abc'],
    ['markup', '<script>alert(1)</script>'],
    ['a space before it', ' 5103'],
    ['zero', '0'],
    ['a negative number', '-5103'],
    ['a number in another notation', '5.103e3'],
  ])('property-id= %s is refused, as project-id=', async (_name, id) => {
    for (const [tag, attribute] of [
      ['agency-property-detail', 'property-id'],
      ['agency-project-detail', 'project-id'],
    ] as const) {
      for (const part of ['', '/head']) {
        const response = await server.call(`/render/${tag}${part}?lng=nl&${attribute}=${encodeURIComponent(id)}`);
        expect(response.status).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ [attribute]: 'validation.invalid' });
      }
    }
  });

  it('an id of nothing the agency offers is the screen’s own “not found”, never a page that stays loading', async () => {
    for (const path of ['/render/agency-property-detail?lng=nl&property-id=99999', '/render/agency-property-detail?lng=nl&url=%2Fnl%2Fpand%2Fabc%2F', '/render/agency-project-detail?lng=nl&project-id=99999']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('data-agency-rendered');
      expect(html, path).not.toContain('aria-busy');
    }
  });
});

describe('when renders come faster than the server renders them', () => {
  const busy: ScreenRenderer = {
    tags: new Set(['agency-property-list']),
    attributesOf: () => new Map(),
    render: () => Promise.reject(new RenderBusy(4)),
  };
  const settings = { publicUrl: SITE, agencyName: 'Immo Demo', siteMeta: {} } as unknown as ServerSettings;

  it('the include answers 503 with Retry-After, which no cache keeps', async () => {
    const app = Fastify();
    installErrorHandler(app);
    // a busy renderer refuses before any record is read
    registerRender(app, { settings, repositories: {} as Repositories, stores: { catalogue: { version: async () => '' } } as unknown as ServerStores }, busy);
    for (const path of ['/render/agency-property-list?lng=nl', '/render/agency-property-list/head?lng=nl']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('4');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ error: 'unavailable', retryAfter: 4 });
    }
    await app.close();
  });

  it('a page of the demo site comes without its screen rendered, which the browser then renders', async () => {
    const app = Fastify();
    const repositories = { listings: { published: async () => undefined }, projects: { published: async () => undefined } };
    app.get('/*', (request, reply) =>
      sendSitePage(request, reply, { availableTags: busy.tags }, { settings, renderer: busy, repositories: repositories as never, defaultLanguage: 'nl' }),
    );
    const page = await app.inject('/nl/te-koop/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<agency-property-list');
    expect(page.body).not.toContain('data-agency-rendered');
    await app.close();
  });
});
