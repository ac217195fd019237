// The demo site's own configuration points at what the server serves: a map frame (or any
// address of <agency-config>) that answers 404 shows the visitor a page of the site inside a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server.ts';
import { SITE_CONFIG } from './site/pages.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The attributes of <agency-config> that hold an address. */
const ADDRESSES = ['map-url', 'map-marker', 'cookie-policy'] as const;

describe('the demo site’s <agency-config>', () => {
  it('names at least the map frame', () => {
    expect(SITE_CONFIG['map-url']).toBeTruthy();
  });

  it.each(ADDRESSES.filter((name) => name in SITE_CONFIG))('points %s at something the server serves as it is meant', async (name) => {
    const path = (SITE_CONFIG as Record<string, string>)[name]!;
    const response = await server.call(path);
    expect(response.status).toBe(200);
    const body = await response.text();
    // the site's not-found page is HTML too: the frame must be the map, not a page of the site
    expect(body).not.toContain('<agency-not-found');
    if (name === 'map-url') expect(body).toContain('<title>Map');
  });
});
