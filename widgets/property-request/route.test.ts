import { describe, expect, it } from 'vitest';
import { propertyIdOf, requestKindOf, requestRoute } from './route.ts';

describe('what a request form reads from the URL', () => {
  it.each([
    ['/nl/bezoek-aanvragen/5101/', { id: 5101, kind: 'visit' }],
    ['/fr/demander-une-visite/appartement-lumineux-5101/', { id: 5101, kind: 'visit' }],
    ['/en/request-information/5101/?utm_source=mail', { id: 5101, kind: 'info' }],
    ['/request-info/12/', { id: 12, kind: 'info' }],
    ['/nl/pand/5101/', {}],
    ['/nl/', {}],
    [undefined, {}],
  ])('%s → %j', (path, expected) => {
    expect(requestRoute(path)).toEqual(expected);
  });

  it.each([
    [5101, 5101],
    ['5101', 5101],
    [' 12 ', 12],
    [0, undefined],
    [-3, undefined],
    [12.5, undefined],
    ['12abc', undefined],
    [undefined, undefined],
    ['99999999999999999999', undefined],
  ])('property id %j → %j', (value, expected) => {
    expect(propertyIdOf(value)).toBe(expected);
  });

  it.each([
    ['visit', 'visit'],
    ['info', 'info'],
    ['Visit', undefined],
    ['documents', undefined],
    [undefined, undefined],
  ])('kind %j → %j', (value, expected) => {
    expect(requestKindOf(value)).toBe(expected);
  });
});
