import { describe, expect, it } from 'vitest';
import type { TreeSource } from './property/types.ts';
import { buildTree, flattenTree, type TreeNode, withoutSingleChildren } from './tree.ts';

const row = (ID: number, ParentID: number | null, Name: TreeSource['Name'], WebID: number | null = null): TreeSource => ({
  ID,
  ParentID,
  Name,
  WebID,
});

/** id → children ids, to compare shapes at a glance */
function shape(nodes: TreeNode[]): unknown[] {
  return nodes.map((node) => (node.children.length ? { [node.id]: shape(node.children) } : node.id));
}

describe('buildTree', () => {
  const regions = [
    row(1, null, { nl: 'Vlaanderen', fr: 'Flandre' }),
    row(2, 1, { nl: 'Antwerpen', fr: 'Anvers' }, 2000),
    row(3, 2, { nl: 'Berchem' }, 2600),
    row(4, null, { nl: 'Wallonië', FR: 'Wallonie' }),
    row(5, 4, 'Namur', 5000),
    row(6, 1, { nl: 'Gent', fr: 'Gand' }, 9000),
  ];

  it('nests rows under their parents in row order', () => {
    expect(shape(buildTree(regions, 'nl'))).toEqual([{ 1: [{ 2: [3] }, 6] }, { 4: [5] }]);
  });

  it('maps the source fields to id, parentid, value, label, item, children', () => {
    const [flanders] = buildTree(regions, 'fr');
    const antwerp = flanders!.children[0]!;
    expect(antwerp).toMatchObject({ id: 2, parentid: 1, value: 2000, label: 'Anvers' });
    expect(antwerp.item).toBe(regions[1]);
    expect(flanders).toMatchObject({ id: 1, parentid: null, value: 1, label: 'Flandre' });
  });

  it('labels in the language asked, upper-case keys included, else another language', () => {
    const labels = (lang?: string) => flattenTree(buildTree(regions, lang)).map((node) => node.label);
    expect(labels('fr')).toEqual(['Flandre', 'Anvers', 'Berchem', 'Gand', 'Wallonie', 'Namur']);
    expect(labels('nl')).toEqual(['Vlaanderen', 'Antwerpen', 'Berchem', 'Gent', 'Wallonië', 'Namur']);
    expect(labels()).toEqual(labels('nl'));
    expect(buildTree([row(1, null, {})])[0]!.label).toBe('');
  });

  it('an orphan becomes a root', () => {
    const tree = buildTree([row(1, null, 'a'), row(2, 99, 'orphan'), row(3, 2, 'child of orphan')]);
    expect(shape(tree)).toEqual([1, { 2: [3] }]);
    expect(tree[1]!.parentid).toBeNull();
  });

  it('ParentID 0 or the own id means a root', () => {
    expect(shape(buildTree([row(1, 0, 'a'), row(2, 2, 'b')]))).toEqual([1, 2]);
  });

  it('cycles neither throw nor loop: the row that would close one becomes a root', () => {
    expect(shape(buildTree([row(1, 2, 'a'), row(2, 1, 'b')]))).toEqual([{ 2: [1] }]);
    expect(shape(buildTree([row(1, 3, 'a'), row(2, 1, 'b'), row(3, 2, 'c')]))).toEqual([{ 3: [{ 1: [2] }] }]);
    expect(shape(buildTree([row(1, 1, 'self')]))).toEqual([1]);
  });

  it('every row appears once, whatever the links', () => {
    const rows = Array.from({ length: 200 }, (_, i) => row(i, (i * 7919) % 200, `n${i}`));
    const ids = flattenTree(buildTree(rows)).map((node) => node.id);
    expect(ids.sort((a, b) => a - b)).toEqual(rows.map((r) => r.ID));
  });

  it('a deep chain does not overflow the stack', () => {
    const rows = Array.from({ length: 20000 }, (_, i) => row(i + 1, i === 0 ? null : i, `n${i}`));
    expect(flattenTree(buildTree(rows))).toHaveLength(20000);
  });

  it('skips duplicate ids and rows that are no rows', () => {
    const rows = [row(1, null, 'first'), row(1, null, 'second'), null, { ID: 'x' }, row(2, 1, 'b')] as unknown as TreeSource[];
    const tree = buildTree(rows);
    expect(shape(tree)).toEqual([{ 1: [2] }]);
    expect(tree[0]!.label).toBe('first');
  });

  it('never throws on what is not a list', () => {
    expect(buildTree(null as never)).toEqual([]);
    expect(buildTree({} as never)).toEqual([]);
  });
});

describe('withoutSingleChildren', () => {
  const rows = [
    { ID: 1, ParentID: null, Name: { nl: 'Vlaanderen' }, WebID: null },
    { ID: 11, ParentID: 1, Name: { nl: 'Antwerpen' }, WebID: null },
    { ID: 12, ParentID: 1, Name: { nl: 'Limburg' }, WebID: null },
    { ID: 3, ParentID: null, Name: { nl: 'Brussel' }, WebID: null },
    { ID: 31, ParentID: 3, Name: { nl: 'Brussels Hoofdstedelijk Gewest' }, WebID: null },
    { ID: 4, ParentID: null, Name: { nl: 'Luxemburg' }, WebID: null },
    { ID: 41, ParentID: 4, Name: { nl: 'District Luxemburg' }, WebID: null },
    { ID: 411, ParentID: 41, Name: { nl: 'Kanton Luxemburg' }, WebID: null },
    { ID: 412, ParentID: 41, Name: { nl: 'Kanton Capellen' }, WebID: null },
  ];
  const shape = (nodes: TreeNode[]): unknown => nodes.map((node) => [node.label, ...(node.children.length ? [shape(node.children)] : [])]);

  it('names a place once: a node with one child keeps its name and takes its grandchildren', () => {
    const tree = buildTree(rows, 'nl');
    expect(shape(withoutSingleChildren(tree))).toEqual([
      ['Vlaanderen', [['Antwerpen'], ['Limburg']]],
      ['Brussel'],
      ['Luxemburg', [['Kanton Luxemburg'], ['Kanton Capellen']]],
    ]);
    // the input is untouched
    expect(tree[1]!.children).toHaveLength(1);
  });
});
