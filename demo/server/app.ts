/**
 * The demo server: the bundle, the host pages of a pretend agency site, and the
 * reference implementation of the API (docs/api.md) on an embedded SQLite database
 * (or PostgreSQL, shared by several instances: DATABASE_URL), all from one origin.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATH } from '../../core/config.ts';
import { createCaptcha } from './captcha/captcha.ts';
import { crmForwarding, crmRepositories, startCrm } from './crm/crm.ts';
import { checkedSettings, type ServerSettings, settingsFromEnv } from './config.ts';
import { type Context, sqliteOf } from './context.ts';
import { openDatabase } from './db/database.ts';
import { createDemandAlerts } from './alerts/alerts.ts';
import { type JobTarget, mailTarget } from './delivery/failed.ts';
import { MAIL_JOB, mailJobHandler } from './delivery/mail-jobs.ts';
import { unitsOfWork } from './delivery/unit-of-work.ts';
import { createDeliveryWorker, type JobHandler } from './delivery/worker.ts';
import { installSubmissions } from './submissions/pipeline.ts';
import { trustProxyOption } from './http/client-address.ts';
import { installCors } from './http/cors.ts';
import { publicUrlFromListening } from './http/public-url.ts';
import { fail, HttpError, installErrorHandler, sendError } from './http/errors.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { Repositories } from './repositories/index.ts';
import { type SharedState, sqlRepositories, sqlStores } from './repositories/sql/index.ts';
import { registerAppointments } from './routes/appointments.ts';
import { registerCatalogue, registerMedia } from './routes/catalogue.ts';
import { registerPropertyMap } from './routes/property-map.ts';
import { registerDemands } from './routes/demands.ts';
import { registerOutbox } from './routes/outbox.ts';
import { registerOwner } from './routes/owner.ts';
import { registerRequests } from './routes/requests.ts';
import { registerVisitor } from './routes/visitor.ts';
import { registerDocuments } from './routes/documents.ts';
import { registerBrochure } from './routes/brochure.ts';
import { registerNewsletter } from './routes/newsletter.ts';
import { registerTestimonials } from './routes/testimonials.ts';
import { registerUnsubscribe } from './routes/unsubscribe.ts';
import { registerSitemap } from './routes/sitemap.ts';
import { registerDeliveries } from './routes/deliveries.ts';
import { PURGE_INTERVAL_MS, purgeExpired } from './retention.ts';
import { seedCalendar } from './seed/calendar.ts';
import { seedDatabase } from './seed/seed.ts';
import { registerFonts } from './site/fonts.ts';
import { registerSite, sendSitePage, siteOptions } from './site/register.ts';
import { SITE_CONFIG } from './site/pages.ts';
import { loadScreenRenderer } from './rendering/renderer.ts';
import { registerRender } from './routes/render.ts';
import { toLanguage } from '../../core/i18n/languages.ts';

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
    /** the API's database, settings and services */
    agency: Context;
  }
}

/** Forms are small: 64 KB holds the longest text any field allows, several times over. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Multipart: the CV or photo (5 MB each) plus the fields. */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 2, fields: 60, fieldSize: 64 * 1024, parts: 64 };

/** Hashed chunk names change with their content, so they can be cached for good. */
const hashedChunk = /\/chunks\/[\w-]+-[\w-]{8}\.js(\.map)?$/;

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const distDir = options.distDir ?? `${projectRoot}dist/`;
  if (!existsSync(`${distDir}agency-widgets.js`)) {
    throw new Error(`No bundle in ${distDir}: run \`npm run build\` first (npm start does).`);
  }
  const settings: ServerSettings = checkedSettings({ ...settingsFromEnv(), ...options.settings });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(settings.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // errors before routing (a malformed URL, a bad Content-Type header) answer like every other error
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply, new HttpError(error.statusCode === 415 ? 'unsupported_media_type' : 'bad_request'));
    },
  });

  publicUrlFromListening(app, settings);

  const now = options.now ?? Date.now;
  const database = await openDatabase({ dataDir: settings.dataDir, url: settings.databaseUrl });
  if (settings.seed) {
    await seedDatabase(database);
    await seedCalendar(database, now());
  }
  const shared: SharedState = { secrets: new Map() };
  // with a CRM, the owner portal's accounts and figures are the CRM's; the listings are synced into the local store
  const crmAnswers = settings.crm
    ? crmRepositories(settings.crm, database, { agencyLanguage: settings.agencyLanguage, agencyEmail: settings.agencyEmail, now, onProblems: (problems) => app.log.warn({ problems }, 'CRM owner data the mapping could not read') })
    : {};
  const repositories: Repositories = { ...sqlRepositories(database), ...crmAnswers, ...options.repositories };
  const stores = sqlStores(database, shared);
  // read before any unit of work may need them (on SQLite a unit holds the one connection)
  const [unsubscribeSecret] = await Promise.all(['unsubscribe', 'testimonials', 'send-limits'].map((name) => stores.secrets.get(name)));
  const mailer = options.mailer ?? createMailer({ smtpUrl: settings.smtpUrl, from: settings.agencyEmail, fromName: settings.agencyName });
  // with a CRM, what visitors send is forwarded to it by the delivery worker
  const forwarding = settings.crm ? crmForwarding(settings.crm, settings.agencyLanguage) : undefined;
  const jobHandlers = new Map<string, JobHandler>([
    [MAIL_JOB, mailJobHandler(mailer, settings.agencyEmail.split('@').pop() || 'localhost')],
    ...(forwarding ? [[forwarding.kind, forwarding.handler] as const] : []),
    ...Object.entries(options.jobHandlers ?? {}),
  ]);
  const jobTargets = new Map<string, JobTarget>([[MAIL_JOB, mailTarget], ...(forwarding ? [[forwarding.kind, forwarding.target] as const] : [])]);
  const delivery = createDeliveryWorker({
    jobs: stores.deliveries,
    handlers: jobHandlers,
    now,
    pollMs: settings.deliveryPollMs,
    retryMs: settings.deliveryRetryMs,
    log: (message, details) => app.log.warn(details, message),
  });
  const captcha = createCaptcha({
    mode: settings.captcha,
    spent: stores.spentCaptchas,
    secret: settings.captchaSecret,
    cost: settings.captchaCost,
    counterMin: settings.captchaCounterMin,
    counterMax: settings.captchaCounterMax,
    recaptchaSecret: settings.recaptchaSecret,
    recaptchaSiteKey: settings.recaptchaSiteKey,
  });
  const transaction = unitsOfWork(database, shared, delivery, now, forwarding?.repositories);
  const context = {
    repositories,
    stores,
    database,
    get db() {
      return sqliteOf(database);
    },
    transaction,
    send: (...mails) => transaction(async (unit) => void (await Promise.all(mails.map((mail) => unit.mail(mail))))),
    delivery,
    jobHandlers,
    jobTargets,
    settings,
    captcha,
    now,
  } as Omit<Context, 'demandAlerts'> as Context;
  context.demandAlerts = createDemandAlerts(context, unsubscribeSecret!);
  app.decorate('agency', context);
  // the CRM's data comes in by syncs into the local store (a full copy now, then the changes every SYNC_MINUTES)
  if (settings.crm) {
    // the demand register hears of what a sync published, as of what the back office publishes; its
    // mails link to the configured public address only, so without PUBLIC_URL there are no alerts
    const origins = settings.publicUrl ? { siteUrl: settings.publicUrl, apiOrigin: settings.publicUrl } : undefined;
    context.crm = startCrm(settings.crm, database, {
      now,
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
          if (property) await context.demandAlerts.listingChanged(property, origins).catch((error: unknown) => app.log.error({ err: error, property: id }, 'demand alerts failed'));
        }
      },
    });
  }
  delivery.start();
  // what the retention rules say is due (a rental application after six months, a lead after 24, …) goes now, then daily
  const purge = () => purgeExpired(context).catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'));
  await purge();
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  app.addHook('onClose', async () => {
    await context.crm?.stop();
    clearInterval(purgeTimer);
    // the jobs this instance holds go back to the queue for another one
    await delivery.stop();
    mailer.close();
    await database.close();
  });

  await app.register(fastifyCookie);
  // Answers go out compressed (brotli or gzip, as the browser accepts), as any real host
  // serves them, so the demo's visitors download about what `npm run size` reports.
  await app.register(fastifyCompress);
  installCors(app, settings.allowedOrigins);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('X-Content-Type-Options', 'nosniff');
  });

  await app.register(
    async (api) => {
      // JSON or multipart only: a form posted as text is not one the API reads
      api.removeContentTypeParser('text/plain');
      await api.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
      // before the routes: the hooks of every route that declares a submission
      installSubmissions(api, context);
      registerCatalogue(api, context);
      registerPropertyMap(api, context);
      registerDemands(api, context);
      registerRequests(api, context);
      registerOwner(api, context);
      registerAppointments(api, context);
      registerVisitor(api, context);
      registerNewsletter(api, context);
      registerUnsubscribe(api, context);
      registerTestimonials(api, context);
      registerDocuments(api, context);
      registerBrochure(api, context);
      registerDeliveries(api, context);
    },
    { prefix: API_PATH },
  );
  registerMedia(app, context);
  registerOutbox(app, context);
  registerSitemap(app, context);

  // The bundle: loadable from any site (a CMS on another origin embeds it).
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/dist/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header(
        'Cache-Control',
        hashedChunk.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  // The host pages of the demo site.
  await app.register(fastifyStatic, { root: `${projectRoot}demo/site/`, prefix: '/' });
  await registerFonts(app);

  // Screens rendered on the server: the include endpoint, and the site's pages below.
  const renderer = await loadScreenRenderer(distDir, app);
  if (renderer) registerRender(app, context, renderer);

  // Every other page of the site: the route table decides, as the agency's CMS would.
  const site = siteOptions(distDir);
  const rendering = { settings, renderer, repositories, defaultLanguage: toLanguage(SITE_CONFIG.languages) ?? 'nl' };
  registerSite(app, site);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
      try {
        fail('not_found');
      } catch (error) {
        return reply.send(error);
      }
    }
    if (request.method === 'GET' || request.method === 'HEAD') return sendSitePage(request, reply, site, rendering);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
