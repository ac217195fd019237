// The demo's CMS pages as a search engine and a browser tab see them: a property's or a
// project's page is titled after it (and answers 404 once it is gone), every page names
// its icon and the icon is there. The site's own configuration points at what the server
// serves: a map frame (or any address of <agency-config>) that answers 404 shows the
// visitor a page of the site inside a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import { frenchTypographyProblems, informalWords } from '../../core/i18n/text-style.ts';
import { AGENCY, CONTACT_DETAILS, PAGE_TEXTS, SITE_TEXTS } from './site/content.ts';
import { SITE_CONFIG } from './site/pages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The attributes of <agency-config> that hold an address. */
const ADDRESSES = ['map-url', 'map-marker', 'cookie-policy'] as const;

describe('the demo site’s <agency-config>', () => {
  it('names at least the map frame', () => {
    expect(SITE_CONFIG['map-url']).toBeTruthy();
  });

  it.each(ADDRESSES.filter((name) => name in SITE_CONFIG))('points %s at something the server serves as it is meant', async (name) => {
    const path = (SITE_CONFIG as Record<string, string>)[name]!;
    const response = await server.call(path);
    expect(response.status).toBe(200);
    const body = await response.text();
    // the site's not-found page is HTML too: the frame must be the map, not a page of the site
    expect(body).not.toContain('<agency-not-found');
    if (name === 'map-url') expect(body).toContain('<title>Map');
  });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the demo site', () => {
  it.each([
    ['/nl/contact/', 'nl'],
    ['/fr/contact/', 'fr'],
    ['/en/contact/', 'en'],
    ['/de/kontakt/', 'de'],
  ] as const)('shows on its contact page (%s) where the office is, its phone number to call and when it is open', async (path, language) => {
    const html = await (await server.call(path)).text();
    expect(html).toContain('<agency-contact-form');
    expect(html).toContain(AGENCY.address);
    expect(html).toContain('href="tel:+3291234567"');
    expect(html).toContain(CONTACT_DETAILS.hoursHeading[language]);
    for (const [days] of CONTACT_DETAILS.hours[language]) expect(html).toContain(days);
  });

  it('puts the menu behind one button that works without a script (a disclosure), named in the page’s language', async () => {
    for (const [path, language] of [['/nl/', 'nl'], ['/de/kontakt/', 'de']] as const) {
      const html = await (await server.call(path)).text();
      expect(html).toMatch(new RegExp(`<details class="site-menu"><summary>${SITE_TEXTS.menu[language]}</summary><nav class="site-nav" aria-label="${SITE_TEXTS.navLabel[language]}">`));
    }
  });

  it('titles a property’s page after the property, in the page’s language', async () => {
    const property = (await (await server.call('/api/v1/properties/5101')).json()) as { Title: Record<string, string> };
    for (const [path, language] of [
      ['/nl/pand/5101/', 'nl'],
      ['/fr/bien/5101/', 'fr'],
    ] as const) {
      const response = await server.call(path);
      expect(response.status).toBe(200);
      expect(titleOf(await response.text())).toBe(`${property.Title[language]!.replace(/'/g, '&#39;')} – Immo Demo`);
    }
  });

  it('titles a project’s page after the project', async () => {
    const project = (await (await server.call('/api/v1/projects/1')).json()) as { Title: Record<string, string> };
    expect(titleOf(await (await server.call('/en/new-developments/1/')).text())).toBe(`${project.Title.en} – Immo Demo`);
  });

  it('answers 404 for the page of a property that is not online, and still shows the screen that says so', async () => {
    const response = await server.call('/nl/pand/999999/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<agency-property-detail');
  });

  it('names its icon, which is served, also at /favicon.ico', async () => {
    expect(await (await server.call('/nl/te-koop/')).text()).toContain('<link rel="icon" href="/favicon.svg"');
    const icon = await server.call('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    const legacy = await server.call('/favicon.ico', { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/favicon.svg');
  });

  it('gives the agency’s phone number', async () => {
    expect(await (await server.call('/nl/te-koop/')).text()).toMatch(/phone="[\d ]+"/);
  });

  it('writes its own texts in one formal register per language, and French as French is typeset', () => {
    const problems: string[] = [];
    const { hours, ...contact } = CONTACT_DETAILS;
    const hourLines = Object.fromEntries(Object.entries(hours).map(([language, rows]) => [language, rows.flat().join('. ')]));
    for (const [name, texts] of Object.entries({ ...SITE_TEXTS, ...PAGE_TEXTS, ...contact, hours: hourLines })) {
      for (const [language, text] of Object.entries(texts ?? {})) {
        for (const word of informalWords(language, text)) problems.push(`${name} (${language}): "${word}"`);
        if (language === 'fr') for (const problem of frenchTypographyProblems(text)) problems.push(`${name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
