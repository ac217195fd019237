/**
 * The server's settings, read once from the environment (see docs/api.md, "Running the
 * reference server"). buildApp() takes the same settings as options, which win, so
 * tests and the benchmark start servers without touching process.env.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { RequestKind } from '../../core/api/contract.ts';
import { parseRetentionMonths } from '../../core/forms/retention.ts';
import { type Language, toLanguage } from '../../core/i18n/languages.ts';
import { type LanguageMetaSettings, parseLanguageMeta } from '../../core/seo/page-meta.ts';
import { type CrmSettings, crmSettingsFromEnv } from './crm/settings.ts';

export type CaptchaMode = 'altcha' | 'recaptcha' | 'none';
export type SameSite = 'lax' | 'strict' | 'none';
export type TrustProxy = false | number | string[];

export interface ServerSettings {
  /** where the database and uploads live (default `.data/`) */
  dataDir: string;
  /** `postgres://…`: the database of every instance (docs/deploy.md); empty: SQLite in dataDir */
  databaseUrl: string;
  /**
   * `postgres://…` of the tables' owner, who migrates (DATABASE_OWNER_URL): the server then
   * works as DATABASE_URL's role, a member of agency_server that owns nothing and is held
   * to row-level security (docs/deploy.md); empty: DATABASE_URL's role migrates too
   */
  databaseOwnerUrl: string;
  /**
   * `one` (default): the one agency this configuration describes, on SQLite or PostgreSQL.
   * `database` (AGENCIES=database): the agencies in PostgreSQL's registry, each request the
   * agency of the host it is for (plugins/tenancy.ts, docs/deploy.md)
   */
  agencies: 'one' | 'database';
  /** the delivery worker: how often it looks for due jobs, and the first retry's delay (doubled at each failure) */
  deliveryPollMs: number;
  deliveryRetryMs: number;
  captcha: CaptchaMode;
  /** ALTCHA: PBKDF2 iterations per attempt; the counter is drawn from [counterMin, counterMax] */
  captchaCost: number;
  captchaCounterMin: number;
  captchaCounterMax: number;
  /** signs ALTCHA challenges; a random one per start when not set (challenges then die with a restart) */
  captchaSecret: string;
  recaptchaSecret: string;
  recaptchaSiteKey: string;
  /**
   * Origins (scheme://host[:port]) whose pages may call the API with credentials (the
   * owner's session) and read its answers: the pages of the site. Without the setting,
   * PUBLIC_URL's origin, the site the one-agency start names. `*` lets any origin read the
   * public endpoints, without credentials.
   */
  allowedOrigins: string[];
  /** nodemailer transport URL; without it mails go to the outbox table */
  smtpUrl: string;
  /** where notifications go and who mails come from */
  agencyEmail: string;
  /** who mails come from when not `agencyEmail` (each agency's own sender with many agencies) */
  sender?: string;
  /** the languages the site offers, its default first (all four unless an agency says otherwise) */
  languages?: readonly Language[];
  /** AGENCY_SECRETS_KEY: opens the agencies' sealed secrets (many agencies only; tenancy/sealed.ts) */
  agencySecretsKey?: string;
  agencyName: string;
  /** the agency's letterhead on its documents */
  agencyAddress: string;
  agencyPhone: string;
  /** the language of the agency's own notifications */
  agencyLanguage: Language;
  /**
   * The public site (`https://www.agency.be`): every absolute link the server writes to a
   * page (mails, PDFs, canonical links) starts with it, never with a request's Host or
   * X-Forwarded-Host. Required in production (the server does not start without it);
   * elsewhere empty means the address the server listens on (http/public-url.ts).
   */
  publicUrl: string;
  /** where this server is reached (pictures, one-click unsubscribe, approval pages), when not at `publicUrl` */
  apiUrl: string;
  cookieSameSite: SameSite;
  /**
   * The reverse proxies trusted for X-Forwarded-For/-Proto/-Host: how many hops (`1`: the
   * one in front) or their addresses. false: none. Never "every hop": a client's own
   * X-Forwarded-For would then choose the address its limits count.
   */
  trustProxy: TrustProxy;
  /** mails strangers can have sent to one address they typed, per day: every form's and the booking's mail to it and the password reminder together (mail/recipient-limit.ts) */
  mailsPerRecipient: number;
  /** uploads inspected at the same time; more wait, and past a short queue are told to come back */
  uploadsAtOnce: number;
  /** seed the demo data into an empty database (default true, false when a CRM feeds the site) */
  seed: boolean;
  /** the CRM that feeds the site (`CRM=omnicasa`, demo/server/crm/settings.ts); undefined: the server's own data */
  crm: CrmSettings | undefined;
  /** marquees whose name replaces the price in mails and documents, as the site's `marquee-ignore` */
  marqueeIgnore: number[];
  /** months each form's leads are kept before they are deleted (`RETENTION_MONTHS`: `24` or `job=12, default=24`) */
  retentionMonths: Partial<Record<RequestKind | 'default', number>>;
  /** the spec's language meta objects of the demo site's pages (`SITE_META`: JSON keyed by language) */
  siteMeta: LanguageMetaSettings;
  /** opens the demo's back office (`/admin/…`: publish a listing, run a digest) to `Authorization: Bearer <token>`; empty: closed */
  adminToken: string;
  /** threads that render screens on the server (`RENDER_THREADS`; 0: the server's own thread renders them, between requests) */
  renderThreads: number;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** JSON written in a setting; a mistyped one counts as not set. */
const json = (value: string | undefined): unknown => {
  try {
    return value ? JSON.parse(value) : undefined;
  } catch {
    return undefined;
  }
};

const int = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : fallback;
};

function captchaMode(value: string | undefined): CaptchaMode {
  const mode = value?.trim().toLowerCase();
  return mode === 'none' || mode === 'recaptcha' ? mode : 'altcha';
}

/** `TRUST_PROXY`: a hop count (`1`) or the proxies' addresses and ranges (`10.0.0.1, 172.16.0.0/12`, `loopback`). */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|all|\*)$/i.test(text)) {
    throw new Error('TRUST_PROXY takes the number of proxies in front of the server (1) or their addresses, not "every hop": a client could then write its own X-Forwarded-For.');
  }
  return list(text);
}

/**
 * A configured address of the site or the server: http(s), no query or fragment, without
 * its trailing slash; empty stays empty. A malformed one stops the server from starting.
 */
export function baseUrlOf(name: string, value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http(s) address such as https://www.agency.be, not ${JSON.stringify(text)}.`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) address without credentials, query or fragment, not ${JSON.stringify(text)}.`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The settings checked once the environment and the caller's options are merged: the server refuses to start on a malformed address. */
export function checkedSettings(settings: ServerSettings): ServerSettings {
  const publicUrl = baseUrlOf('PUBLIC_URL', settings.publicUrl);
  return {
    ...settings,
    publicUrl,
    apiUrl: baseUrlOf('API_URL', settings.apiUrl),
    allowedOrigins: allowedOriginsOf(settings.allowedOrigins, publicUrl),
  };
}

/**
 * The origins of ALLOWED_ORIGINS, else the public site's: the pages that show the widgets
 * are the site's, so a server started with only PUBLIC_URL (the documented start) serves
 * them, wherever the API itself is reached (API_URL). Without either, the server's own
 * origin only (http/cors.ts).
 */
export function allowedOriginsOf(configured: readonly string[], publicUrl: string): string[] {
  if (configured.length > 0) return [...configured];
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/**
 * Why the server must not start in this environment, if it must not: in production
 * (NODE_ENV=production) without PUBLIC_URL it would have no address of its own to write
 * into mails but the one it listens on.
 */
export function startupRefusal(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.trim()) {
    return 'PUBLIC_URL is required in production (NODE_ENV=production): the links in mails, PDFs and pages are built from it, never from the Host header a request brings. Set it to the public site, e.g. PUBLIC_URL=https://www.agency.be.';
  }
  return undefined;
}

function sameSite(value: string | undefined): SameSite {
  const mode = value?.trim().toLowerCase();
  return mode === 'strict' || mode === 'none' ? mode : 'lax';
}

/** A core for the API's thread, the others render; at least one thread renders. */
function renderThreads(value: string | undefined): number {
  const count = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(count) && count >= 0 ? count : Math.max(1, availableParallelism() - 1);
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL ?? '',
    databaseOwnerUrl: env.DATABASE_OWNER_URL ?? '',
    agencies: env.AGENCIES === 'database' ? 'database' : 'one',
    agencySecretsKey: env.AGENCY_SECRETS_KEY ?? '',
    deliveryPollMs: int(env.DELIVERY_POLL_MS, 5_000),
    deliveryRetryMs: int(env.DELIVERY_RETRY_MS, 30_000),
    captcha: captchaMode(env.CAPTCHA),
    // about a second of work in a browser; a bot pays the same for every message
    captchaCost: int(env.CAPTCHA_COST, 500),
    captchaCounterMin: int(env.CAPTCHA_COUNTER_MIN, 1_000),
    captchaCounterMax: int(env.CAPTCHA_COUNTER_MAX, 5_000),
    captchaSecret: env.CAPTCHA_SECRET || randomBytes(32).toString('hex'),
    recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    smtpUrl: env.SMTP_URL ?? '',
    agencyEmail: env.AGENCY_EMAIL || 'info@immo-demo.example',
    agencyName: env.AGENCY_NAME || 'Immo Demo',
    agencyAddress: env.AGENCY_ADDRESS || 'Grote Markt 1, 9000 Gent',
    agencyPhone: env.AGENCY_PHONE || '09 123 45 67',
    agencyLanguage: toLanguage(env.AGENCY_LANGUAGE) ?? 'nl',
    publicUrl: env.PUBLIC_URL ?? '',
    apiUrl: env.API_URL ?? '',
    cookieSameSite: sameSite(env.COOKIE_SAMESITE),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    mailsPerRecipient: int(env.MAILS_PER_RECIPIENT, 3),
    uploadsAtOnce: int(env.UPLOADS_AT_ONCE, 2),
    seed: env.SEED === undefined ? !env.CRM : env.SEED !== '0' && env.SEED !== 'false',
    crm: crmSettingsFromEnv(env),
    // the demo site's own setting: sold, let and under option show instead of a price
    marqueeIgnore: list(env.MARQUEE_IGNORE ?? '2,3,4').map(Number).filter((id) => Number.isInteger(id)),
    retentionMonths: parseRetentionMonths(env.RETENTION_MONTHS),
    siteMeta: parseLanguageMeta(json(env.SITE_META)),
    adminToken: env.ADMIN_TOKEN ?? '',
    renderThreads: renderThreads(env.RENDER_THREADS),
  };
}
