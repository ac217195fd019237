import { defineConfig } from 'vitest/config';
import { preactAliases } from './rollup.config.mjs';
import { constants, linguiMacro } from './tools/plugins.mjs';

// Components are tested under preact/compat, the build pages load.
const shared = {
  plugins: [linguiMacro(), constants()],
  resolve: { alias: preactAliases },
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
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['widgets/testing/vitest.setup.ts'],
          // packages that import react must go through the preact alias too
          server: { deps: { inline: [/@lingui\/react/, /zustand/, /@r2wc/, /@testing-library\/preact/] } },
        },
      },
      {
        ...shared,
        test: {
          name: 'server',
          environment: 'node',
          include: ['demo/**/*.test.ts'],
          exclude: ['demo/e2e/**'],
          testTimeout: 30_000,
          // a test server starts by seeding its database: seconds, many on a busy machine
          hookTimeout: 60_000,
          // PostgreSQL for the repository contract suite and the several-instances tests
          globalSetup: ['demo/testing/postgres-setup.ts'],
        },
      },
      {
        ...shared,
        // Chromium against the demo server: needs the bundle built (npm test builds first)
        test: { name: 'e2e', environment: 'node', include: ['demo/e2e/**/*.test.ts'], testTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
});
