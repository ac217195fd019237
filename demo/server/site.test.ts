// The demo's CMS pages as a search engine and a browser tab see them: a property's or a
// project's page is titled after it (and answers 404 once it is gone), every page names
// its icon and the icon is there, and the map frame the pages configure exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import { frenchTypographyProblems, informalWords } from '../../tools/text-style.ts';
import { PAGE_TEXTS, SITE_TEXTS } from './site/content.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the demo site', () => {
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

  it('points its map frame at a page that exists, and gives the agency’s phone number', async () => {
    const html = await (await server.call('/nl/te-koop/')).text();
    const mapUrl = /map-url="([^"]+)"/.exec(html)?.[1];
    expect(mapUrl).toBeTruthy();
    expect((await server.call(mapUrl!)).status).toBe(200);
    expect(html).toMatch(/phone="[\d ]+"/);
  });

  it('writes its own texts in one formal register per language, and French as French is typeset', () => {
    const problems: string[] = [];
    for (const [name, texts] of Object.entries({ ...SITE_TEXTS, ...PAGE_TEXTS })) {
      for (const [language, text] of Object.entries(texts ?? {})) {
        for (const word of informalWords(language, text)) problems.push(`${name} (${language}): "${word}"`);
        if (language === 'fr') for (const problem of frenchTypographyProblems(text)) problems.push(`${name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
