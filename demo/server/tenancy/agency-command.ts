/**
 * The commands of `npm run agency` (cli.ts lists them): each given its arguments and the
 * environment, printing what it did line by line; a refusal is thrown, its message what
 * the sysadmin reads. The options that say what an agency is are one list, which `add`
 * takes whole, `set` one by one (each given replaces that setting, the others stay) and
 * `show` prints back, each value beside the option that sets it. No secret's value is
 * ever printed: `show` and `set` name them.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { Secret } from '../crm/secret.ts';
import { inAgency } from '../db/agency-scope.ts';
import { type Database, isPostgresUrl, openDatabase } from '../db/database.ts';
import { seedCalendar } from '../seed/calendar.ts';
import { seedDatabase } from '../seed/seed.ts';
import { type AgencySettings, TTL_MS } from './agency-settings.ts';
import { seedDemoAgencies } from './demo.ts';
import { normalHost } from './hosts.ts';
import { addAgency, type AgencyFields, type AgencyRecord, bypassesRowSecurity, changeAgency, HOST_TTL_MS, listAgencies, readAgency, setAgencyStatus } from './registry.ts';
import { secretsKey } from './sealed.ts';

/** When running instances use a change: they keep what they read a short while, and read it again after. */
export const TAKES_EFFECT = `Running instances use it within ${TTL_MS / 1000} s (an agency's settings) and ${HOST_TTL_MS / 1000} s (which agency a host is), without a restart.`;

type Options = NonNullable<ParseArgsConfig['options']>;

const one = { type: 'string' } as const;
const many = () => ({ type: 'string' as const, multiple: true as const, default: [] as string[] });

/** What says who an agency is: `add` takes them, `set` takes each to replace it. */
const AGENCY_OPTIONS = {
  slug: one,
  name: one,
  'site-host': many(),
  'api-host': many(),
  'public-url': one,
  'api-url': one,
  origin: many(),
  sender: one,
  email: one,
  address: one,
  phone: one,
  languages: one,
  language: one,
  'recaptcha-site-key': one,
  crm: many(),
  secret: many(),
} satisfies Options;

const SET_OPTIONS = {
  ...AGENCY_OPTIONS,
  'add-site-host': many(),
  'add-api-host': many(),
  'remove-host': many(),
  unset: many(),
} satisfies Options;

type AgencyValues = ReturnType<typeof parseArgs<{ options: typeof AGENCY_OPTIONS }>>['values'];
type SetValues = ReturnType<typeof parseArgs<{ options: typeof SET_OPTIONS }>>['values'];

const ALL_LANGUAGES = ['nl', 'fr', 'en', 'de'];

/**
 * Each setting with the option that gives it; `optional`: one `--unset` may name, with
 * what the agency reads without it.
 */
const FIELDS: { option: string; key: Exclude<keyof AgencySettings, 'crm'>; optional?: { fallback?: string } }[] = [
  { option: 'public-url', key: 'publicUrl' },
  { option: 'api-url', key: 'apiUrl', optional: { fallback: 'the public site' } },
  { option: 'origin', key: 'allowedOrigins', optional: { fallback: "the public site's origin" } },
  { option: 'sender', key: 'sender' },
  { option: 'email', key: 'email', optional: { fallback: 'the sender' } },
  { option: 'address', key: 'address', optional: {} },
  { option: 'phone', key: 'phone', optional: {} },
  { option: 'languages', key: 'languages' },
  { option: 'language', key: 'language', optional: { fallback: 'the first of its languages' } },
  { option: 'recaptcha-site-key', key: 'recaptchaSiteKey', optional: { fallback: "the environment's reCAPTCHA pair" } },
];

/** `--crm NAME=value`… as an object. */
function pairs(option: string, list: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    list.map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`--${option} NAME=value, not ${pair.split('=')[0]}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The origin of a URL, none when it is no URL (the settings' check then says what is wrong with it). */
function originOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return undefined;
  }
}

const display = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

/** The agency's settings with the values given: an empty value leaves the setting out, as --unset does. */
function assign(settings: AgencySettings, key: (typeof FIELDS)[number]['key'], value: string | string[] | undefined): void {
  if (value === undefined) return;
  if (value === '' && FIELDS.find((field) => field.key === key)?.optional) delete settings[key];
  else (settings as unknown as Record<string, unknown>)[key] = value;
}

function settingsOf(values: AgencyValues, base: AgencySettings): AgencySettings {
  const settings: AgencySettings = { ...base, allowedOrigins: [...base.allowedOrigins], languages: [...base.languages], ...(base.crm ? { crm: { ...base.crm } } : {}) };
  for (const field of FIELDS) {
    if (field.key === 'allowedOrigins') continue;
    const value = values[field.option as Exclude<keyof AgencyValues, 'origin'>] as string | undefined;
    assign(settings, field.key, field.key === 'languages' ? value?.split(',').map((language) => language.trim()) : value);
  }
  if (values.origin.length > 0) settings.allowedOrigins = [...values.origin];
  else if (values['public-url'] !== undefined) {
    // origins that were the public site's (add's default) follow it; origins given apart, or none (read as the public site's), stay
    const followed = !base.publicUrl || (settings.allowedOrigins.length === 1 && settings.allowedOrigins[0] === originOf(base.publicUrl));
    if (followed) settings.allowedOrigins = [originOf(values['public-url'])].filter((origin) => origin !== undefined);
  }
  const crm = { ...settings.crm, ...pairs('crm', values.crm) };
  if (Object.keys(crm).length > 0) settings.crm = crm;
  return settings;
}

/** `set`: what the agency is to be, from what it is and the options given. */
function editOf(values: SetValues): (current: AgencyRecord) => AgencyFields {
  const given = { secret: pairs('secret', values.secret), crm: pairs('crm', values.crm) };
  const isGiven = (option: string) => {
    const value = (values as Record<string, unknown>)[option];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  };
  for (const name of values.unset) {
    const field = FIELDS.find((entry) => entry.option === name);
    if (field && !field.optional) throw new Error(`--unset ${name}: an agency cannot be without it; give a new one with --${name}.`);
    if ((field && isGiven(name)) || name in given.secret || name in given.crm) throw new Error(`--unset ${name} and a new ${name} at once: give one or the other.`);
  }
  for (const [replace, add] of [
    ['site-host', 'add-site-host'],
    ['api-host', 'add-api-host'],
  ] as const) {
    if (values[replace].length > 0 && values[add].length > 0) throw new Error(`--${replace} replaces the agency's ${replace}s, --${add} adds to them: give one or the other.`);
  }
  return (current) => {
    if (!current.settings && (!values['public-url'] || !values.sender)) {
      throw new Error(
        `${current.slug} has no settings yet (the first agency of a database made for one has none): set gives them as add does, --public-url and --sender at least, and a --site-host.`,
      );
    }
    const settings = settingsOf(values, current.settings ?? { publicUrl: '', allowedOrigins: [], sender: '', languages: ALL_LANGUAGES });
    const secrets: Record<string, Secret> = { ...current.secrets, ...Object.fromEntries(Object.entries(given.secret).map(([name, value]) => [name, new Secret(value)])) };
    for (const name of values.unset) {
      const field = FIELDS.find((entry) => entry.option === name);
      const known = Boolean(field) || (settings.crm !== undefined && name in settings.crm) || name in secrets;
      if (!known) throw new Error(`--unset ${name}: ${current.slug} has no such setting, CRM setting or secret (npm run agency -- show ${current.slug}).`);
      if (field?.key === 'allowedOrigins') settings.allowedOrigins = [];
      else if (field) delete settings[field.key];
      if (settings.crm) delete settings.crm[name];
      delete secrets[name];
    }
    if (settings.crm && Object.keys(settings.crm).length === 0) delete settings.crm;
    // a host moves from one kind to the other by --remove-host then --add-…-host: removed first
    const removed = new Set(values['remove-host'].map((host) => normalHost(host) ?? host));
    const unknown = [...removed].filter((host) => ![...current.siteHosts, ...current.apiHosts].includes(host));
    if (unknown.length > 0) throw new Error(`--remove-host ${unknown.join(', ')}: not a host of ${current.slug} (npm run agency -- show ${current.slug}).`);
    const keep = (hosts: string[]) => hosts.filter((host) => !removed.has(host));
    return {
      slug: values.slug ?? current.slug,
      name: values.name ?? current.name,
      siteHosts: values['site-host'].length > 0 ? values['site-host'] : [...keep(current.siteHosts), ...values['add-site-host']],
      apiHosts: values['api-host'].length > 0 ? values['api-host'] : [...keep(current.apiHosts), ...values['add-api-host']],
      settings,
      secrets,
    };
  };
}

const label = (option: string) => `--${option}`.padEnd(22);

/** `show`: each of the agency's values beside the option that sets it; its secrets by name. */
export function describeAgency(agency: AgencyRecord): string[] {
  const lines = [`agency ${agency.id}: ${agency.slug}, ${agency.status}`, `${label('name')}${agency.name}`];
  for (const host of agency.siteHosts) lines.push(`${label('site-host')}${host}`);
  for (const host of agency.apiHosts) lines.push(`${label('api-host')}${host}`);
  const settings = agency.settings;
  if (settings) {
    for (const field of FIELDS) {
      const value = settings[field.key];
      const absent = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
      const fallback = field.optional?.fallback;
      lines.push(`${label(field.option)}${absent ? `(not set${fallback ? `: ${fallback}` : ''})` : display(value)}`);
    }
    for (const [name, value] of Object.entries(settings.crm ?? {})) lines.push(`${label('crm')}${name}=${value}`);
  }
  for (const name of Object.keys(agency.secrets).sort()) lines.push(`${label('secret')}${name} (sealed)`);
  if (agency.siteHosts.length + agency.apiHosts.length === 0) lines.push('Not served: it has no host. Give it one with set (docs/deploy.md).');
  if (!settings) lines.push('Not served: it has no settings. Give them with set, as add does (docs/deploy.md).');
  if (agency.status === 'disabled') lines.push(`Disabled: its hosts answer 404 (npm run agency -- enable ${agency.slug}).`);
  return lines;
}

/** `set`: what changed, each beside its option; of a secret, whether it was set, replaced or removed, never its value. */
export function changesOf(before: AgencyRecord, after: AgencyRecord): string[] {
  const lines: string[] = [];
  const changed = (option: string, from: unknown, to: unknown) => {
    const text = (value: unknown) => (value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? '(not set)' : display(value));
    if (text(from) !== text(to)) lines.push(`${label(option)}${text(from)} → ${text(to)}`);
  };
  changed('slug', before.slug, after.slug);
  changed('name', before.name, after.name);
  for (const [option, from, to] of [
    ['site-host', before.siteHosts, after.siteHosts],
    ['api-host', before.apiHosts, after.apiHosts],
  ] as const) {
    const added = to.filter((host) => !from.includes(host)).map((host) => `+ ${host}`);
    const removed = from.filter((host) => !to.includes(host)).map((host) => `− ${host}`);
    if (added.length + removed.length > 0) lines.push(`${label(option)}${[...added, ...removed].join(', ')}`);
  }
  for (const field of FIELDS) changed(field.option, before.settings?.[field.key], after.settings?.[field.key]);
  const crmBefore = before.settings?.crm ?? {};
  const crmAfter = after.settings?.crm ?? {};
  for (const name of new Set([...Object.keys(crmBefore), ...Object.keys(crmAfter)])) {
    if (!(name in crmAfter)) lines.push(`${label('crm')}${name} removed`);
    else if (crmBefore[name] !== crmAfter[name]) lines.push(`${label('crm')}${name}=${crmAfter[name]}${name in crmBefore ? ` (was ${crmBefore[name]})` : ''}`);
  }
  for (const name of new Set([...Object.keys(before.secrets), ...Object.keys(after.secrets)])) {
    const from = before.secrets[name];
    const to = after.secrets[name];
    if (!to) lines.push(`${label('secret')}${name} removed`);
    else if (!from) lines.push(`${label('secret')}${name} set`);
    else if (from.reveal() !== to.reveal()) lines.push(`${label('secret')}${name} replaced`);
  }
  return lines;
}

const USAGE = 'npm run agency -- add|set|show|list|disable|enable|demo (demo/server/tenancy/cli.ts says their options)';

/** Runs one command of `npm run agency` (`argv` as after the script's name); a refusal throws, its message for the sysadmin. */
export async function agencyCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  const url = env.DATABASE_OWNER_URL || env.DATABASE_URL;
  if (!isPostgresUrl(url)) throw new Error('Many agencies live in PostgreSQL: set DATABASE_OWNER_URL (or DATABASE_URL) to postgres://… of the tables’ owner.');
  const database = await openDatabase({ dataDir: '', url, onlyAgency: null });
  try {
    const bypass = await bypassesRowSecurity(database);
    if (bypass) throw new Error(bypass);
    await run(database, command, rest, env, print);
  } finally {
    await database.close();
  }
}

async function run(database: Database, command: string | undefined, rest: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<void> {
  const slugOf = (positionals: string[]) => {
    if (positionals.length !== 1) throw new Error(`${command} <slug>: the agency's slug (npm run agency -- list says them).`);
    return positionals[0]!;
  };
  if (command === 'list') {
    for (const agency of await listAgencies(database)) print([agency.id, agency.slug, agency.status, agency.name, agency.hosts.join(' ')].join('\t'));
  } else if (command === 'show') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, options: {} });
    for (const line of describeAgency(await readAgency(database, slugOf(positionals), secretsKey(env.AGENCY_SECRETS_KEY)))) print(line);
  } else if (command === 'disable' || command === 'enable') {
    const slug = rest[0] ?? '';
    if (!(await setAgencyStatus(database, slug, command === 'disable' ? 'disabled' : 'active'))) throw new Error(`No agency ${slug}.`);
    print(`${slug}: ${command === 'disable' ? 'disabled' : 'active'}`);
  } else if (command === 'add') {
    const { values } = parseArgs({ args: rest, options: { ...AGENCY_OPTIONS, seed: { type: 'boolean', default: false } } });
    if (!values.slug || !values.name || !values['public-url'] || !values.sender) throw new Error('add needs --slug, --name, --public-url and --sender (and a --site-host).');
    const settings = settingsOf(values, { publicUrl: '', allowedOrigins: [], sender: '', languages: ALL_LANGUAGES });
    const id = await addAgency(
      database,
      { slug: values.slug, name: values.name, siteHosts: values['site-host'], apiHosts: values['api-host'], settings, secrets: pairs('secret', values.secret) },
      secretsKey(env.AGENCY_SECRETS_KEY),
    );
    if (values.seed) {
      await inAgency(id, async () => {
        await seedDatabase(database);
        await seedCalendar(database, Date.now());
      });
    }
    print(`agency ${id}: ${values.slug}${values.seed ? ', seeded with the demo data' : ''}`);
  } else if (command === 'set') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: SET_OPTIONS });
    const slug = slugOf(positionals);
    const { before, after } = await changeAgency(database, slug, editOf(values), secretsKey(env.AGENCY_SECRETS_KEY));
    const changes = changesOf(before, after);
    if (changes.length === 0) return print(`${slug}: nothing changed.`);
    print(`agency ${after.id}: ${after.slug}, ${changes.length === 1 ? 'one change' : `${changes.length} changes`}`);
    for (const line of changes) print(`  ${line}`);
    print(TAKES_EFFECT);
  } else if (command === 'demo') {
    const { values } = parseArgs({ args: rest, options: { 'host-a': one, 'host-b': one } });
    if (!values['host-a'] || !values['host-b']) throw new Error('demo needs --host-a and --host-b (each agency’s host, e.g. a.localhost:8080).');
    // a container started again finds them made: that is not an error
    const present = (await listAgencies(database)).filter((agency) => agency.slug === 'agency-a' || agency.slug === 'agency-b');
    if (present.length > 0) print(`The demo agencies are there already: ${present.map((agency) => `${agency.slug}: ${agency.id}`).join(', ')}`);
    else {
      const ids = await seedDemoAgencies(database, secretsKey(env.AGENCY_SECRETS_KEY), { a: values['host-a'], b: values['host-b'] });
      print(`agency-a: ${ids.a}, agency-b: ${ids.b}`);
    }
  } else {
    throw new Error(USAGE);
  }
}
