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
 * load later.
 */
function countUsers(getModuleIds, getModuleInfo) {
  const counts = { static: new Map(), any: new Map() };
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
    count(counts.any, graph(element, true));
  }
  return counts;
}

/**
 * The rule: the framework, and every module that two or more elements need (for their
 * first render, or for a part they load later) when at least one needs it for its first
 * render, are the runtime chunk; what only one element imports is in that element's
 * chunk; what only parts loaded later need is split as rollup splits it. A page then
 * loads the entry, the runtime, its elements' chunks and their texts, whatever the
 * elements share: over HTTP/1.1 a page's requests queue six at a time, and at a 150 ms
 * round trip a file more costs a visitor more than the bytes of code it does not run.
 */
export function chunkRule() {
  let users;
  return (id, { getModuleIds, getModuleInfo }) => {
    // named, or rollup would move them into the chunk of the first module that imports them
    if (entryModule.test(id)) return 'agency-widgets';
    if (runtimePackages.test(id)) return 'runtime';
    users ??= countUsers(getModuleIds, getModuleInfo);
    return (users.static.get(id) ?? 0) >= 1 && (users.any.get(id) ?? 0) >= 2 ? 'runtime' : undefined;
  };
}

/** The file name of a chunk: the runtime, an element's, or a later part's by its first module. */
export function chunkFileName(chunk) {
  if (chunk.name === 'runtime') return 'chunks/runtime-[hash].js';
  const element = chunk.facadeModuleId?.match(elementModule);
  if (element) return `chunks/${element[1]}-[hash].js`;
  return 'chunks/[name]-[hash].js';
}
