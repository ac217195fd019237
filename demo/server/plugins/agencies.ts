/**
 * The agencies the server's own work is for (tenancy/agency-work.ts): the registry's active
 * ones with many agencies (AGENCIES=database), else the database's one agency. The
 * delivery worker, the digests, the CRM's syncs and the purges go through them, each agency
 * in its scope and in turn.
 */
import fp from 'fastify-plugin';
import { prepareAgency } from '../tenancy/agency-settings.ts';
import { type Agencies, agenciesOf } from '../tenancy/agency-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    agencies: Agencies;
  }
}

export const agenciesPlugin = fp(
  async (app) => {
    // an agency's work reads its settings and signs with its secrets (the alerts' links) as its requests do: prepared first, as for a request of it
    app.decorate('agencies', agenciesOf(app.database, app.settings.agencies === 'database', (agency) => prepareAgency(app, agency)));
  },
  {
    name: 'agencies',
    dependencies: ['database'],
    decorators: { fastify: ['settings', 'database'] },
  },
);
