/**
 * What the retention rules say is due (retention.ts) goes when the server starts, then
 * daily: each agency's in its scope, a few agencies at a time (tenancy/agency-work.ts).
 */
import fp from 'fastify-plugin';
import { PURGE_INTERVAL_MS, purgeExpired } from '../retention.ts';
import { fairPool, forEachAgency } from '../tenancy/agency-work.ts';

/** Agencies purged at once by one instance. */
const PURGE_PLACES = 2;

export const retentionPlugin = fp(
  async (app) => {
    const pool = fairPool(PURGE_PLACES);
    const purge = async () => {
      try {
        const due = (await app.agencies.active()).filter((agency) => !pool.has(agency));
        const results = await forEachAgency(app.agencies, due, pool, () => purgeExpired(app));
        for (const [agency, result] of results) {
          if (result.status === 'rejected') app.log.error({ err: result.reason, agency }, 'retention purge failed');
        }
      } catch (error) {
        app.log.error({ err: error }, 'retention purge failed');
      }
    };
    // one agency's purge is done before the server answers; many agencies' go on in the background
    if (app.agencies.many) void purge();
    else await purge();
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', decorators: { fastify: ['repositories', 'settings', 'now', 'agencies'] } },
);
