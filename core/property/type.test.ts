import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_TYPE_WEB_ID, PROPERTY_TYPE_WEB_IDS } from './reference.ts';
import { propertyTypeIcon, toPropertyTypeWebId } from './type.ts';

describe('propertyTypeIcon', () => {
  it.each([
    [1, 'residential'],
    [2, 'commercial'],
    [3, 'industrial'],
    [4, 'land'],
    [5, 'office'],
    [6, 'retail'],
    [7, 'office'],
    ['4', 'land'],
  ])('web id %j → %s', (webId, icon) => {
    expect(propertyTypeIcon(webId)).toBe(icon);
  });

  it.each([[0], [8], [-1], [1.5], [null], [undefined], [''], ['x'], [{}]])('unknown %j → the icon of type 2', (webId) => {
    expect(propertyTypeIcon(webId)).toBe(propertyTypeIcon(DEFAULT_PROPERTY_TYPE_WEB_ID));
    expect(propertyTypeIcon(webId)).toBe('commercial');
  });

  it('lists the seven web ids of the spec', () => {
    expect(PROPERTY_TYPE_WEB_IDS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(PROPERTY_TYPE_WEB_IDS.map(toPropertyTypeWebId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(toPropertyTypeWebId(8)).toBeUndefined();
  });
});
