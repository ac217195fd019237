// What the delivery queue could not deliver after its tries is listed for the agency
// behind ADMIN_TOKEN (constant-time, 404 without it), one of them can be tried again or
// discarded, and the agency is mailed the list once a day while there are any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validForms } from '../testing/fixtures.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { runDueFailedReport } from './alerts/schedule.ts';
import type { FailedDelivery } from './delivery/failed.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

const TOKEN = 'admin-6f1c2e';
const ADMIN = { Authorization: `Bearer ${TOKEN}` };
const SMTP_PASSWORD = 'smtp-Geheim-77';
const AGENCY = 'info@immo-demo.example';
const DAY = 86_400_000;

/** The outbox mailer, failing while `down`, as an SMTP server that refuses the login (its answer quotes the password). */
function switchableMailer(): Mailer & { down: boolean } {
  const real = createMailer({ smtpUrl: '', from: AGENCY, fromName: 'Immo Demo' });
  const mailer = {
    down: true,
    async send(mail: Parameters<Mailer['send']>[0]) {
      if (mailer.down) throw new Error(`535 authentication failed for agency:${SMTP_PASSWORD}`);
      return real.send(mail);
    },
    close: () => real.close(),
  };
  return mailer;
}

let server: TestServer;
let mailer: ReturnType<typeof switchableMailer>;
// Tuesday 3 March 2026, 07:00 in Brussels
let clock = Date.parse('2026-03-03T06:00:00Z');

const list = async (headers: Record<string, string> = ADMIN) => {
  const response = await server.call('/api/v1/admin/deliveries/failed', { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; deliveries: FailedDelivery[] };
};
const origins = () => ({ siteUrl: server.origin, apiOrigin: server.origin });

beforeAll(async () => {
  mailer = switchableMailer();
  server = await startServer(
    { adminToken: TOKEN, deliveryRetryMs: 1, deliveryPollMs: 3_600_000, smtpUrl: `smtp://agency:${SMTP_PASSWORD}@mail.example:587`, agencyEmail: AGENCY },
    { mailer, now: () => clock },
  );
  const response = await server.post('/api/v1/requests/site-contact', { ...validForms({ sale: 1, rent: 1 })['site-contact'], email: 'visitor@example.be' });
  expect(response.status).toBe(201);
  // every try spent: the worker's loop, run here on a clock that moves on an hour each time (ten tries at most)
  for (let hour = 0; hour < 12 && (await server.app.stores.deliveries.counts()).failed < 2; hour++) {
    clock += 3_600_000;
    await server.app.delivery.drain();
  }
  expect(await server.app.stores.deliveries.counts()).toEqual({ pending: 0, failed: 2 });
}, 60_000);
afterAll(() => server.close());

describe('the list of failed deliveries', () => {
  it('names each job: kind, for whom, attempts, last error without the credentials, when', async () => {
    const { total, deliveries } = await list();
    expect(total).toBe(2);
    expect(deliveries.map(({ kind, target, attempts, lastError }) => ({ kind, target, attempts, lastError })).sort((a, b) => a.target.localeCompare(b.target))).toEqual([
      { kind: 'mail', target: AGENCY, attempts: 10, lastError: '535 authentication failed for agency:[redacted]' },
      { kind: 'mail', target: 'visitor@example.be', attempts: 10, lastError: '535 authentication failed for agency:[redacted]' },
    ]);
    expect(new Date(deliveries[0]!.created).getTime()).toBeLessThan(clock);
    expect(JSON.stringify(deliveries)).not.toContain(SMTP_PASSWORD);
  });

  it.each<[string, Record<string, string>]>([
    ['without a token', {}],
    ['with a wrong one', { Authorization: 'Bearer admin-6f1c2f' }],
    ['with the token but not as Bearer', { Authorization: TOKEN }],
    ['with a longer one', { Authorization: `Bearer ${TOKEN}x` }],
  ])('answers 404 %s', async (_name, headers) => {
    const failed = await server.call('/api/v1/admin/deliveries/failed', { headers });
    expect(failed.status).toBe(404);
    expect((await server.call('/api/v1/admin/deliveries/1/retry', { method: 'POST', headers })).status).toBe(404);
  });

  it('does not exist at all without ADMIN_TOKEN', async () => {
    const closed = await startServer({ adminToken: '' });
    try {
      for (const headers of [{}, { Authorization: 'Bearer ' }, { Authorization: 'Bearer undefined' }] as Record<string, string>[]) {
        expect((await closed.call('/api/v1/admin/deliveries/failed', { headers })).status).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});

describe('the daily mail to the agency', () => {
  it('goes from 08:00 in Brussels, once a day, listing the failed deliveries, and none on a day without any', async () => {
    mailer.down = false;
    const reports = async () => (await server.outbox()).filter((mail) => mail.kind === 'agency.failed-deliveries');
    // the next morning, 07:00 in Brussels
    clock = Date.parse('2026-03-04T06:00:00Z');
    expect(await runDueFailedReport(server.app, origins())).toBe(false);
    clock = Date.parse('2026-03-04T07:05:00Z');
    expect(await runDueFailedReport(server.app, origins())).toBe(true);
    const [mail, ...others] = await reports();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ to: AGENCY, language: 'nl' });
    expect(mail!.subject).toBe('2 berichten konden niet worden bezorgd');
    expect(mail!.text).toContain('visitor@example.be');
    expect(mail!.text).toContain(`${server.origin}/api/v1/admin/deliveries/failed`);
    expect(mail!.text).not.toContain(SMTP_PASSWORD);
    // once a day, whoever asks again
    clock += 3_600_000;
    expect(await runDueFailedReport(server.app, origins())).toBe(false);
    expect(await reports()).toHaveLength(1);
  });
});

describe('one more try, or discarded', () => {
  it('a retry while the cause remains keeps the job as failed, with one attempt more', async () => {
    mailer.down = true;
    const [job] = (await list()).deliveries;
    const response = await server.post(`/api/v1/admin/deliveries/${job!.id}/retry`, {}, ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ delivered: false, delivery: { id: job!.id, attempts: 11, state: 'failed', lastError: expect.not.stringContaining(SMTP_PASSWORD) } });
  });

  it('a retry once the cause is gone delivers it, and it leaves the list', async () => {
    mailer.down = false;
    const { deliveries } = await list();
    const visitor = deliveries.find((delivery) => delivery.target === 'visitor@example.be')!;
    const response = await server.post(`/api/v1/admin/deliveries/${visitor.id}/retry`, {}, ADMIN);
    expect(await response.json()).toEqual({ delivered: true });
    expect((await list()).deliveries.map((delivery) => delivery.id)).not.toContain(visitor.id);
    expect((await server.outbox()).filter((mail) => mail.to === 'visitor@example.be')).toHaveLength(1);
    // gone: nothing left to retry
    expect((await server.post(`/api/v1/admin/deliveries/${visitor.id}/retry`, {}, ADMIN)).status).toBe(404);
  });

  it('a job the agency saw to by hand is discarded; then the next day has no report', async () => {
    for (const { id } of (await list()).deliveries) {
      expect((await server.call(`/api/v1/admin/deliveries/${id}`, { method: 'DELETE', headers: ADMIN })).status).toBe(204);
      expect((await server.call(`/api/v1/admin/deliveries/${id}`, { method: 'DELETE', headers: ADMIN })).status).toBe(404);
    }
    expect(await list()).toEqual({ total: 0, deliveries: [] });
    clock += DAY;
    const before = (await server.outbox()).length;
    expect(await runDueFailedReport(server.app, origins())).toBe(true);
    expect((await server.outbox()).length).toBe(before);
  });
});
