import { describe, expect, it } from 'vitest';
import { cookieDeletions, KNOWN_COOKIES, matchesNamePattern, namesMatching, parseNamePatterns } from './cleanup.ts';

describe('name patterns', () => {
  it.each([
    ['_ga', '_ga', true],
    ['_ga', '_gat', false],
    ['_ga_ABC123', '_ga_*', true],
    ['_ga', '_ga_*', false],
    ['_hjSessionUser_123', '_hjSession*', true],
    ['_hjsession_1', '_hjSession*', false], // cookie names are case-sensitive
    ['a.b', 'a.b', true],
    ['axb', 'a.b', false], // a dot is a dot, not "any character"
    ['pre_mid_post', 'pre*post', true],
    ['anything', '*', true],
  ])('%j matches %j: %j', (name, pattern, expected) => {
    expect(matchesNamePattern(name, pattern)).toBe(expected);
  });

  it('reads a list written with commas or spaces', () => {
    expect(parseNamePatterns(' _ga, _ga_*  _gid;x ')).toEqual(['_ga', '_ga_*', '_gid', 'x']);
    expect(parseNamePatterns(null)).toEqual([]);
  });

  it('finds the cookies of a category among the page’s cookies', () => {
    const names = ['agency_consent', 'i18next', '_ga', '_ga_X1', '_gid', '_fbp', 'session'];
    expect(namesMatching(names, KNOWN_COOKIES.analytics)).toEqual(['_ga', '_ga_X1', '_gid']);
    expect(namesMatching(names, KNOWN_COOKIES.marketing)).toEqual(['_fbp']);
    expect(namesMatching(names, [])).toEqual([]);
  });

  it('never lists the product’s own necessary cookies as a category’s', () => {
    const all = Object.values(KNOWN_COOKIES).flat();
    expect(namesMatching(['agency_consent', 'i18next'], all)).toEqual([]);
  });
});

describe('cookieDeletions', () => {
  it('covers host-only and every parent domain, on / and each directory of the path', () => {
    expect(cookieDeletions('_ga', 'www.agency.be', '/nl/te-koop/')).toEqual([
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl/te-koop',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=www.agency.be',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl; Domain=www.agency.be',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl/te-koop; Domain=www.agency.be',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=agency.be',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl; Domain=agency.be',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl/te-koop; Domain=agency.be',
    ]);
  });

  it.each([
    ['localhost', ['x=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/']],
    ['127.0.0.1', ['x=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/']],
    ['::1', ['x=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/']],
    ['agency.be', ['x=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/', 'x=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=agency.be']],
  ])('on %s, never a Domain a browser would refuse', (hostname, expected) => {
    expect(cookieDeletions('x', hostname, '/')).toEqual(expected);
  });
});
