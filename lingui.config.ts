import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per widget folder (and one each for core's message keys and the server) keeps each
// screen's texts beside the screen; `lingui compile` merges them into one
// compiled catalog per language, which the bundle loads as its own chunk.
const config: LinguiConfig = {
  locales: ['nl', 'fr', 'en', 'de'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/dictionaries/{locale}/core', include: ['<rootDir>/core/'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/dictionaries/{locale}/{name}', include: ['<rootDir>/widgets/{name}/'], exclude: ['**/*.test.*', '**/*.browser.*'] },
    // the demo server's mails
    { path: '<rootDir>/dictionaries/{locale}/server', include: ['<rootDir>/demo/server/'], exclude: ['**/*.test.*'] },
  ],
  catalogsMergePath: '<rootDir>/dictionaries/compiled/{locale}',
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // every message has an explicit id (`area.what`); no line numbers keeps diffs to real changes
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
};

export default config;
