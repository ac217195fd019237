import { describe, expect, it } from 'vitest';
import { cookiePolicyHref } from './policy-link.ts';

describe('cookiePolicyHref', () => {
  it.each([
    ['nl', '', [undefined, undefined], '/nl/cookiebeleid/'],
    ['fr', '', ['', '  '], '/fr/politique-cookies/'],
    ['en', '', [undefined, undefined], '/en/cookie-policy/'],
    ['de', '/immo', [undefined, undefined], '/immo/de/cookie-richtlinie/'],
    ['de', '', [undefined, '/{lang}/cookies/'], '/de/cookies/'],
    ['en', '', ['https://agency.be/privacy#cookies', '/{lang}/cookies/'], 'https://agency.be/privacy#cookies'],
    ['nl', '/immo', [' /nl/cookies/ ', undefined], '/nl/cookies/'],
  ] as const)('%s under base %j, element then page setting %j → %s', (language, base, configured, expected) => {
    expect(cookiePolicyHref(language, base, ...configured)).toBe(expected);
  });
});
