/**
 * What every answer goes through: cookies, compression (brotli or gzip, as the browser
 * accepts, as any real host serves them, so the demo's visitors download about what
 * `npm run size` reports), the API's CORS (http/cors.ts), one error format (http/errors.ts).
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { installCors } from '../http/cors.ts';
import { installErrorHandler } from '../http/errors.ts';

export const httpPlugin = fp(
  async (app) => {
    await app.register(fastifyCookie);
    await app.register(fastifyCompress);
    installCors(app, () => app.settings.allowedOrigins);
    installErrorHandler(app);
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('X-Content-Type-Options', 'nosniff');
    });
  },
  { name: 'http', decorators: { fastify: ['settings'] } },
);
