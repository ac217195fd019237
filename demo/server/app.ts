/**
 * The demo server: the bundle, the host pages of a pretend agency site, and (from
 * the API issue on) the reference API, all from one origin.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface AppOptions {
  /** the built bundle (default: dist/) */
  distDir?: string;
  /** log requests (default: off) */
  logger?: boolean;
}

/** Hashed chunk names change with their content, so they can be cached for good. */
const hashedChunk = /\/chunks\/[\w-]+-[\w-]{8}\.js(\.map)?$/;

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const distDir = options.distDir ?? `${projectRoot}dist/`;
  if (!existsSync(`${distDir}agency-widgets.js`)) {
    throw new Error(`No bundle in ${distDir}: run \`npm run build\` first (npm start does).`);
  }
  const app = Fastify({ logger: options.logger ?? false });

  // The bundle: loadable from any site (a CMS on another origin embeds it).
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/dist/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header(
        'Cache-Control',
        hashedChunk.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  // The host pages of the demo site.
  await app.register(fastifyStatic, { root: `${projectRoot}demo/site/`, prefix: '/' });

  return app;
}
