// Build plugins shared by rollup, vitest (vite) and @web/test-runner, so that the
// bundle, the unit tests and the browser tests transform the sources the same way.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformAsync } from '@babel/core';
import replace from '@rollup/plugin-replace';
import { transform as esbuildTransform } from 'esbuild';
import MagicString from 'magic-string';

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

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * Build-time constants, the same for the bundle and both test runners: the package
 * version (widgets/define.ts compares copies of the bundle by it), a production
 * NODE_ENV, which keeps lingui's development-only code out, and in the bundle the
 * placeholder of its texts build (widgets/registry.ts), undefined where the sources run
 * unbundled.
 */
export function constants({ version: override, textsBuild } = {}) {
  return replace({
    preventAssignment: true,
    values: {
      __AGENCY_VERSION__: JSON.stringify(override ?? version),
      __AGENCY_TEXTS_BUILD__: textsBuild === undefined ? 'undefined' : JSON.stringify(textsBuild),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  });
}

/**
 * A page fetches an element's chunk the first time its tag appears (widgets/registry.ts).
 * Left alone, the browser learns which files that chunk imports only once the chunk has
 * arrived, and the files those import only once they have: a round trip for each level.
 * The entry's dynamic imports ask for all of them at the same time instead (renderChunk
 * completes each list with the imports' own imports, once every chunk is known); the
 * module map fetches each file once, whoever asks first.
 */
export function preloadChunkImports() {
  return {
    name: 'preload-chunk-imports',
    renderDynamicImport({ chunk, getTargetChunkImports }) {
      if (!chunk.isEntry) return null;
      const files = (getTargetChunkImports() ?? [])
        .filter((target) => target.type === 'internal' && !target.chunk.isEntry)
        .map((target) => target.resolvedImportPath);
      if (files.length === 0) return null;
      // The chunk first, then its imports: over HTTP/1.1 requests queue in the order they are
      // made. A file that fails here fails the chunk's own import too, which reports it.
      // (resolvedImportPath is a quoted string literal already.)
      return { left: `((chunk) => ([${files.join(', ')}].forEach((file) => import(file).catch(() => {})), chunk))(import(`, right: '))' };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry) return null;
      const entry = chunk.fileName;
      /** `./chunks/x.js` and every file it imports, directly or not, but the entry. */
      const closure = (file, into = new Set()) => {
        if (file === entry || into.has(file) || !chunks[file]) return into;
        into.add(file);
        for (const imported of chunks[file].imports) closure(imported, into);
        return into;
      };
      const text = new MagicString(code);
      let changed = false;
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        // a preload list of renderDynamicImport: an array of chunk paths
        if (node.type === 'ArrayExpression' && node.elements.length > 0 && node.elements.every((element) => element?.type === 'Literal' && typeof element.value === 'string' && element.value.startsWith('./chunks/'))) {
          const files = new Set();
          for (const element of node.elements) closure(element.value.slice(2), files);
          const all = [...files].map((file) => JSON.stringify(`./${file}`));
          if (all.length > node.elements.length) {
            text.overwrite(node.start, node.end, `[${all.join(', ')}]`);
            changed = true;
          }
          return;
        }
        for (const key of Object.keys(node)) {
          const value = node[key];
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object' && key !== 'loc') visit(value);
        }
      };
      visit(this.parse(code));
      return changed ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}
