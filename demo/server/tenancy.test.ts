// Two agencies on one PostgreSQL (AGENCIES=database), the server working as a role that
// owns nothing: a request is its host's agency's, and whatever else it brings (the other
// agency's host in X-Forwarded-Host, its origin, its session, its ids) nothing of the other
// agency comes back or changes. Every route the server has is called (listed from the
// Fastify instance, so a new route is called too), with agency A's host and B's ids,
// cookies and origin; B's rows, outbox and queue are compared before and after.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../core/api/captcha.ts';
import type { CaptchaChallenge } from '../../core/api/contract.ts';
import { createTenantDatabase, createTestDatabase, type TenantPostgres } from '../testing/postgres.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { inAgency } from './db/agency-scope.ts';
import type { Database } from './db/database.ts';
import { postgresDatabase } from './db/postgres.ts';
import { OWNERS } from './seed/owners.ts';
import { B_MARK, seedDemoAgencies } from './tenancy/demo.ts';
import { validForms } from '../testing/fixtures.ts';
import { Secret } from './crm/secret.ts';
import { ADMIN_TOKEN_SECRET, inPreparedAgency, prepareAgency } from './tenancy/agency-settings.ts';
import { addAgency, changeAgency, listAgencies, setAgencyStatus } from './tenancy/registry.ts';
import { secretsKey } from './tenancy/sealed.ts';

const HOST_A = 'agency-a.test';
const HOST_B = 'agency-b.test';
// each agency's public site is not its API's host: what a link starts with comes from its settings, not from the request
const SITE_A = 'https://www.agency-a.example';
const SITE_B = 'https://www.agency-b.example';
const KEY_HEX = 'ab'.repeat(32);
const ADMIN_TOKEN = 'tenancy-admin';
const OWNER = OWNERS[0]!;

let created: TenantPostgres;
let server: TestServer;
let owner: Database;
let agencies: { a: number; b: number };

interface Route {
  method: string;
  url: string;
}

/** The routes of the instance, from printRoutes' tree: each path with its methods (HEAD is GET's). */
function routesOf(app: FastifyInstance): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') found.push({ method, path: stack.join('') });
  }
  return found;
}

/** Each route with B's ids in its parameters: one call per id B has of that kind. */
async function callsWithIdsOf(agency: number): Promise<Route[]> {
  const ofB = (query: (db: Database['db']) => Promise<{ id: unknown }[]>) => inAgency(agency, () => query(owner.db));
  const ids = {
    property: await ofB((db) => db.selectFrom('properties').select('id').orderBy('id').limit(2).execute()),
    project: await ofB((db) => db.selectFrom('projects').select('id').orderBy('id').limit(1).execute()),
    testimonial: await ofB((db) => db.selectFrom('testimonials').select('id').limit(1).execute()),
    appointment: await ofB((db) => db.selectFrom('appointments').select('id').limit(1).execute()),
    job: await ofB((db) => db.selectFrom('delivery_jobs').select('id').limit(1).execute()),
    mail: await ofB((db) => db.selectFrom('outbox').select('id').limit(1).execute()),
    upload: await ofB((db) => db.selectFrom('uploads').select('stored_name as id').limit(1).execute()),
  };
  const values: Record<string, string[]> = {
    id: [...ids.property, ...ids.project, ...ids.testimonial, ...ids.appointment, ...ids.job].map((row) => String(row.id)),
    kind: ['contact', 'documents', 'job'],
    token: ['b-token'],
    frequency: ['daily'],
    file: ids.upload.map((row) => String(row.id)).concat('x.pdf'),
    mail: ids.mail.map((row) => String(row.id)).concat('1'),
    position: ['0'],
    folder: ['property-list'],
    index: ['1'],
    tag: ['agency-property-list'],
  };
  const calls: Route[] = [];
  for (const { method, path } of routesOf(server.app)) {
    let urls = [path.replace(/\*$/, 'nl/')];
    for (const [name, options] of Object.entries(values)) {
      if (!urls[0]!.includes(`:${name}`)) continue;
      urls = urls.flatMap((url) => options.map((value) => url.replace(`:${name}`, encodeURIComponent(value))));
    }
    for (const url of urls) calls.push({ method, url });
  }
  return calls;
}

/** Every row of every table of B's, as digests: what no request to A may change. */
async function rowsOf(agency: number): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'agency_id'
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname NOT IN ('agencies', 'agency_hosts')
    ORDER BY 1`.execute(owner.db);
  const digests: Record<string, string> = {};
  await inAgency(agency, async () => {
    for (const { name } of tables) {
      const { rows } = await sql<{ n: number; digest: string | null }>`
        SELECT count(*)::int AS n, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS digest FROM ${sql.table(name)} t`.execute(owner.db);
      digests[name] = `${rows[0]!.n}:${rows[0]!.digest ?? ''}`;
    }
  });
  return digests;
}

async function login(host: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/v1/owner/session', headers: { host }, payload: { username: OWNER.username, password: OWNER.password } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

const TENANT_SETTINGS = () => ({ databaseUrl: created.url, databaseOwnerUrl: created.ownerUrl, agencies: 'database' as const, agencySecretsKey: KEY_HEX, seed: false, publicUrl: 'https://www.process.example', agencyName: 'Process Agency' });

beforeAll(async () => {
  created = await createTenantDatabase();
  server = await startServer({ ...TENANT_SETTINGS(), adminToken: ADMIN_TOKEN, captcha: 'altcha', captchaCost: 10, captchaCounterMin: 20, captchaCounterMax: 200 });
  owner = postgresDatabase(created.ownerUrl, { onlyAgency: null });
  agencies = await seedDemoAgencies(owner, secretsKey(KEY_HEX), { a: HOST_A, b: HOST_B, publicUrls: { a: SITE_A, b: SITE_B } });
}, 600_000);

afterAll(async () => {
  await Promise.all([server?.close(), owner?.close()]);
  await created?.drop();
});

describe('two agencies on one PostgreSQL, each request its host’s agency’s', () => {
  it('each host answers its own agency’s listings; an unknown host answers nothing', async () => {
    const list = (host: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: '/api/v1/properties?lang=nl', headers: { host, ...headers } });
    const a = await list(HOST_A);
    const b = await list(HOST_B);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).not.toContain(B_MARK);
    expect(b.body).toContain(B_MARK);
    // the host is matched exactly, whatever the case or the scheme's own port; X-Forwarded-Host is not trusted
    expect((await list('AGENCY-B.test:80')).body).toContain(B_MARK);
    expect((await list(HOST_A, { 'x-forwarded-host': HOST_B })).body).not.toContain(B_MARK);
    // the include endpoint and the site's pages, rendered for the host's agency (a rendering kept for one is not the other's)
    for (const url of ['/render/page?url=%2Fnl%2Fte-koop%2F', '/nl/te-koop/']) {
      const ofB = await server.app.inject({ method: 'GET', url, headers: { host: HOST_B } });
      const ofA = await server.app.inject({ method: 'GET', url, headers: { host: HOST_A } });
      expect({ url, a: ofA.statusCode, b: ofB.statusCode }).toEqual({ url, a: 200, b: 200 });
      expect({ url, shows: ofB.body.includes(B_MARK) }).toEqual({ url, shows: true });
      expect({ url, shows: ofA.body.includes(B_MARK) }).toEqual({ url, shows: false });
    }
    // renders of both agencies at once, more than render at a time: one that waited is its own agency's, whichever render it followed
    const burst = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const host = index % 2 ? HOST_B : HOST_A;
        const answer = await server.app.inject({ method: 'GET', url: `/render/page?url=${encodeURIComponent(`/nl/te-koop/?burst=${index}`)}`, headers: { host } });
        return { index, status: answer.statusCode, shows: answer.body.includes(B_MARK) };
      }),
    );
    expect(burst.filter((each) => each.status !== 503)).toEqual(burst.filter((each) => each.status !== 503).map(({ index }) => ({ index, status: 200, shows: index % 2 === 1 })));
    expect(burst.filter((each) => each.status === 200).length, 'renders that waited for their turn').toBeGreaterThan(2);
    for (const host of ['unknown.test', 'agency-a.test.evil.example', 'b.test', '127.0.0.1', `${HOST_A}:8080`]) {
      const answer = await list(host);
      expect({ host, status: answer.statusCode }).toEqual({ host, status: 404 });
      expect(answer.json()).toEqual({ error: 'not_found' });
    }
  });

  it('every route called on A’s host with B’s ids, B’s session, B’s host forwarded and B’s origin returns, changes and mails nothing of B’s', async () => {
    const bSession = await login(HOST_B);
    const aSession = await login(HOST_A);
    const calls = await callsWithIdsOf(agencies.b);
    expect(calls.length).toBeGreaterThan(60);
    const before = await rowsOf(agencies.b);
    const problems: string[] = [];
    for (const cookie of [bSession, aSession]) {
      for (const { method, url } of calls) {
        const response = await server.app.inject({
          method: method as 'GET',
          url,
          headers: {
            host: HOST_A,
            'x-forwarded-host': HOST_B,
            origin: `http://${HOST_B}`,
            cookie,
            authorization: `Bearer ${ADMIN_TOKEN}`,
            'idempotency-key': 'b-key-0001',
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
        if (response.statusCode >= 500) problems.push(`${method} ${url}: ${response.statusCode}`);
        if (response.rawPayload.includes(B_MARK)) problems.push(`${method} ${url}: shows B's listing`);
        if (response.headers['access-control-allow-origin']) problems.push(`${method} ${url}: lets B's origin read it`);
      }
    }
    expect(problems).toEqual([]);
    expect(await rowsOf(agencies.b)).toEqual(before);
  }, 600_000);

  it('a session of one agency is worthless on the other’s host', async () => {
    const aSession = await login(HOST_A);
    const asOwner = (host: string) => server.app.inject({ method: 'GET', url: '/api/v1/owner/properties', headers: { host, cookie: aSession } });
    expect((await asOwner(HOST_A)).statusCode).toBe(200);
    expect((await asOwner(HOST_B)).statusCode).toBe(401);
  });

  it('a captcha solved for one agency’s site is worthless on the other’s', async () => {
    const challenge = await server.app.inject({ method: 'GET', url: '/api/v1/captcha', headers: { host: HOST_A } });
    const captcha = await solveCaptcha(challenge.json() as CaptchaChallenge);
    const signUp = (host: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/requests/newsletter', headers: { host, 'content-type': 'application/json' }, payload: { email: 'reader@example.be', captcha } });
    const onB = await signUp(HOST_B);
    expect([onB.statusCode, onB.json()]).toEqual([422, { error: 'validation', fields: { captcha: 'validation.captchaInvalid' } }]);
    expect((await signUp(HOST_A)).statusCode).toBe(201);
  });

  it('every route on a host of no agency answers 404 and reaches no route, but the health check a balancer asks by address', async () => {
    const before = await rowsOf(agencies.a);
    for (const { method, path } of routesOf(server.app)) {
      if (path === '/api/v1/health') continue;
      const response = await server.app.inject({ method: method as 'GET', url: path.replace(/:(\w+)/g, '1').replace(/\*$/, 'nl/'), headers: { host: 'unknown.test' } });
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 404 });
    }
    expect(await rowsOf(agencies.a)).toEqual(before);
    const health = await server.app.inject({ url: '/api/v1/health', headers: { host: '10.0.0.7:4173' } });
    expect({ status: health.statusCode, body: health.json() }).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('a server that would work as a role row-level security does not bind refuses to start', async () => {
    const superuser = await createTestDatabase();
    try {
      await expect(startServer({ databaseUrl: superuser.url, agencies: 'database', seed: false })).rejects.toThrow(/BYPASSRLS/);
    } finally {
      await superuser.drop();
    }
  });

  it('a disabled agency’s hosts answer nothing once the host kept for it expires, until it is active again', async () => {
    const list = async () => (await server.app.inject({ method: 'GET', url: '/api/v1/properties', headers: { host: HOST_B } })).statusCode;
    expect(await list()).toBe(200);
    expect(await setAgencyStatus(owner, 'agency-b', 'disabled')).toBe(true);
    try {
      await expect.poll(list, { interval: 200 }).toBe(404);
      expect(await listAgencies(owner)).toEqual(expect.arrayContaining([{ id: agencies.b, slug: 'agency-b', name: 'Agency B', status: 'disabled', hosts: [HOST_B] }]));
    } finally {
      await setAgencyStatus(owner, 'agency-b', 'active');
    }
    // a host no agency answers for is not kept: active again, it answers at the next request
    expect(await list()).toBe(200);
  });

  it('an agency’s own admin token opens its back office only, where the environment’s then opens it no more', async () => {
    const admin = async (host: string, token: string) =>
      (await server.app.inject({ method: 'GET', url: '/api/v1/admin/deliveries/failed', headers: { host, authorization: `Bearer ${token}` } })).statusCode;
    const OWN = 'agency-b-back-office';
    const withToken = (token: string | undefined) =>
      changeAgency(
        owner,
        'agency-b',
        ({ settings, secrets: { [ADMIN_TOKEN_SECRET]: _, ...others }, ...rest }) => ({ ...rest, settings: settings!, secrets: token ? { ...others, [ADMIN_TOKEN_SECRET]: new Secret(token) } : others }),
        secretsKey(KEY_HEX),
      );
    const calls = async () => ({ bOwn: await admin(HOST_B, OWN), bEnvironment: await admin(HOST_B, ADMIN_TOKEN), aWithB: await admin(HOST_A, OWN), aEnvironment: await admin(HOST_A, ADMIN_TOKEN) });
    expect(await calls()).toEqual({ bOwn: 404, bEnvironment: 200, aWithB: 404, aEnvironment: 200 });
    await withToken(OWN);
    try {
      // the settings are kept a while: this instance reads them again now, as it would within TTL_MS
      server.app.agencySettings.forget(agencies.b);
      expect(await calls()).toEqual({ bOwn: 200, bEnvironment: 404, aWithB: 404, aEnvironment: 200 });
    } finally {
      await withToken(undefined);
      server.app.agencySettings.forget(agencies.b);
    }
    expect(await calls()).toEqual({ bOwn: 404, bEnvironment: 200, aWithB: 404, aEnvironment: 200 });
  });
});

/** The mails of an agency's outbox written since `after` (its id), as the owner sees them in its scope. */
async function mailsOf(agency: number, after = 0) {
  return inAgency(agency, () =>
    owner.db.selectFrom('outbox').select(['id', 'kind', 'language', 'sender', 'recipient', 'text', 'html']).where('id', '>', after).orderBy('id').execute(),
  );
}

const lastMail = async (agency: number) => Number((await inAgency(agency, () => owner.db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst()))?.id ?? 0);

/** A solved captcha of the host's agency. */
async function captchaOn(host: string): Promise<string> {
  const challenge = await server.app.inject({ method: 'GET', url: '/api/v1/captcha', headers: { host } });
  return solveCaptcha(challenge.json() as CaptchaChallenge);
}

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]);

describe('each agency’s own settings in what the server answers for it', () => {
  it('a visit request on B’s host mails from B’s sender, with B’s name and links to B’s site only', async () => {
    const property = await inAgency(agencies.b, () => owner.db.selectFrom('properties').select('id').orderBy('id').executeTakeFirstOrThrow());
    const forms = validForms({ sale: Number(property.id), rent: Number(property.id) });
    const [beforeA, beforeB] = [await lastMail(agencies.a), await lastMail(agencies.b)];
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/requests/visit',
      headers: { host: HOST_B, 'content-type': 'application/json', 'accept-language': 'nl' },
      payload: { ...forms.visit, captcha: await captchaOn(HOST_B) },
    });
    expect(response.statusCode).toBe(201);
    const mails = await mailsOf(agencies.b, beforeB);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([forms.visit.email, 'office@agency-b.example'].sort());
    for (const mail of mails) {
      expect({ kind: mail.kind, sender: mail.sender }).toEqual({ kind: mail.kind, sender: 'Agency B <info@agency-b.example>' });
      const links = linksIn(`${mail.text}\n${mail.html}`).filter((link) => !link.startsWith('http://www.w3.org/'));
      expect({ kind: mail.kind, strangers: links.filter((link) => !link.startsWith(`${SITE_B}/`)) }).toEqual({ kind: mail.kind, strangers: [] });
      expect(`${mail.text}${mail.html}`).not.toMatch(/Agency A|agency-a|Process Agency|process\.example|agency-b\.test/);
    }
    expect(mails.some((mail) => linksIn(mail.text).length > 0)).toBe(true);
    expect(mails.some((mail) => mail.text.includes('Agency B'))).toBe(true);
    // B writes to its office in French, whatever the visitor's language
    expect(mails.find((mail) => mail.recipient === 'office@agency-b.example')?.language).toBe('fr');
    expect(await lastMail(agencies.a)).toBe(beforeA);
  });

  it('the include endpoint and the sitemap on B’s host write B’s addresses, in B’s languages', async () => {
    const include = await server.app.inject({ method: 'GET', url: '/render/page?url=%2Fnl%2Fte-koop%2F', headers: { host: HOST_B } });
    expect(include.statusCode).toBe(200);
    const addresses = linksIn(include.body).filter((link) => /^https?:\/\/www\.|agency|process/.test(link) && !link.includes('schema.org'));
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((link) => !link.startsWith(`${SITE_B}/`) && !link.startsWith(`http://${HOST_B}/`))).toEqual([]);
    const { head } = include.json() as { head: string };
    expect(head).toContain(`<link rel="canonical" href="${SITE_B}/nl/te-koop/">`);
    expect(head).toContain(`hreflang="fr" href="${SITE_B}/fr/a-vendre/"`);
    expect({ german: head.includes('hreflang="de"'), english: head.includes('hreflang="en"') }).toEqual({ german: false, english: false });

    const sitemap = await server.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST_B } });
    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((loc) => !loc.startsWith(`${SITE_B}/nl/`) && !loc.startsWith(`${SITE_B}/fr/`))).toEqual([]);
    const ofA = await server.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST_A } });
    expect(ofA.body).toContain(`<loc>${SITE_A}/de/zu-verkaufen/</loc>`);
    expect(ofA.body).not.toContain(SITE_B);
    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: HOST_B } });
    expect(robots.body).toContain(`Sitemap: ${SITE_B}/sitemap.xml`);
  });

  it.each([
    [HOST_A, SITE_A, true],
    [HOST_A, SITE_B, false],
    [HOST_B, SITE_B, true],
    [HOST_B, SITE_A, false],
    [HOST_A, 'https://www.process.example', false],
  ])('CORS on %s lets %s read the API: %s', async (host, origin, allowed) => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/owner/session',
      headers: { host, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect({ allowOrigin: preflight.headers['access-control-allow-origin'], credentials: preflight.headers['access-control-allow-credentials'] }).toEqual(
      allowed ? { allowOrigin: origin, credentials: 'true' } : { allowOrigin: undefined, credentials: undefined },
    );
    if (allowed) expect(preflight.statusCode).toBe(204);
  });

  it('a language B does not offer is no language on B’s host, as an unknown one is; A offers it', async () => {
    const answer = async (host: string, query: string) => (await server.app.inject({ method: 'GET', url: `/api/v1/properties?${query}`, headers: { host } })).body;
    expect(await answer(HOST_B, 'lang=de')).toBe(await answer(HOST_B, 'lang=xx'));
    expect(await answer(HOST_A, 'lang=de')).not.toBe(await answer(HOST_A, 'lang=xx'));
    // its pages in that language are no pages of its site, on the include endpoint and the site alike
    for (const url of ['/render/page?url=%2Fde%2Fzu-verkaufen%2F', '/de/zu-verkaufen/']) {
      const onB = await server.app.inject({ method: 'GET', url, headers: { host: HOST_B } });
      const onA = await server.app.inject({ method: 'GET', url, headers: { host: HOST_A } });
      expect({ url, a: onA.statusCode, b: onB.statusCode }).toEqual({ url, a: 200, b: 404 });
    }
    // a visitor who reads German gets B's mail in B's own language
    const before = await lastMail(agencies.b);
    const signUp = await server.app.inject({
      method: 'POST',
      url: '/api/v1/requests/newsletter',
      headers: { host: HOST_B, 'content-type': 'application/json', 'accept-language': 'de' },
      payload: { email: 'leser@example.de', captcha: await captchaOn(HOST_B) },
    });
    expect(signUp.statusCode).toBe(201);
    const mails = await mailsOf(agencies.b, before);
    expect(mails.filter((mail) => mail.recipient === 'leser@example.de').map((mail) => mail.language)).toEqual(['fr']);
  });

  it('each agency’s reCAPTCHA site key is its own', async () => {
    const recaptcha = await startServer({ ...TENANT_SETTINGS(), captcha: 'recaptcha', recaptchaSiteKey: 'process-site-key', recaptchaSecret: 'process-secret' });
    try {
      const siteKey = async (host: string) => (await recaptcha.app.inject({ method: 'GET', url: '/api/v1/captcha', headers: { host } })).json();
      expect(await siteKey(HOST_A)).toEqual({ provider: 'recaptcha', siteKey: 'agency-a-recaptcha-site-key' });
      expect(await siteKey(HOST_B)).toEqual({ provider: 'recaptcha', siteKey: 'agency-b-recaptcha-site-key' });
    } finally {
      await recaptcha.close();
    }
  });

  it('work in B’s scope builds its CRM client with B’s credentials, and reads nothing of an agency it did not prepare', async () => {
    const { app } = server;
    await prepareAgency(app, agencies.b);
    expect(inAgency(agencies.b, () => [app.settings.publicUrl, app.settings.sender, app.settings.crm])).toEqual([SITE_B, 'info@agency-b.example', undefined]);
    expect([app.settings.publicUrl, app.settings.agencyName]).toEqual(['https://www.process.example', 'Process Agency']);
    // an agency with a CRM of its own: its connector's settings, its sealed password
    const id = await addAgency(
      owner,
      {
        slug: 'agency-crm',
        name: 'Agency CRM',
        siteHosts: ['agency-crm.test'],
        apiHosts: [],
        settings: { publicUrl: 'https://www.agency-crm.example', allowedOrigins: [], sender: 'info@agency-crm.example', languages: ['nl'], crm: { CRM: 'omnicasa', OMNICASA_CUSTOMER: 'crm-customer' } },
        secrets: { OMNICASA_PASSWORD: 'crm-password' },
      },
      secretsKey(KEY_HEX),
    );
    expect(() => inAgency(id, () => app.settings.crm)).toThrow(/not loaded/);
    const connection = await inPreparedAgency(app, id, async () => app.settings.crm?.connection as { customer: string; password: Secret });
    expect([connection.customer, connection.password.reveal()]).toEqual(['crm-customer', 'crm-password']);
    const sealed = await inAgency(id, () => owner.db.selectFrom('agency_settings').select('secrets').executeTakeFirstOrThrow());
    expect(sealed.secrets).not.toContain('crm-password');
  });
});
