/** The demand register's alerts (alerts/alerts.ts), their links signed with the server's `unsubscribe` secret. */
import fp from 'fastify-plugin';
import { createDemandAlerts, type DemandAlertsService } from '../alerts/alerts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    demandAlerts: DemandAlertsService;
  }
}

export const alertsPlugin = fp(
  async (app) => {
    app.decorate('demandAlerts', createDemandAlerts(app, await app.stores.secrets.get('unsubscribe')));
  },
  { name: 'alerts', decorators: { fastify: ['repositories', 'stores', 'settings', 'transaction', 'now'] } },
);
