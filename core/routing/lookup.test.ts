import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { findRoute } from './lookup.ts';
import { ROUTES, type Route, type RouteTable } from './routes.ts';

/** A route's template with its parameters filled in: `{id}` → 12, `{slug}` → a word. */
function sample(template: string): string {
  return template.replace('{id?}', '12').replace('{id}', '12').replace('{slug}', 'een-artikel');
}

function params(route: Route) {
  const template = route.original;
  return {
    ...(template.includes('{id') ? { id: '12' } : {}),
    ...(template.includes('{slug}') ? { slug: 'een-artikel' } : {}),
  };
}

const everyPath = ROUTES.flatMap((route) => LANGUAGES.map((language) => [route.key, language, route] as const));

describe('findRoute: every page in every language, both ways (spec §2)', () => {
  it.each(everyPath)('%s in %s by its localized path', (key, language, route) => {
    // the visitor's language does not matter when the path names one
    for (const asked of LANGUAGES) {
      const found = findRoute(ROUTES, sample(route.paths[language]), asked);
      expect(found?.route.key).toBe(key);
      expect(found?.language).toBe(language);
      expect(found?.params).toEqual(params(route));
      expect(found?.breadcrumb).toEqual(route.breadcrumb);
    }
  });

  it.each(everyPath)('%s in %s by its original path, for the current language', (key, language, route) => {
    const found = findRoute(ROUTES, sample(route.original), language);
    expect(found?.route.key).toBe(key);
    expect(found?.language).toBe(language);
    expect(found?.params).toEqual(params(route));
  });

  it.each(everyPath)('%s in %s by its original path after the language segment', (key, language, route) => {
    const found = findRoute(ROUTES, `/${language}${sample(route.original)}`, 'nl');
    expect(found?.route.key).toBe(key);
    expect(found?.language).toBe(language);
  });
});

describe('findRoute: how a path may be written', () => {
  it.each([
    ['/Nos-biens/', 'properties', 'fr'],
    ['/nos-biens', 'properties', 'fr'],
    ['/NOS-BIENS/', 'properties', 'fr'],
    ['//Nos-biens//', 'properties', 'fr'],
    ['/Documents-à-télécharger/', 'documents', 'fr'],
    ['/Documents-%C3%A0-t%C3%A9l%C3%A9charger/', 'documents', 'fr'],
    ['/documents-a-telecharger/', 'documents', 'fr'],
    ['/Notre-%C3%A9quipe/', 'team', 'fr'],
    ['/Notre-équipe/', 'team', 'fr'],
    ['/nl/Notre-équipe/', 'team', 'nl'],
    ['/FR/A-Vendre/', 'for-sale', 'fr'],
    ['/nl/te-koop?goal=sale&page=2', 'for-sale', 'nl'],
    ['/nl/te-koop/#results', 'for-sale', 'nl'],
    ['https://www.agency.be/de/zu-vermieten/?page=3', 'for-rent', 'de'],
    ['/', 'home', 'fr'],
    ['', 'home', 'fr'],
    ['/de/', 'home', 'de'],
    ['/de', 'home', 'de'],
    ['/100%/', undefined, undefined],
  ] as const)('%s → %s in %s (asked in fr)', (path, key, language) => {
    const found = findRoute(ROUTES, path, 'fr');
    expect(found?.route.key).toBe(key);
    expect(found?.language).toBe(language);
  });

  it.each([
    ['/te-koop/', 'fr', 'fr'],
    ['/te-koop/', undefined, 'nl'],
    ['/a-louer/', undefined, 'fr'],
    ['/zu-verkaufen/', 'xx', 'de'],
    ['/nl/a-vendre/', 'fr', 'nl'],
  ] as const)('a localized path %s without its language, asked in %s, is in %s', (path, asked, language) => {
    const found = findRoute(ROUTES, path, asked);
    expect(found?.route.attributes?.goal).toBeDefined();
    expect(found?.language).toBe(language);
  });

  it('falls back to the first language when nothing names one', () => {
    expect(findRoute(ROUTES, '/contact/')?.language).toBe(LANGUAGES[0]);
    expect(findRoute(ROUTES, '/contact/', 'FR-be')?.language).toBe('fr');
  });

  it('prefers a fixed page over an article with the same words', () => {
    expect(findRoute(ROUTES, '/fr/services/vendre/', 'fr')?.route.key).toBe('services-selling');
    expect(findRoute(ROUTES, '/fr/services/gestion-locative/', 'fr')).toMatchObject({
      route: { key: 'service' },
      params: { slug: 'gestion-locative' },
    });
    expect(findRoute(ROUTES, '/nl/vacatures/vastgoedmakelaar/', 'nl')).toMatchObject({
      route: { key: 'job' },
      params: { slug: 'vastgoedmakelaar' },
    });
  });

  it.each([
    ['/nl/nieuwbouw/residentie-park-4/', 'project', '4'],
    ['/fr/projets-neufs/4/', 'project', '4'],
    ['/project/004/', 'project', '4'],
    ['/nl/pand/12/', 'property', '12'],
    ['/fr/bien/maison-de-maitre-12/', 'property', '12'],
    ['/en/property/0/', 'property', '0'],
    ['/nl/doorsturen/', 'send-to-friend', undefined],
    ['/nl/doorsturen/12/', 'send-to-friend', '12'],
  ] as const)('%s → %s with id %s', (path, key, id) => {
    const found = findRoute(ROUTES, path, 'nl');
    expect(found?.route.key).toBe(key);
    expect(found?.params.id).toBe(id);
  });

  it.each(['/nl/pand/', '/nl/pand/twaalf/', '/nl/pand/12/extra/', '/nl/bezoek-aanvragen/', '/fr/bien/12-b/', '/fr/bien/-12/'])(
    '%s is no page: a required id is missing or malformed',
    (path) => {
      expect(findRoute(ROUTES, path, 'nl')).toBeUndefined();
    },
  );
});

describe('findRoute: property paths under their goal page (spec §2)', () => {
  it.each([
    ['/fr/a-vendre/bruxelles/appartement-lumineux-avec-terrasse-12/', 'for-sale', 'fr', '12', 'bruxelles/appartement-lumineux-avec-terrasse-12/'],
    ['/fr/a-louer/liege/studio-meuble-7/', 'for-rent', 'fr', '7', 'liege/studio-meuble-7/'],
    ['/nl/te-koop/sint-martens-latem/villa-45/', 'for-sale', 'nl', '45', 'sint-martens-latem/villa-45/'],
    ['/nl/te-huur/gent/12/', 'for-rent', 'nl', '12', 'gent/12/'],
    ['/de/zu-verkaufen/haus-mit-garten-3/', 'for-sale', 'de', '3', 'haus-mit-garten-3/'],
    ['/en/for-rent/brussels/flat-99/', 'for-rent', 'en', '99', 'brussels/flat-99/'],
    ['/Nos-biens/for-sale/bruxelles/appartement-12/', 'for-sale', 'fr', '12', 'bruxelles/appartement-12/'],
    ['/fr/Nos-biens/for-rent/Liège/Studio-7/', 'for-rent', 'fr', '7', 'liege/studio-7/'],
  ] as const)('%s → property %s under %s', (path, parent, language, id, slug) => {
    const found = findRoute(ROUTES, path, 'fr');
    expect(found?.route.key).toBe('property');
    expect(found?.language).toBe(language);
    expect(found?.params).toEqual({ id });
    expect(found?.breadcrumb).toEqual([parent, 'properties', 'home']);
    expect(found?.slug).toBe(slug);
  });

  it.each([
    '/fr/a-vendre/bruxelles/',
    '/fr/a-vendre/bruxelles/centre/appartement-12/',
    '/fr/nos-biens/bruxelles/appartement-12/',
    '/fr/contact/appartement-12/',
    '/fr/a-vendre/appartement-12-b/',
  ])('%s is no property: no id last, too deep, or not under a goal page', (path) => {
    expect(findRoute(ROUTES, path, 'fr')).toBeUndefined();
  });
});

describe('findRoute: the for-sale / for-rent fallback (spec §2)', () => {
  it.each([
    ['/for-sale/', 'for-sale', 'nl'],
    ['/for-rent/', 'for-rent', 'nl'],
    ['/fr/immobilier/for-sale/', 'for-sale', 'fr'],
    ['/de/alt/seite/for-rent/', 'for-rent', 'de'],
    ['/biens/FOR-SALE', 'for-sale', 'nl'],
  ] as const)('%s falls back to %s in %s', (path, key, language) => {
    const found = findRoute(ROUTES, path, 'nl');
    expect(found?.route.key).toBe(key);
    expect(found?.language).toBe(language);
  });

  it('reaches a property under a generic for-sale path', () => {
    const found = findRoute(ROUTES, '/old/for-sale/gent/huis-5/', 'nl');
    expect(found?.route.key).toBe('property');
    expect(found?.params.id).toBe('5');
    expect(found?.breadcrumb[0]).toBe('for-sale');
  });

  it('falls back for these two segments only', () => {
    expect(findRoute(ROUTES, '/old/contact/', 'nl')).toBeUndefined();
    expect(findRoute(ROUTES, '/old/for-sale-now/', 'nl')).toBeUndefined();
  });

  it('falls back to whichever route of the table ends with the segment', () => {
    const table: RouteTable = ROUTES.map((route) =>
      route.key === 'for-rent' ? { ...route, original: '/Location/Appartements/for-rent/' } : route,
    );
    expect(findRoute(table, '/x/for-rent/', 'fr')?.route.original).toBe('/Location/Appartements/for-rent/');
  });
});

describe('findRoute: preview paths', () => {
  it.each([
    ['/preview/nl/te-koop/', 'for-sale', 'nl'],
    ['/nl/te-koop/preview/', 'for-sale', 'nl'],
    ['/fr/PREVIEW/a-vendre/bruxelles/appartement-12/', 'property', 'fr'],
    ['/preview/', 'home', 'fr'],
  ] as const)('%s shows the page it previews: %s in %s', (path, key, language) => {
    const found = findRoute(ROUTES, path, 'fr');
    expect(found?.route.key).toBe(key);
    expect(found?.language).toBe(language);
  });
});

describe('findRoute: anything else', () => {
  it.each([[null], [undefined], [42], [{}], [['/nl/']], ['/onbekend/'], ['/xx/te-koop/'], ['http://[bad/nl/'], ['/nl/te-koop/gent/']])(
    '%j → undefined, no exception',
    (path) => {
      expect(findRoute(ROUTES, path, 'nl')).toBeUndefined();
    },
  );

  it('answers undefined for a table that is no table or has no property route', () => {
    expect(findRoute(null as unknown as RouteTable, '/nl/', 'nl')).toBeUndefined();
    expect(findRoute([], '/nl/', 'nl')).toBeUndefined();
    const withoutProperty = ROUTES.filter((route) => route.key !== 'property');
    expect(findRoute(withoutProperty, '/nl/te-koop/gent/huis-5/', 'nl')).toBeUndefined();
    expect(findRoute(withoutProperty, '/nl/te-koop/', 'nl')?.route.key).toBe('for-sale');
  });
});

describe('findRoute: a table made by hand', () => {
  it('skips a route that misses a language instead of failing', () => {
    const partial = { ...ROUTES[1]!, paths: { nl: '/nl/aanbod/' } } as unknown as Route;
    const table: RouteTable = [partial, ...ROUTES.slice(2)];
    expect(findRoute(table, '/nl/aanbod/', 'nl')?.route.key).toBe('properties');
    expect(findRoute(table, '/fr/a-vendre/', 'fr')?.route.key).toBe('for-sale');
    expect(findRoute(table, '/fr/inconnu/', 'fr')).toBeUndefined();
  });
});
