import { defineConfig } from 'vitest/config';
import { preactAliases } from './rollup.config.mjs';
import { constants, linguiMacro, routePaths } from './tools/plugins.mjs';

// Components are tested under preact/compat, the build pages load.
//
// Tests wait on conditions, never on time: a time limit is only the guard against a hang,
// one per project and far above what the work takes on an idle machine, since this one is
// shared and busy (two busy loops beside `npm test` make a hook that extracts the catalogs
// or starts the demo server take several times as long). An `expect.poll` waits as long as
// its test may run instead of vitest's one second.
const shared = {
  plugins: [linguiMacro(), constants(), routePaths()],
  resolve: { alias: preactAliases },
};

export default defineConfig({
  ...shared,
  test: {
    // failures and the closing summary only, so a failure stands out among hundreds of files
    reporters: ['minimal'],
    projects: [
      {
        ...shared,
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/**/*.test.ts', 'dictionaries/**/*.test.ts', 'tools/**/*.test.ts'],
          // the catalogs' check runs lingui extract twice, the split's check two production builds
          hookTimeout: 600_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['widgets/testing/vitest.setup.ts'],
          testTimeout: 60_000,
          // packages that import react must go through the preact alias too
          server: { deps: { inline: [/@lingui\/react/, /zustand/, /@testing-library\/preact/] } },
        },
      },
      {
        ...shared,
        test: {
          name: 'server',
          environment: 'node',
          include: ['demo/**/*.test.ts'],
          exclude: ['demo/e2e/**'],
          // hang guards, far above the work: a test server starts by seeding its database, many seconds on a busy machine
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // under the test's guard, so a poll that runs out names what it waited for
          expect: { poll: { timeout: 100_000 } },
          // PostgreSQL for the repository contract suite and the several-instances tests
          globalSetup: ['demo/testing/postgres-setup.ts'],
        },
      },
      {
        ...shared,
        // Chromium against the demo server: needs the bundle built (npm test builds first)
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['demo/e2e/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 120_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
