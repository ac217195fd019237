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
import { constants, cssInline, linguiMacro, stripMessageSources } from './tools/plugins.mjs';

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

// The framework runtime every element needs, kept in one chunk so its size is one number.
const runtimePackages =
  /\/node_modules\/(preact|react|react-dom|scheduler|zustand|use-sync-external-store|@lingui\/(core|react|message-utils)|@r2wc)\/|\/widgets\/preact-compat\.ts$/;

const elementModule = /\/widgets\/([^/]+)\/element\.tsx?$/;

function chunkName(chunk) {
  // A chunk that holds an element's module without being its facade (rollup moved code a
  // lazily loaded part shares into it) is still that element's: name it so.
  const id = chunk.facadeModuleId ?? chunk.moduleIds.find((moduleId) => elementModule.test(moduleId)) ?? '';
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
          source: chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : null,
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
      manualChunks: (id) => (runtimePackages.test(id) ? 'runtime' : undefined),
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
      esbuild({ target: 'es2022', jsx: 'automatic', minify: true, legalComments: 'none' }),
      // esbuild minifies fast; terser's second pass over each whole chunk takes about 2 % more off every page (measured with npm run size)
      terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
      manifest(),
    ],
  };
}

export default [build({ react: false }), build({ react: true })];
