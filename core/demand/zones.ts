/**
 * A demand's zones as a visitor picks them in the region tree and on the map: ticking a
 * place ticks everything in it, a place is ticked when all of it is, half-ticked when
 * part of it is. The selection is kept minimal (a whole province is its own id, not its
 * 60 municipalities), as the form sends it and the matching rule reads it.
 */

export interface ZonePlace {
  ID: number;
  ParentID: number | null;
}

export type ZoneState = 'checked' | 'mixed' | 'unchecked';

export interface ZoneTree {
  parentOf: ReadonlyMap<number, number | null>;
  childrenOf: ReadonlyMap<number, readonly number[]>;
  roots: readonly number[];
}

export function zoneTree(places: readonly ZonePlace[]): ZoneTree {
  const ids = new Set(places.map((place) => place.ID));
  const parentOf = new Map<number, number | null>();
  const childrenOf = new Map<number, number[]>();
  const roots: number[] = [];
  for (const place of places) {
    const parent = place.ParentID !== null && ids.has(place.ParentID) ? place.ParentID : null;
    parentOf.set(place.ID, parent);
    if (parent === null) roots.push(place.ID);
    else childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), place.ID]);
  }
  return { parentOf, childrenOf, roots };
}

function ancestors(tree: ZoneTree, id: number): number[] {
  const chain: number[] = [];
  for (let parent = tree.parentOf.get(id) ?? null; parent !== null && !chain.includes(parent); parent = tree.parentOf.get(parent) ?? null) chain.push(parent);
  return chain;
}

function descendants(tree: ZoneTree, id: number): number[] {
  const found: number[] = [];
  const pending = [...(tree.childrenOf.get(id) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop()!;
    found.push(next);
    pending.push(...(tree.childrenOf.get(next) ?? []));
  }
  return found;
}

/** Whether the place is in the selection, itself or through a place above it. */
export function isCovered(tree: ZoneTree, zones: readonly (number | string)[], id: number): boolean {
  return zones.includes(id) || ancestors(tree, id).some((ancestor) => zones.includes(ancestor));
}

/** Ticked, half-ticked (some of what is in it) or not. */
export function zoneState(tree: ZoneTree, zones: readonly (number | string)[], id: number): ZoneState {
  if (isCovered(tree, zones, id)) return 'checked';
  return descendants(tree, id).some((inside) => zones.includes(inside)) ? 'mixed' : 'unchecked';
}

/**
 * The selection with `id` ticked or unticked: unticking a place inside a ticked one ticks
 * its siblings instead; a place whose children are all ticked takes their place.
 * Postcodes stay as they are.
 */
export function toggleZone(tree: ZoneTree, zones: readonly (number | string)[], id: number, on = !isCovered(tree, zones, id)): (number | string)[] {
  const inside = new Set(descendants(tree, id));
  let next = zones.filter((zone) => typeof zone !== 'number' || !inside.has(zone));
  if (on) {
    if (!isCovered(tree, next, id)) next.push(id);
  } else {
    next = next.filter((zone) => zone !== id);
    // split the ticked place above it into its other parts, down to this one
    const chain = ancestors(tree, id);
    const covering = chain.findIndex((ancestor) => next.includes(ancestor));
    if (covering >= 0) {
      next = next.filter((zone) => zone !== chain[covering]);
      const path = [id, ...chain.slice(0, covering + 1)];
      for (let level = path.length - 1; level > 0; level--) {
        for (const sibling of tree.childrenOf.get(path[level]!) ?? []) if (sibling !== path[level - 1]) next.push(sibling);
      }
    }
  }
  return compact(tree, next);
}

/** Replaces places whose children are all selected by the place itself, up the tree. */
function compact(tree: ZoneTree, zones: (number | string)[]): (number | string)[] {
  let current = zones;
  for (;;) {
    const selected = new Set(current.filter((zone): zone is number => typeof zone === 'number'));
    const parents = new Set([...selected].map((id) => tree.parentOf.get(id) ?? null).filter((parent): parent is number => parent !== null));
    const full = [...parents].find((parent) => (tree.childrenOf.get(parent) ?? []).every((child) => selected.has(child)));
    if (full === undefined) return current;
    const children = new Set(tree.childrenOf.get(full));
    current = [...current.filter((zone) => typeof zone !== 'number' || !children.has(zone)), full];
  }
}
