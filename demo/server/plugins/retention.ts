/** What the retention rules say is due (retention.ts) goes when the server starts, then daily. */
import fp from 'fastify-plugin';
import { PURGE_INTERVAL_MS, purgeExpired } from '../retention.ts';

export const retentionPlugin = fp(
  async (app) => {
    const purge = () => purgeExpired(app).catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'));
    await purge();
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', decorators: { fastify: ['repositories', 'settings', 'now'] } },
);
