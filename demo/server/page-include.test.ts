// The page include: a CMS plugin asks for a whole page of the route table by its address
// and pastes what comes back. The site (PUBLIC_URL) and the widgets server (API_URL) are
// two hosts here, as with a WordPress site: the links stay on the site, the stylesheet,
// the pictures and the EPC labels come from the widgets server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { pathFor, type PropertyPathData, propertyPath } from '../../core/routing/paths.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { PAGE_INCLUDE_PATH } from './routes/render.ts';

const SITE = 'https://www.immo.example';
const WIDGETS = 'https://widgets.immo.example';

interface PageAnswer {
  status: number;
  language: string;
  route: string | null;
  title: string;
  head: string;
  html: string | null;
  location?: string;
}

let server: TestServer;
let property: { ID: number };
let project: { ID: number };
beforeAll(async () => {
  server = await startServer({ publicUrl: SITE, apiUrl: WIDGETS });
  property = ((await (await server.call('/api/v1/properties?pageSize=1&lang=fr')).json()) as { items: { ID: number }[] }).items[0]!;
  project = ((await (await server.call('/api/v1/projects?pageSize=1&lang=fr')).json()) as { items: { ID: number }[] }).items[0]!;
});
afterAll(() => server.close());

async function page(path: string, extra = ''): Promise<{ response: Response; body: PageAnswer }> {
  const response = await server.call(`${PAGE_INCLUDE_PATH}?url=${encodeURIComponent(path)}${extra}`);
  return { response, body: (await response.json()) as PageAnswer };
}

/** Every address in `html` that loads something (a stylesheet, a picture). */
const loaded = (html: string) => [...html.matchAll(/<(?:link|img|source)\b[^>]*?\s(?:href|src|srcset)="([^"]+)"/g)].map((match) => match[1]!);

describe('GET /render/page', () => {
  it('a list page: the screen rendered in the path’s language, its head, the links on the site and the files on the widgets server', async () => {
    const { response, body } = await page('/fr/a-vendre/?pg=2', '&site-name=Agence%20Exemple');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/max-age=60\b/);
    expect(body).toMatchObject({ status: 200, language: 'fr', route: 'for-sale', title: 'À vendre' });
    expect(body.head).toMatch(/^<title>À vendre – Agence Exemple<\/title>\n/);
    expect(body.head).toContain(`<link rel="canonical" href="${SITE}/fr/a-vendre/?pg=2">`);
    expect(body.head).toContain(`<link rel="alternate" hreflang="nl" href="${SITE}/nl/te-koop/">`);
    expect(body.head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/nl/te-koop/">`);
    const html = body.html!;
    expect(html).toMatch(/^<agency-property-list goal="sale" heading-level="1" lang="fr" data-agency-rendered>/);
    expect(html).toContain('Page 2 sur');
    expect(html).toContain('href="/fr/a-vendre/?pg=3"');
    expect(html).toMatch(/href="\/fr\/a-vendre\/[\w-]+\/[\w-]+-\d+\/"/);
    const files = loaded(html);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(file, file).toMatch(new RegExp(`^${WIDGETS}/(dist|media)/`));
  });

  it('a property’s page by id goes to its own address, whose words are its title’s in the page’s language', async () => {
    const { response, body } = await page(`/fr/bien/${property.ID}/?utm_source=mail`);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ status: 301, language: 'fr', route: 'property', html: null });
    expect(body.location).toMatch(new RegExp(`^/fr/a-(vendre|louer)/[\\w-]+/[\\w-]+-${property.ID}/\\?utm_source=mail$`));
    // a slug in another language's words goes there too
    const ownPath = async (language: string) => propertyPath((await (await server.call(`/api/v1/properties/${property.ID}?lang=${language}`)).json()) as PropertyPathData, language);
    const [dutch, french] = [await ownPath('nl'), await ownPath('fr')];
    expect(french).not.toBe(dutch.replace('/nl/te-koop/', '/fr/a-vendre/').replace('/nl/te-huur/', '/fr/a-louer/'));
    const { body: mixed } = await page(dutch.replace('/nl/te-koop/', '/fr/a-vendre/').replace('/nl/te-huur/', '/fr/a-louer/'));
    expect(mixed.location).toBe(french);
    // its own address is the page, whose alternates are the property's own words in each language
    const { body: own } = await page(french);
    expect(own.status).toBe(200);
    expect(own.head).toContain(`<link rel="alternate" hreflang="nl" href="${SITE}${dutch}">`);
    expect(own.head).toContain(`<link rel="alternate" hreflang="fr" href="${SITE}${french}">`);
  });

  it('the demo site answers a property’s page by id with the same redirect', async () => {
    const response = await server.call(`/fr/bien/${property.ID}/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(new RegExp(`^/fr/a-(vendre|louer)/[\\w-]+/[\\w-]+-${property.ID}/$`));
  });

  it('a property’s page: its own title, canonical and structured data, the EPC label from the widgets server', async () => {
    const { body: byId } = await page(`/nl/pand/${property.ID}/`);
    const { body } = await page(byId.location!);
    expect(body).toMatchObject({ status: 200, language: 'nl', route: 'property' });
    expect(body.head).toContain(`<link rel="canonical" href="${SITE}${byId.location}">`);
    expect(body.title).not.toBe('Pand');
    expect(body.head).toContain(`<title>${body.title.replace(/&/g, '&amp;')} – Immo Demo</title>`);
    expect(body.head.match(/<title>/g)).toHaveLength(1);
    for (const language of ['fr', 'en', 'de']) expect(body.head).toMatch(new RegExp(`hreflang="${language}" href="${SITE}/${language}/[\\w/-]+-${property.ID}/"`));
    expect(body.html).toContain('<script type="application/ld+json"');
    expect(body.html).toMatch(new RegExp(`src="${WIDGETS}/dist/[^"]*epc[^"]*"`));
    for (const file of loaded(body.html!)) expect(file, file).toMatch(new RegExp(`^${WIDGETS}/`));
  });

  it('a property that is no longer online answers 404, with the screen’s own message', async () => {
    const { response, body } = await page('/nl/pand/99999/');
    expect(response.status).toBe(404);
    expect(body.status).toBe(404);
    expect(body.route).toBe('property');
    expect(body.html).toContain('data-agency-rendered');
  });

  it('a form’s page: the element for the browser to render, with the route’s attributes', async () => {
    const { body } = await page(`/fr/demander-une-visite/${property.ID}/`);
    expect(body).toMatchObject({ status: 200, language: 'fr', route: 'request-visit' });
    expect(body.html).toBe(`<agency-property-request kind="visit" property-id="${property.ID}" heading-level="1" lang="fr"></agency-property-request>`);
    const { body: thanks } = await page('/fr/merci/contact/');
    expect(thanks.html).toBe('<agency-feedback kind="site-contact" heading-level="1" lang="fr"></agency-feedback>');
  });

  it('a page the CMS writes itself has no screen; an address that is no page is the not-found page, for no search engine', async () => {
    const { body: privacy } = await page('/fr/vie-privee/');
    expect(privacy).toMatchObject({ status: 200, route: 'privacy', html: null });
    const { response, body } = await page('/nl/bestaat-niet/');
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ status: 404, route: null, language: 'nl' });
    expect(body.html).toBe('<agency-not-found heading-level="1" lang="nl"></agency-not-found>');
    expect(body.head).toContain('<meta name="robots" content="noindex">');
  });

  it('an original path of the agency’s previous site, in the language asked', async () => {
    const { body } = await page('/Nos-biens/for-rent/', '&lng=fr');
    expect(body).toMatchObject({ status: 200, route: 'for-rent', language: 'fr' });
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await server.call(`${PAGE_INCLUDE_PATH}?url=%2Fnl%2Fte-koop%2F`);
    const etag = first.headers.get('etag')!;
    const again = await server.call(`${PAGE_INCLUDE_PATH}?url=%2Fnl%2Fte-koop%2F`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['no address', '', { url: 'validation.invalid' }],
    ['an address on another host', '?url=https%3A%2F%2Fevil.example%2Fnl%2F', { url: 'validation.invalid' }],
    ['a protocol-relative address', '?url=%2F%2Fevil.example%2Fnl%2F', { url: 'validation.invalid' }],
    ['an unknown parameter', '?url=%2Fnl%2F&goal=sale', { goal: 'error.invalidView' }],
    ['an unknown language', '?url=%2Fnl%2F&lng=es', { lng: 'validation.invalid' }],
    ['an unknown setting', '?url=%2Fnl%2F&config-colour=red', { 'config-colour': 'error.invalidView' }],
  ])('%s is a 400 naming the parameter', async (_name, query, fields) => {
    const response = await server.call(`${PAGE_INCLUDE_PATH}${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
  });

  it('every page of the route table with a screen answers 200 with that screen, in every language', async () => {
    const failures: string[] = [];
    for (const route of ROUTES.filter((candidate) => candidate.screen && candidate.key !== 'not-found')) {
      const id = route.key === 'project' ? project.ID : property.ID;
      for (const language of LANGUAGES) {
        const path = pathFor(route.key, language, { id, slug: 'sales-agent' });
        let { response, body } = await page(path);
        // a property's or a project's page by id: at its own address
        if (body.status === 301) ({ response, body } = await page(body.location!));
        if (response.status !== 200 || body.route !== route.key || body.language !== language || !body.html?.startsWith(`<${route.screen} `)) {
          failures.push(`${path}: ${response.status} ${body.route} ${body.language} ${body.html?.slice(0, 60)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
