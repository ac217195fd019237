// Two builds of the same elements:
//   dist/        preact/compat (what pages load)
//   dist/react/  React 19 (for React hosts, and so the size report can compare)
// Both: one tiny entry (agency-widgets.js) that loads each element's chunk on first
// use, one shared runtime chunk, and a chunk per language and catalog namespace.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { constants, cssInline, inlineMessageIds, linguiMacro, preloadChunkImports, stripMessageSources } from './tools/plugins.mjs';

process.env.NODE_ENV = 'production';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = new URL('.', import.meta.url).pathname;

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // preact/compat with a default export that holds only what packages call on it
  { find: /^react$/, replacement: fileURLToPath(new URL('./widgets/preact-compat.ts', import.meta.url)) },
];

// The framework runtime every element needs, kept in one chunk so its size is one number;
// chunkGroups adds the code of our own that every family of elements uses.
const runtimePackages =
  /\/node_modules\/(preact|react|react-dom|scheduler|zustand|use-sync-external-store|@lingui\/(core|react|message-utils)|@r2wc)\/|\/widgets\/preact-compat\.ts$/;

const elementModule = /\/widgets\/([^/]+)\/element\.tsx?$/;

/**
 * `<agency-config>` is defined by the runtime chunk: every page has one, it renders nothing,
 * and its few lines use only what the runtime holds, so a file of its own cost every page a
 * request and 0.2 KB of import lines.
 */
const configElement = /\/widgets\/config\/element\.ts$/;

/**
 * Elements grouped by what they are: code that the same families of elements share goes
 * in one chunk (see chunkGroups). An element missing here is a family of its own.
 */
const FAMILIES = {
  app: 'site',
  config: 'site',
  'language-switch': 'site',
  'cookie-consent': 'consent',
  'cookie-settings': 'consent',
  'property-list': 'lists',
  'project-list': 'lists',
  'property-detail': 'details',
  'project-detail': 'details',
  'property-request': 'forms',
  feedback: 'pages',
  'not-found': 'pages',
};

/**
 * Which chunk a module goes in. Left to rollup, each set of elements that shares a module
 * makes a chunk of its own: a list page waited for 23 files, six at a time on HTTP/1.1,
 * before it showed a card (`npm run bench:pages`). Grouped instead by the families of the
 * elements that need a module (`details_forms_lists`), a page loads a few larger files,
 * and still no code that none of its elements' families needs. A module only one element
 * needs stays in that element's chunk; the parts a screen loads later keep theirs.
 * Because this follows static imports, bundle code imports from the module that defines
 * a binding, not through one that re-exports it (tools/chunks.test.ts checks both).
 */
/** `from` and every module it imports statically, directly or not. */
function staticImports(from, getModuleInfo) {
  const seen = new Set();
  const pending = [from];
  while (pending.length > 0) {
    const moduleId = pending.pop();
    if (seen.has(moduleId)) continue;
    seen.add(moduleId);
    pending.push(...(getModuleInfo(moduleId)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A group smaller than this (code bytes, before terser) joins the nearest group whose
 * families include all of its own: a file of a few hundred bytes costs a page more in its
 * request and its import lines than its bytes cost the pages that do not need it
 * (`widgets/ui/Link.tsx` alone: one file fewer and 0.25 KB less on the list and detail
 * pages, 0.2 KB more on the consent page; measured with npm run size at 1, 2, 3 and 5 KB).
 */
const SMALLEST_GROUP = 1500;

/** Moves the modules of each group under SMALLEST_GROUP to the nearest group with all of its families. */
function foldSmallGroups(groups, sizes) {
  const families = (group) => group.split('_');
  const large = [...sizes.keys()].filter((group) => sizes.get(group) >= SMALLEST_GROUP);
  const fold = new Map(); // small group → the group it joins
  for (const [group, size] of sizes) {
    if (size >= SMALLEST_GROUP) continue;
    const nearest = large
      .filter((other) => families(group).every((family) => families(other).includes(family)))
      .sort((a, b) => families(a).length - families(b).length)[0];
    if (nearest) fold.set(group, nearest);
  }
  for (const [moduleId, group] of groups) if (fold.has(group)) groups.set(moduleId, fold.get(group));
}

/** The name of the group of code that `elements` share: their families, `details_forms_lists`. */
const familySet = (elements) => [...new Set(elements.map((element) => FAMILIES[element] ?? element))].sort().join('_');

function chunkGroups() {
  let groups; // module id → its group's name
  return (id, { getModuleIds, getModuleInfo }) => {
    if (runtimePackages.test(id) || configElement.test(id)) return 'runtime';
    if (!groups) {
      const users = new Map(); // module id → the elements whose code imports it, directly or not
      const moduleIds = [...getModuleIds()];
      const entry = staticImports(moduleIds.find((moduleId) => moduleId.endsWith('/widgets/loader.ts')), getModuleInfo);
      const elementModules = moduleIds.filter((moduleId) => elementModule.test(moduleId));
      for (const element of elementModules) {
        const name = element.match(elementModule)[1];
        for (const moduleId of staticImports(element, getModuleInfo)) {
          if (moduleId !== element) users.set(moduleId, new Set([...(users.get(moduleId) ?? []), name]));
        }
      }
      groups = new Map();
      const sizes = new Map();
      for (const moduleId of moduleIds) {
        // Rollup moves the unassigned imports of a grouped module into its group: the entry's
        // own modules are assigned to the entry, or the group holding define.ts would take them.
        if (entry.has(moduleId)) {
          groups.set(moduleId, 'agency-widgets');
          continue;
        }
        const elements = [...(users.get(moduleId) ?? [])];
        if (elements.length < 2 || moduleId.includes('/dictionaries/compiled/') || runtimePackages.test(moduleId)) continue;
        const group = familySet(elements);
        groups.set(moduleId, group);
        sizes.set(group, (sizes.get(group) ?? 0) + (getModuleInfo(moduleId)?.code?.length ?? 0));
      }
      foldSmallGroups(groups, sizes);
      // Code that every family shares loads with the runtime: every page that loads one loads the other.
      const everyFamily = familySet(elementModules.map((element) => element.match(elementModule)[1]));
      for (const [moduleId, group] of groups) if (group === everyFamily) groups.set(moduleId, 'runtime');
    }
    return groups.get(id);
  };
}

/**
 * The module a chunk stands for: its facade, else the element module it holds. A chunk that
 * holds an element's module without being its facade is still that element's: rollup moved
 * code a lazily loaded part shares into it, or it is the runtime, which defines <agency-config>.
 */
const sourceModuleOf = (chunk) => chunk.facadeModuleId ?? chunk.moduleIds.find((moduleId) => elementModule.test(moduleId));

function chunkName(chunk) {
  if (chunk.name === 'runtime') return 'chunks/runtime-[hash].js';
  const id = sourceModuleOf(chunk) ?? '';
  const element = id.match(elementModule);
  if (element) return `chunks/${element[1]}-[hash].js`;
  const catalog = id.match(/\/dictionaries\/compiled\/(\w+)\/(bundles\/)?([\w-]+)\.ts$/);
  if (catalog) return `chunks/catalog-${catalog[1]}-${catalog[2] ? 'for-' : ''}${catalog[3]}-[hash].js`;
  return 'chunks/[name]-[hash].js';
}

/** dist/…/manifest.json: each chunk's static and dynamic imports, for tools/size.mjs. */
function manifest() {
  return {
    name: 'agency-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[file] = {
          entry: chunk.isEntry,
          source: sourceModuleOf(chunk) ? relative(root, sourceModuleOf(chunk)) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          // what each module adds to the chunk (minified, before gzip): where the bytes come from
          modules: Object.fromEntries(
            Object.entries(chunk.modules)
              .filter(([, info]) => info.renderedLength > 0)
              .map(([id, info]) => [relative(root, id.replace(/\0/g, '')), info.renderedLength]),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ version, chunks }, null, 2) });
    },
  };
}

function build({ react }) {
  return {
    input: { 'agency-widgets': 'widgets/loader.ts' },
    output: {
      dir: react ? 'dist/react' : 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkName,
      manualChunks: chunkGroups(),
      sourcemap: true,
    },
    // lets the entry export what chunks share with it (the tag watcher) instead of adding a request
    preserveEntrySignatures: 'allow-extension',
    onwarn(warning, warn) {
      // preact and React ship "use client" directives meant for server components
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
    plugins: [
      constants(),
      react ? null : alias({ entries: preactAliases }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      cssInline(),
      linguiMacro(),
      stripMessageSources(),
      inlineMessageIds(),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: true, legalComments: 'none' }),
      preloadChunkImports(),
      // esbuild minifies fast; terser's second pass over each whole chunk takes about 2 % more off every page (measured with npm run size)
      terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
      manifest(),
    ],
  };
}

export default [build({ react: false }), build({ react: true })];
