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
    // who a mail is from is read as it is sent: with many agencies, the agency of the work under way
    const from = {
      smtpUrl: settings.smtpUrl,
      get from() {
        return settings.sender || settings.agencyEmail;
      },
      get fromName() {
        return settings.agencyName;
      },
    };
    const mailer = options.mailer ?? createMailer(from);
    app.addHook('onClose', () => mailer.close());
    app.decorate('mailer', mailer);
  },
  { name: 'mail', decorators: { fastify: ['settings'] } },
);
