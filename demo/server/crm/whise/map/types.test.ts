// Whise's categories onto core's web ids, and the type tree the site offers: a root per
// group, the named subcategories of its categories under it, every id once, every name in
// four languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../core/i18n/languages.ts';
import { CATEGORIES, categoriesOfWebId, groupNodeId, SUBCATEGORIES, whiseTypeTree } from './types.ts';

describe('the categories', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 3],
    [7, 2],
  ])('category %i is web id %i', (category, webId) => {
    expect(CATEGORIES.get(category)?.webId).toBe(webId);
  });

  it.each([
    [1, [1, 2]],
    [2, [7]],
    [3, [6]],
    [4, [3]],
    [5, [4]],
    [6, [5]],
    [7, []],
  ])('a demand for web id %i asks for categories %j', (webId, categories) => {
    expect(categoriesOfWebId(webId)).toEqual(categories);
  });
});

describe('the type tree', () => {
  const tree = whiseTypeTree();

  it('a root per group the categories make, named as the site names its groups; each named subcategory under its category’s group', () => {
    expect(tree.filter((item) => item.ParentID === null).map((item) => [item.ID, item.WebID, (item.Name as Record<string, string>).fr])).toEqual([
      [1_001, 1, 'Résidentiel'],
      [1_002, 2, 'Commerce et bureau'],
      [1_003, 3, 'Industriel'],
      [1_004, 4, 'Terrain'],
      [1_005, 5, 'Bureau'],
      [1_006, 6, 'Commerce de détail'],
    ]);
    for (const [id, subcategory] of SUBCATEGORIES) {
      const webId = CATEGORIES.get(subcategory.category)!.webId;
      expect(tree).toContainEqual(expect.objectContaining({ ID: id, ParentID: groupNodeId(webId), WebID: webId }));
    }
    expect(tree).toHaveLength(6 + SUBCATEGORIES.size);
  });

  it('every id once, every name in the four languages', () => {
    expect(new Set(tree.map((item) => item.ID)).size).toBe(tree.length);
    for (const item of tree) for (const language of LANGUAGES) expect((item.Name as Record<string, string>)[language], `${item.ID} ${language}`).toBeTruthy();
  });
});
