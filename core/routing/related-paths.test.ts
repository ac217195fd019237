import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb.ts';
import { alternatePaths, parentPath } from './related-paths.ts';
import { ROUTES } from './routes.ts';

describe('parentPath (spec §2: through the first entry of the breadcrumb)', () => {
  it.each([
    ['/fr/a-vendre/bruxelles/appartement-lumineux-12/', 'fr', '/fr/a-vendre/'],
    ['/nl/te-huur/gent/studio-7/', 'fr', '/nl/te-huur/'],
    ['/property/12/', 'de', '/de/unsere-immobilien/'],
    ['/nl/pand/12/', 'fr', '/nl/ons-aanbod/'],
    ['/nl/bezoek-aanvragen/12/', 'nl', '/nl/pand/12/'],
    ['/en/send-to-a-friend/', 'en', '/en/our-properties/'],
    ['/fr/a-vendre/', 'fr', '/fr/nos-biens/'],
    ['/Nos-biens/for-rent/', 'de', '/de/unsere-immobilien/'],
    ['/fr/services/vendre/', 'fr', '/fr/services/'],
    ['/de/dokumente/vollmacht/', 'de', '/de/dokumente/'],
    ['/nl/nieuwbouw/residentie-park-4/', 'nl', '/nl/nieuwbouw/'],
    ['/fr/merci/estimation/', 'fr', '/fr/'],
    ['/for-sale/', 'en', '/en/our-properties/'],
  ] as const)('%s (asked in %s) → %s', (path, language, expected) => {
    expect(parentPath(ROUTES, path, language)).toBe(expected);
  });

  it.each([['/nl/'], ['/'], ['/onbekend/'], [null]])('%j has no parent', (path) => {
    expect(parentPath(ROUTES, path, 'nl')).toBeUndefined();
  });
});

describe('alternatePaths', () => {
  it('gives the same page in every language, query and hash kept', () => {
    expect(alternatePaths(ROUTES, '/nl/te-koop/?type=1&page=2#results')).toEqual({
      nl: '/nl/te-koop/?type=1&page=2#results',
      fr: '/fr/a-vendre/?type=1&page=2#results',
      en: '/en/for-sale/?type=1&page=2#results',
      de: '/de/zu-verkaufen/?type=1&page=2#results',
    });
  });

  it('keeps a property’s words in their language, and gives its page by id in the others (never French words under a Dutch page)', () => {
    expect(alternatePaths(ROUTES, '/fr/a-louer/liege/studio-lumineux-7/?utm_source=mail', ['fr', 'nl', 'de'])).toEqual({
      fr: '/fr/a-louer/liege/studio-lumineux-7/?utm_source=mail',
      nl: '/nl/pand/7/?utm_source=mail',
      de: '/de/immobilie/7/?utm_source=mail',
    });
    expect(alternatePaths(ROUTES, '/nl/pand/7/', ['nl', 'fr'])).toEqual({ nl: '/nl/pand/7/', fr: '/fr/bien/7/' });
    expect(alternatePaths(ROUTES, '/nl/nieuwbouw/residentie-park-4/', ['fr'])).toEqual({ fr: '/fr/projets-neufs/4/' });
  });

  it('keeps ids and article slugs', () => {
    expect(alternatePaths(ROUTES, '/de/besichtigung-anfragen/5/', ['nl'])).toEqual({ nl: '/nl/bezoek-aanvragen/5/' });
    expect(alternatePaths(ROUTES, '/fr/recrutement/agent-immobilier/', ['en'])).toEqual({ en: '/en/jobs/agent-immobilier/' });
  });

  it('lists only the enabled languages, in their order, and turns original paths into localized ones', () => {
    expect(Object.entries(alternatePaths(ROUTES, '/Nos-biens/', ['fr', 'nl']))).toEqual([
      ['fr', '/fr/nos-biens/'],
      ['nl', '/nl/ons-aanbod/'],
    ]);
    expect(alternatePaths(ROUTES, '/Privacy/', ['de', 'xx' as never])).toEqual({ de: '/de/datenschutz/' });
  });

  it.each([['/onbekend/'], [null], [12]])('is empty for %j', (path) => {
    expect(alternatePaths(ROUTES, path)).toEqual({});
  });
});

describe('breadcrumbTrail', () => {
  it('goes from home to the page itself', () => {
    expect(breadcrumbTrail(ROUTES, '/fr/a-vendre/bruxelles/appartement-12/')).toEqual([
      { key: 'home', title: 'route.home', path: '/fr/' },
      { key: 'properties', title: 'route.properties', path: '/fr/nos-biens/' },
      { key: 'for-sale', title: 'route.forSale', path: '/fr/a-vendre/' },
      { key: 'property', title: 'route.property', path: '/fr/a-vendre/bruxelles/appartement-12/' },
    ]);
    expect(breadcrumbTrail(ROUTES, '/nl/meer-info/12/').map((item) => item.path)).toEqual([
      '/nl/',
      '/nl/ons-aanbod/',
      '/nl/pand/12/',
      '/nl/meer-info/12/',
    ]);
    expect(breadcrumbTrail(ROUTES, '/', 'de')).toEqual([{ key: 'home', title: 'route.home', path: '/de/' }]);
  });

  it('is empty for a path that is no page', () => {
    expect(breadcrumbTrail(ROUTES, '/onbekend/', 'nl')).toEqual([]);
  });
});
