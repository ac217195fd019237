/**
 * The CRM connector when `CRM` is set (crm/crm.ts): the agency's data comes in by syncs
 * into the local store, a full copy now, then the changes every SYNC_MINUTES. The demand
 * register hears of what a sync published, as of what the back office publishes.
 */
import fp from 'fastify-plugin';
import { type Crm, startCrm } from '../crm/crm.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the CRM connector that syncs the agency's data in, when `CRM` is set */
    crm: Crm | undefined;
  }
}

export const crmPlugin = fp(
  async (app) => {
    const { settings, database, repositories, demandAlerts } = app;
    if (!settings.crm) return void app.decorate('crm', undefined);
    // the alerts' mails link to the configured public address only: without PUBLIC_URL there are none
    const origins = settings.publicUrl ? { siteUrl: settings.publicUrl, apiOrigin: settings.publicUrl } : undefined;
    const crm = startCrm(settings.crm, database, {
      now: app.now,
      onReport: ({ problems, changed, ...report }) => {
        if (report.skipped) return;
        (report.ok ? app.log.info : app.log.warn).call(app.log, { crm: { ...report, changed: changed.length, skipped: problems.length } }, 'CRM sync');
      },
      onAppointmentProblems: (problems) => {
        if (problems.length > 0) app.log.warn({ problems }, 'CRM appointments the connector could not read');
      },
      onChanged: async (ids) => {
        if (!origins) return;
        for (const id of ids) {
          const property = await repositories.listings.published(id);
          if (property) await demandAlerts.listingChanged(property, origins).catch((error: unknown) => app.log.error({ err: error, property: id }, 'demand alerts failed'));
        }
      },
    });
    app.addHook('onClose', () => crm.stop());
    app.decorate('crm', crm);
  },
  { name: 'crm', decorators: { fastify: ['settings', 'database', 'repositories', 'demandAlerts'] } },
);
