// Browser tests run in Debian's Chromium (never a downloaded browser). They load
// either the sources (through the same plugins as the build) or the built bundle
// in dist/, which `npm test` builds first.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { chromeLauncher } from '@web/test-runner-chrome';
import { preactAliases } from './rollup.config.mjs';
import { chromiumFlags, chromiumPath } from './tools/chromium.mjs';
import { constants, cssModule, linguiMacro, routePaths } from './tools/plugins.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));


/**
 * `/copy/dist/…` serves dist/ a second time under other URLs, so a test page can
 * load two separate copies of the bundle; `/copy-v0/dist/…` also claims another
 * version, to see the version warning.
 */
function secondCopy() {
  return {
    name: 'second-copy',
    async serve(context) {
      const match = context.path.match(/^\/copy(-v0)?(\/dist\/.*)$/);
      if (!match) return undefined;
      let body = readFileSync(new URL(`.${match[2]}`, import.meta.url), 'utf8');
      if (match[1]) body = body.replaceAll(JSON.stringify(version), JSON.stringify('0.0.0-other'));
      return { body, type: 'js' };
    },
  };
}

/** `x.css?inline` as the build gives it: a module whose default export is the stylesheet text. */
function cssInline() {
  return {
    name: 'css-inline',
    async serve(context) {
      if (!context.path.endsWith('.css') || !/(^|&)inline\b/.test(context.querystring)) return undefined;
      return { body: await cssModule(fileURLToPath(new URL(`.${context.path}`, import.meta.url))), type: 'js' };
    },
  };
}

export default {
  files: ['widgets/**/*.browser.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    }),
  ],
  plugins: [
    secondCopy(),
    fromRollup(alias)({
      entries: [
        ...preactAliases,
        // catalogs are precompiled: the runtime message compiler (CommonJS) is never called
        { find: /^@lingui\/message-utils\/compileMessage$/, replacement: fileURLToPath(new URL('./tools/no-compiler.js', import.meta.url)) },
      ],
    }),
    cssInline(),
    fromRollup(constants)(),
    fromRollup(routePaths)(),
    fromRollup(linguiMacro)(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'es2022',
      tsconfig: 'tsconfig.json', // its "jsx": "react-jsx" selects the automatic runtime
    }),
  ],
};
