import type { LinguiConfig } from '@lingui/conf';
import config from './lingui.config.ts';

// The demo server's catalog: core's messages (validation, field labels in mails) and the
// server's own mail texts, compiled apart from the bundle's so that no mail text ships to
// browsers.
const serverConfig: LinguiConfig = {
  ...config,
  catalogs: [
    { path: '/tmp/agency-catalogs-9gXUq9/{locale}/core', include: ['<rootDir>/core/'], exclude: ['**/*.test.*'] },
    { path: '/tmp/agency-catalogs-9gXUq9/{locale}/server', include: ['<rootDir>/demo/server/'], exclude: ['**/*.test.*'] },
  ],
  catalogsMergePath: '/tmp/agency-catalogs-9gXUq9/compiled/server/{locale}',
};

export default serverConfig;
