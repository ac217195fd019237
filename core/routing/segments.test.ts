import { describe, expect, it } from 'vitest';
import { idOfSegment, languageSegment, matchTemplate, pathSegments, pathSuffix } from './segments.ts';

describe('pathSegments', () => {
  it.each([
    ['/', []],
    ['', []],
    ['/Nos-biens/for-sale/', ['nos-biens', 'for-sale']],
    ['nos-biens', ['nos-biens']],
    ['//a///b/', ['a', 'b']],
    ['/./a/', ['a']],
    ['/Documents-%C3%A0-t%C3%A9l%C3%A9charger/', ['documents-a-telecharger']],
    ['/Notre-équipe/', ['notre-equipe']],
    ['/100%/', ['100%']],
    ['/a?b=/c/#d/e', ['a']],
    ['https://www.agency.be/FR/A-Vendre/?page=2', ['fr', 'a-vendre']],
    ['http://[bad/nl/', undefined],
    [null, undefined],
    [12, undefined],
  ] as const)('%j → %j', (path, expected) => {
    expect(pathSegments(path)).toEqual(expected);
  });
});

describe('pathSuffix', () => {
  it.each([
    ['/nl/te-koop/?page=2#top', '?page=2#top'],
    ['/nl/te-koop/#top', '#top'],
    ['/nl/te-koop/', ''],
  ])('%s → %j', (path, expected) => {
    expect(pathSuffix(path)).toBe(expected);
  });
});

describe('languageSegment', () => {
  it.each([
    ['nl', 'nl'],
    ['de', 'de'],
    ['es', undefined],
    ['nl-be', undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (segment, expected) => {
    expect(languageSegment(segment)).toBe(expected);
  });
});

describe('idOfSegment', () => {
  it.each([
    ['12', '12'],
    ['0', '0'],
    ['007', '7'],
    ['appartement-lumineux-12', '12'],
    ['maison-2024-45', '45'],
    ['villa-0012', '12'],
    ['twaalf', undefined],
    ['12-b', undefined],
    ['-12', undefined],
    ['a--12', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (segment, expected) => {
    expect(idOfSegment(segment)).toBe(expected);
  });
});

describe('matchTemplate', () => {
  it.each([
    ['/fr/bien/{id}/', ['fr', 'bien', 'maison-12'], { id: '12' }],
    ['/fr/bien/{id}/', ['fr', 'bien'], undefined],
    ['/fr/bien/{id}/', ['fr', 'bien', '12', 'x'], undefined],
    ['/en/send-to-a-friend/{id?}/', ['en', 'send-to-a-friend'], {}],
    ['/en/send-to-a-friend/{id?}/', ['en', 'send-to-a-friend', '9'], { id: '9' }],
    ['/en/send-to-a-friend/{id?}/', ['en', 'send-to-a-friend', 'nine'], undefined],
    ['/nl/vacatures/{slug}/', ['nl', 'vacatures', 'makelaar-m-v'], { slug: 'makelaar-m-v' }],
    ['/nl/vacatures/{slug}/', ['nl', 'vacatures', 'makelaar%'], undefined],
    ['/Documents-à-télécharger/', ['documents-a-telecharger'], {}],
    ['/', [], {}],
    ['/', ['nl'], undefined],
    [undefined, ['nl'], undefined],
  ] as const)('%j with %j → %j', (template, segments, expected) => {
    expect(matchTemplate(template, segments)).toEqual(expected);
  });
});
