// The include endpoint: a CMS asks for a screen rendered for its page and pastes it in.
// Cache headers fit listings, a repeated request with the ETag gets a 304, and whatever the
// query, a wrong one is a 4xx of the catalogue, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import { RENDER_CACHE_CONTROL } from './routes/render.ts';

let server: TestServer;
let property: { ID: number };
beforeAll(async () => {
  server = await startServer({
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
    expect(html).toMatch(/<link rel="stylesheet" href="http:\/\/127\.0\.0\.1:\d+\/dist\/css\/property-list-[\w-]{8}\.css">/);
    // the page's own state: page 2 of the list, in French, with French prices
    expect(html).toContain('Page 2 sur');
    expect(html).toMatch(/€\s?\d{1,3}([.\s]\d{3})+|\d{1,3}([.\s]\d{3})+\s?€/);
    // the paging links stay on the CMS page
    expect(html).toContain('href="/biens/?page=3"');
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
    ['a relative page address', '/render/agency-property-list?url=biens%2F', 400, { url: 'validation.invalid' }],
    ['an attribute given twice', '/render/agency-property-list?goal=sale&goal=rent', 400, { goal: 'validation.invalid' }],
    ['a value far too long', `/render/agency-property-list?heading=${'x'.repeat(600)}`, 400, { heading: 'validation.invalid' }],
    ['an unknown setting', '/render/agency-property-list?config-colour=red', 400, { 'config-colour': 'error.invalidView' }],
    ['a path that is no tag', '/render/%E0%A4%A', 400, undefined],
  ])('%s', async (_name, path, status, fields) => {
    const response = await server.call(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: string; fields?: Record<string, string> };
    expect(body.error).toBe(status === 404 ? 'not_found' : 'bad_request');
    if (fields) expect(body.fields).toEqual(fields);
  });

  it('renders odd but valid values without failing: a missing id, a setting, a detail by the page’s address', async () => {
    for (const path of [
      '/render/agency-property-detail?property-id=abc&lng=nl',
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
