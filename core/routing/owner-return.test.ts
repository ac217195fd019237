import { describe, expect, it } from 'vitest';
import { loginHref, loginReasonOf, safeReturnPath } from './owner-return.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/nl/eigenaar/', '/nl/eigenaar/'],
    ['/nl/eigenaar/?property=5103', '/nl/eigenaar/?property=5103'],
    ['/app/fr/proprietaire/?property=12#history', '/app/fr/proprietaire/?property=12#history'],
    ['//evil.example/', undefined],
    ['/\\evil.example/', undefined],
    ['/\t/evil.example/', undefined],
    ['https://evil.example/nl/eigenaar/', undefined],
    ['javascript:alert(1)', undefined],
    ['nl/eigenaar/', undefined],
    ['', undefined],
    [null, undefined],
    [`/${'a'.repeat(2048)}`, undefined],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('every path it lets through stays on the site, whatever the page’s address', () => {
    for (const value of ['/nl/eigenaar/', '/a/../b/', '/%2F%2Fevil.example/', '/?next=//evil.example']) {
      const path = safeReturnPath(value)!;
      expect(new URL(path, 'https://www.agency.example/nl/login/').origin).toBe('https://www.agency.example');
    }
  });
});

describe('loginHref', () => {
  it.each([
    ['/nl/login/', {}, '/nl/login/'],
    ['/nl/login/', { next: '/nl/eigenaar/?property=12', reason: 'expired' }, '/nl/login/?next=%2Fnl%2Feigenaar%2F%3Fproperty%3D12&reason=expired'],
    ['/fr/login/', { reason: 'logout' }, '/fr/login/?reason=logout'],
    ['/fr/login/?lng=fr', { next: '//evil.example/' }, '/fr/login/?lng=fr'],
  ] as const)('%s with %j → %s', (path, options, expected) => {
    expect(loginHref(path, options)).toBe(expected);
  });

  it('reads back only the reasons it writes', () => {
    expect(loginReasonOf('expired')).toBe('expired');
    expect(loginReasonOf('logout')).toBe('logout');
    expect(loginReasonOf('person')).toBe('person');
    expect(loginReasonOf('hacked')).toBeUndefined();
  });
});
