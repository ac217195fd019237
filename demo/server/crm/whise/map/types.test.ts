// Whise's categories onto core's web ids, and the type tree the site offers: each
// category a root, its named subcategories under it, every id once, every name in four
// languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../core/i18n/languages.ts';
import { CATEGORIES, categoriesOfWebId, categoryNodeId, SUBCATEGORIES, whiseTypeTree } from './types.ts';

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

  it('each category a root, each named subcategory under its category, with its web id', () => {
    for (const [category, { webId }] of CATEGORIES) expect(tree).toContainEqual(expect.objectContaining({ ID: categoryNodeId(category), ParentID: null, WebID: webId }));
    for (const [id, subcategory] of SUBCATEGORIES) {
      expect(tree).toContainEqual(expect.objectContaining({ ID: id, ParentID: categoryNodeId(subcategory.category), WebID: CATEGORIES.get(subcategory.category)!.webId }));
    }
    expect(tree).toHaveLength(CATEGORIES.size + SUBCATEGORIES.size);
  });

  it('every id once, every name in the four languages', () => {
    expect(new Set(tree.map((item) => item.ID)).size).toBe(tree.length);
    for (const item of tree) for (const language of LANGUAGES) expect((item.Name as Record<string, string>)[language], `${item.ID} ${language}`).toBeTruthy();
  });
});
