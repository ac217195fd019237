import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The bundle's catalogs (the demo server has its own config: lingui.server.config.ts).
// One catalog per widget folder (and one for core's message keys) keeps each
// screen's texts beside the screen; `lingui compile` merges them into one
// compiled catalog per language, which the bundle loads as its own chunk.
const config: LinguiConfig = {
  locales: ['nl', 'fr', 'en', 'de'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/dictionaries/{locale}/core', include: ['<rootDir>/core/'], exclude: ['**/*.test.*'] },
    // widgets/define, generated and testing hold no texts: no catalog of their own
    { path: '<rootDir>/dictionaries/{locale}/{name}', include: ['<rootDir>/widgets/{name}/'], exclude: ['**/*.test.*', '**/*.browser.*', '<rootDir>/widgets/define/**', '<rootDir>/widgets/generated/**', '<rootDir>/widgets/testing/**', '<rootDir>/widgets/server/**'] },
  ],
  catalogsMergePath: '<rootDir>/dictionaries/compiled/{locale}',
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // every message has an explicit id (`area.what`); no line numbers keeps diffs to real changes
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
};

export default config;
