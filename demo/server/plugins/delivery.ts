/**
 * The delivery queue's worker and the units of work that fill it (delivery/): each mail,
 * and with a CRM each call forwarding what visitors send, is a job written with the record
 * it belongs to and delivered with retries. The worker runs until the server closes, then
 * gives back the jobs it holds.
 */
import fp from 'fastify-plugin';
import { CONNECTORS } from '../crm/connectors.ts';
import { crmForwarding } from '../crm/crm.ts';
import { type JobTarget, mailTarget } from '../delivery/failed.ts';
import { MAIL_JOB, mailJobHandler } from '../delivery/mail-jobs.ts';
import { type Transactions, unitsOfWork } from '../delivery/unit-of-work.ts';
import { createDeliveryWorker, type DeliveryWorker, type JobHandler } from '../delivery/worker.ts';
import type { Mail } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a unit of work: the records a request stores and the jobs (mails, CRM calls) it
     * leaves for the delivery worker, in one transaction (delivery/unit-of-work.ts).
     * Inside, only the unit's repositories and stores may be used: on SQLite the
     * transaction holds the one connection.
     */
    transaction: Transactions;
    /** Queues mails on their own (a notification that goes with no record) and tries them at once. */
    send(...mails: Mail[]): Promise<void>;
    /** the delivery worker of this instance; its handlers by job kind (a CRM connector adds its own) */
    delivery: DeliveryWorker;
    jobHandlers: Map<string, JobHandler>;
    /** whom or what a job of each kind is for, as the agency's list of failed deliveries names it */
    jobTargets: Map<string, JobTarget>;
  }
}

export const deliveryPlugin = fp<{ jobHandlers?: Record<string, JobHandler> | undefined }>(
  async (app, options) => {
    const { settings, now, database, stores, sharedState, mailer, agencies } = app;
    // with a CRM, what visitors send is forwarded to it by the delivery worker; with many agencies each
    // agency's to the CRM its own settings name, or to none
    const kinds = agencies.many ? [...CONNECTORS.keys()] : settings.crm ? [settings.crm.kind] : [];
    const forwarding = kinds.length > 0 ? crmForwarding(() => settings.crm, () => settings.agencyLanguage, kinds) : undefined;
    const jobHandlers = new Map<string, JobHandler>([
      // the Message-ID's domain is the agency's whose mail it is, read as the job is sent (in its scope)
      [MAIL_JOB, mailJobHandler(mailer, () => settings.agencyEmail.split('@').pop() || 'localhost')],
      ...(forwarding ? forwarding.kinds.map((kind) => [kind, forwarding.handler] as const) : []),
      ...Object.entries(options.jobHandlers ?? {}),
    ]);
    const delivery = createDeliveryWorker({
      jobs: stores.deliveries,
      handlers: jobHandlers,
      now,
      pollMs: settings.deliveryPollMs,
      retryMs: settings.deliveryRetryMs,
      agencies,
      log: (message, details) => app.log.warn(details, message),
    });
    const transaction = unitsOfWork(database, sharedState, delivery, now, forwarding?.repositories);
    app.decorate('jobHandlers', jobHandlers);
    app.decorate('jobTargets', new Map<string, JobTarget>([[MAIL_JOB, mailTarget], ...(forwarding ? forwarding.kinds.map((kind) => [kind, forwarding.target] as const) : [])]));
    app.decorate('delivery', delivery);
    app.decorate('transaction', transaction);
    app.decorate('send', (...mails: Mail[]) => transaction(async (unit) => void (await Promise.all(mails.map((mail) => unit.mail(mail))))));
    delivery.start();
    // the jobs this instance holds go back to the queue for another one
    app.addHook('onClose', () => delivery.stop());
  },
  { name: 'delivery', decorators: { fastify: ['settings', 'now', 'database', 'stores', 'sharedState', 'mailer', 'agencies'] } },
);
