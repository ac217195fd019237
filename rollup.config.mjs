// Two builds of the same elements:
//   dist/        preact/compat (what pages load)
//   dist/react/  React 19 (for React hosts, and so the size report can compare)
// Both: one tiny entry (agency-widgets.js) that loads each element's chunk on first
// use, the fixed chunks (the page's settings, the framework, the route table, the content
// screens' common code), the chunks rollup splits the rest into (tools/chunk-rule.mjs),
// and per element and language a file of its texts.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { chunkFileName, chunkRule } from './tools/chunk-rule.mjs';
import { loadOrder, readElements, reservedStyles, writeRegistry } from './tools/elements.mjs';
import { constants, cssInline, elementLoading, linguiMacro, routePaths } from './tools/plugins.mjs';
import { elementTexts, LANGUAGES, TEXTS_PLACEHOLDER } from './tools/texts.mjs';

process.env.NODE_ENV = 'production';
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = new URL('.', import.meta.url).pathname;

// The element folders decide which elements exist: the registry the loader imports is written from them.
const elements = writeRegistry();


/**
 * A package that is not installed would be left as a bare import the browser cannot load,
 * and `--silent` hides rollup's warning: the build stops instead.
 */
function failOnUnresolved(warning) {
  if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`${warning.message} (is it installed? npm install)`);
}

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // preact/compat with a default export that holds only what packages call on it
  { find: /^react$/, replacement: fileURLToPath(new URL('./widgets/preact-compat.ts', import.meta.url)) },
];

/** dist/agency-widgets.css: the box each element holds before it has shown itself, for the page's <head>. */
function reservedStylesheet() {
  return {
    name: 'agency-reserved-styles',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'agency-widgets.css', source: `${reservedStyles(readElements())}\n` });
    },
  };
}

/** dist/…/manifest.json: the elements (tag → chunk, texts, whether it is part of the site's frame) and each chunk's imports and modules. */
function manifest() {
  return {
    name: 'agency-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[file] = {
          entry: chunk.isEntry,
          source: chunk.facadeModuleId ? relative(root, chunk.facadeModuleId.replace(/\0/g, '')) : null,
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
      const elements = {};
      for (const element of readElements()) {
        const chunk = Object.keys(chunks).find((file) => chunks[file].source === element.file);
        if (!chunk) this.error(`${element.file}: no chunk defines <${element.tag}>`);
        const texts = Object.fromEntries(
          LANGUAGES.map((language) => [language, Object.keys(bundle).find((file) => file.startsWith(`chunks/texts-${element.folder}-${language}-`)) ?? null]),
        );
        elements[element.tag] = { chunk, frame: element.frame, texts: texts.nl ? texts : null };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify({ version, elements, chunks }, null, 2) });
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
      chunkFileNames: chunkFileName,
      manualChunks: chunkRule(),
      sourcemap: true,
    },
    // lets the entry export what chunks share with it (the tag watcher) instead of adding a request
    preserveEntrySignatures: 'allow-extension',
    onwarn(warning, warn) {
      // preact and React ship "use client" directives meant for server components
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      failOnUnresolved(warning);
      warn(warning);
    },
    plugins: [
      constants({ textsBuild: TEXTS_PLACEHOLDER }),
      routePaths(),
      react ? null : alias({ entries: preactAliases }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      cssInline(),
      linguiMacro(),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: true, legalComments: 'none' }),
      // esbuild minifies fast; terser's second pass over each whole chunk takes about 2 % more off every page (measured with npm run size)
      terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
      elementTexts(),
      elementLoading({ elements, folders: loadOrder(elements).map((element) => element.folder) }),
      reservedStylesheet(),
      manifest(),
    ],
  };
}

const source = (path) => fileURLToPath(new URL(path, import.meta.url));

/** In the server's renderer, widgets/define.ts notes each definition instead of making a custom element. */
function serverDefine() {
  const define = source('./widgets/define.ts');
  const noted = source('./widgets/server/define.ts');
  return {
    name: 'server-define',
    async resolveId(id, importer, options) {
      if (!importer || importer === noted) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id === define ? noted : null;
    },
  };
}

/**
 * dist/css/<element>-<hash>.css: each server-rendered element's stylesheet as its shadow
 * root adopts it (the reserved boxes, the base sheet, then its own), which the server links from the
 * declarative shadow root, where a strict CSP allows no inline style; listed in
 * dist/manifest.json. Read from the renderer just built, so it is exactly what the element adopts.
 */
function elementStylesheets() {
  return {
    name: 'element-stylesheets',
    async writeBundle({ dir }) {
      const renderer = await import(`${pathToFileURL(`${dir}/render.js`).href}?${Date.now()}`);
      const manifestFile = new URL('./dist/manifest.json', import.meta.url);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      mkdirSync(new URL('./dist/css/', import.meta.url), { recursive: true });
      // the boxes elements nested in the screen (a detail's visit booking) hold until their
      // code is in, as the element's root adopts them in the browser; without scripts they
      // never come, so no empty box is held for them
      const reserved = `@media (scripting: enabled) {\n${reservedStyles(readElements())}\n}`;
      for (const tag of renderer.SERVER_RENDERED_TAGS) {
        const css = `${reserved}\n${renderer.elementStyles(tag)}`;
        const file = `css/${tag.replace(/^agency-/, '')}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        writeFileSync(new URL(`./dist/${file}`, import.meta.url), `${css}\n`);
        manifest.elements[tag].stylesheet = file;
      }
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}

/**
 * dist/server/render.js: the server's renderer (widgets/server/render.ts), for node, with
 * the screens marked @server-rendered; never served to pages.
 */
function serverBuild() {
  return {
    input: { render: 'widgets/server/render.ts' },
    output: { dir: 'dist/server', format: 'es', entryFileNames: '[name].js', inlineDynamicImports: true, sourcemap: true },
    external: [/^node:/],
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      failOnUnresolved(warning);
      warn(warning);
    },
    plugins: [
      constants(),
      routePaths(),
      serverDefine(),
      alias({ entries: [...preactAliases, { find: /^dompurify$/, replacement: source('./widgets/server/no-sanitizer.ts') }] }),
      nodeResolve({ exportConditions: ['node'], extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      cssInline(),
      linguiMacro(),
      esbuild({ target: 'node20', jsx: 'automatic' }),
      elementStylesheets(),
    ],
  };
}

export default [build({ react: false }), build({ react: true }), serverBuild()];
