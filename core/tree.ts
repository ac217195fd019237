/**
 * Spec §3 "Tree item": reference lists the CRM sends flat (regions and their towns,
 * property types and subtypes) as a nested tree a picker can show.
 */
import { type Language, LANGUAGES, toLanguage } from './i18n/languages.ts';
import { textIn } from './i18n/translatable.ts';
import type { TreeSource } from './property/types.ts';

export interface TreeNode<T extends TreeSource = TreeSource> {
  id: number;
  /** null for a root, also for one whose parent is missing */
  parentid: number | null;
  /** what a picker submits: the web id where the source has one, else the id */
  value: number;
  /** Name in the requested language */
  label: string;
  /** the source row as it came */
  item: T;
  children: TreeNode<T>[];
}

/**
 * Flat rows → roots with their children, in the order of the rows. Never throws and
 * never loops: a row whose parent is missing (an orphan) becomes a root, so does the
 * last row (in row order) of a cycle of parent links; a second row with an id already
 * seen and rows without a numeric ID are left out.
 *
 * `label` is Name in `lang`; a name missing in that language falls back to the other
 * languages in the agency's order (nl, fr, en, de), since a Dutch name is more use to a
 * visitor than an empty line. Without `lang`, the agency's first language is used.
 */
export function buildTree<T extends TreeSource>(items: readonly T[], lang?: Language | string): TreeNode<T>[] {
  if (!Array.isArray(items)) return [];
  const language = toLanguage(lang) ?? LANGUAGES[0];
  const nodes = new Map<number, TreeNode<T>>();
  for (const item of items) {
    if (!item || typeof item !== 'object' || !isId(item.ID) || nodes.has(item.ID)) continue;
    const parentid = isId(item.ParentID) && item.ParentID !== item.ID ? item.ParentID : null;
    nodes.set(item.ID, {
      id: item.ID,
      parentid,
      value: isId(item.WebID) ? item.WebID : item.ID,
      label: textIn(item.Name, language),
      item,
      children: [],
    });
  }

  const cycleBreakers = rowsClosingCycles(nodes);
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentid === null ? undefined : nodes.get(node.parentid);
    if (parent && !cycleBreakers.has(node.id)) parent.children.push(node);
    else roots.push(node);
  }
  for (const root of roots) root.parentid = null;
  return roots;
}

/**
 * The tree as a picker offers it: a node with a single child names the same place twice
 * (the CRM's Brussels region holds one "province", the Brussels-Capital Region), so the
 * node stays and its child's children become its own. A picker then offers "Brussels"
 * once. Nodes are copied, the input is left as it was.
 */
export function withoutSingleChildren<T extends TreeSource>(roots: readonly TreeNode<T>[]): TreeNode<T>[] {
  return roots.map((node) => {
    let children = node.children;
    while (children.length === 1) children = children[0]!.children;
    return { ...node, children: withoutSingleChildren(children) };
  });
}

/**
 * The last row (in row order) of every cycle of parent links: left unattached, it makes
 * its cycle a tree. Each row is walked once, so a long list stays linear.
 */
function rowsClosingCycles(nodes: ReadonlyMap<number, TreeNode<TreeSource>>): Set<number> {
  const rowIndex = new Map([...nodes.keys()].map((id, index) => [id, index]));
  const walking = new Set<number>();
  const done = new Set<number>();
  const breakers = new Set<number>();
  for (const start of nodes.keys()) {
    const path: number[] = [];
    let current: number | undefined = start;
    while (current !== undefined && !done.has(current) && !walking.has(current)) {
      walking.add(current);
      path.push(current);
      const parentid: number | null | undefined = nodes.get(current)?.parentid;
      current = parentid !== null && parentid !== undefined && nodes.has(parentid) ? parentid : undefined;
    }
    if (current !== undefined && walking.has(current)) {
      const cycle = path.slice(path.indexOf(current));
      breakers.add(cycle.reduce((last, id) => (rowIndex.get(id)! > rowIndex.get(last)! ? id : last)));
    }
    for (const id of path) {
      walking.delete(id);
      done.add(id);
    }
  }
  return breakers;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}


/** Every node, depth first, parents before their children: for search and flat lists. */
export function flattenTree<T extends TreeSource>(roots: readonly TreeNode<T>[]): TreeNode<T>[] {
  const flat: TreeNode<T>[] = [];
  const stack = [...roots].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    flat.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return flat;
}
