// `npm run agency -- set|show` on a PostgreSQL as a deployment of many agencies has it (the
// tables' owner, the server's role owning nothing), with a server running on it in the
// many-agency mode: what `set` changes is what the server reads of the agency when its copy
// expires (read as it reads it, as its role), and a running instance answers with it once its
// copy has expired, without a restart; what `set` refuses leaves every row as it was; the
// first agency of a database made for one becomes the first of many. The sysadmin's own runs
// are the command as a child process; the table-driven cases call the same command in this
// process.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantDatabase, type TenantPostgres } from '../../testing/postgres.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import { inAgency } from '../db/agency-scope.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { postgresDatabase } from '../db/postgres.ts';
import { seedDatabase } from '../seed/seed.ts';
import { TAKES_EFFECT, agencyCommand } from './agency-command.ts';
import { type AgencyOverlay, readAgencyOverlay } from './agency-settings.ts';
import { agenciesOf } from './agency-work.ts';
import { readAgency } from './registry.ts';
import { secretsKey } from './sealed.ts';

const KEY_HEX = 'cd'.repeat(32);
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));

let created: TenantPostgres;
let server: TestServer;
let owner: Database;

const environment = () => ({ DATABASE_OWNER_URL: created.ownerUrl, AGENCY_SECRETS_KEY: KEY_HEX });

/** The command run in this process: what it printed. */
async function agency(...argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await agencyCommand(argv, environment(), (line) => lines.push(line));
  return lines;
}

/** The command as a sysadmin runs it: `npm run agency -- …` is tsx on cli.ts. */
async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...argv], { cwd: root, env: { ...process.env, ...environment() } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** What the running instance reads of the agency's settings when its copy expires: as it reads them, as its role, with its own as the fallback. */
const seen = async <K extends keyof AgencyOverlay>(id: number, key: K) => (await readAgencyOverlay(server.app.database, secretsKey(KEY_HEX), id, server.app.settings))[key];

const statusOn = async (host: string) => (await server.app.inject({ method: 'GET', url: '/api/v1/properties?lang=nl', headers: { host } })).statusCode;

/** Every row that says what the agency is, as stored: what a refused change must leave as it was. */
async function stored(slug: string) {
  const row = await owner.db.selectFrom('agencies').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const hosts = await owner.db.selectFrom('agency_hosts').selectAll().where('agency_id', '=', row.id).orderBy('host').execute();
  const settings = await inAgency(row.id, () => owner.db.selectFrom('agency_settings').selectAll().executeTakeFirst());
  return { row, hosts, settings };
}

const idOf = async (slug: string) => (await stored(slug)).row.id;

beforeAll(async () => {
  created = await createTenantDatabase();
  // a deployment of one agency: migrated by its owner, its rows the migration's agency 1's
  const single = await openDatabase({ dataDir: '', url: created.ownerUrl });
  try {
    await seedDatabase(single);
  } finally {
    await single.close();
  }
  // later served as the first of many
  server = await startServer({ databaseUrl: created.url, databaseOwnerUrl: created.ownerUrl, agencies: 'database', agencySecretsKey: KEY_HEX, seed: false, publicUrl: 'https://www.process.example' });
  owner = postgresDatabase(created.ownerUrl, { onlyAgency: null });
  await agency('add', '--slug', 'dupont', '--name', 'Immo Dupont', '--site-host', 'dupont.test', '--public-url', 'https://www.dupont.example', '--sender', 'info@dupont.example');
  await agency('add', '--slug', 'other', '--name', 'Other', '--site-host', 'other.test', '--api-host', 'api.other.test', '--public-url', 'https://www.other.example', '--sender', 'info@other.example');
}, 600_000);

afterAll(async () => {
  await Promise.all([server?.close(), owner?.close()]);
  await created?.drop();
});

describe('npm run agency -- set', () => {
  it('turns the migration’s agency 1 of a database made for one into the first of many, by its host, with its rows', async () => {
    const before = await cli('show', 'default');
    expect(before.code).toBe(0);
    expect(before.stdout).toContain('agency 1: default, active');
    expect(before.stdout).toContain('Not served: it has no host.');
    expect(before.stdout).toContain('Not served: it has no settings.');
    expect(await agenciesOf(server.app.database, true).active()).not.toContain(1);
    // settings alone are refused: it would still be found by no host
    const hostless = await cli('set', 'default', '--public-url', 'https://www.first.example', '--sender', 'info@first.example');
    expect({ code: hostless.code, stderr: hostless.stderr.trim() }).toEqual({ code: 1, stderr: 'An agency needs at least one host: it is found by the host a request is for.' });
    const nameOnly = await cli('set', 'default', '--name', 'First');
    expect(nameOnly.stderr).toMatch(/^default has no settings yet .*--public-url and --sender at least/);

    const made = await cli(
      'set',
      'default',
      '--slug',
      'first',
      '--name',
      'First Agency',
      '--site-host',
      'First.Test',
      '--public-url',
      'https://www.first.example',
      '--sender',
      'info@first.example',
      '--secret',
      'captchaSecret=first-captcha-secret',
    );
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('agency 1: first, ');
    expect(made.stdout).toMatch(/--slug +default → first/);
    expect(made.stdout).toMatch(/--site-host +\+ first\.test/);
    expect(made.stdout).toMatch(/--public-url +\(not set\) → https:\/\/www\.first\.example/);
    expect(made.stdout).toMatch(/--secret +captchaSecret set/);
    expect(made.stdout).toContain(TAKES_EFFECT);
    expect(made.stdout + made.stderr).not.toContain('first-captcha-secret');

    await expect.poll(() => statusOn('first.test')).toBe(200);
    // the listings of the deployment it was are its own
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/properties?lang=nl', headers: { host: 'first.test' } });
    expect((list.json() as { total: number }).total).toBeGreaterThan(0);
    expect(await statusOn('dupont.test')).toBe(200);
    const ofDupont = await server.app.inject({ method: 'GET', url: '/api/v1/properties?lang=nl', headers: { host: 'dupont.test' } });
    expect((ofDupont.json() as { total: number }).total).toBe(0);
    expect(await seen(1, 'publicUrl')).toBe('https://www.first.example');
    expect(await agenciesOf(server.app.database, true).active()).toContain(1);
    const shown = await cli('show', 'first');
    expect(shown.stdout).toMatch(/--secret +captchaSecret \(sealed\)/);
    expect(shown.stdout).not.toContain('Not served');
    expect(shown.stdout).not.toContain('first-captcha-secret');
  });

  it.each<[string, string[], keyof AgencyOverlay, unknown]>([
    ['the public site, and the origins that were its', ['--public-url', 'https://www.dupont-immo.example'], 'allowedOrigins', ['https://www.dupont-immo.example']],
    ['the name', ['--name', 'Immo Dupont & Zonen'], 'agencyName', 'Immo Dupont & Zonen'],
    ['the sender', ['--sender', 'hallo@dupont.example'], 'sender', 'hallo@dupont.example'],
    ['the office’s address', ['--email', 'kantoor@dupont.example'], 'agencyEmail', 'kantoor@dupont.example'],
    ['the office’s address unset: the sender', ['--unset', 'email'], 'agencyEmail', 'hallo@dupont.example'],
    ['the letterhead', ['--address', 'Veldstraat 2, 9000 Gent', '--phone', '09 222 22 22'], 'agencyPhone', '09 222 22 22'],
    ['the languages', ['--languages', 'fr,nl'], 'languages', ['fr', 'nl']],
    ['the notifications’ language', ['--language', 'nl'], 'agencyLanguage', 'nl'],
    ['the origins', ['--origin', 'https://a.dupont.example', '--origin', 'https://b.dupont.example'], 'allowedOrigins', ['https://a.dupont.example', 'https://b.dupont.example']],
    ['the origins unset: the public site’s', ['--unset', 'origin'], 'allowedOrigins', ['https://www.dupont-immo.example']],
    ['the API address', ['--api-url', 'https://api.dupont.example/'], 'apiUrl', 'https://api.dupont.example'],
    ['the API address unset', ['--unset', 'api-url'], 'apiUrl', ''],
    ['the reCAPTCHA pair', ['--recaptcha-site-key', 'dupont-site', '--secret', 'recaptchaSecret=dupont-recaptcha'], 'recaptchaSecret', 'dupont-recaptcha'],
  ])('replaces %s: what a running instance reads when its copy expires', async (_what, options, key, expected) => {
    const id = await idOf('dupont');
    expect(await seen(id, key)).not.toEqual(expected);
    const printed = await agency('set', 'dupont', ...options);
    expect(printed.length).toBeGreaterThan(2);
    expect(printed.at(-1)).toBe(TAKES_EFFECT);
    expect(await seen(id, key)).toEqual(expected);
  });

  it('a running instance answers with the change once its copy of the settings expires, without a restart', async () => {
    // the instance read dupont's settings before the first change (a request on its host); it keeps them TTL_MS
    const robots = async () => (await server.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'dupont.test' } })).body;
    await expect.poll(robots).toContain('Sitemap: https://www.dupont-immo.example/sitemap.xml');
    expect(await agency('set', 'dupont', '--name', 'Immo Dupont & Zonen')).toEqual(['dupont: nothing changed.']);
  });

  it('replaces one secret and keeps the others sealed; unsets one; prints their names only', async () => {
    await agency('set', 'dupont', '--secret', 'captchaSecret=captcha-one', '--secret', 'OMNICASA_PASSWORD=password-one');
    const printed = await agency('set', 'dupont', '--secret', 'recaptchaSecret=recaptcha-two');
    expect(printed.filter((line) => line.includes('--secret'))).toEqual([expect.stringMatching(/--secret +recaptchaSecret replaced$/)]);
    const key = secretsKey(KEY_HEX);
    const opened = (await readAgency(owner, 'dupont', key)).secrets;
    expect(Object.fromEntries(Object.entries(opened).map(([name, secret]) => [name, secret.reveal()]))).toEqual({ recaptchaSecret: 'recaptcha-two', captchaSecret: 'captcha-one', OMNICASA_PASSWORD: 'password-one' });
    const { settings } = await stored('dupont');
    for (const value of ['recaptcha-two', 'captcha-one', 'password-one']) expect(`${settings?.secrets} ${settings?.settings}`).not.toContain(value);

    const removed = await agency('set', 'dupont', '--unset', 'OMNICASA_PASSWORD');
    expect(removed.filter((line) => line.includes('--secret'))).toEqual([expect.stringMatching(/--secret +OMNICASA_PASSWORD removed$/)]);
    expect(Object.keys((await readAgency(owner, 'dupont', key)).secrets).sort()).toEqual(['captchaSecret', 'recaptchaSecret']);
    const shown = (await agency('show', 'dupont')).join('\n');
    expect(shown).toMatch(/--secret +captchaSecret \(sealed\)\n--secret +recaptchaSecret \(sealed\)/);
    for (const value of ['recaptcha-two', 'captcha-one']) expect(shown).not.toContain(value);
  });

  it('replaces one CRM setting and keeps the others; unsets one', async () => {
    await agency('set', 'dupont', '--crm', 'CRM=omnicasa', '--crm', 'OMNICASA_CUSTOMER=dupont-1', '--crm', 'OMNICASA_URL=https://crm.example/one', '--secret', 'OMNICASA_PASSWORD=p2');
    await agency('set', 'dupont', '--crm', 'OMNICASA_CUSTOMER=dupont-2');
    let settings = (await readAgency(owner, 'dupont', secretsKey(KEY_HEX))).settings;
    expect(settings?.crm).toEqual({ CRM: 'omnicasa', OMNICASA_CUSTOMER: 'dupont-2', OMNICASA_URL: 'https://crm.example/one' });
    const id = await idOf('dupont');
    const connection = (await seen(id, 'crm'))?.connection as { customer: string } | undefined;
    expect(connection?.customer).toBe('dupont-2');
    await agency('set', 'dupont', '--unset', 'OMNICASA_URL');
    settings = (await readAgency(owner, 'dupont', secretsKey(KEY_HEX))).settings;
    expect(settings?.crm).toEqual({ CRM: 'omnicasa', OMNICASA_CUSTOMER: 'dupont-2' });
    // without a CRM of its own the agency has none
    await agency('set', 'dupont', '--unset', 'CRM', '--unset', 'OMNICASA_CUSTOMER', '--unset', 'OMNICASA_PASSWORD');
    expect(await seen(id, 'crm')).toBeUndefined();
  });

  it('replaces, adds, moves and removes hosts; a host given up answers nothing, a new one its agency', async () => {
    await agency('set', 'dupont', '--site-host', 'www.dupont.test', '--site-host', 'dupont.test:8080');
    await expect.poll(() => statusOn('dupont.test')).toBe(404);
    expect([await statusOn('www.dupont.test'), await statusOn('dupont.test:8080')]).toEqual([200, 200]);
    await agency('set', 'dupont', '--add-api-host', 'API.Dupont.Test.', '--remove-host', 'dupont.test:8080');
    let record = await readAgency(owner, 'dupont', secretsKey(KEY_HEX));
    expect([record.siteHosts, record.apiHosts]).toEqual([['www.dupont.test'], ['api.dupont.test']]);
    // from API host to site host
    await agency('set', 'dupont', '--remove-host', 'api.dupont.test', '--add-site-host', 'api.dupont.test');
    record = await readAgency(owner, 'dupont', secretsKey(KEY_HEX));
    expect([record.siteHosts, record.apiHosts]).toEqual([['api.dupont.test', 'www.dupont.test'], []]);
    await expect.poll(() => statusOn('dupont.test:8080')).toBe(404);
    expect(await statusOn('api.dupont.test')).toBe(200);
  });

  it.each<[string, string[], RegExp]>([
    ['a public site that is no address', ['--public-url', 'www.dupont.example'], /^publicUrl of agency \d+ must be an absolute http\(s\) address/],
    ['a public site of another scheme', ['--public-url', 'ftp://www.dupont.example'], /^publicUrl of agency \d+ must be an http\(s\) address/],
    ['an API address with a query', ['--api-url', 'https://api.dupont.example/?x=1'], /^apiUrl of agency \d+ must be an http\(s\) address/],
    ['an unknown CRM', ['--crm', 'CRM=nosuch'], /^CRM must be /],
    ['a host of another agency', ['--site-host', 'other.test'], /^other\.test is agency other's: a host belongs to one agency .*--remove-host other\.test\)\. Nothing was written\.$/],
    ['a host of another agency, as written otherwise', ['--add-api-host', 'API.OTHER.TEST:443'], /^api\.other\.test is agency other's/],
    ['a malformed host', ['--add-site-host', 'dupont.test/nl'], /^Not a host name: dupont\.test\/nl$/],
    ['a host twice', ['--site-host', 'x.dupont.test', '--api-host', 'X.dupont.test'], /^A host is listed once/],
    ['no host left', ['--remove-host', 'www.dupont.test', '--remove-host', 'api.dupont.test'], /^An agency needs at least one host/],
    ['a host it does not have removed', ['--remove-host', 'nowhere.test'], /^--remove-host nowhere\.test: not a host of dupont/],
    ['another agency’s slug', ['--slug', 'other'], /^The slug other is agency \d+'s\. Nothing was written\.$/],
    ['a malformed slug', ['--slug', 'Dupont Immo'], /^An agency's slug is lower-case/],
    ['no sender', ['--sender', ''], /^An agency needs a sender/],
    ['no name', ['--name', ' '], /^An agency needs a name/],
    ['a required setting unset', ['--unset', 'public-url'], /^--unset public-url: an agency cannot be without it/],
    ['a setting it does not have unset', ['--unset', 'OMNICASA_NOPE'], /^--unset OMNICASA_NOPE: dupont has no such setting/],
    ['a setting given and unset at once', ['--email', 'x@dupont.example', '--unset', 'email'], /^--unset email and a new email at once/],
    ['hosts replaced and added at once', ['--site-host', 'a.dupont.test', '--add-site-host', 'b.dupont.test'], /^--site-host replaces .* give one or the other\.$/],
    ['an unknown option', ['--colour', 'blue'], /Unknown option '--colour'/],
  ])('refuses %s, and writes nothing', async (_what, options, message) => {
    const before = await stored('dupont');
    const other = await stored('other');
    await expect(agency('set', 'dupont', ...options)).rejects.toThrow(message);
    expect(await stored('dupont')).toEqual(before);
    expect(await stored('other')).toEqual(other);
  });

  it('refuses, as the sysadmin runs it, with the message and nothing written; an unknown agency is said so', async () => {
    const before = await stored('dupont');
    const refused = await cli('set', 'dupont', '--public-url', 'mailto:info@dupont.example', '--secret', 'captchaSecret=never-printed');
    expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^publicUrl of agency \d+ must be an http\(s\) address/);
    expect(refused.stderr).not.toContain('never-printed');
    expect(await stored('dupont')).toEqual(before);
    const unknown = await cli('set', 'nobody', '--name', 'Nobody');
    expect({ code: unknown.code, stderr: unknown.stderr.trim() }).toEqual({ code: 1, stderr: 'No agency nobody (npm run agency -- list says which there are).' });
  });

  it('add refuses a host another agency has with the same message, and adds nothing', async () => {
    const count = async () => (await owner.db.selectFrom('agencies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const agencies = await count();
    await expect(
      agency('add', '--slug', 'third', '--name', 'Third', '--site-host', 'third.test', '--api-host', 'Other.Test', '--public-url', 'https://www.third.example', '--sender', 'info@third.example'),
    ).rejects.toThrow(/^other\.test is agency other's: a host belongs to one agency/);
    expect(await count()).toBe(agencies);
  });

  it('says so when the secrets do not open with the key it is given, and changes nothing', async () => {
    const before = await stored('dupont');
    const otherKey = { ...environment(), AGENCY_SECRETS_KEY: 'ef'.repeat(32) };
    for (const argv of [['show', 'dupont'], ['set', 'dupont', '--name', 'Dupont']]) {
      await expect(agencyCommand(argv, otherKey, () => undefined)).rejects.toThrow(/^The secrets of agency \d+ do not open with this AGENCY_SECRETS_KEY/);
    }
    expect(await stored('dupont')).toEqual(before);
  });

  it('renames an agency: its slug is what the commands then know it by', async () => {
    const id = await idOf('other');
    expect((await agency('set', 'other', '--slug', 'other-agency')).some((line) => /--slug +other → other-agency/.test(line))).toBe(true);
    expect((await agency('show', 'other-agency'))[0]).toBe(`agency ${id}: other-agency, active`);
    await expect(agency('show', 'other')).rejects.toThrow(/^No agency other /);
  });
});
