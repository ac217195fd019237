import { describe, expect, it } from 'vitest';
import { circleArea } from '../geo/area.ts';
import { areaFacts, areaWords } from './area.ts';

describe('areaFacts', () => {
  it.each<[string, [number, number][], number, number]>([
    // a box of 0.1° of latitude (11.1 km) by 0.1° of longitude at 50.5° N (7.1 km): 79 km²
    ['a box near Brussels', [[50.8, 4.3], [50.9, 4.3], [50.9, 4.4], [50.8, 4.4]], 4, 79],
    ['the same box the other way round', [[50.8, 4.4], [50.9, 4.4], [50.9, 4.3], [50.8, 4.3]], 4, 79],
    // a triangle of half that box
    ['a triangle', [[50.8, 4.3], [50.9, 4.3], [50.9, 4.4]], 3, 39],
    // a tiny area still says a size
    ['a few metres', [[50.8, 4.3], [50.8001, 4.3], [50.8001, 4.3001]], 3, 0.1],
  ])('%s', (_name, polygon, corners, squareKm) => {
    expect(areaFacts(polygon)).toEqual({ corners, squareKm });
  });

  it('measures a circle of 5 km about as π·5²', () => {
    const { squareKm } = areaFacts(circleArea([50.5, 4.5], 5, 40));
    expect(squareKm).toBeGreaterThan(75);
    expect(squareKm).toBeLessThan(80);
  });
});

describe('areaWords', () => {
  const box: [number, number][] = [[50, 3], [51, 3], [51, 4], [50, 4]];
  it.each([
    ['nl', { corners: '4', squareKm: '7.900' }],
    ['fr', { corners: '4', squareKm: '7\u202f900' }],
    ['en', { corners: '4', squareKm: '7,900' }],
    ['de', { corners: '4', squareKm: '7.900' }],
  ] as const)('numbers as %s writes them', (language, expected) => {
    expect(areaWords(box, language)).toEqual(expected);
  });
});
