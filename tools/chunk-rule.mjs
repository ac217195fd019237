// How the bundle is split into files; docs/architecture.md ("Loading") says it in prose.
// Read by rollup.config.mjs and the texts plugin, so they agree on it.
import { createHash } from 'node:crypto';

/**
 * Stands in the element chunks' names and in the entry for their build id until their
 * code is final (elementLoading in tools/plugins.mjs); as long as the id, so the entry's
 * source map stays exact when it is put in.
 */
export const ELEMENTS_PLACEHOLDER = '@ELEMS@!';

/** `widgets/<folder>/element.ts`: a module that defines an element. */
export const elementModule = /\/widgets\/([^/]+)\/element\.tsx?$/;

/** The entry: the tag watcher (loader.ts, registry.ts and the registry written from the element folders). */
export const entryModule = /\/widgets\/(loader|registry|generated\/elements)\.ts$/;

/**
 * The page chunk, with what its modules import: what every page needs before any screen, and
 * all `<agency-config>` needs — the page's settings and language (widgets/page.ts), the store,
 * the guard against a second copy of the bundle. No framework and no texts: a page with
 * nothing but its settings loads this and the entry.
 */
const pageModules = /\/widgets\/(page\.ts|define\/guard\.ts)$/;

/**
 * The runtime, with what they import but the page chunk: the packages every element that
 * renders needs (the framework, the store's binding, the texts runtime), what makes an
 * element of a component (define.ts, its events), and what a new element starts with
 * (tools/new-element.mjs: a translated heading). Named here, never worked out from the
 * elements, so no element added or changed moves code in or out of the file nearly every
 * page loads.
 */
const runtimeModules =
  /\/node_modules\/(preact|react|react-dom|scheduler|zustand|use-sync-external-store|@lingui\/(core|react|message-utils))\/|\/widgets\/(preact-compat\.ts|define\.ts|define\/events\.ts|ui\/controls\/Heading\.tsx)/;

/**
 * The routing chunk, with what its modules import but the chunks above: the site's route
 * table, the rule that builds a page's path from it, and the page's location with the
 * links between screens. A page loads it when one of its elements links to a page of the
 * site; those that link nowhere (the cookie settings, the page's settings) do not.
 */
const routingModules = /\/core\/routing\/(routes|page-paths)\.ts$|\/widgets\/ui\/navigation\/(location\.ts|Link\.tsx)$/;

/**
 * The lookup chunk: the rules that find the page a path shows (spec §2), for the screens
 * that read their page from the address (a detail, a form about a property, the catch-all
 * app); a list that only links does not load them.
 */
const lookupModules = /\/core\/routing\/lookup\.ts$/;

/**
 * The common chunk, with what its modules import, named here like the runtime: what the
 * content screens (lists, details, forms) share, the API client with its response checks,
 * the formats of prices, addresses and numbers, the message ids of answers, errors and
 * states, the controls' stylesheet. A page whose elements import any of it loads it; the
 * banner and the language switch import none of it. Without it the code the screens share
 * fell apart into some forty small chunks, one per set of elements, and a form's page loaded
 * thirty files.
 */
const commonModules =
  /\/node_modules\/superstruct\/|\/core\/api\/(client|errors|contract|schemas\/common|schemas\/property-summary|resources\/properties)\.ts$|\/core\/format\/(numbers|price|address|city|currency)\.ts$|\/core\/messages\/(error|success|answer|state|empty|action)\.ts$|\/core\/(constants|property\/region|property\/availability)\.ts$|\/widgets\/ui\/(api\.ts|controls\/controls\.css)/;

/**
 * The fields chunk: a field of a form or a filter, with its stylesheet; a page whose
 * elements take no input (a detail, a project list) does not load it.
 */
const fieldModules = /\/widgets\/ui\/controls\/(Field\.tsx|fields\.css)/;

/**
 * The chunks of a fixed set of modules, in the order they take their modules: a module
 * named by two of them, or imported by modules of both, is in the first.
 */
export const FIXED_CHUNKS = [
  { name: 'page', modules: pageModules },
  { name: 'runtime', modules: runtimeModules },
  { name: 'shared-routing', modules: routingModules },
  { name: 'shared-lookup', modules: lookupModules },
  { name: 'shared-common', modules: commonModules },
  { name: 'shared-fields', modules: fieldModules },
];

/** The modules `from` imports statically, directly or not, short of those `stop` says. */
function staticImports(from, getModuleInfo, stop) {
  const seen = new Set();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) if (!stop(imported)) pending.push(imported);
  }
  return seen;
}

/**
 * The rule, local so that adding or changing an element moves no byte of another page:
 * - the fixed chunks are fixed sets of modules (above);
 * - code that two or more elements import statically (for their first render) is in a
 *   chunk of its own for each set of such elements, named by that set: a page loads the
 *   chunks of the sets its elements are in, and an element added creates sets of its own
 *   without changing those of the others;
 * - the rest (what one element alone imports statically, what only parts loaded later
 *   import) is split by rollup: into the element's chunk, or a chunk for each set of
 *   elements and later parts that import it. Code an element loads later thus never counts
 *   as shared with elements that need it for their first render, and never lands on pages
 *   that do not run it.
 * The entry asks for the fixed chunks an element imports along with its chunk, which
 * imports the rest itself: a page's files arrive in two waves at most.
 */
export function chunkRule() {
  let chunks;
  return (id, { getModuleIds, getModuleInfo }) => {
    // named, or rollup would move them into the chunk of the first module that imports them
    if (entryModule.test(id)) return 'agency-widgets';
    chunks ??= assignChunks([...getModuleIds()], getModuleInfo);
    return chunks.get(id);
  };
}

/** Module → its chunk's name, for the fixed chunks and the code several elements import statically. */
function assignChunks(ids, getModuleInfo) {
  const chunks = new Map();
  for (const fixed of FIXED_CHUNKS) {
    for (const id of ids.filter((id) => fixed.modules.test(id) && !chunks.has(id))) {
      for (const reached of staticImports(id, getModuleInfo, (next) => entryModule.test(next) || chunks.has(next))) chunks.set(reached, fixed.name);
    }
  }
  const users = new Map();
  for (const element of ids.filter((id) => elementModule.test(id))) {
    const name = element.match(elementModule)[1];
    const stop = (next) => entryModule.test(next) || elementModule.test(next) || chunks.has(next);
    for (const id of staticImports(element, getModuleInfo, stop)) {
      if (id !== element) users.set(id, [...(users.get(id) ?? []), name]);
    }
  }
  const groups = new Map();
  for (const [id, names] of users) {
    if (names.length < 2) continue;
    const key = names.sort().join('+');
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  foldSmallGroups(groups, chunks, getModuleInfo, ids);
  for (const [key, modules] of groups) {
    // the file is named after the group's largest module (what it mostly holds); the name
    // rollup keys the chunk by also carries its set of elements, so two groups never merge
    const largest = modules.reduce((a, b) => ((getModuleInfo(a)?.code?.length ?? 0) >= (getModuleInfo(b)?.code?.length ?? 0) ? a : b));
    const pkg = largest.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
    const base = (pkg ?? largest.split('/').pop().replace(/\?.*$/, '').replace(/\.[^.]+$/, '')).replace(/[^\w-]/g, '');
    const name = `shared-${base}~${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
    for (const id of modules) chunks.set(id, name);
  }
  return chunks;
}

/**
 * A group's code below this many bytes (as the minifier leaves each module) costs the
 * pages that load it more as a file of its own (a request, gzip's frame, the import and
 * export lists naming it, its name in the entry) than as part of the common chunk costs
 * the pages that load that without needing it.
 */
export const SMALL_GROUP = 512;

/**
 * Moves the small groups (SMALL_GROUP) into the common chunk, when every element of the
 * group loads the common chunk anyway and the group's code imports nothing outside the
 * common chunk, the fixed chunks it imports itself and the other groups moved with it
 * (else every page that loads the common chunk would load that code's chunk too: the
 * lookup rules, for a list that only links). Decided by each group's own
 * size and elements, so an element added moves only groups it shares code with.
 */
function foldSmallGroups(groups, chunks, getModuleInfo, ids) {
  const size = (modules) => modules.reduce((total, id) => total + (getModuleInfo(id)?.code?.length ?? 0), 0);
  const loadsCommon = new Map();
  const elementLoadsCommon = (name) => {
    if (!loadsCommon.has(name)) {
      const element = ids.find((id) => id.match(elementModule)?.[1] === name);
      const stop = (next) => entryModule.test(next) || elementModule.test(next) || (chunks.has(next) && chunks.get(next) !== 'shared-common');
      loadsCommon.set(name, [...staticImports(element, getModuleInfo, stop)].some((id) => chunks.get(id) === 'shared-common'));
    }
    return loadsCommon.get(name);
  };
  const small = new Map([...groups].filter(([key, modules]) => size(modules) < SMALL_GROUP && key.split('+').every(elementLoadsCommon)));
  // a group whose code imports a group that stays would make the common chunk import it: it stays too
  const commonLoads = new Set(['shared-common']);
  for (const [id, name] of chunks) if (name === 'shared-common') for (const imported of getModuleInfo(id)?.importedIds ?? []) if (chunks.has(imported)) commonLoads.add(chunks.get(imported));
  const folded = () => new Set([...small.values()].flat());
  for (let changed = true; changed; ) {
    changed = false;
    const moving = folded();
    for (const [key, modules] of small) {
      const imports = modules.flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
      if (imports.every((id) => commonLoads.has(chunks.get(id)) || moving.has(id))) continue;
      small.delete(key);
      changed = true;
    }
  }
  for (const [key, modules] of small) {
    for (const id of modules) chunks.set(id, 'shared-common');
    groups.delete(key);
  }
}

/** The file name of a chunk: the runtime, a group's, an element's, or a later part's by its first module. */
export function chunkFileName(chunk) {
  if (FIXED_CHUNKS.some((fixed) => fixed.name === chunk.name)) return `chunks/${chunk.name}-[hash].js`;
  if (chunk.name.startsWith('shared-')) return `chunks/${chunk.name.replace(/~\w+$/, '')}-[hash].js`;
  const element = chunk.facadeModuleId?.match(elementModule);
  // named by convention, so the entry can find it from the tag (widgets/registry.ts)
  if (element) return `chunks/${element[1]}-${ELEMENTS_PLACEHOLDER}.js`;
  return 'chunks/[name]-[hash].js';
}
