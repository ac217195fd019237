/**
 * For the server's integration tests: the real server on 127.0.0.1 and a free port,
 * with its own temporary DATA_DIR, and a few helpers to call it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type ApiClient, createApiClient } from '../../core/api/client-all.ts';
import { type AppOptions, buildApp } from '../server/app.ts';
import type { ServerSettings } from '../server/config.ts';
import type { OutboxMail } from '../server/routes/outbox.ts';

export interface TestServer {
  app: FastifyInstance;
  origin: string;
  api: string;
  dataDir: string;
  client: ApiClient;
  /** fetch of a path of this server (`/api/v1/…`) */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** JSON POST */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  outbox(): Promise<OutboxMail[]>;
  count(table: string, where?: string, ...params: unknown[]): number;
  close(): Promise<void>;
}

export async function startServer(settings: Partial<ServerSettings> = {}, options: Omit<AppOptions, 'settings'> = {}): Promise<TestServer> {
  const dataDir = settings.dataDir ?? mkdtempSync(join(tmpdir(), 'agency-server-'));
  const app = await buildApp({
    ...options,
    settings: { captcha: 'none', captchaSecret: 'test-secret', allowedOrigins: [], smtpUrl: '', publicUrl: '', databaseUrl: '', ...settings, dataDir },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const api = `${origin}/api/v1`;
  const call = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);
  return {
    app,
    origin,
    api,
    dataDir,
    client: createApiClient({ baseUrl: api, retries: 0 }),
    call,
    post: (path, body, headers = {}) =>
      call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    async outbox() {
      const response = await call('/demo/outbox.json');
      return ((await response.json()) as { items: OutboxMail[] }).items;
    },
    count(table, where = '1', ...params) {
      return (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
    },
    async close() {
      await app.close();
      if (!settings.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every delivery job due now on the server's clock tried (delivered, or rescheduled by its
 * backoff): the worker's loop, run here rather than waited for.
 */
export async function deliveriesSettled(server: TestServer, now: () => number): Promise<void> {
  const due = async () =>
    (await server.app.database.db.selectFrom('delivery_jobs').select('id').where('state', '=', 'pending').where('run_at', '<=', now()).execute()).map((row) => row.id);
  for (let round = 0; round < 100; round++) {
    await server.app.delivery.drain();
    const ids = await due();
    if (ids.length === 0) return;
    // a job another request's attempt still holds: deliverNow waits for that attempt
    await server.app.delivery.deliverNow(ids);
  }
  throw new Error('delivery jobs are still due after 100 rounds of the worker');
}
