/**
 * The CRM connector when `CRM` is set (crm/crm.ts): the agency's data comes in by syncs
 * into the local store, a full copy now, then the changes every SYNC_MINUTES. The demand
 * register hears of what a sync published, as of what the back office publishes. With many
 * agencies each agency whose settings name a CRM syncs in its scope, with its own settings, a
 * few at a time, whether or not the environment names one.
 */
import fp from 'fastify-plugin';
import { type Crm, type CrmOptions, startAgencyCrms, startCrm } from '../crm/crm.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the CRM connector that syncs the agency's data in, when `CRM` is set (many agencies: always, for those with a CRM) */
    crm: Crm | undefined;
  }
}

export const crmPlugin = fp(
  async (app) => {
    const { settings, database, repositories, demandAlerts, agencies } = app;
    // many agencies: on whatever the environment says, each agency syncing from the CRM its own settings name, if any
    if (!settings.crm && !agencies.many) return void app.decorate('crm', undefined);
    // configured, not the address the server took once it listened (tests, development)
    const configuredUrl = settings.publicUrl;
    const options: CrmOptions = {
      now: app.now,
      onReport: ({ problems, changed, ...report }) => {
        if (report.skipped) return;
        (report.ok ? app.log.info : app.log.warn).call(app.log, { crm: { ...report, changed: changed.length, skipped: problems.length } }, 'CRM sync');
      },
      onAppointmentProblems: (problems) => {
        if (problems.length > 0) app.log.warn({ problems }, 'CRM appointments the connector could not read');
      },
      onChanged: async (ids) => {
        // the alerts' mails link to the configured public address only (many agencies: the agency's, read in its scope): without it there are none
        const publicUrl = agencies.many ? settings.publicUrl : configuredUrl;
        if (!publicUrl) return;
        const origins = { siteUrl: publicUrl, apiOrigin: publicUrl };
        for (const id of ids) {
          const property = await repositories.listings.published(id);
          if (property) await demandAlerts.listingChanged(property, origins).catch((error: unknown) => app.log.error({ err: error, property: id }, 'demand alerts failed'));
        }
      },
    };
    const crm = agencies.many ? startAgencyCrms(database, { ...options, agencies, settings: () => app.settings.crm }) : startCrm(settings.crm!, database, options);
    app.addHook('onClose', () => crm.stop());
    app.decorate('crm', crm);
  },
  { name: 'crm', decorators: { fastify: ['settings', 'database', 'repositories', 'demandAlerts', 'agencies'] } },
);
