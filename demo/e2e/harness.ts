/** The demo server on a free local port and Debian's Chromium, for end-to-end tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../tools/chromium.mjs';
import { buildApp } from '../server/app.ts';

export interface Harness {
  app: FastifyInstance;
  browser: Browser;
  url(path?: string): string;
  close(): Promise<void>;
}

/** A fresh, seeded database in a temporary folder for each harness. */
export async function startHarness(): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const app = await buildApp({ settings: { dataDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  return {
    app,
    browser,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    async close() {
      await browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
