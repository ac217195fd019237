import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './rollup.config.mjs';
import { linguiMacro } from './tools/plugins.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Components are tested under preact/compat, the build pages load.
const shared = {
  plugins: [linguiMacro()],
  resolve: { alias: preactAliases },
  define: { __AGENCY_VERSION__: JSON.stringify(version) },
};

export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts', 'dictionaries/**/*.test.ts', 'tools/**/*.test.ts'] },
      },
      {
        ...shared,
        test: { name: 'widgets', environment: 'happy-dom', include: ['widgets/**/*.test.{ts,tsx}'] },
      },
      {
        ...shared,
        test: { name: 'server', environment: 'node', include: ['demo/**/*.test.ts'], exclude: ['demo/e2e/**'], testTimeout: 30_000 },
      },
      {
        ...shared,
        // Chromium against the demo server: needs the bundle built (npm test builds first)
        test: { name: 'e2e', environment: 'node', include: ['demo/e2e/**/*.test.ts'], testTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
});
