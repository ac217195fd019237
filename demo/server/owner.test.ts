// The owner portal: login by username or e-mail, cookie session, rate limiting,
// own properties only, statistics and history, password reminder and reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../core/api/client-all.ts';
import { ApiError } from '../../core/api/errors.ts';
import { visitSources } from '../../core/owner/sources.ts';
import { visitStatistics } from '../../core/owner/statistics.ts';
import { LOGIN_LIMIT_PER_ACCOUNT } from './owner/rate-limit.ts';
import { OWNERS } from './seed/owners.ts';
import { startServer, type TestServer } from '../testing/server.ts';

const [A, B] = OWNERS as [(typeof OWNERS)[0], (typeof OWNERS)[1]];
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function login(username: string, password: string): Promise<{ status: number; cookie: string; body: unknown }> {
  const response = await server.post('/api/v1/owner/session', { username, password });
  const cookie = response.headers.get('set-cookie') ?? '';
  return { status: response.status, cookie: cookie.split(';')[0]!, body: await response.json() };
}

const asOwner = (cookie: string, path: string) => server.call(`/api/v1/owner${path}`, { headers: { Cookie: cookie } });

describe('POST /owner/session', () => {
  it('logs in by username and by e-mail address, in an httpOnly SameSite cookie on the owner path', async () => {
    const response = await server.post('/api/v1/owner/session', { username: A.username, password: A.password });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/owner/);
    expect(cookie).not.toMatch(/Secure/i);
    const body = await response.json();
    expect(body.owner).toMatchObject({ Username: A.username, Email: A.email, Language: 'nl' });
    expect((await login(A.email.toUpperCase(), A.password)).status).toBe(200);
  });

  it('notifies the agency of the login', async () => {
    await login(B.username, B.password);
    const mail = (await server.outbox()).find((item) => item.kind === 'owner.login' && item.text.includes(B.email));
    expect(mail?.to).toBe(server.app.settings.agencyEmail);
  });

  it('answers 401 invalid_credentials alike for a wrong password and an unknown account', async () => {
    const wrong = await login('jlrenard', 'not-the-password');
    const unknown = await login('nobody@example.be', 'whatever-password');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ error: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 422 with the form messages when fields are missing', async () => {
    const response = await server.post('/api/v1/owner/session', { username: '' });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ username: 'validation.usernameRequired', password: 'validation.passwordRequired' });
  });

  it('rate-limits wrong passwords per account: then even the right one waits', async () => {
    const limited = await startServer();
    try {
      const attempt = (password: string) => limited.post('/api/v1/owner/session', { username: A.username, password });
      for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
      const blocked = await attempt(A.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await blocked.json()).error).toBe('too_many_attempts');
      // another account from the same address is not blocked by A's failures
      expect((await limited.post('/api/v1/owner/session', { username: B.username, password: B.password })).status).toBe(200);
      const error = (await limited.client.owner.login({ username: A.username, password: A.password }).catch((caught: unknown) => caught)) as ApiError;
      expect(error.messageId).toBe('error.tooManyAttempts');
    } finally {
      await limited.close();
    }
  });
});

describe('one count of failed logins per account', () => {
  it.each([
    ['by username, then the right password by e-mail address', 'username', 'email'],
    ['by e-mail address, then the right password by username', 'email', 'username'],
  ] as const)('wrong passwords %s: refused', async (_name, wrongBy, rightBy) => {
    const limited = await startServer();
    try {
      const attempt = (login: string, password: string) => limited.post('/api/v1/owner/session', { username: login, password });
      for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT; i++) expect((await attempt(A[wrongBy], `wrong-${i}`)).status).toBe(401);
      expect((await attempt(A[rightBy], A.password)).status).toBe(429);
      expect((await attempt(A[rightBy].toUpperCase(), A.password)).status).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('the owner data', () => {
  let cookieA: string;
  let cookieB: string;
  let propertiesA: { ID: number; Online: boolean }[];
  let propertiesB: { ID: number }[];

  beforeAll(async () => {
    cookieA = (await login(A.username, A.password)).cookie;
    cookieB = (await login(B.username, B.password)).cookie;
    propertiesA = (await (await asOwner(cookieA, '/properties?lang=nl')).json()).items;
    propertiesB = (await (await asOwner(cookieB, '/properties')).json()).items;
  });

  it('lists the owner’s own properties, offline ones too', async () => {
    expect(propertiesA.length).toBeGreaterThanOrEqual(3);
    expect(propertiesB.length).toBeGreaterThanOrEqual(3);
    expect(propertiesA.some((item) => propertiesB.some((other) => other.ID === item.ID))).toBe(false);
    expect(propertiesA.some((item) => !item.Online)).toBe(true);
  });

  it('gives the statistics of core/owner visitStatistics over 90 days of visits', async () => {
    const id = propertiesA[0]!.ID;
    const response = await asOwner(cookieA, `/properties/${id}/statistics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const statistics = await response.json();
    const visits = server.app.db.prepare('SELECT at, source FROM visits WHERE property_id = ?').all(id) as { at: number; source: string }[];
    expect(statistics.total).toBe(visits.length);
    expect(statistics.total).toBeGreaterThan(90);
    expect(statistics.last30).toHaveLength(30);
    expect(statistics.last30).toEqual(visitStatistics(visits.map((visit) => visit.at)).last30);
    expect(statistics.sources).toEqual(visitSources(visits));
    const website = statistics.sources.find((entry: { source: string }) => entry.source === 'website');
    expect(website.total).toBe(visits.filter((visit) => visit.source === 'website').length);
    expect(statistics.sources.map((entry: { source: string }) => entry.source)).toContain('immoweb');
  });

  it('counts a page view of the public site as a visit from the website', async () => {
    const id = propertiesA.find((item) => item.Online)!.ID;
    const before = (await (await asOwner(cookieA, `/properties/${id}/statistics`)).json()).sources;
    expect((await server.post('/api/v1/visits', { propertyId: id })).status).toBe(204);
    const after = (await (await asOwner(cookieA, `/properties/${id}/statistics`)).json()).sources;
    const websiteOf = (sources: { source: string; total: number }[]) => sources.find((entry) => entry.source === 'website')!.total;
    expect(websiteOf(after)).toBe(websiteOf(before) + 1);
  });

  it('gives the history newest first, with every kind of row and confirmed appointments', async () => {
    const id = propertiesA[0]!.ID;
    const { items } = await (await asOwner(cookieA, `/properties/${id}/history?lang=fr`)).json();
    const dates = items.map((row: { Date: string }) => row.Date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(items.map((row: { Type: string }) => row.Type))).toEqual(new Set(['communication', 'calendar', 'media', 'source']));
    expect(Object.keys(items[0].Subject)).toEqual(['fr']);
    const all = await Promise.all(propertiesA.map(async (item) => (await (await asOwner(cookieA, `/properties/${item.ID}/history`)).json()).items));
    expect(all.flat().some((row: { Type: string; Status: string }) => row.Type === 'calendar' && row.Status === 'confirmed')).toBe(true);
  });

  it("owner A cannot read owner B's statistics or history: 404 as if it did not exist", async () => {
    const foreign = propertiesB[0]!.ID;
    for (const path of [`/properties/${foreign}/statistics`, `/properties/${foreign}/history`]) {
      const response = await asOwner(cookieA, path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'property_not_found' });
    }
    const unowned = (await asOwner(cookieA, '/properties/999999/statistics')).status;
    expect(unowned).toBe(404);
  });

  it('without a session: 401 unauthorized', async () => {
    for (const path of ['/properties', `/properties/${propertiesA[0]!.ID}/statistics`, '/session']) {
      const response = await server.call(`/api/v1/owner${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
    expect((await asOwner('agency_owner=forged-token', '/properties')).status).toBe(401);
  });

  it('logs out: the cookie is cleared and the session ends on the server', async () => {
    const { cookie } = await login(A.username, A.password);
    expect((await asOwner(cookie, '/session')).status).toBe(200);
    const out = await server.call('/api/v1/owner/session', { method: 'DELETE', headers: { Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('cache-control')).toContain('no-store');
    expect(out.headers.get('set-cookie')).toMatch(/agency_owner=;/);
    expect((await asOwner(cookie, '/session')).status).toBe(401);
  });

  it('answers no-store on every owner answer, errors included', async () => {
    for (const response of [await asOwner(cookieA, '/properties'), await server.call('/api/v1/owner/properties'), await server.post('/api/v1/owner/session', {})]) {
      expect(response.headers.get('cache-control'), String(response.status)).toBe('no-store, private');
    }
  });

  it('refuses a write from a page of another site (CSRF), and takes one from its own origin', async () => {
    const { cookie } = await login(A.username, A.password);
    const logout = (headers: Record<string, string>) => server.call('/api/v1/owner/session', { method: 'DELETE', headers: { Cookie: cookie, ...headers } });
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
      const refused = await logout(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toEqual({ error: 'forbidden_origin' });
    }
    const forgedLogin = await server.post('/api/v1/owner/session', { username: A.username, password: A.password }, { Origin: 'https://evil.example' });
    expect(forgedLogin.status).toBe(403);
    expect(forgedLogin.headers.get('set-cookie')).toBeNull();
    expect((await asOwner(cookie, '/session')).status).toBe(200);
    // reads are no writes: another site's page may not read them anyway (no CORS headers)
    expect((await server.call('/api/v1/owner/session', { headers: { Cookie: cookie, Origin: 'https://evil.example' } })).status).toBe(200);
    expect((await logout({ Origin: server.origin, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(204);
  });

  it('ends a session whose account is gone with 401 person_not_found', async () => {
    const gone = await startServer({}, { repositories: { owners: { ...server.app.repositories.owners, account: async () => undefined } } });
    try {
      const response = await gone.post('/api/v1/owner/session', { username: A.username, password: A.password });
      const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
      const answer = await gone.call('/api/v1/owner/properties', { headers: { Cookie: cookie } });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'person_not_found' });
      expect(await (await gone.call('/api/v1/owner/session', { headers: { Cookie: cookie } })).json()).toEqual({ error: 'unauthorized' });
    } finally {
      await gone.close();
    }
  });
});

describe('an API on another site than the portal’s page', () => {
  it('sets the session cookie SameSite=None; Secure; Partitioned, and clears it the same way', async () => {
    const crossSite = await startServer({ cookieSameSite: 'none', allowedOrigins: ['https://www.agency.example'] });
    try {
      const response = await crossSite.post('/api/v1/owner/session', { username: A.username, password: A.password }, { Origin: 'https://www.agency.example' });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://www.agency.example');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/SameSite=None/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Partitioned/i);
      const out = await crossSite.call('/api/v1/owner/session', {
        method: 'DELETE',
        headers: { Cookie: cookie.split(';')[0]!, Origin: 'https://www.agency.example' },
      });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/agency_owner=;.*Partitioned/i);
    } finally {
      await crossSite.close();
    }
  });
});

describe('password reminder and reset', () => {
  it('answers the same whether the account exists or not, and mails only a real owner', async () => {
    const before = (await server.outbox()).length;
    const known = await server.post('/api/v1/owner/password-reminder', { email: A.email });
    const unknown = await server.post('/api/v1/owner/password-reminder', { email: 'nobody@example.be' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = (await server.outbox()).slice(0, (await server.outbox()).length - before);
    expect(mails.map((mail) => mail.to)).toEqual([A.email]);
    expect(mails[0]!.language).toBe('nl');
  });

  it('the mailed link sets a new password once, and ends the old sessions', async () => {
    const { cookie } = await login(B.username, B.password);
    await server.post('/api/v1/owner/password-reminder', { email: B.email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = (await server.outbox()).find((item) => item.kind === 'owner.password-reminder' && item.to === B.email)!;
    expect(mail.language).toBe('fr');
    // the localized reset page of the owner's language, the token in the fragment
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(new URL(link).pathname).toBe('/fr/login/nouveau-mot-de-passe/');
    const token = /#token=([\w-]+)$/.exec(link)![1]!;
    const mismatch = await server.post('/api/v1/owner/password', { token, password: 'Nouveau-Mot-2026', passwordConfirm: 'other' });
    expect((await mismatch.json()).fields).toEqual({ passwordConfirm: 'validation.passwordMismatch' });
    const reset = await server.post('/api/v1/owner/password', { token, password: 'Nouveau-Mot-2026', passwordConfirm: 'Nouveau-Mot-2026' });
    expect(reset.status).toBe(204);
    expect((await asOwner(cookie, '/session')).status).toBe(401);
    expect((await login(B.username, 'Nouveau-Mot-2026')).status).toBe(200);
    expect((await login(B.username, B.password)).status).toBe(401);
    const again = await server.post('/api/v1/owner/password', { token, password: 'Another-One-2026', passwordConfirm: 'Another-One-2026' });
    expect((await again.json()).fields).toEqual({ token: 'validation.resetLinkInvalid' });
  });

  it('the client logs in and reads through the typed surface', async () => {
    let cookie = '';
    const withCookie: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('Cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      return response;
    };
    const client = createApiClient({ baseUrl: server.api, fetch: withCookie });
    const session = await client.owner.login({ username: A.username, password: A.password });
    expect(session.owner.Username).toBe(A.username);
    const properties = await client.owner.properties('en');
    const statistics = await client.owner.statistics(properties[0]!.ID);
    expect(statistics.last30).toHaveLength(30);
    const history = await client.owner.history(properties[0]!.ID, 'en');
    expect(history.length).toBeGreaterThan(5);
    await client.owner.logout();
  });
});
