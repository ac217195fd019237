/**
 * The demo server: the bundle, the host pages of a pretend agency site, and the
 * reference implementation of the API (docs/api.md) on an embedded SQLite database
 * (or PostgreSQL, shared by several instances: DATABASE_URL), all from one origin.
 *
 * Each service is a plugin that decorates the server (plugins/), registered in the order
 * they need one another; each module of routes names the services it uses (routes/plugin.ts).
 * Closing the server closes them in the reverse order: the CRM's syncs, the delivery
 * worker (its jobs go back to the queue), the mail transport, the database last.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATH } from '../../core/config.ts';
import { checkedSettings, type ServerSettings, settingsFromEnv } from './config.ts';
import type { JobHandler } from './delivery/worker.ts';
import { trustProxyOption } from './http/client-address.ts';
import { HttpError, sendError } from './http/errors.ts';
import { publicUrlFromListening } from './http/public-url.ts';
import type { Mailer } from './mail/mailer.ts';
import { agenciesPlugin } from './plugins/agencies.ts';
import { alertsPlugin } from './plugins/alerts.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { crmPlugin } from './plugins/crm.ts';
import { databasePlugin } from './plugins/database.ts';
import { deliveryPlugin } from './plugins/delivery.ts';
import { httpPlugin } from './plugins/http.ts';
import { mailPlugin } from './plugins/mail.ts';
import { renderingPlugin } from './plugins/rendering.ts';
import { repositoriesPlugin } from './plugins/repositories.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { sitePlugin } from './plugins/site.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import type { Repositories } from './repositories/index.ts';
import { apiRoutes, JSON_BODY_LIMIT } from './routes/api.ts';
import { mediaRoutes } from './routes/catalogue.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { settingsOfAgencies } from './tenancy/agency-settings.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface AppOptions {
  /** the built bundle (default: dist/) */
  distDir?: string;
  /** log requests (default: off) */
  logger?: boolean;
  /** settings that win over the environment's (tests, the benchmark) */
  settings?: Partial<ServerSettings>;
  /** the clock (default Date.now) */
  now?: () => number;
  /** replaces the mail transport (tests of a failing SMTP server) */
  mailer?: Mailer;
  /** the agency's data from elsewhere (a CRM adapter, docs/server.md); those not given stay on the local database */
  repositories?: Partial<Repositories>;
  /** handlers of delivery jobs besides mail, by kind (a CRM connector's calls): there before the worker starts */
  jobHandlers?: Record<string, JobHandler>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: ServerSettings;
    /** the clock; tests may fix it */
    now: () => number;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const distDir = options.distDir ?? `${projectRoot}dist/`;
  if (!existsSync(`${distDir}agency-widgets.js`)) {
    throw new Error(`No bundle in ${distDir}: run \`npm run build\` first (npm start does).`);
  }
  const settings = checkedSettings({ ...settingsFromEnv(), ...options.settings });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(settings.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // the database's plugin migrates and, on a first start, seeds: that takes as long as it
    // takes (avvio's default gives a plugin 10 s, then fails the start); a hang is the caller's timeout
    pluginTimeout: 0,
    // errors before routing (a malformed URL, a bad Content-Type header) answer like every other error
    frameworkErrors: (error, _request, reply) => void sendError(reply, new HttpError(error.statusCode === 415 ? 'unsupported_media_type' : 'bad_request')),
  });
  publicUrlFromListening(app, settings);
  // with many agencies, in an agency's scope the agency's own (tenancy/agency-settings.ts)
  app.decorate('settings', settingsOfAgencies(app, settings));
  app.decorate('now', options.now ?? Date.now);

  await app.register(databasePlugin);
  await app.register(tenancyPlugin);
  await app.register(agenciesPlugin);
  await app.register(repositoriesPlugin, { repositories: options.repositories });
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(deliveryPlugin, { jobHandlers: options.jobHandlers });
  await app.register(captchaPlugin);
  await app.register(alertsPlugin);
  await app.register(crmPlugin);
  await app.register(retentionPlugin);

  await app.register(httpPlugin);
  await app.register(apiRoutes, { prefix: API_PATH });
  await app.register(mediaRoutes);
  await app.register(outboxRoutes);
  await app.register(sitemapRoutes);
  await app.register(renderingPlugin, { distDir });
  await app.register(sitePlugin, { distDir, siteDir: `${projectRoot}demo/site/` });
  return app;
}
