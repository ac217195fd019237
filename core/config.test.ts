import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { createAgencyStore } from './store.ts';

const origin = 'https://cdn.agency.be';

describe('parseConfig', () => {
  it('defaults: /api/v1 on the bundle origin, four languages, nl first, altcha', () => {
    expect(parseConfig({}, origin)).toEqual({
      api: 'https://cdn.agency.be/api/v1',
      languages: ['nl', 'fr', 'en', 'de'],
      defaultLanguage: 'nl',
      captcha: 'altcha',
      recaptchaSiteKey: '',
    });
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

  it('tells subscribers once per change', () => {
    const store = createAgencyStore();
    const seen: string[] = [];
    store.subscribe((state) => seen.push(state.language));
    store.getState().setLanguage('de');
    store.getState().setLanguage('fr');
    expect(seen).toEqual(['de', 'fr']);
  });
});
