import { describe, expect, it } from 'vitest';
import { idFromPath } from './use-route-id.ts';

describe('idFromPath', () => {
  const CASES: [string | undefined, 'property' | 'project', number | undefined][] = [
    ['/fr/bien/12/', 'property', 12],
    ['/nl/pand/5101/', 'property', 5101],
    ['/nl/te-koop/antwerpen/ruim-appartement-5101/', 'property', 5101],
    ['/fr/a-louer/bruxelles/studio-5146/', 'property', 5146],
    ['/property/7/', 'property', 7],
    ['/en/new-developments/4/', 'project', 4],
    ['/fr/projets-neufs/residence-les-jardins-2/', 'project', 2],
    ['/fr/projets-neufs/2/', 'property', undefined],
    ['/nl/te-koop/', 'property', undefined],
    ['/nl/bezoek-aanvragen/5101/', 'property', undefined],
    [undefined, 'property', undefined],
  ];
  for (const [path, key, id] of CASES) {
    it(`${path} as a ${key} page → ${id}`, () => {
      expect(idFromPath(path, key)).toBe(id);
    });
  }
});
