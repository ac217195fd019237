// How the bundle is split into files; docs/architecture.md ("Loading") says it in prose.
// Read by rollup.config.mjs and the texts plugin, so they agree on it.

/** `widgets/<folder>/element.ts`: a module that defines an element. */
export const elementModule = /\/widgets\/([^/]+)\/element\.tsx?$/;

/** The entry: the tag watcher (loader.ts, registry.ts and the registry written from the element folders). */
export const entryModule = /\/widgets\/(loader|registry|generated\/elements)\.ts$/;

/** The packages every element needs: the framework, the store, the texts runtime, r2wc. */
const runtimePackages =
  /\/node_modules\/(preact|react|react-dom|scheduler|zustand|use-sync-external-store|@lingui\/(core|react|message-utils)|@r2wc)\/|\/widgets\/preact-compat\.ts$/;

/**
 * For each module, how many elements need it: `static`, those whose code imports it
 * statically (directly or not); `any`, those that import it statically or for a part they
 * load later; `by`, the names of the latter.
 */
function countUsers(getModuleIds, getModuleInfo) {
  const counts = { static: new Map(), any: new Map(), by: new Map() };
  const count = (map, ids) => {
    for (const id of ids) map.set(id, (map.get(id) ?? 0) + 1);
  };
  const graph = (element, withDynamic) => {
    const seen = new Set();
    const pending = [element];
    while (pending.length > 0) {
      const id = pending.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getModuleInfo(id);
      const next = withDynamic ? [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])] : (info?.importedIds ?? []);
      for (const imported of next) if (!elementModule.test(imported) && !entryModule.test(imported)) pending.push(imported);
    }
    return seen;
  };
  for (const element of [...getModuleIds()].filter((id) => elementModule.test(id))) {
    count(counts.static, graph(element, false));
    const reached = graph(element, true);
    count(counts.any, reached);
    const name = element.match(elementModule)[1];
    for (const id of reached) counts.by.set(id, new Set([...(counts.by.get(id) ?? []), name]));
  }
  return counts;
}

/**
 * What code in the runtime costs the pages that do not run it: its size (minified, before
 * gzip) times the number of elements that do not need it. Under this it goes in the
 * runtime, a file every page loads anyway; over it, in a chunk of its own.
 */
export const RUNTIME_WASTE = 16_000;

/**
 * The rule: the framework is the runtime chunk. The code that two or more elements need
 * (for their first render, or for a part they load later when another needs it for its
 * first render) is grouped by the set of elements that need it; a group under
 * SMALLEST_GROUP joins the group whose elements are closest to its own (where its code
 * costs the fewest pages that do not run it), or the runtime; a group then joins the
 * runtime unless that would cost the pages that do not run it more than RUNTIME_WASTE,
 * and otherwise is a chunk of its own (a form's machinery, the code only the detail pages
 * share). What only one element imports is in that
 * element's chunk; what only parts loaded later need is split as rollup splits it. A page
 * thus loads the entry, the runtime, its elements' chunks, the few groups of their kind
 * and their texts, all asked for at once by the entry.
 */
/**
 * `weights`: element folder → how many times over the bytes its page gets count when groups
 * are joined (`@landing` in its header: the pages most visits start on); 1 for the others.
 */
export function chunkRule({ weights = new Map() } = {}) {
  let groups;
  return (id, { getModuleIds, getModuleInfo }) => {
    // named, or rollup would move them into the chunk of the first module that imports them
    if (entryModule.test(id)) return 'agency-widgets';
    if (runtimePackages.test(id)) return 'runtime';
    groups ??= groupShared(getModuleIds, getModuleInfo, weights);
    return groups.get(id);
  };
}

/** Code under this size (minified, before gzip) is no chunk of its own: a request costs a page more. */
export const SMALLEST_GROUP = 4_000;

/**
 * Groups that import each other, directly or through others, become one: the entry asks
 * for a page's files all at once, and chunks that import each other in a circle could be
 * run in an order where one reads the other's values before they exist.
 */
function mergeCycles(groups, getModuleInfo) {
  const groupOf = new Map();
  for (const [key, group] of groups) for (const id of group.modules) groupOf.set(id, key);
  const edges = new Map([...groups.keys()].map((key) => [key, new Set()]));
  for (const [key, group] of groups) {
    for (const id of group.modules) {
      for (const imported of getModuleInfo(id)?.importedIds ?? []) {
        const target = groupOf.get(imported);
        if (target && target !== key) edges.get(key).add(target);
      }
    }
  }
  // Tarjan's strongly connected components
  let index = 0;
  const indices = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (key) => {
    indices.set(key, index);
    lowest.set(key, index);
    index++;
    stack.push(key);
    onStack.add(key);
    for (const next of edges.get(key)) {
      if (!indices.has(next)) {
        connect(next);
        lowest.set(key, Math.min(lowest.get(key), lowest.get(next)));
      } else if (onStack.has(next)) lowest.set(key, Math.min(lowest.get(key), indices.get(next)));
    }
    if (lowest.get(key) === indices.get(key)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== key);
      components.push(component);
    }
  };
  for (const key of groups.keys()) if (!indices.has(key)) connect(key);
  for (const component of components) {
    if (component.length < 2) continue;
    const members = component.map((key) => groups.get(key));
    for (const key of component) groups.delete(key);
    const users = new Set(members.flatMap((group) => [...group.users]));
    groups.set([...users].sort().join('+'), {
      users,
      modules: members.flatMap((group) => group.modules),
      size: members.reduce((total, group) => total + group.size, 0),
      runtime: members.some((group) => group.runtime),
    });
  }
}

/** Module → its chunk's name, for the code two or more elements share. */
function groupShared(getModuleIds, getModuleInfo, weights) {
  const { static: needed, any, by } = countUsers(getModuleIds, getModuleInfo);
  const elementCount = [...getModuleIds()].filter((id) => elementModule.test(id)).length;
  // the code of each set of elements that needs it
  const groups = new Map();
  for (const [id, count] of any) {
    if (count < 2 || (needed.get(id) ?? 0) < 1 || entryModule.test(id) || runtimePackages.test(id)) continue;
    const key = [...by.get(id)].sort().join('+');
    const group = groups.get(key) ?? { users: by.get(id), modules: [], size: 0 };
    group.modules.push(id);
    group.size += getModuleInfo(id)?.code?.length ?? 0;
    groups.set(key, group);
  }
  // What merging two groups costs: each one's code on the pages of the other's elements,
  // and the code each one imports (other groups), which those pages then load too.
  const outside = (a, b) => [...a].filter((user) => !b.has(user)).reduce((total, user) => total + (weights.get(user) ?? 1), 0);
  const groupOf = new Map();
  for (const group of groups.values()) for (const id of group.modules) groupOf.set(id, group);
  const imports = (group) => {
    const reached = new Set();
    const pending = [group];
    while (pending.length > 0) {
      for (const id of pending.pop().modules) {
        for (const imported of getModuleInfo(id)?.importedIds ?? []) {
          const next = groupOf.get(imported);
          if (!next || next === group || reached.has(next) || next.runtime) continue;
          reached.add(next);
          pending.push(next);
        }
      }
    }
    return reached;
  };
  const carried = (group, users) => [...imports(group)].reduce((total, other) => total + other.size * outside(users, other.users), 0);
  const cost = (a, b) => a.size * outside(b.users, a.users) + b.size * outside(a.users, b.users) + carried(b, a.users) + carried(a, b.users);
  const runtimeCost = (group) => group.size * (elementCount - group.users.size);
  // The smallest group joins the group closest to it, or the runtime when that costs less.
  for (;;) {
    const small = [...groups.values()].filter((group) => group.size < SMALLEST_GROUP).sort((a, b) => a.size - b.size)[0];
    if (!small) break;
    groups.delete([...groups].find(([, group]) => group === small)[0]);
    const others = [...groups.entries()].sort(([, a], [, b]) => cost(small, a) - cost(small, b));
    const nearest = others[0];
    if (!nearest || runtimeCost(small) <= cost(small, nearest[1])) {
      const inRuntime = { ...small, runtime: true, size: Infinity };
      for (const id of small.modules) groupOf.set(id, inRuntime);
      groups.set(`runtime:${groups.size}:${small.modules[0]}`, inRuntime);
      continue;
    }
    const [key, into] = nearest;
    groups.delete(key);
    const users = new Set([...into.users, ...small.users]);
    const joined = { users, modules: [...into.modules, ...small.modules], size: into.size + small.size };
    for (const id of joined.modules) groupOf.set(id, joined);
    groups.set([...users].sort().join('+'), joined);
  }
  mergeCycles(groups, getModuleInfo);
  const chunks = new Map();
  const names = new Set();
  for (const group of groups.values()) {
    let name = 'runtime';
    if (!group.runtime && runtimeCost(group) > RUNTIME_WASTE) {
      // after its largest module, so a file's name says what it mostly holds
      const largest = group.modules.reduce((a, b) => ((getModuleInfo(a)?.code?.length ?? 0) >= (getModuleInfo(b)?.code?.length ?? 0) ? a : b));
      const pkg = largest.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
      const base = `shared-${(pkg ?? largest.split('/').pop().replace(/\?.*$/, '').replace(/\.[^.]+$/, '')).replace(/[^\w-]/g, '')}`;
      name = base;
      for (let n = 2; names.has(name); n++) name = `${base}${n}`;
      names.add(name);
    }
    for (const id of group.modules) chunks.set(id, name);
  }
  return chunks;
}


/** The file name of a chunk: the runtime, an element's, or a later part's by its first module. */
export function chunkFileName(chunk) {
  if (chunk.name === 'runtime') return 'chunks/runtime-[hash].js';
  if (chunk.name.startsWith('shared-')) return `chunks/${chunk.name}-[hash].js`;
  const element = chunk.facadeModuleId?.match(elementModule);
  if (element) return `chunks/${element[1]}-[hash].js`;
  return 'chunks/[name]-[hash].js';
}
