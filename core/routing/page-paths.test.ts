import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { findRoute } from './lookup.ts';
import { pathFor, projectPath, propertyPath } from './page-paths.ts';
import { ROUTES, type RouteTable } from './routes.ts';

describe('pathFor', () => {
  it.each([
    ['home', 'nl', {}, '/nl/'],
    ['for-sale', 'fr', {}, '/fr/a-vendre/'],
    ['for-rent', 'de', {}, '/de/zu-vermieten/'],
    ['property', 'nl', { id: 12 }, '/nl/pand/12/'],
    ['property', 'fr', { id: '012' }, '/fr/bien/12/'],
    ['property', 'fr', { id: '0' }, '/fr/bien/0/'],
    ['property', 'fr', { id: '123456789012345678901' }, '/fr/bien/123456789012345678901/'],
    ['property', 'en', { id: 12, title: 'Bright flat' }, '/en/property/bright-flat-12/'],
    ['project', 'fr', { id: 4, title: 'Résidence Les Jardins' }, '/fr/projets-neufs/residence-les-jardins-4/'],
    ['request-visit', 'de', { id: 5 }, '/de/besichtigung-anfragen/5/'],
    ['send-to-friend', 'en', {}, '/en/send-to-a-friend/'],
    ['send-to-friend', 'en', { id: 9 }, '/en/send-to-a-friend/9/'],
    ['job', 'nl', { slug: 'Vastgoedmakelaar (m/v/x)' }, '/nl/vacatures/vastgoedmakelaar-m-v-x/'],
    ['feedback-contact-appointment', 'fr', {}, '/fr/merci/demande-de-visite/'],
  ] as const)('%s in %s with %j → %s', (key, language, params, expected) => {
    expect(pathFor(key, language, params)).toBe(expected);
  });

  it.each([
    ['property', 'nl', {}, '/nl/ons-aanbod/'],
    ['property', 'nl', { id: -1 }, '/nl/ons-aanbod/'],
    ['property', 'nl', { id: 1.5 }, '/nl/ons-aanbod/'],
    ['property', 'nl', { id: 'abc' }, '/nl/ons-aanbod/'],
    ['project', 'fr', { id: null }, '/fr/projets-neufs/'],
    ['request-visit', 'en', {}, '/en/our-properties/'],
    ['job', 'de', { slug: '!!' }, '/de/stellenangebote/'],
  ] as const)('%s in %s without a usable parameter (%j) → its parent page %s', (key, language, params, expected) => {
    expect(pathFor(key, language, params)).toBe(expected);
  });

  it.each([
    ['nope', 'fr', '/fr/'],
    [undefined, 'de', '/de/'],
    ['for-sale', 'es', '/nl/te-koop/'],
    ['for-sale', 'FR', '/fr/a-vendre/'],
    ['for-sale', null, '/nl/te-koop/'],
  ] as const)('unknown key or language: %j in %j → %s', (key, language, expected) => {
    expect(pathFor(key, language)).toBe(expected);
  });

  it('gives the external address of a route that has one', () => {
    const table: RouteTable = ROUTES.map((route) =>
      route.key === 'project' ? { ...route, external: 'https://www.residentie-park.be/' } : route,
    );
    expect(pathFor('project', 'nl', { id: 4 }, table)).toBe('https://www.residentie-park.be/');
    expect(pathFor('projects', 'nl', {}, table)).toBe('/nl/nieuwbouw/');
  });

  it.each(ROUTES.flatMap((route) => LANGUAGES.map((language) => [route.key, language] as const)))(
    'a path made for %s in %s leads back to it',
    (key, language) => {
      const found = findRoute(ROUTES, pathFor(key, language, { id: 7, slug: 'een-artikel', title: 'Mooi huis' }), 'nl');
      expect(found?.route.key).toBe(key);
      expect(found?.language).toBe(language);
    },
  );
});

describe('propertyPath (spec §2: region, title and id, under sale or rent)', () => {
  const flat = {
    ID: 12,
    Goal: 0,
    Title: { fr: 'Appartement lumineux avec terrasse', nl: 'Lichtrijk appartement met terras' },
    City: 'Bruxelles',
    Zip: '1000',
  };

  it.each([
    [flat, 'fr', '/fr/a-vendre/bruxelles/appartement-lumineux-avec-terrasse-12/'],
    [flat, 'nl', '/nl/te-koop/bruxelles/lichtrijk-appartement-met-terras-12/'],
    // no English title: the path takes the first language that has one
    [flat, 'en', '/en/for-sale/bruxelles/lichtrijk-appartement-met-terras-12/'],
    [{ ...flat, Goal: 1 }, 'de', '/de/zu-vermieten/bruxelles/lichtrijk-appartement-met-terras-12/'],
    [{ ...flat, Goal: '0' }, 'fr', '/fr/a-vendre/bruxelles/appartement-lumineux-avec-terrasse-12/'],
    [{ ...flat, Goal: 2 }, 'fr', '/fr/a-louer/bruxelles/appartement-lumineux-avec-terrasse-12/'],
    [{ ...flat, RegionName: { nl: 'Brussel-Hoofdstad', fr: 'Bruxelles-Capitale' } }, 'nl', '/nl/te-koop/brussel-hoofdstad/lichtrijk-appartement-met-terras-12/'],
    [{ ...flat, City: 'Schaerbeek/Schaarbeek' }, 'fr', '/fr/a-vendre/schaerbeek-schaarbeek/appartement-lumineux-avec-terrasse-12/'],
    [{ ...flat, City: 'LIÈGE', Title: 'Maison à rénover' }, 'fr', '/fr/a-vendre/liege/maison-a-renover-12/'],
    [{ ...flat, City: null }, 'fr', '/fr/a-vendre/1000/appartement-lumineux-avec-terrasse-12/'],
    [{ ID: 12, Goal: 0 }, 'fr', '/fr/a-vendre/12/'],
    [{ ID: '12', Goal: 0, Title: {}, City: '' }, 'nl', '/nl/te-koop/12/'],
    [{ ...flat, ID: 'x' }, 'fr', '/fr/a-vendre/'],
  ] as const)('%j in %s → %s', (property, language, expected) => {
    expect(propertyPath(property, language)).toBe(expected);
  });

  it.each(LANGUAGES)('in %s leads back to the property, under its goal page', (language) => {
    for (const Goal of [0, 1]) {
      const found = findRoute(ROUTES, propertyPath({ ...flat, Goal }, language), 'nl');
      expect(found?.route.key).toBe('property');
      expect(found?.params.id).toBe('12');
      expect(found?.language).toBe(language);
      expect(found?.breadcrumb[0]).toBe(Goal === 0 ? 'for-sale' : 'for-rent');
    }
  });

  it('never throws on missing data', () => {
    expect(propertyPath(null as never, 'nl')).toBe('/nl/te-huur/');
  });
});

describe('projectPath', () => {
  it.each([
    [{ ID: 4, Title: { nl: 'Residentie Park', fr: 'Résidence du Parc' } }, 'fr', '/fr/projets-neufs/residence-du-parc-4/'],
    [{ ID: 4, Title: { nl: 'Residentie Park' } }, 'de', '/de/neubauprojekte/residentie-park-4/'],
    [{ ID: 4 }, 'en', '/en/new-developments/4/'],
    [{ ID: 'x' }, 'nl', '/nl/nieuwbouw/'],
  ] as const)('%j in %s → %s', (project, language, expected) => {
    expect(projectPath(project, language)).toBe(expected);
  });
});

describe('pathFor with a table made by hand', () => {
  it('gives the parent page where a route misses the language', () => {
    const table: RouteTable = ROUTES.map((route) =>
      route.key === 'for-sale' ? ({ ...route, paths: { nl: '/nl/te-koop/' } } as unknown as typeof route) : route,
    );
    expect(pathFor('for-sale', 'nl', {}, table)).toBe('/nl/te-koop/');
    expect(pathFor('for-sale', 'fr', {}, table)).toBe('/fr/nos-biens/');
  });
});

/** The modules `file` loads at run time (type-only imports left out), and theirs, recursively. */
function runtimeImports(file: string, found = new Set<string>()): Set<string> {
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)) {
    const path = join(dirname(file), specifier!);
    if (!found.has(path)) {
      found.add(path);
      runtimeImports(path, found);
    }
  }
  return found;
}

describe('building a path', () => {
  it('loads no lookup rule, so a page that only links does not carry them', () => {
    const loaded = [...runtimeImports(new URL('./page-paths.ts', import.meta.url).pathname)].map((path) => path.split('/core/')[1]);
    expect(loaded).toContain('routing/routes.ts');
    expect(loaded).not.toContain('routing/lookup.ts');
    expect(loaded).not.toContain('routing/segments.ts');
    expect(loaded).not.toContain('routing/related-paths.ts');
    expect(loaded.filter((path) => path?.startsWith('messages'))).toEqual([]);
  });
});
