import { describe, expect, it } from 'vitest';
import { requestKindOf, requestRoute } from './route.ts';

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
    ['visit', 'visit'],
    ['info', 'info'],
    ['Visit', undefined],
    ['documents', undefined],
    [undefined, undefined],
  ])('kind %j → %j', (value, expected) => {
    expect(requestKindOf(value)).toBe(expected);
  });
});
