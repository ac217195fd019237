// The settings a public server needs, and who a client is behind a proxy. TRUST_PROXY
// trusts a number of hops or named proxies, never every hop: a client writing its own
// X-Forwarded-For must not get a fresh address, and fresh limits, per request.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import { baseUrlOf, startupRefusal, trustProxyOf, type TrustProxy } from './config.ts';
import { LOGIN_LIMIT_PER_ADDRESS } from './owner/rate-limit.ts';

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, TrustProxy]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 172.16.0.0/12', ['10.0.0.1', '172.16.0.0/12']],
    ['loopback', ['loopback']],
  ])('%j → %j', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it.each(['true', 'TRUE', '*', 'all'])('%j (every hop) stops the server from starting', (value) => {
    expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('PUBLIC_URL and API_URL', () => {
  it.each([
    ['', ''],
    ['https://www.agency.be', 'https://www.agency.be'],
    ['https://www.agency.be/', 'https://www.agency.be'],
    [' https://WWW.Agency.be:443/ ', 'https://www.agency.be'],
    ['http://localhost:4173', 'http://localhost:4173'],
    ['https://agency.be/immo/', 'https://agency.be/immo'],
  ])('%j → %j', (value, expected) => {
    expect(baseUrlOf('PUBLIC_URL', value)).toBe(expected);
  });

  it.each(['www.agency.be', '//www.agency.be', 'javascript:alert(1)', 'ftp://agency.be', 'https://user:pass@agency.be', 'https://agency.be/?a=1', 'https://agency.be/#x'])(
    '%j stops the server from starting',
    (value) => {
      expect(() => baseUrlOf('PUBLIC_URL', value)).toThrow(/PUBLIC_URL/);
    },
  );

  it.each<[Record<string, string>, boolean]>([
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', PUBLIC_URL: ' ' }, true],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://www.agency.be' }, false],
    [{ NODE_ENV: 'development' }, false],
    [{}, false],
  ])('in %j the server refuses to start: %s', (env, refused) => {
    expect(startupRefusal(env) !== undefined).toBe(refused);
  });

  it('npm start in production without PUBLIC_URL exits with the reason', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('PUBLIC_URL is required in production');
    } finally {
      child.kill();
    }
  }, 120_000);
});

describe('failed logins counted per client address behind a proxy', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  /** A login through the proxy: `forwarded` is what the proxy passes on, the client's own X-Forwarded-For first, the address the proxy saw last. */
  const attempt = (server: TestServer, n: number, forwarded: string) =>
    server.post('/api/v1/owner/session', { username: `nobody.${n}@example.be`, password: 'wrong-password' }, { 'X-Forwarded-For': forwarded });

  describe.each<[string, TrustProxy]>([
    ['one hop (TRUST_PROXY=1)', 1],
    ['the proxy by its address (TRUST_PROXY=127.0.0.1)', ['127.0.0.1']],
  ])('%s', (_name, trustProxy) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ trustProxy });
      servers.push(server);
    }, 120_000);

    it('a spoofed X-Forwarded-For does not reset the limit; another client keeps its own', async () => {
      for (let n = 0; n < LOGIN_LIMIT_PER_ADDRESS; n++) {
        expect((await attempt(server, n, `198.51.100.${n}, 203.0.113.7`)).status).toBe(401);
      }
      const blocked = await attempt(server, 99, '192.0.2.200, 203.0.113.7');
      expect(blocked.status).toBe(429);
      expect((await attempt(server, 100, '203.0.113.8')).status).toBe(401);
    });
  });

  it.each<[string, TrustProxy]>([
    ['no proxy trusted', false],
    ['a proxy that is not the one in front', ['10.9.9.9']],
  ])('%s: X-Forwarded-For is not read at all', async (_name, trustProxy) => {
    const server = await startServer({ trustProxy });
    servers.push(server);
    for (let n = 0; n < LOGIN_LIMIT_PER_ADDRESS; n++) expect((await attempt(server, n, `198.51.100.${n}`)).status).toBe(401);
    expect((await attempt(server, 99, '192.0.2.200')).status).toBe(429);
  }, 120_000);
});
