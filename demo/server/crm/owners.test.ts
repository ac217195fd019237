// The owner portal on the CRM's accounts (CRM=omnicasa, over the fake): an owner logs in
// with the CRM's address and password, sees the properties the CRM relates to them, the
// CRM's statistics and history (asked once every few minutes), and has the CRM mail the
// password reminder; the sessions, the origin check and the login limits stay the
// server's own, and the CRM's credentials show nowhere.
import { CRM_RETRY_AFTER } from './owners.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerHistoryRow, OwnerProperty, OwnerStatistics } from '../../../core/api/contract.ts';
import { FIRST_PROPERTY_ID, OWNER } from '../../fake-omnicasa/catalogue.ts';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../fake-omnicasa/server.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import { LOGIN_LIMIT_PER_ACCOUNT } from '../owner/rate-limit.ts';
import { OWNER_CACHE_MS } from './omnicasa/owners.ts';
import { crmSettingsFromEnv } from './settings.ts';

const PASSWORD = 'Crm-Wachtwoord-31';
let fake: FakeOmnicasa;
let server: TestServer;
let dataDir: string;
let clock = Date.now();

beforeAll(async () => {
  fake = await startFakeOmnicasa({ properties: 12, password: PASSWORD });
  dataDir = mkdtempSync(join(tmpdir(), 'agency-owners-'));
  const crm = crmSettingsFromEnv({ CRM: 'omnicasa', OMNICASA_URL: fake.url, OMNICASA_CUSTOMER: 'immo-demo', OMNICASA_PASSWORD: PASSWORD, SYNC_MINUTES: '600' });
  server = await startServer({ seed: false, crm, dataDir, agencyLanguage: 'nl' }, { now: () => clock });
  await server.app.crm!.sync();
  fake.reset();
  // the server's start and a full sync: on a busy machine that takes a while
}, 120_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(username: string, password: string) {
  const response = await server.post('/api/v1/owner/session', { username, password });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!, body: (await response.json()) as Record<string, unknown> };
}
const asOwner = (cookie: string, path: string) => server.call(`/api/v1/owner${path}`, { headers: { Cookie: cookie } });
const OWNED = [FIRST_PROPERTY_ID, FIRST_PROPERTY_ID + 1, FIRST_PROPERTY_ID + 2];

describe('logging in with the CRM account', () => {
  it('CheckPersonLogin says yes: a session of ours, the name and language of the CRM’s person', async () => {
    const { status, cookie, body } = await login(OWNER.Email.toUpperCase(), OWNER.Password);
    expect(status).toBe(200);
    expect(cookie).toMatch(/^agency_owner=/);
    expect(body.owner).toEqual({ ID: OWNER.ID, Username: OWNER.Email, Email: OWNER.Email, FirstName: 'Els', LastName: 'Vermeulen', Language: 'nl' });
    expect(fake.received('CheckPersonLogin')).toEqual([{ Email: OWNER.Email.toUpperCase(), IsProprietors: true }]);
    // the session reads the account the server keeps: no call to the CRM
    fake.resetCalls();
    const session = await asOwner(cookie, '/session');
    expect(session.status).toBe(200);
    expect(fake.calls()).toBe(0);
  });

  it('a wrong password or an unknown person: 401 alike; the limits are ours, and a blocked login does not reach the CRM', async () => {
    const wrong = await login(OWNER.Email, 'not-the-password');
    const unknown = await login('nobody@example.be', 'whatever-password');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(wrong.body);
    for (let attempt = 1; attempt < LOGIN_LIMIT_PER_ACCOUNT; attempt++) await login(OWNER.Email, 'not-the-password');
    fake.resetCalls();
    expect((await login(OWNER.Email, OWNER.Password)).status).toBe(429);
    expect(fake.calls('CheckPersonLogin')).toBe(0);
    await server.app.stores.loginFailures.clear(`owner:${OWNER.ID}`);
    await server.app.stores.loginFailures.clear('ip:127.0.0.1');
  });

  it('a CRM that is away: 503 with when to come back, not a wrong password', async () => {
    fake.down();
    try {
      const answer = await login('someone@example.be', 'a-password-1');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: 'unavailable', retryAfter: CRM_RETRY_AFTER });
    } finally {
      fake.up();
    }
  });
});

describe('the portal on the CRM’s figures', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await login(OWNER.Email, OWNER.Password)).cookie;
    fake.resetCalls();
  });

  it('lists the properties the CRM relates to the owner, from the synced records', async () => {
    const { items } = (await (await asOwner(cookie, '/properties?lang=fr')).json()) as { items: OwnerProperty[] };
    expect(items.map((item) => item.ID).sort()).toEqual(OWNED);
    expect(fake.log().filter((call) => call.endpoint === 'GetRelatedProperties').map((call) => call.params.Email)).toEqual([OWNER.Email]);
    // another owner's, or one the CRM does not relate: 404 as one that does not exist
    expect((await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID + 5}/statistics`)).status).toBe(404);
  });

  it('statistics from the CRM’s counts, asked once for a few minutes', async () => {
    fake.resetCalls();
    const first = (await (await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/statistics`)).json()) as OwnerStatistics;
    expect(first.total).toBeGreaterThan(0);
    expect(first.sources?.length).toBeGreaterThan(0);
    expect(fake.calls('GetManyVisitStatisticsOfProperty')).toBe(1);
    expect(await (await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/statistics`)).json()).toEqual(first);
    expect(fake.calls('GetManyVisitStatisticsOfProperty')).toBe(1);
    clock += OWNER_CACHE_MS + 1;
    await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/statistics`);
    expect(fake.calls('GetManyVisitStatisticsOfProperty')).toBe(2);
  });

  it('history from the four history calls, in the language asked', async () => {
    fake.resetCalls();
    const { items } = (await (await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/history?lang=fr`)).json()) as { items: OwnerHistoryRow[] };
    expect(items.map((item) => item.Type).sort()).toEqual(['calendar', 'calendar', 'communication', 'media', 'source']);
    expect(items.map((item) => item.Subject)).toContainEqual({ fr: 'Visite' });
    expect(fake.calls()).toBe(4);
    await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/history?lang=fr`);
    expect(fake.calls()).toBe(4);
  });

  it('with the CRM away, the owner keeps the last list of properties, and the statistics are what the site counted itself, never an error', async () => {
    clock += OWNER_CACHE_MS + 1;
    fake.down();
    try {
      const response = await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/statistics`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ total: 0 });
      expect((await asOwner(cookie, `/properties/${FIRST_PROPERTY_ID}/history`)).status).toBe(200);
    } finally {
      fake.up();
    }
  });
});

describe('the password reminder', () => {
  it('is the CRM’s own (GetPersonForgetPassword, in the visitor’s language): no reset link of ours', async () => {
    const before = (await server.outbox()).length;
    const response = await server.post('/api/v1/owner/password-reminder?lang=fr', { email: OWNER.Email });
    expect(response.status).toBe(202);
    await expect.poll(() => fake.received('GetPersonForgetPassword')).toEqual([{ Email: OWNER.Email, LanguageId: 2 }]);
    expect((await server.outbox()).length).toBe(before);
    expect(server.count('password_resets')).toBe(0);
  });

  it('answers an address the CRM does not know the same way, and leaves it to the CRM', async () => {
    const response = await server.post('/api/v1/owner/password-reminder', { email: 'nobody@example.be' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'sent' });
  });
});

describe('the CRM’s credentials', () => {
  it('show in no answer of the portal', async () => {
    const { cookie } = await login(OWNER.Email, OWNER.Password);
    fake.down();
    const shown: string[] = [];
    try {
      shown.push(JSON.stringify((await login('x@example.be', 'a-password-1')).body));
    } finally {
      fake.up();
    }
    for (const path of ['/session', '/properties', `/properties/${FIRST_PROPERTY_ID}/statistics`, `/properties/${FIRST_PROPERTY_ID}/history`]) {
      shown.push(await (await asOwner(cookie, path)).text());
    }
    expect(shown.join('\n')).not.toContain(PASSWORD);
    expect(shown.join('\n')).not.toContain(encodeURIComponent(PASSWORD));
  });
});
