/**
 * Each agency's own settings, applied to everything the server answers for it. With many
 * agencies (AGENCIES=database) the server's settings object (`app.settings`, every
 * `context.settings`) is a view: inside an agency's scope (db/agency-scope.ts) the keys
 * that say who the agency is (its addresses, origins, sender, name, letterhead, languages,
 * captcha keys, CRM) read that agency's, from agency_settings and its sealed secrets;
 * every other key, and every key outside any scope, reads the process's. A route or a
 * service reads `settings.publicUrl` as it always did, and cannot reach another agency's
 * or the process's by forgetting something: there is nothing to remember.
 *
 * An agency's settings are read once and kept for a short while (TTL_MS), then read
 * again at its next request, so a change by `npm run agency` is seen within that time.
 * Work in an agency's scope must have them loaded first (prepareAgency, which the tenancy
 * plugin calls for each request); reading an agency key of an agency not loaded throws
 * rather than answer with the process's own (another site's) address or sender.
 */
import type { FastifyInstance } from 'fastify';
import { type Language, LANGUAGES, toLanguage } from '../../../core/i18n/languages.ts';
import { allowedOriginsOf, baseUrlOf, type ServerSettings } from '../config.ts';
import type { Context } from '../context.ts';
import { crmSettingsFromEnv } from '../crm/settings.ts';
import type { Secret } from '../crm/secret.ts';
import { inAgency, scopedAgency } from '../db/agency-scope.ts';
import type { Database } from '../db/database.ts';
import { PRELOADED_SECRETS } from '../repositories/server-secrets.ts';
import { secretsKey, unseal } from './sealed.ts';
import { TtlCache } from './ttl-cache.ts';

/** What an agency says of itself beside its hosts; its secrets go sealed apart. */
export interface AgencySettings {
  /** the public site every absolute link starts with */
  publicUrl: string;
  /** where its API is reached, when not at publicUrl */
  apiUrl?: string;
  /** origins whose pages may call its API with credentials */
  allowedOrigins: string[];
  /** who its mails come from */
  sender: string;
  /** the languages its site offers, the first its default (`nl`, `fr`, …) */
  languages: string[];
  /** the language of its own notifications (default: the first of `languages`) */
  language?: string;
  /** where its notifications go and the address its documents show (default: `sender`) */
  email?: string;
  /** its letterhead on documents and mails */
  address?: string;
  phone?: string;
  recaptchaSiteKey?: string;
  /**
   * Its CRM, as the environment would say it for one agency (`CRM`, `OMNICASA_CUSTOMER`,
   * `OMNICASA_URL`, …); the credentials among them (`OMNICASA_PASSWORD`) go in the secrets
   */
  crm?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the agencies' settings this server has read (many agencies; tenancy/agency-settings.ts) */
    agencySettings: AgencySettingsCache;
  }
}

/** The settings that are an agency's own: in its scope they never read the process's. */
export const AGENCY_KEYS = [
  'publicUrl',
  'apiUrl',
  'allowedOrigins',
  'agencyName',
  'agencyEmail',
  'agencyAddress',
  'agencyPhone',
  'agencyLanguage',
  'sender',
  'languages',
  'captchaSecret',
  'recaptchaSecret',
  'recaptchaSiteKey',
  'crm',
  'adminToken',
] as const satisfies readonly (keyof ServerSettings)[];

export type AgencyKey = (typeof AGENCY_KEYS)[number];
export type AgencyOverlay = Pick<ServerSettings, AgencyKey>;

const AGENCY_KEY_SET: ReadonlySet<string> = new Set(AGENCY_KEYS);

/** How long an agency's settings are kept before its next request reads them again. */
export const TTL_MS = 30_000;

/** Secret names an agency's captcha uses; a CRM's are its connector's settings' names (OMNICASA_PASSWORD, …). */
export const CAPTCHA_SECRET = 'captchaSecret';
export const RECAPTCHA_SECRET = 'recaptchaSecret';
/** The secret that opens the agency's own back office (`/admin/…`) on its hosts, in place of the environment's ADMIN_TOKEN. */
export const ADMIN_TOKEN_SECRET = 'ADMIN_TOKEN';

/** The languages an agency offers: those of its list the product speaks, in its order; all four when it lists none. */
export function languagesOf(list: readonly string[] | undefined): Language[] {
  const found: Language[] = [];
  for (const entry of list ?? []) {
    const language = toLanguage(entry);
    if (language && !found.includes(language)) found.push(language);
  }
  return found.length > 0 ? found : [...LANGUAGES];
}

/**
 * An agency's settings as the server reads them: its own, checked as the process's are
 * (a malformed address throws), with nothing of the process's agency (its name, address,
 * sender) in them. Only the ALTCHA signing key, a reCAPTCHA key pair and the admin token
 * fall back to the process's, the first bound to the agency, the second as one pair.
 */
export function agencyOverlay(
  agency: { id: number; name: string },
  stored: AgencySettings,
  secrets: Readonly<Record<string, Secret>>,
  process: Pick<ServerSettings, 'captchaSecret' | 'recaptchaSecret' | 'recaptchaSiteKey' | 'adminToken'>,
): AgencyOverlay {
  const publicUrl = baseUrlOf(`publicUrl of agency ${agency.id}`, stored.publicUrl);
  if (!publicUrl) throw new Error(`Agency ${agency.id} has no publicUrl: every link it writes starts with it.`);
  const languages = languagesOf(stored.languages);
  const language = toLanguage(stored.language);
  const ownRecaptcha = Boolean(stored.recaptchaSiteKey);
  const revealed = Object.fromEntries(Object.entries(secrets).map(([name, secret]) => [name, secret.reveal()]));
  return {
    publicUrl,
    apiUrl: baseUrlOf(`apiUrl of agency ${agency.id}`, stored.apiUrl),
    allowedOrigins: allowedOriginsOf(stored.allowedOrigins ?? [], publicUrl),
    agencyName: agency.name,
    agencyEmail: stored.email || stored.sender,
    agencyAddress: stored.address ?? '',
    agencyPhone: stored.phone ?? '',
    agencyLanguage: language && languages.includes(language) ? language : languages[0]!,
    sender: stored.sender,
    languages,
    captchaSecret: revealed[CAPTCHA_SECRET] || `${process.captchaSecret}:agency:${agency.id}`,
    recaptchaSiteKey: ownRecaptcha ? stored.recaptchaSiteKey! : process.recaptchaSiteKey,
    recaptchaSecret: ownRecaptcha ? (revealed[RECAPTCHA_SECRET] ?? '') : process.recaptchaSecret,
    // the connector reads the agency's CRM settings and secrets as it reads the environment's
    crm: stored.crm?.CRM ? crmSettingsFromEnv({ ...stored.crm, ...revealed }) : undefined,
    // its own token opens its back office, and the environment's no longer does; without one, the environment's (the operator's)
    adminToken: revealed[ADMIN_TOKEN_SECRET] || process.adminToken,
  };
}

/** The agencies' settings one server has read, each kept TTL_MS. */
export class AgencySettingsCache extends TtlCache<number, AgencyOverlay> {
  constructor(read: (agencyId: number) => Promise<AgencyOverlay>, now: () => number = Date.now, ttlMs = TTL_MS) {
    super(read, { ttlMs, now });
  }

  /** The agency's settings as last read (kept past the TTL until read again: a request under way never loses them). */
  loaded(agencyId: number): AgencyOverlay {
    const overlay = this.latest(agencyId);
    if (!overlay) throw new Error(`The settings of agency ${agencyId} were not loaded: work in an agency's scope starts with prepareAgency (tenancy/agency-settings.ts).`);
    return overlay;
  }
}

/**
 * The settings as the work under way sees them: in an agency's scope its own for the
 * agency keys, else the process's. Written to only outside any scope (the server's own
 * address once it listens).
 */
export function scopedSettings(process: ServerSettings, agencies: AgencySettingsCache): ServerSettings {
  return new Proxy(process, {
    get(target, key, receiver) {
      const agency = typeof key === 'string' && AGENCY_KEY_SET.has(key) ? scopedAgency() : undefined;
      if (agency === undefined) return Reflect.get(target, key, receiver);
      return agencies.loaded(agency)[key as AgencyKey];
    },
    set(target, key, value, receiver) {
      if (scopedAgency() !== undefined) throw new Error(`The settings are not written in an agency's scope (${String(key)}).`);
      return Reflect.set(target, key, value, receiver);
    },
  });
}

/** Reads an agency's settings and opens its secrets with `key`, in its scope (agency_settings is its rows). */
export async function readAgencyOverlay(database: Database, key: Buffer, agencyId: number, process: ServerSettings): Promise<AgencyOverlay> {
  const agency = await database.db.selectFrom('agencies').select(['id', 'name']).where('id', '=', agencyId).executeTakeFirstOrThrow();
  const row = await inAgency(agencyId, () => database.db.selectFrom('agency_settings').select(['settings', 'secrets']).executeTakeFirst());
  if (!row) throw new Error(`Agency ${agencyId} has no settings.`);
  const secrets = row.secrets ? unseal(key, agencyId, row.secrets) : {};
  return agencyOverlay(agency, JSON.parse(row.settings) as AgencySettings, secrets, process);
}

/**
 * The server's settings as every route and service reads them (`app.settings`): with many
 * agencies the scoped view over `process`, the agencies' read from the server's database
 * and opened with AGENCY_SECRETS_KEY (the tenancy plugin does not start without it); with one,
 * `process` itself, unchanged.
 */
export function settingsOfAgencies(app: FastifyInstance, process: ServerSettings): ServerSettings {
  if (process.agencies !== 'database') return process;
  // the key is checked as the tenancy plugin starts (after the role's), read here at the first agency's request
  let key: Buffer | undefined;
  const cache = new AgencySettingsCache((agencyId) => readAgencyOverlay(app.database, (key ??= secretsKey(process.agencySecretsKey)), agencyId, process));
  app.decorate('agencySettings', cache);
  return scopedSettings(process, cache);
}

/**
 * What work for an agency needs before it starts, read once and kept: its settings, and
 * the signing keys a unit of work may need (on SQLite a unit holds the one connection).
 * A request's is prepared by the tenancy plugin; scheduled work (a delivery, a digest, a
 * sync) calls this, or inPreparedAgency, for each agency it enters.
 */
export async function prepareAgency(app: Context<'agencySettings' | 'stores'>, agencyId: number): Promise<void> {
  await app.agencySettings.load(agencyId);
  await inAgency(agencyId, () => Promise.all(PRELOADED_SECRETS.map((name) => app.stores.secrets.get(name))));
}

/** Runs `work` in the agency's scope once the agency is prepared: its settings are then what `app.settings` reads. */
export async function inPreparedAgency<T>(app: Context<'agencySettings' | 'stores'>, agencyId: number, work: () => Promise<T>): Promise<T> {
  await prepareAgency(app, agencyId);
  return inAgency(agencyId, work);
}
