import { describe, expect, it } from 'vitest';
import { type LanguageSources, detectLanguage } from './detect.ts';
import { LANGUAGES } from './languages.ts';

const all = [...LANGUAGES];
// every source names a different language, so the winner shows which source counted
const everything: LanguageSources = {
  path: '/nl/te-koop/',
  query: 'fr',
  cookie: 'en',
  localStorage: 'de',
  sessionStorage: 'nl',
  navigator: ['fr-BE'],
  htmlLang: 'en',
};

describe('detectLanguage', () => {
  it('follows the spec order: path, lng query, cookie, local storage, session storage, browser, page', () => {
    const order: [keyof LanguageSources, string][] = [
      ['path', 'nl'],
      ['query', 'fr'],
      ['cookie', 'en'],
      ['localStorage', 'de'],
      ['sessionStorage', 'nl'],
      ['navigator', 'fr'],
      ['htmlLang', 'en'],
    ];
    const sources: LanguageSources = { ...everything };
    for (const [source, expected] of order) {
      expect(detectLanguage(sources, all), `with ${source} first`).toBe(expected);
      delete sources[source];
    }
    expect(detectLanguage(sources, all)).toBe('nl'); // nothing left: the first enabled
  });

  it('takes only an exact language segment from the path', () => {
    expect(detectLanguage({ path: '/FR/a-vendre/' }, all)).toBe('fr');
    expect(detectLanguage({ path: '/nl-be/', query: 'de' }, all)).toBe('de');
    expect(detectLanguage({ path: '/property/12/', query: 'de' }, all)).toBe('de');
    expect(detectLanguage({ path: '/de', cookie: 'fr' }, all)).toBe('de');
  });

  it('skips languages the page does not enable, and sources that name none', () => {
    expect(detectLanguage({ path: '/en/', query: 'xx', cookie: 'de', localStorage: 'fr' }, ['nl', 'fr'])).toBe('fr');
    expect(detectLanguage({ navigator: ['es-ES', 'en-GB', 'nl-BE'] }, ['nl', 'fr'])).toBe('nl');
  });

  it('accepts upper case and regional variants', () => {
    expect(detectLanguage({ query: 'NL' }, all)).toBe('nl');
    expect(detectLanguage({ cookie: 'fr-BE' }, all)).toBe('fr');
  });

  it('falls back to the given default, else the first enabled language', () => {
    expect(detectLanguage({}, ['fr', 'nl'], 'nl')).toBe('nl');
    expect(detectLanguage({ htmlLang: '' }, ['fr', 'nl'])).toBe('fr');
  });
});
