import { describe, expect, it } from 'vitest';
import { parseBase, parseConfig, withBase, withoutBase } from './config.ts';
import { createAgencyStore } from './store.ts';

const origin = 'https://cdn.agency.be';

describe('parseConfig', () => {
  it('defaults: /api/v1 on the bundle origin, four languages, nl first, altcha, consent revision 1 for 182 days', () => {
    expect(parseConfig({}, origin)).toEqual({
      api: 'https://cdn.agency.be/api/v1',
      languages: ['nl', 'fr', 'en', 'de'],
      defaultLanguage: 'nl',
      captcha: 'altcha',
      recaptchaSiteKey: '',
      base: '',
      phone: '',
      consentRevision: 1,
      consentDays: 182,
      consentMode: 'none',
      cookiePolicy: '',
      marqueeIgnore: [],
      mapUrl: '',
      mapType: 'roadmap',
      mapMarker: '',
      mapConsent: 'marketing',
      mapTiles: '',
      mapTilesAttribution: '',
      appointments: false,
    });
  });

  it.each([
    [undefined, false],
    ['on', true],
    ['ON ', true],
    ['', true],
    ['true', true],
    ['off', false],
    ['no', false],
  ])('appointments %j → %s', (appointments, expected) => {
    expect(parseConfig({ appointments }, origin).appointments).toBe(expected);
  });

  it('keeps the agency’s phone number as written, for the screens that offer it', () => {
    expect(parseConfig({ phone: ' 09 123 45 67 ' }, origin).phone).toBe('09 123 45 67');
  });

  it('reads the consent attributes', () => {
    const config = parseConfig(
      { 'consent-revision': '3', 'consent-days': '90', 'consent-mode': 'google', 'cookie-policy': ' /{lang}/cookies/ ' },
      origin,
    );
    expect(config).toMatchObject({ consentRevision: 3, consentDays: 90, consentMode: 'google', cookiePolicy: '/{lang}/cookies/' });
  });

  it.each([
    ['https://api.agency.be/api/v1/', 'https://api.agency.be/api/v1'],
    ['/crm/api/v1', 'https://cdn.agency.be/crm/api/v1'],
    ['  ', 'https://cdn.agency.be/api/v1'],
  ])('api %j → %j', (api, expected) => {
    expect(parseConfig({ api }, origin).api).toBe(expected);
  });

  it('keeps the default language among the enabled ones', () => {
    expect(parseConfig({ languages: 'fr,nl', 'default-language': 'nl' }, origin).defaultLanguage).toBe('nl');
    expect(parseConfig({ languages: 'fr,nl', 'default-language': 'de' }, origin).defaultLanguage).toBe('fr');
  });

  it.each([
    ['recaptcha', 'recaptcha'],
    ['none', 'none'],
    ['hcaptcha', 'altcha'],
  ])('captcha %j → %j', (captcha, expected) => {
    expect(parseConfig({ captcha }, origin).captcha).toBe(expected);
  });
});

describe('the shared store', () => {
  it('switches only to enabled languages', () => {
    const store = createAgencyStore(parseConfig({ languages: 'nl,fr' }, origin));
    store.getState().setLanguage('fr');
    expect(store.getState().language).toBe('fr');
    store.getState().setLanguage('de');
    expect(store.getState().language).toBe('fr');
  });

  it('falls back to the default language when a new configuration drops the current one', () => {
    const store = createAgencyStore(parseConfig({}, origin));
    store.getState().setLanguage('en');
    store.getState().configure(parseConfig({ languages: 'en,de' }, origin));
    expect(store.getState().language).toBe('en');
    store.getState().configure(parseConfig({ languages: 'fr,nl', 'default-language': 'nl' }, origin));
    expect(store.getState().language).toBe('nl');
  });

  it('starts with no consent: nothing optional allowed until the visitor decides', () => {
    const store = createAgencyStore();
    expect(store.getState().consent).toEqual({
      status: 'unset',
      choices: { analytics: false, marketing: false, social: false, unclassified: false },
      record: null,
    });
    const decided = {
      status: 'decided' as const,
      choices: { analytics: true, marketing: false, social: false, unclassified: false },
      record: null,
    };
    store.getState().setConsent(decided);
    expect(store.getState().consent).toBe(decided);
    expect(store.getState().language).toBe('nl');
  });

  it('tells subscribers once per change', () => {
    const store = createAgencyStore();
    const seen: string[] = [];
    store.subscribe((state) => seen.push(state.language));
    store.getState().setLanguage('de');
    store.getState().setLanguage('fr');
    expect(seen).toEqual(['de', 'fr']);
  });
});

describe('the site base', () => {
  it.each([
    ['/immo', '/immo'],
    ['immo/', '/immo'],
    ['/immo/site/', '/immo/site'],
    ['/', ''],
    ['', ''],
    [undefined, ''],
    ['https://other.be/x', ''],
    ['/a b', ''],
  ])('%j → %j', (value, expected) => {
    expect(parseBase(value)).toBe(expected);
  });

  it('puts site paths under the base and takes host paths out of it', () => {
    expect(withBase('/immo', '/nl/te-koop/')).toBe('/immo/nl/te-koop/');
    expect(withBase('', '/nl/te-koop/')).toBe('/nl/te-koop/');
    expect(withBase('/immo', 'https://x.be/')).toBe('https://x.be/');
    expect(withBase('/immo', '//cdn.x.be/a')).toBe('//cdn.x.be/a');
    expect(withoutBase('/immo', '/immo/nl/te-koop/')).toBe('/nl/te-koop/');
    expect(withoutBase('/immo', '/immo')).toBe('/');
    expect(withoutBase('/immo', '/immobilien/')).toBeUndefined();
    expect(withoutBase('', '/nl/')).toBe('/nl/');
  });
});
