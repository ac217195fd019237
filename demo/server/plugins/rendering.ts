/**
 * Screens rendered on the server (rendering/renderer.ts), from the built bundle's renderer
 * (dist/server/render.js): the include endpoint (routes/render.ts) and the site's pages.
 * A build without the renderer serves the pages for the browser to render.
 */
import fp from 'fastify-plugin';
import { loadScreenRenderer, type ScreenRenderer } from '../rendering/renderer.ts';
import { registerRender } from '../routes/render.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renderer: ScreenRenderer | undefined;
  }
}

export const renderingPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const renderer = await loadScreenRenderer(distDir, app);
    app.decorate('renderer', renderer);
    if (renderer) registerRender(app, app, renderer);
  },
  { name: 'rendering', decorators: { fastify: ['settings', 'repositories', 'stores'] } },
);
