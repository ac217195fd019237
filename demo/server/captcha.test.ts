// The captcha protocol end to end in node: the server's ALTCHA challenge, solved by
// core/api/captcha.ts (the solver the widgets use), accepted once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../core/api/captcha.ts';
import { verifyRecaptcha } from './captcha/recaptcha.ts';
import { validForms } from '../testing/fixtures.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
let forms: ReturnType<typeof validForms>;

beforeAll(async () => {
  // a light challenge: the protocol is under test here, not the cost of the work
  server = await startServer({ captcha: 'altcha', captchaCost: 10, captchaCounterMin: 20, captchaCounterMax: 200 });
  const id = (where: string) => server.app.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} LIMIT 1`).pluck().get() as number;
  forms = validForms({ sale: id(`goal = 0 AND status = 'available'`), rent: id(`goal <> 0 AND status = 'available'`) });
});
afterAll(() => server.close());

async function solved(): Promise<string> {
  return solveCaptcha(await server.client.captcha.challenge());
}

describe('altcha', () => {
  it('GET /captcha gives a signed, expiring challenge, never cached', async () => {
    const response = await server.call('/api/v1/captcha');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.provider).toBe('altcha');
    expect(body.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('a solved challenge lets the form through', async () => {
    const response = await server.post('/api/v1/requests/newsletter', { ...forms.newsletter, captcha: await solved() });
    expect(response.status).toBe(201);
  });

  it('a replayed solution: 422 captchaInvalid', async () => {
    const captcha = await solved();
    expect((await server.post('/api/v1/requests/newsletter', { email: 'first@example.be', captcha })).status).toBe(201);
    const replay = await server.post('/api/v1/requests/newsletter', { email: 'second@example.be', captcha });
    expect(replay.status).toBe(422);
    expect(await replay.json()).toEqual({ error: 'validation', fields: { captcha: 'validation.captchaInvalid' } });
  });

  it('a wrong or forged solution: 422 captchaInvalid', async () => {
    const payload = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
    const wrongKey = Buffer.from(JSON.stringify(payload)).toString('base64');
    payload.solution.derivedKey = key;
    payload.challenge.parameters.cost = 1;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    for (const captcha of [wrongKey, tampered, 'not base64 at all', Buffer.from('{"challenge":1}').toString('base64')]) {
      const response = await server.post('/api/v1/requests/newsletter', { ...forms.newsletter, captcha });
      expect(response.status).toBe(422);
      expect((await response.json()).fields).toEqual({ captcha: 'validation.captchaInvalid' });
    }
  });

  it('a missing one: 422 captchaRequired, alongside the other fields', async () => {
    const response = await server.post('/api/v1/requests/newsletter', { email: '' });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ email: 'validation.emailRequired', captcha: 'validation.captchaRequired' });
  });

  it('an invalid form does not use up the solution', async () => {
    const captcha = await solved();
    expect((await server.post('/api/v1/requests/newsletter', { email: 'broken', captcha })).status).toBe(422);
    expect((await server.post('/api/v1/requests/newsletter', { email: 'fixed@example.be', captcha })).status).toBe(201);
  });

  it('protects the password reminder too', async () => {
    const response = await server.post('/api/v1/owner/password-reminder', { email: 'x@example.be' });
    expect((await response.json()).fields).toEqual({ captcha: 'validation.captchaRequired' });
  });

  it('CAPTCHA=none: no challenge to solve, and no field needed', async () => {
    const open = await startServer({ captcha: 'none' });
    try {
      expect(await open.client.captcha.challenge()).toEqual({ provider: 'none' });
      expect(await solveCaptcha({ provider: 'none' })).toBe('');
      expect((await open.post('/api/v1/requests/newsletter', forms.newsletter)).status).toBe(201);
    } finally {
      await open.close();
    }
  });
});

describe('recaptcha', () => {
  const google = (answer: unknown, seen: URLSearchParams[] = []): typeof fetch =>
    (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new URLSearchParams(String(init?.body)));
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch;

  it('sends the secret and token to siteverify and trusts its verdict (v3: score ≥ 0.5)', async () => {
    const seen: URLSearchParams[] = [];
    expect(await verifyRecaptcha('token-1', 'secret', '203.0.113.9', google({ success: true }, seen))).toBe(true);
    expect(seen[0]!.get('secret')).toBe('secret');
    expect(seen[0]!.get('response')).toBe('token-1');
    expect(seen[0]!.get('remoteip')).toBe('203.0.113.9');
    expect(await verifyRecaptcha('t', 'secret', undefined, google({ success: false }))).toBe(false);
    expect(await verifyRecaptcha('t', 'secret', undefined, google({ success: true, score: 0.2 }))).toBe(false);
    expect(await verifyRecaptcha('t', 'secret', undefined, google({ success: true, score: 0.9 }))).toBe(true);
  });

  it('fails closed without a secret, a token, or an answer', async () => {
    expect(await verifyRecaptcha('t', '', undefined, google({ success: true }))).toBe(false);
    expect(await verifyRecaptcha('', 'secret', undefined, google({ success: true }))).toBe(false);
    const down = (async () => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await verifyRecaptcha('t', 'secret', undefined, down)).toBe(false);
  });
});
