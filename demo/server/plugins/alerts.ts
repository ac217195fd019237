/** The demand register's alerts (alerts/alerts.ts), their links signed with the server's `unsubscribe` secret. */
import fp from 'fastify-plugin';
import { createDemandAlerts, type DemandAlertsService } from '../alerts/alerts.ts';
import { fail } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    demandAlerts: DemandAlertsService;
  }
}

export const alertsPlugin = fp(
  async (app) => {
    // read at start with one agency, at each agency's first request with many (plugins/tenancy.ts)
    const linkSecret = () => app.stores.secrets.known('unsubscribe') ?? fail('unavailable', { retryAfter: 1 });
    app.decorate('demandAlerts', createDemandAlerts(app, linkSecret));
  },
  { name: 'alerts', decorators: { fastify: ['repositories', 'stores', 'settings', 'transaction', 'now'] } },
);
