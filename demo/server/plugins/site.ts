/**
 * What a browser loads from this server besides the API: the bundle (loadable from any
 * site: a CMS on another origin embeds it), the demo host site's files and fonts, and
 * every other page of the site, which the route table decides as the agency's CMS would.
 */
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { toLanguage } from '../../../core/i18n/languages.ts';
import { fail } from '../http/errors.ts';
import { registerFonts } from '../site/fonts.ts';
import { SITE_CONFIG } from '../site/pages.ts';
import { registerSite, sendSitePage, siteOptions } from '../site/register.ts';

/** Hashed chunk names change with their content, so they can be cached for good. */
const hashedChunk = /\/chunks\/[\w-]+-[\w-]{8}\.js(\.map)?$/;

export const sitePlugin = fp<{ distDir: string; siteDir: string }>(
  async (app, { distDir, siteDir }) => {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/dist/',
      decorateReply: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cache-Control', hashedChunk.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
    await app.register(fastifyStatic, { root: siteDir, prefix: '/' });
    await registerFonts(app);

    const site = siteOptions(distDir);
    const { settings, renderer, repositories } = app;
    const rendering = { settings, renderer, repositories, defaultLanguage: toLanguage(SITE_CONFIG.languages) ?? 'nl' };
    registerSite(app, site, rendering);
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
        try {
          fail('not_found');
        } catch (error) {
          return reply.send(error);
        }
      }
      if (request.method === 'GET' || request.method === 'HEAD') return sendSitePage(request, reply, site, rendering);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'site', decorators: { fastify: ['settings', 'repositories', 'renderer'] } },
);
