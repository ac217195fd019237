/**
 * A demand's property types as a visitor picks them in the CRM's type tree: a group
 * ("Wonen", "Grond"…) or single types under it (house, flat, building plot…). Ticking a
 * group ticks its types, and all the types of a group ticked are the group, as in the
 * region tree (zones.ts, whose selection rules serve both). A whole group is kept by its
 * web id (`propertyTypes`, the field demands had before single types, and the list's
 * `type=` filter), a single type by the tree's id (`types`), so a stored profile of web
 * ids reads as it always did.
 */
import type { TreeSource } from '../property/types.ts';
import { toggleZone, type ZoneTree, zoneState, zoneTree } from './zones.ts';

export interface TypeChoice {
  /** web ids (1–7) of whole groups */
  propertyTypes: number[];
  /** ids of single types of the tree */
  types: number[];
}

export interface TypeTree extends ZoneTree {
  /** the web id of each group (a root of the tree) */
  webIdOf: ReadonlyMap<number, number>;
}

type TypeRow = Pick<TreeSource, 'ID' | 'ParentID' | 'WebID'>;

export function typeTree(rows: readonly TypeRow[]): TypeTree {
  const tree = zoneTree(rows);
  const byId = new Map(rows.map((row) => [row.ID, row]));
  const webIdOf = new Map<number, number>();
  for (const root of tree.roots) {
    const webId = byId.get(root)?.WebID;
    if (typeof webId === 'number') webIdOf.set(root, webId);
  }
  return { ...tree, webIdOf };
}

/** The tree's nodes a choice ticks: the groups of its web ids and its single types. */
function ticked(tree: TypeTree, choice: Partial<TypeChoice>): number[] {
  const groups = [...tree.webIdOf].filter(([, webId]) => choice.propertyTypes?.includes(webId)).map(([id]) => id);
  return [...groups, ...(choice.types ?? [])];
}

function choiceOf(tree: TypeTree, nodes: readonly (number | string)[]): TypeChoice {
  const choice: TypeChoice = { propertyTypes: [], types: [] };
  for (const node of nodes) {
    if (typeof node !== 'number') continue;
    const webId = tree.webIdOf.get(node);
    if (webId !== undefined) choice.propertyTypes.includes(webId) || choice.propertyTypes.push(webId);
    else choice.types.push(node);
  }
  return choice;
}

/** Ticked, half-ticked (some of its types) or not. */
export function typeState(tree: TypeTree, choice: Partial<TypeChoice>, id: number) {
  return zoneState(tree, ticked(tree, choice), id);
}

/** The choice with the group or type `id` ticked or unticked. */
export function toggleType(tree: TypeTree, choice: Partial<TypeChoice>, id: number): TypeChoice {
  return choiceOf(tree, toggleZone(tree, ticked(tree, choice), id));
}

