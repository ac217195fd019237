// Whatever a client sends, the API answers 4xx with a code, never 500, and stores
// hostile text harmlessly: bad JSON, unknown fields, huge bodies, wrong types, wrong
// content types, prototype pollution, script and SQL-looking strings. And CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validForms } from '../testing/fixtures.ts';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
let forms: ReturnType<typeof validForms>;
let saleId: number;

beforeAll(async () => {
  server = await startServer({ allowedOrigins: ['https://www.agency.example'] });
  const id = (where: string) => server.app.db.prepare(`SELECT id FROM properties WHERE online = 1 AND ${where} LIMIT 1`).pluck().get() as number;
  saleId = id(`goal = 0 AND status = 'available'`);
  forms = validForms({ sale: saleId, rent: id(`goal <> 0 AND status = 'available'`) });
});
afterAll(() => server.close());

const raw = (path: string, body: string, type = 'application/json') =>
  server.call(path, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('malformed bodies', () => {
  it.each([
    ['bad JSON', '{"email": "a@b.be",', 400, 'bad_request'],
    ['a JSON string', '"hello"', 400, 'bad_request'],
    ['a JSON array', '[1, 2]', 400, 'bad_request'],
    ['null', 'null', 400, 'bad_request'],
    ['an empty body', '', 400, 'bad_request'],
    ['prototype pollution', '{"__proto__": {"admin": true}, "email": "a@b.be"}', 400, 'bad_request'],
    ['constructor pollution', '{"constructor": {"prototype": {"admin": true}}}', 400, 'bad_request'],
  ])('%s: %i %s', async (_name, body, status, code) => {
    for (const path of ['/api/v1/requests/newsletter', '/api/v1/consents', '/api/v1/visits', '/api/v1/owner/session', '/api/v1/appointments']) {
      const response = await raw(path, body);
      expect(response.status, path).toBeLessThan(500);
      if (path === '/api/v1/requests/newsletter') {
        expect(response.status).toBe(status);
        expect((await response.json()).error).toBe(code);
      }
    }
  });

  it('a body over the limit: 413 payload_too_large', async () => {
    const response = await raw('/api/v1/requests/contact', JSON.stringify({ ...forms.contact, remark: 'x'.repeat(200_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large' });
  });

  it('text/plain and form-urlencoded: 415 unsupported_media_type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await raw('/api/v1/requests/newsletter', 'email=a@b.be', type);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: 'unsupported_media_type' });
    }
  });
});

describe('wrong fields', () => {
  it('a field the form does not have: 422 unknownField', async () => {
    const response = await server.post('/api/v1/requests/newsletter', { email: 'a@b.be', isAdmin: true });
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ isAdmin: 'validation.unknownField' });
  });

  it.each([
    ['email', 42],
    ['email', ['a@b.be']],
    ['email', { $ne: null }],
    ['firstName', true],
  ])('%s of the wrong type (%j): 422, never 500', async (field, value) => {
    const response = await server.post('/api/v1/requests/newsletter', { email: 'a@b.be', [field]: value });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toBe('validation');
  });

  it('consents: unknown fields, wrong types and bad ids are 422', async () => {
    const good = { id: '1b4e28ba-2fa1-4d2e-8c3f-0123456789ab', revision: 1, choices: { analytics: true, marketing: false, social: false, unclassified: false }, language: 'nl' };
    for (const body of [
      { ...good, ip: '1.2.3.4' },
      { ...good, id: 'not-a-uuid' },
      { ...good, revision: '1' },
      { ...good, choices: { ...good.choices, analytics: 'yes' } },
      { ...good, language: 'es' },
    ]) {
      const response = await server.post('/api/v1/consents', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('script and SQL-looking strings', () => {
  const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
  const sql = "Robert'); DROP TABLE requests; --";

  it('are stored as typed and shown escaped in the outbox', async () => {
    const response = await server.post('/api/v1/requests/site-contact', { ...forms['site-contact'], firstName: sql, remark: script });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = JSON.parse(server.app.db.prepare('SELECT data FROM requests WHERE id = ?').pluck().get(id) as string);
    expect(stored.remark).toBe(script);
    expect(stored.firstName).toBe(sql);
    expect(server.count('requests')).toBeGreaterThan(0);
    const page = await (await server.call('/demo/outbox')).text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('in queries find nothing and break nothing', async () => {
    for (const q of [sql, "' OR '1'='1", '%', '_', '\\', script]) {
      const response = await server.call(`/api/v1/properties?q=${encodeURIComponent(q)}&city=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect((await response.json()).total).toBe(0);
    }
    expect(server.count('properties')).toBeGreaterThan(50);
  });

  it('in path ids answer 404', async () => {
    for (const id of ["1' OR '1'='1", '1;DROP TABLE properties', '../../etc/passwd']) {
      const response = await server.call(`/api/v1/properties/${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(404);
    }
  });
});

describe('never a 500', () => {
  it('across endpoints and odd inputs', async () => {
    const bodies = ['{}', '{"a":1}', '[]', '"x"', '1', 'true', '{"propertyId": 1e308}', '{"propertyId": -1}', '{"email": "\\u0000"}'];
    const paths = [
      '/api/v1/requests/contact',
      '/api/v1/requests/rental',
      '/api/v1/requests/offer',
      '/api/v1/consents',
      '/api/v1/visits',
      '/api/v1/appointments',
      '/api/v1/owner/session',
      '/api/v1/owner/password-reminder',
      '/api/v1/owner/password',
    ];
    for (const path of paths) {
      for (const body of bodies) {
        const response = await raw(path, body);
        expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${body}`).toBeLessThan(500);
        expect(typeof (await response.json()).error).toBe('string');
      }
    }
    for (const query of ['page=-1', 'pageSize=1000', 'type=abc', 'region=atlantis', 'status=gone', 'minPrice=1e400', 'zip=<b>']) {
      const response = await server.call(`/api/v1/properties?${query}`);
      expect(response.status, query).toBe(400);
    }
    const malformed = await raw('/api/v1/requests/rental', '--x\r\nbroken', 'multipart/form-data; boundary=x');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    server.call('/api/v1/requests/contact', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });

  it('an origin of ALLOWED_ORIGINS: allowed, with credentials, Idempotency-Key allowed', async () => {
    const response = await preflight('https://www.agency.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.agency.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });

  it("the demo's own origin always", async () => {
    const response = await server.call('/api/v1/health', { headers: { Origin: server.origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(server.origin);
  });

  it('another origin: no CORS headers, so a browser keeps the answer from the page', async () => {
    const response = await server.call('/api/v1/properties', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it("`*` lets any site read, never with credentials; the bundle is readable from anywhere", async () => {
    const open = await startServer({ allowedOrigins: ['*'] });
    try {
      const response = await open.call('/api/v1/properties', { headers: { Origin: 'https://any.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const bundle = await open.call('/dist/agency-widgets.js');
      expect(bundle.headers.get('access-control-allow-origin')).toBe('*');
      // read both answers: closing the server waits for a response the client has not taken in
      await Promise.all([response.arrayBuffer(), bundle.arrayBuffer()]);
    } finally {
      await open.close();
    }
  });
});
