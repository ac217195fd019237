// ALLOWED_ORIGINS defaults to the public site: a server started as docs/deploy.md shows it
// (PUBLIC_URL alone) answers the site's pages, also when the API is reached elsewhere (API_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import { allowedOriginsOf } from './config.ts';

describe('allowedOriginsOf', () => {
  it.each([
    [[], 'https://www.agency.be', ['https://www.agency.be']],
    [[], 'https://www.agency.be/immo', ['https://www.agency.be']],
    [[], 'http://127.0.0.1:8080', ['http://127.0.0.1:8080']],
    [[], '', []],
    [['https://cms.agency.be'], 'https://www.agency.be', ['https://cms.agency.be']],
    [['*'], 'https://www.agency.be', ['*']],
  ] as const)('%j with PUBLIC_URL %j → %j', (configured, publicUrl, expected) => {
    expect(allowedOriginsOf(configured, publicUrl)).toEqual(expected);
  });
});

describe('a server started with PUBLIC_URL and API_URL only', () => {
  const SITE = 'https://www.agency.example';
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ publicUrl: SITE, apiUrl: 'https://widgets.agency.example', allowedOrigins: [] });
  });
  afterAll(() => server.close());

  const preflight = (origin: string) =>
    server.call('/api/v1/properties?pageSize=1', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });

  it('lets the site’s pages call the API with credentials', async () => {
    const response = await server.call('/api/v1/properties?pageSize=1', { headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight(SITE)).status).toBe(204);
  });

  it('gives another site’s pages nothing to read', async () => {
    const response = await server.call('/api/v1/properties?pageSize=1', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
