import { describe, expect, it } from 'vitest';
import { frameOrigin } from './frame-origin.ts';

describe('frameOrigin', () => {
  const base = 'http://127.0.0.1:4173/nl/te-koop/antwerpen/appartement-5101/';
  const CASES: [string, string | null][] = [
    ['https://maps.agency.test/frame/?region=be#x', 'https://maps.agency.test'],
    ['http://localhost:4173/map/', 'http://localhost:4173'],
    ['/map/', 'http://127.0.0.1:4173'],
    ['//maps.agency.test:8443/', 'http://maps.agency.test:8443'],
    ['data:text/html,<p>map</p>', null],
    ['javascript:alert(1)', null],
    ['about:blank', null],
    ['http://[::1', null],
  ];
  for (const [url, origin] of CASES) {
    it(`${url} → ${origin}`, () => {
      expect(frameOrigin(url, base)).toBe(origin);
    });
  }
});
