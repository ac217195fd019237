/**
 * The agency's data and the server's own state (repositories/index.ts): the local
 * store's, with those a CRM answers itself (the owner portal's, crm/crm.ts) or a caller
 * of buildApp gives (an adapter, docs/server.md) in their place.
 */
import fp from 'fastify-plugin';
import { crmRepositories, scopedCrmRepositories } from '../crm/crm.ts';
import type { MappingProblem } from '../crm/mapping.ts';
import type { Repositories, ServerStores } from '../repositories/index.ts';
import { PRELOADED_SECRETS } from '../repositories/server-secrets.ts';
import { type SharedState, sqlRepositories, sqlStores } from '../repositories/sql/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the agency's data: the local store by default, a CRM adapter's where buildApp was given one */
    repositories: Repositories;
    /** the server's own state, in its database */
    stores: ServerStores;
    /** what the stores of every unit of work share in this process (the secrets once read) */
    sharedState: SharedState;
  }
}

export const repositoriesPlugin = fp<{ repositories?: Partial<Repositories> | undefined }>(
  async (app, options) => {
    const { database, settings, now } = app;
    // with a CRM, the owner portal's accounts and figures are the CRM's; the listings are synced into the local store.
    // Many agencies: each agency's own CRM, read in its scope (the local store's for one without)
    const ownerOptions = () => ({ agencyLanguage: settings.agencyLanguage, agencyEmail: settings.agencyEmail, now, onProblems: (problems: MappingProblem[]) => app.log.warn({ problems }, 'CRM owner data the mapping could not read') });
    const crmAnswers =
      settings.agencies !== 'one' ? scopedCrmRepositories(() => settings.crm, database, ownerOptions) : settings.crm ? crmRepositories(settings.crm, database, ownerOptions()) : {};
    const sharedState: SharedState = { secrets: new Map() };
    app.decorate('sharedState', sharedState);
    app.decorate('repositories', { ...sqlRepositories(database), ...crmAnswers, ...options.repositories });
    const stores = sqlStores(database, sharedState);
    // the secrets read before any unit of work may need them (on SQLite a unit holds the one connection);
    // many agencies: each agency's when its first request comes (plugins/tenancy.ts)
    if (settings.agencies === 'one') await Promise.all(PRELOADED_SECRETS.map((name) => stores.secrets.get(name)));
    app.decorate('stores', stores);
  },
  { name: 'repositories', decorators: { fastify: ['database', 'settings', 'now'] } },
);
