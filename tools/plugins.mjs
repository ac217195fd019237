// Build plugins shared by rollup, vitest (vite) and @web/test-runner, so that the
// bundle, the unit tests and the browser tests transform the sources the same way.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformAsync } from '@babel/core';
import replace from '@rollup/plugin-replace';
import { build, transform as esbuildTransform } from 'esbuild';
import MagicString from 'magic-string';
import { ELEMENTS_PLACEHOLDER, elementModule, FIXED_CHUNKS } from './chunk-rule.mjs';

const sourceFile = /\.[cm]?[jt]sx?$/;
const macroImport = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Runs only the lingui macro through Babel; esbuild does TypeScript, JSX and
 * minification afterwards. Must run before anything strips types or JSX.
 */
export function linguiMacro() {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!sourceFile.test(file) || file.includes('/node_modules/') || !macroImport.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [
          ['@babel/plugin-syntax-typescript', { isTSX: file.endsWith('x') }],
          '@lingui/babel-plugin-lingui-macro',
        ],
      });
      return result ? { code: result.code ?? code, map: result.map } : null;
    },
  };
}

const inlineCss = /\.css\?inline$/;

/**
 * `import sheet from './x.css?inline'` gives the minified stylesheet text, which
 * widgets/define.ts adopts into the shadow root as a constructable stylesheet
 * (vite does the same natively for `?inline`).
 */
export function cssInline({ minify = true } = {}) {
  return {
    name: 'css-inline',
    resolveId(source, importer) {
      if (!inlineCss.test(source)) return null;
      if (source.startsWith('/')) return source;
      if (!importer) return source;
      const from = importer.split('?')[0];
      // a package's stylesheet (`uplot/dist/uPlot.min.css?inline`) as node resolves the package
      if (!source.startsWith('.')) return `${createRequire(from).resolve(source.replace(/\?inline$/, ''))}?inline`;
      return resolve(dirname(from), source);
    },
    load(id) {
      if (!inlineCss.test(id)) return null;
      return cssModule(id.replace(/\?inline$/, ''), { minify });
    },
  };
}

/** The JavaScript module that `x.css?inline` stands for. */
export async function cssModule(file, { minify = true } = {}) {
  const text = await readFile(file, 'utf8');
  const { code } = await esbuildTransform(text, { loader: 'css', minify, target: 'chrome111' });
  return `export default ${JSON.stringify(code.trim())};`;
}

const root = new URL('../', import.meta.url);

const ROUTE_PATHS = 'agency-route-paths/';

/**
 * `import paths from 'agency-route-paths/cookie-policy'`: the paths of one page of the
 * route table (core/routing/routes.ts, read at build time), by language. For a screen that
 * links to one page it knows (the consent banner's cookie policy): it carries that page's
 * paths, not the whole table and its rules, which a screen that routes loads.
 */
export function routePaths() {
  let table;
  const routes = fileURLToPath(new URL('core/routing/routes.ts', root));
  return {
    name: 'route-paths',
    resolveId(source) {
      return source.startsWith(ROUTE_PATHS) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${ROUTE_PATHS}`)) return null;
      this.addWatchFile?.(routes);
      // the table as the sources define it: bundled by esbuild, run here
      table ??= (async () => {
        const { outputFiles } = await build({ entryPoints: [routes], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
        const { ROUTES } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
        return ROUTES;
      })();
      const key = id.slice(ROUTE_PATHS.length + 1);
      const route = (await table).find((candidate) => candidate.key === key);
      if (!route) this.error(`${ROUTE_PATHS}${key}: core/routing/routes.ts has no page "${key}"`);
      return `export default ${JSON.stringify(route.paths)};`;
    },
  };
}
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/**
 * Build-time constants, the same for the bundle and both test runners: the package
 * version (widgets/define.ts compares copies of the bundle by it), a production
 * NODE_ENV, which keeps lingui's development-only code out, and in the bundle the
 * placeholders of its texts build and of what the entry loads with each element
 * (widgets/registry.ts), undefined where the sources run unbundled.
 */
export function constants({ version: override, textsBuild } = {}) {
  return replace({
    preventAssignment: true,
    values: {
      __AGENCY_VERSION__: JSON.stringify(override ?? version),
      __AGENCY_TEXTS_BUILD__: textsBuild === undefined ? 'undefined' : JSON.stringify(textsBuild),
      // parsed at run time: a minifier must not fold the placeholder before the build writes it (elementLoading)
      __AGENCY_LOADING__: textsBuild === undefined ? 'undefined' : `JSON.parse(${JSON.stringify(LOADING_PLACEHOLDER)})`,
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  });
}

/** Stands in the entry for what it loads with each element, until the chunks are known. */
const LOADING_PLACEHOLDER = '@LOADING@';

/**
 * How the entry finds an element's code (widgets/registry.ts):
 * - each element module is a chunk of its own, `chunks/<folder>-<build>.js` (chunkFileName
 *   in tools/chunk-rule.mjs), the build id a hash of every element chunk: the entry derives
 *   the name from the tag, so it names no element's chunk;
 * - the entry asks, with an element's chunk, for the fixed chunks (tools/chunk-rule.mjs's
 *   FIXED_CHUNKS) the element imports, directly or not, where the browser would otherwise
 *   learn of them only once the chunk is in: one round trip less for the bulk of a page's
 *   code. Those every element imports (`always`) come with any; of the others (`files`) the
 *   build writes one base-36 digit per element, its bits the files it loads, in the
 *   registry's order (`folders`).
 * The rest of an element's imports the browser learns of from its chunk, which imports
 * them all (rollup hoists an entry chunk's indirect imports).
 */
export function elementLoading({ elements, folders }) {
  const fixed = FIXED_CHUNKS.map((chunk) => chunk.name);
  return {
    name: 'element-loading',
    buildStart() {
      for (const element of elements) this.emitFile({ type: 'chunk', id: fileURLToPath(new URL(element.file, root)), name: element.folder });
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry || !code.includes(LOADING_PLACEHOLDER)) return null;
      const fixedFiles = fixed.map((name) => Object.values(chunks).find((other) => other.name === name)?.fileName);
      /** `file` and every file it imports, directly or not. */
      const closure = (file, into = new Set()) => {
        if (into.has(file) || !chunks[file]) return into;
        into.add(file);
        for (const imported of chunks[file].imports) closure(imported, into);
        return into;
      };
      const loaded = folders.map((folder) => {
        const own = Object.values(chunks).find((other) => other.facadeModuleId?.match(elementModule)?.[1] === folder);
        if (!own) this.error(`no chunk defines <agency-${folder}>`);
        const files = closure(own.fileName);
        return fixedFiles.filter((file) => file && files.has(file));
      });
      // what every element loads is asked for with any; the rest by each element's bits
      const always = fixedFiles.filter((file) => file && loaded.every((files) => files.includes(file)));
      const some = fixedFiles.filter((file) => file && !always.includes(file) && loaded.some((files) => files.includes(file)));
      if (some.length > 5) this.error(`${some.length} fixed chunks some elements load: one base-36 digit per element holds 5 (tools/chunk-rule.mjs)`);
      const loads = loaded.map((files) => some.reduce((bits, file, bit) => (files.includes(file) ? bits | (1 << bit) : bits), 0).toString(36)).join('');
      const entryDir = chunk.fileName.replace(/[^/]*$/, '');
      const relative = (file) => `./${file.slice(entryDir.length)}`;
      const loading = { build: ELEMENTS_PLACEHOLDER, always: always.map(relative), files: some.map(relative), loads };
      // the placeholder's JSON.parse call (constants()) becomes the object: nothing minifies the chunk after this
      const call = code.match(new RegExp(`JSON\\.parse\\((["'\`])${LOADING_PLACEHOLDER}\\1\\)`));
      if (!call) this.error(`${chunk.fileName}: the loading placeholder is not in the JSON.parse call constants() writes`);
      const text = new MagicString(code);
      text.overwrite(call.index, call.index + call[0].length, JSON.stringify(loading));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const own = Object.values(bundle).filter((file) => file.type === 'chunk' && elementModule.test(file.facadeModuleId ?? ''));
      const hash = createHash('sha256');
      for (const chunk of own.sort((a, b) => a.fileName.localeCompare(b.fileName))) hash.update(`${chunk.fileName}\0${chunk.code}\0`);
      const build = hash.digest('base64url').slice(0, ELEMENTS_PLACEHOLDER.length);
      for (const chunk of own) {
        const from = chunk.fileName;
        const to = from.replace(ELEMENTS_PLACEHOLDER, build);
        if (to === from) this.error(`${from}: an element chunk's name has no place for the build id (chunkFileName in tools/chunk-rule.mjs)`);
        const map = bundle[`${from}.map`];
        if (map) {
          delete bundle[map.fileName];
          map.fileName = `${to}.map`;
          bundle[map.fileName] = map;
          chunk.code = chunk.code.replace(`sourceMappingURL=${basename(from)}.map`, `sourceMappingURL=${basename(to)}.map`);
          if (chunk.map) chunk.map.file = basename(to);
          chunk.sourcemapFileName = map.fileName;
        }
        delete bundle[from];
        chunk.fileName = to;
        bundle[to] = chunk;
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && !own.includes(chunk) && chunk.code.includes(ELEMENTS_PLACEHOLDER)) chunk.code = chunk.code.replaceAll(ELEMENTS_PLACEHOLDER, build);
      }
    },
  };
}
