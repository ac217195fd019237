// Build plugins shared by rollup, vitest (vite) and @web/test-runner, so that the
// bundle, the unit tests and the browser tests transform the sources the same way.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { transformAsync } from '@babel/core';
import replace from '@rollup/plugin-replace';
import { transform as esbuildTransform } from 'esbuild';

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
      return importer ? resolve(dirname(importer.split('?')[0]), source) : source;
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
 * version (widgets/define.ts compares copies of the bundle by it) and a production
 * NODE_ENV, which keeps lingui's development-only code out.
 */
export function constants({ version: override } = {}) {
  return replace({
    preventAssignment: true,
    values: {
      __AGENCY_VERSION__: JSON.stringify(override ?? version),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  });
}

const describedMessage =
  /\/\*i18n\*\/\s*\{\s*id:\s*(['"])([^'"\n]+)\1\s*,\s*message:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*,?\s*\}/g;

/**
 * The bundle needs only a message's id: its text comes from the language's catalog. This
 * drops the English source text of the `/*i18n*\/ { id, message }` descriptors core/
 * declares (lingui's macro already does the same for widget code in production).
 */
export function stripMessageSources() {
  return {
    name: 'strip-message-sources',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!sourceFile.test(file) || file.includes('/node_modules/') || !code.includes('/*i18n*/')) return null;
      const stripped = code.replace(describedMessage, (_whole, quote, messageId) => `{ id: ${quote}${messageId}${quote} }`);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

const messagesDir = new URL('../core/messages/', import.meta.url);
const messageGroup = /export const (\w+Messages) = \{([\s\S]*?)\n\}/g;
const messageEntry = /^\s{2}(\w+):\s*\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/gm;

/** `routeMessages.projects` → 'route.projects', for every group of core/messages/. */
export function messageIds(dir = messagesDir) {
  const ids = new Map();
  for (const file of readdirSync(dir)) {
    if (!/^\w+\.ts$/.test(file)) continue;
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const [, group, body] of source.matchAll(messageGroup)) {
      for (const [, key, id] of body.matchAll(messageEntry)) ids.set(`${group}.${key}`, id);
    }
  }
  return ids;
}

const messageUse = /\b(\w+Messages)\.(\w+)\.id\b/g;
const groupImport = /^import \{ (\w+Messages) \} from '[^']*\/messages\/\w+\.ts';$/gm;

/**
 * `routeMessages.projects.id` is a constant: the bundle gets the id itself in its place,
 * and loses the import when nothing else reads the group. Otherwise a page showing one
 * route title would carry every route title, and the build, which groups modules by the
 * elements that import them, would put the group in the chunk of every such element.
 * Lines are kept, so the source maps hold.
 */
export function inlineMessageIds(ids = undefined) {
  return {
    name: 'inline-message-ids',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!sourceFile.test(file) || file.includes('/node_modules/') || file.includes('/core/messages/') || !/Messages\.\w+\.id\b/.test(code)) return null;
      ids ??= messageIds();
      const inlined = code.replace(messageUse, (whole, group, key) => (ids.has(`${group}.${key}`) ? JSON.stringify(ids.get(`${group}.${key}`)) : whole));
      if (inlined === code) return null;
      const stillRead = (group) => (inlined.match(new RegExp(`\\b${group}\\b`, 'g')) ?? []).length > 1;
      return { code: inlined.replace(groupImport, (line, group) => (stillRead(group) ? line : '')), map: null };
    },
  };
}

/**
 * A page fetches an element's chunk the first time its tag appears (widgets/registry.ts).
 * Left alone, the browser learns which files that chunk imports only once the chunk has
 * arrived: one round trip later. The entry's dynamic imports ask for those files at the
 * same time instead; the module map fetches each file once, whoever asks first.
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
  };
}
