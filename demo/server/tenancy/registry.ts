/**
 * The agencies one database serves (migrations/005-agencies.ts): each with its hosts (a
 * request is matched exactly against them: hosts.ts), its settings and its sealed secrets.
 * The server reads the registry (agencies, agency_hosts) outside any agency; only the
 * tables' owner changes it (`npm run agency`, tenancy/cli.ts).
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Sql } from '../db/sql.ts';
import { inAgency } from '../db/agency-scope.ts';
import { Secret } from '../crm/secret.ts';
import { agencyOverlay, type AgencySettings } from './agency-settings.ts';
import { normalHost } from './hosts.ts';
import { seal, unseal } from './sealed.ts';
import { TtlCache } from './ttl-cache.ts';

export interface NewAgency {
  slug: string;
  name: string;
  siteHosts: string[];
  apiHosts: string[];
  settings: AgencySettings;
  /** CRM credentials, captcha secrets: sealed with the key before they reach the database */
  secrets: Record<string, string>;
}

export interface AgencyRow {
  id: number;
  slug: string;
  name: string;
  status: 'active' | 'disabled';
  hosts: string[];
}

/** An agency as `npm run agency -- show` prints it and `set` changes it, its secrets opened. */
export interface AgencyRecord {
  id: number;
  slug: string;
  name: string;
  status: 'active' | 'disabled';
  siteHosts: string[];
  apiHosts: string[];
  /** none: the migration's agency 1 of a database made for one agency, until `set` gives it settings */
  settings: AgencySettings | undefined;
  secrets: Record<string, Secret>;
}

/** What an agency is to be, as `set` makes it from what it was. */
export type AgencyFields = Pick<AgencyRecord, 'slug' | 'name' | 'siteHosts' | 'apiHosts' | 'secrets'> & { settings: AgencySettings };

interface HostRow {
  host: string;
  kind: 'site' | 'api';
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The agency's hosts as the registry keeps them, once what it is has been checked as the
 * server will read it: a malformed address or CRM setting stops here, not at its first request.
 */
function checkedHosts(id: number, agency: AgencyFields): HostRow[] {
  if (!SLUG.test(agency.slug)) throw new Error(`An agency's slug is lower-case letters, digits and dashes: ${agency.slug}`);
  if (!agency.name.trim()) throw new Error('An agency needs a name: its mails and documents show it.');
  const given = [...agency.siteHosts.map((host) => ({ given: host, kind: 'site' as const })), ...agency.apiHosts.map((host) => ({ given: host, kind: 'api' as const }))];
  const malformed = given.filter((entry) => normalHost(entry.given) === undefined).map((entry) => entry.given);
  if (malformed.length > 0) throw new Error(`Not a host name: ${malformed.join(', ')}`);
  const hosts = given.map((entry) => ({ host: normalHost(entry.given)!, kind: entry.kind }));
  const twice = hosts.filter((entry, index) => hosts.findIndex((other) => other.host === entry.host) !== index).map((entry) => entry.host);
  if (twice.length > 0) throw new Error(`A host is listed once, as a site's or an API's: ${[...new Set(twice)].join(', ')}`);
  if (hosts.length === 0) throw new Error('An agency needs at least one host: it is found by the host a request is for.');
  if (!agency.settings.sender?.trim()) throw new Error('An agency needs a sender: its mails come from it.');
  agencyOverlay({ id, name: agency.name }, agency.settings, agency.secrets, { captchaSecret: '', recaptchaSecret: '', recaptchaSiteKey: '', adminToken: '' });
  return hosts;
}

/** Refuses, with what holds them, hosts or a slug another agency has: a clear refusal rather than the registry's constraint. */
async function refuseTaken(tx: Sql, id: number, slug: string, hosts: HostRow[]): Promise<void> {
  const taken = await tx.db
    .selectFrom('agency_hosts')
    .innerJoin('agencies', 'agencies.id', 'agency_hosts.agency_id')
    .select(['agency_hosts.host', 'agencies.slug'])
    .where('agency_hosts.host', 'in', hosts.map((entry) => entry.host))
    .where('agency_hosts.agency_id', '!=', id)
    .orderBy('agency_hosts.host')
    .execute();
  if (taken.length > 0) {
    const held = taken.map((row) => `${row.host} is agency ${row.slug}'s`).join(', ');
    throw new Error(`${held}: a host belongs to one agency (take it from that one first: npm run agency -- set ${taken[0]!.slug} --remove-host ${taken[0]!.host}). Nothing was written.`);
  }
  const other = await tx.db.selectFrom('agencies').select('id').where('slug', '=', slug).where('id', '!=', id).executeTakeFirst();
  if (other) throw new Error(`The slug ${slug} is agency ${other.id}'s. Nothing was written.`);
}

/** A write another owner's command beat to a host or a slug: said as refuseTaken says it. */
function takenMeanwhile(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw new Error(`A host or the slug was taken by another agency meanwhile (${(error as Error).message}). Nothing was written.`);
  throw error;
}

/**
 * Adds an agency as the tables' owner (`owner`); answers its id. Its row, hosts and settings
 * are one transaction in its scope (its settings are its own rows, as row-level security
 * wants): a refusal or a failure leaves nothing. Two adds at once that pick the same id: the
 * second is refused by the key, as one that takes a host meanwhile.
 */
export async function addAgency(owner: Database, agency: NewAgency, key: Buffer, now = Date.now()): Promise<number> {
  const last = await owner.db.selectFrom('agencies').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const id = Number(last?.id ?? 0) + 1;
  const opened = Object.fromEntries(Object.entries(agency.secrets).map(([name, value]) => [name, new Secret(value)]));
  const hosts = checkedHosts(id, { ...agency, secrets: opened });
  const written = new Date(now).toISOString();
  await inAgency(id, () =>
    owner.transaction(async (tx) => {
      await refuseTaken(tx, id, agency.slug, hosts);
      await tx.db.insertInto('agencies').values({ id, slug: agency.slug, name: agency.name, status: 'active', created_at: written }).execute();
      await tx.db
        .insertInto('agency_hosts')
        .values(hosts.map((entry) => ({ ...entry, agency_id: id })))
        .execute();
      await tx.db
        .insertInto('agency_settings')
        .values({ agency_id: id, settings: JSON.stringify(agency.settings), secrets: seal(key, id, agency.secrets), updated_at: written })
        .execute();
    }),
  ).catch(takenMeanwhile);
  return id;
}

/** The agency of `id` as `tx` reads it, in its scope (agency_settings is its rows), its secrets opened with `key`. */
async function readAgencyIn(tx: Sql, id: number, key: Buffer): Promise<AgencyRecord> {
  const agency = await tx.db.selectFrom('agencies').select(['id', 'slug', 'name', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
  const hosts = await tx.db.selectFrom('agency_hosts').select(['host', 'kind']).where('agency_id', '=', id).orderBy('host').execute();
  const row = await tx.db.selectFrom('agency_settings').select(['settings', 'secrets']).where('agency_id', '=', id).executeTakeFirst();
  return {
    ...agency,
    siteHosts: hosts.filter((entry) => entry.kind === 'site').map((entry) => entry.host),
    apiHosts: hosts.filter((entry) => entry.kind === 'api').map((entry) => entry.host),
    settings: row ? (JSON.parse(row.settings) as AgencySettings) : undefined,
    secrets: row?.secrets ? openedSecrets(key, id, row.secrets) : {},
  };
}

function openedSecrets(key: Buffer, id: number, sealed: string): Record<string, Secret> {
  try {
    return unseal(key, id, sealed);
  } catch {
    throw new Error(`The secrets of agency ${id} do not open with this AGENCY_SECRETS_KEY: it is not the key they were sealed with.`);
  }
}

async function idOfSlug(database: Database, slug: string): Promise<number> {
  const found = await database.db.selectFrom('agencies').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!found) throw new Error(`No agency ${slug} (npm run agency -- list says which there are).`);
  return found.id;
}

/** The agency of `slug`, its secrets opened with `key`; throws when there is none. */
export async function readAgency(database: Database, slug: string, key: Buffer): Promise<AgencyRecord> {
  const id = await idOfSlug(database, slug);
  return inAgency(id, () => database.transaction((tx) => readAgencyIn(tx, id, key)));
}

/**
 * Changes the agency of `slug` as the tables' owner, in one transaction in its scope:
 * `edit` makes what it is to be from what it is (read under a lock, so two changes at
 * once apply one after the other), which is checked as addAgency checks a new one
 * before anything is written. Its settings row is made if it has none (the migration's
 * agency 1). Answers the agency before and after.
 */
export async function changeAgency(
  owner: Database,
  slug: string,
  edit: (current: AgencyRecord) => AgencyFields,
  key: Buffer,
  now = Date.now(),
): Promise<{ before: AgencyRecord; after: AgencyRecord }> {
  const id = await idOfSlug(owner, slug);
  return inAgency(id, () =>
    owner.transaction(async (tx) => {
      const locked = await tx.db
        .selectFrom('agencies')
        .select('slug')
        .where('id', '=', id)
        .$if(tx.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (locked?.slug !== slug) throw new Error(`No agency ${slug}: it was renamed meanwhile (npm run agency -- list).`);
      const before = await readAgencyIn(tx, id, key);
      const next = edit(before);
      const hosts = checkedHosts(id, next);
      await refuseTaken(tx, id, next.slug, hosts);
      await tx.db.updateTable('agencies').set({ slug: next.slug, name: next.name }).where('id', '=', id).execute();
      await tx.db.deleteFrom('agency_hosts').where('agency_id', '=', id).execute();
      await tx.db
        .insertInto('agency_hosts')
        .values(hosts.map((entry) => ({ ...entry, agency_id: id })))
        .execute();
      const revealed = Object.fromEntries(Object.entries(next.secrets).map(([name, secret]) => [name, secret.reveal()]));
      const row = { settings: JSON.stringify(next.settings), secrets: seal(key, id, revealed), updated_at: new Date(now).toISOString() };
      await tx.db
        .insertInto('agency_settings')
        .values({ agency_id: id, ...row })
        .onConflict((conflict) => conflict.column('agency_id').doUpdateSet(row))
        .execute();
      return { before, after: await readAgencyIn(tx, id, key) };
    }),
  ).catch(takenMeanwhile);
}

export async function listAgencies(database: Database): Promise<AgencyRow[]> {
  const agencies = await database.db.selectFrom('agencies').select(['id', 'slug', 'name', 'status']).orderBy('id').execute();
  const hosts = await database.db.selectFrom('agency_hosts').select(['host', 'agency_id']).orderBy('host').execute();
  return agencies.map((agency) => ({ ...agency, hosts: hosts.filter((host) => host.agency_id === agency.id).map((host) => host.host) }));
}

/** Sets an agency active or disabled (a disabled agency's hosts answer nothing); false when there is no such slug. */
export async function setAgencyStatus(owner: Database, slug: string, status: 'active' | 'disabled'): Promise<boolean> {
  const result = await owner.db.updateTable('agencies').set({ status }).where('slug', '=', slug).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Why `database`'s role cannot keep agencies apart, if it cannot: a superuser, or a role
 * with BYPASSRLS, is not bound by row-level security, FORCE or not.
 */
export async function bypassesRowSecurity(database: Database): Promise<string | undefined> {
  const { rows } = await sql<{ name: string; bypass: boolean }>`
    SELECT current_user AS name, rolsuper OR rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user`.execute(database.db);
  const role = rows[0];
  return role?.bypass
    ? `The role ${role.name} is a superuser or has BYPASSRLS: row-level security does not bind it, so it cannot keep agencies apart. Use the tables' owner or the server's role (docs/deploy.md).`
    : undefined;
}

/** The active agency a host belongs to, if any: an exact match of the normalised host, never a default. */
export async function agencyOfHost(database: Database, host: string | undefined): Promise<number | undefined> {
  const normal = normalHost(host);
  if (!normal) return undefined;
  const row = await database.db
    .selectFrom('agency_hosts')
    .innerJoin('agencies', 'agencies.id', 'agency_hosts.agency_id')
    .select('agencies.id')
    .where('agency_hosts.host', '=', normal)
    .where('agencies.status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}

/**
 * How long a host's agency is kept before a request for it reads the registry again: a
 * host added, moved or disabled (`npm run agency`) takes effect on every instance within
 * it. A host no agency has is not kept: a new agency answers at once, and a stranger's
 * made-up hosts fill no memory.
 */
export const HOST_TTL_MS = 5_000;

/** agencyOfHost, kept HOST_TTL_MS per host: one registry read per host and instance every few seconds, not one per request. */
export function agencyOfHostKept(database: Database): (host: string | undefined) => Promise<number | undefined> {
  const cache = new TtlCache<string, number | undefined>((host) => agencyOfHost(database, host), { ttlMs: HOST_TTL_MS, keeps: (agency) => agency !== undefined });
  return (host) => {
    const normal = normalHost(host);
    return normal ? cache.load(normal) : Promise.resolve(undefined);
  };
}
