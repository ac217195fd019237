/**
 * The demo theme's fonts, served from their npm packages at /fonts/ (demo/site/theme.css
 * names them), so the demo site looks and wraps the same on every machine, whatever
 * fonts it has installed. Source Serif 4 and Source Sans 3, variable, under the SIL
 * Open Font License (@fontsource-variable).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
const PACKAGES = ['@fontsource-variable/source-serif-4', '@fontsource-variable/source-sans-3'] as const;

export const FONTS_PATH = '/fonts/';

/** the files every page needs before its first text: preloaded by the site's layout */
export const PRELOADED_FONTS = ['source-serif-4-latin-wght-normal.woff2', 'source-sans-3-latin-wght-normal.woff2'].map(
  (file) => `${FONTS_PATH}${file}`,
);

export async function registerFonts(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: PACKAGES.map((name) => join(dirname(require.resolve(`${name}/package.json`)), 'files')),
    prefix: FONTS_PATH,
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=604800');
    },
  });
}
