// What the demo's visitors download: every answer compressed in an encoding the browser
// accepts, the bundle's figures of `npm run size` included.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('compression', () => {
  it.each([
    ['/dist/agency-widgets.js', 'gzip', 'gzip'],
    ['/dist/agency-widgets.js', 'br, gzip', 'br'],
    ['/dist/agency-widgets.js', 'identity', null],
    ['/api/v1/properties?pageSize=50', 'gzip, deflate, br', 'br'],
    ['/api/v1/properties?pageSize=50', 'gzip', 'gzip'],
    ['/nl/te-koop/', 'gzip', 'gzip'],
    ['/theme.css', 'br', 'br'],
  ])('%s asked with Accept-Encoding %j comes as %j', async (path, accepted, encoding) => {
    const response = await server.call(path, { headers: { 'Accept-Encoding': accepted } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect((await response.text()).length).toBeGreaterThan(1024);
  });

  it('decodes to the very file built', async () => {
    const response = await server.call('/dist/agency-widgets.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(await response.text()).toBe(readFileSync(new URL('../../dist/agency-widgets.js', import.meta.url), 'utf8'));
  });
});
