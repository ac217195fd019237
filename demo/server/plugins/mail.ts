/** The mail transport (mail/mailer.ts): SMTP_URL, or the outbox table the demo shows. */
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { settings } = app;
    const mailer = options.mailer ?? createMailer({ smtpUrl: settings.smtpUrl, from: settings.agencyEmail, fromName: settings.agencyName });
    app.addHook('onClose', () => mailer.close());
    app.decorate('mailer', mailer);
  },
  { name: 'mail', decorators: { fastify: ['settings'] } },
);
