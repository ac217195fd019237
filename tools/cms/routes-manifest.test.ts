import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { findRoute } from '../../core/routing/lookup.ts';
import { pathFor } from '../../core/routing/paths.ts';
import { ROUTES } from '../../core/routing/routes.ts';
import { routesManifest } from './routes-manifest.ts';

const manifest = routesManifest();

/** What a plugin does with the manifest: the first pattern that matches the path as it arrives. */
function claimed(path: string) {
  const found = manifest.patterns.find(({ pattern }) => new RegExp(pattern, 'i').test(path));
  return found ? { route: found.route, language: found.language } : null;
}

/** What core says of the same path, for the pages the plugin serves (those with a screen). */
function expected(path: string) {
  const match = findRoute(ROUTES, decodeURIComponent(path));
  return match?.route.screen ? match : undefined;
}

const samplePaths = (): string[] => {
  const paths: string[] = [];
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      paths.push(pathFor(route.key, language, { id: 12, slug: 'sales-agent' }));
      paths.push(pathFor(route.key, language, { id: 12, title: 'Mooi huis met tuin', slug: 'sales-agent' }));
      paths.push(pathFor(route.key, language, {}).replace(/\/$/, ''));
      paths.push(pathFor(route.key, language, { id: 7 }).toUpperCase());
    }
    const original = route.original.replace('{id}', '12').replace('{id?}', '').replace('{slug}', 'sales-agent').replace('//', '/');
    paths.push(original, `/fr${original}`, encodeURI(original));
  }
  for (const language of LANGUAGES) {
    for (const listing of ['for-sale', 'for-rent'] as const) {
      const base = pathFor(listing, language);
      paths.push(`${base}gent/mooi-huis-met-tuin-12/`, `${base}mooi-huis-12/`, `${base}gent/12`, `${base}a/b/mooi-huis-12/`, `${base}gent/mooi-huis/`);
    }
  }
  paths.push('/Nos-biens/for-sale/bruxelles/appartement-12/', '/nl/Nos-biens/for-rent/appartement-12/');
  return [...new Set(paths)];
};

describe('the routes manifest', () => {
  it('claims what core/routing finds, with the same page and language, for every page of the table with a screen', () => {
    const differences: string[] = [];
    for (const path of samplePaths()) {
      const match = expected(path);
      const claim = claimed(path);
      // left to the CMS (routes-manifest.ts): a localized path without its language, the generic for-sale fallback
      const leftToTheCms = match && !/^\/(nl|fr|en|de)(\/|$)/i.test(path) && !match.route.original.includes('{') && decodeURIComponent(path).toLowerCase().replace(/\/?$/, '/') !== match.route.original.toLowerCase();
      if (leftToTheCms) continue;
      const want = match ? match.route.key : null;
      if ((claim?.route ?? null) !== want) differences.push(`${path}: manifest ${claim?.route ?? 'nothing'}, core ${want ?? 'nothing'}`);
      else if (claim?.language && match && claim.language !== match.language) differences.push(`${path}: language ${claim.language}, core ${match.language}`);
    }
    expect(differences).toEqual([]);
  });

  it.each([
    ['/nl/te-koop/gent/huis-met-tuin-5151/', 'property', 'nl'],
    ['/nl/pand/5151/', 'property', 'nl'],
    ['/fr/bien/5151', 'property', 'fr'],
    ['/fr/a-louer/liege/studio-7/', 'property', 'fr'],
    ['/de/zu-verkaufen/', 'for-sale', 'de'],
    ['/nl/te-koop/', 'for-sale', 'nl'],
    ['/Documents-%C3%A0-t%C3%A9l%C3%A9charger/', 'documents', null],
    ['/documents-a-telecharger/', 'documents', null],
    ['/fr/Documents-à-télécharger/purchase-offer/', 'documents-offer', null],
    ['/property/12/', 'property', null],
    ['/en/send-to-a-friend/', 'send-to-friend', 'en'],
    ['/en/send-to-a-friend/12/', 'send-to-friend', 'en'],
    ['/nl/vacatures/makelaar/', 'job', 'nl'],
    ['/fr/merci/contact/', 'feedback-site-contact', 'fr'],
  ])('%s → %s (%s)', (path, route, language) => {
    expect(claimed(path)).toEqual({ route, language });
  });

  it.each([
    ['the CMS’s home page', '/'],
    ['a language’s home page, which the CMS writes', '/nl/'],
    ['a page the CMS writes itself', '/fr/vie-privee/'],
    ['an article page of the CMS', '/nl/diensten/verkopen/'],
    ['a page the table does not know', '/nl/onbekend/'],
    ['the CMS’s admin', '/wp-admin/'],
    ['a blog post', '/hello-world/'],
    ['three segments after a listing', '/nl/te-koop/a/b/huis-12/'],
    ['an id that is none', '/nl/pand/abc/'],
    ['a listing page of another site’s path', '/nl/te-koop-oud/'],
  ])('leaves %s alone (%s)', (_name, path) => {
    expect(claimed(path)).toBeNull();
  });

  it('lists every route of the table with its screen, attributes and paths, and a pattern for each page with a screen', () => {
    expect(manifest.routes.map((route) => route.key)).toEqual(ROUTES.map((route) => route.key));
    expect(manifest.routes.find((route) => route.key === 'for-rent')).toMatchObject({ screen: 'agency-property-list', attributes: { goal: 'rent' }, paths: { fr: '/fr/a-louer/' } });
    const withPatterns = new Set(manifest.patterns.map((pattern) => pattern.route));
    for (const route of ROUTES) expect(withPatterns.has(route.key), route.key).toBe(route.screen !== null);
  });

  it('writes patterns PCRE reads as JavaScript does: no lookbehind, no named group, no inline flag, no delimiter of its own', () => {
    for (const { pattern } of manifest.patterns) {
      expect(pattern).toMatch(/^\^.*\$$/);
      expect(pattern).not.toMatch(/\(\?<|\(\?[a-z]|~|#/);
    }
  });
});
