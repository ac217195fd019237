// The one submission pipeline: a stored request is never taken back. A mail that cannot
// leave is retried by the delivery worker until it does, and the visitor's thank-you
// means the agency has the request; the routes declare the pipeline instead of writing
// it by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { validForms } from '../testing/fixtures.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

/** The outbox mailer, failing its first `failures` sends as a mail server that is down. */
function flakyMailer(failures: number): Mailer & { attempts: number } {
  const real = createMailer({ smtpUrl: '', from: 'info@immo-demo.example', fromName: 'Immo Demo' });
  const mailer = {
    attempts: 0,
    async send(mail: Parameters<Mailer['send']>[0]) {
      mailer.attempts++;
      if (mailer.attempts <= failures) throw new Error('SMTP 421: service not available');
      return real.send(mail);
    },
    close: () => real.close(),
  };
  return mailer;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverWith(mailer: Mailer): Promise<TestServer> {
  const server = await startServer({ deliveryRetryMs: 1, deliveryPollMs: 10 }, { mailer });
  servers.push(server);
  return server;
}

describe('a mail server that is down', () => {
  it('the request is stored and answered; its mail is retried until it leaves, once', async () => {
    const mailer = flakyMailer(3);
    const server = await serverWith(mailer);
    const response = await server.post('/api/v1/requests/testimonial', validForms({ sale: 1, rent: 1 }).testimonial);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(server.count('requests', 'id = ?', id)).toBe(1);
    expect(server.count('testimonials', 'request_id = ?', id)).toBe(1);
    const kinds = async () => (await server.outbox()).filter((mail) => mail.kind.startsWith('request.testimonial.')).map((mail) => mail.kind);
    await expect.poll(kinds).toEqual(['request.testimonial.agency']);
    // three failures, then the one that went through
    expect(mailer.attempts).toBe(4);
    expect(await server.app.stores.deliveries.counts()).toEqual({ pending: 0, failed: 0 });
    // delivered jobs are gone: nothing is sent again
    expect(await server.app.delivery.drain()).toBe(0);
    expect(await kinds()).toHaveLength(1);
  });

  it('what still fails after its retries is kept for the agency, with the reason', async () => {
    const server = await serverWith(flakyMailer(Number.POSITIVE_INFINITY));
    const response = await server.post('/api/v1/requests/site-contact', validForms({ sale: 1, rent: 1 })['site-contact']);
    expect(response.status).toBe(201);
    await expect.poll(async () => (await server.app.stores.deliveries.counts()).failed).toBe(2);
    const failed = await server.app.stores.deliveries.failed(10);
    expect(failed.map((job) => [job.kind, job.attempts, job.lastError])).toEqual([
      ['mail', 10, 'SMTP 421: service not available'],
      ['mail', 10, 'SMTP 421: service not available'],
    ]);
    expect(server.count('requests', `kind = 'site-contact'`)).toBe(1);
  });
});

describe('the routes declare the pipeline', () => {
  const routes = new URL('./routes/', import.meta.url);
  it.each(readdirSync(routes).filter((file) => file.endsWith('.ts')))('%s writes no step of it by hand', (file) => {
    const source = readFileSync(new URL(file, routes), 'utf8');
    // the captcha, the key and the mail transport belong to the pipeline and the delivery worker
    expect(source).not.toMatch(/captcha\.verify|idempotencyKey\(|mailer\.send|\.withdraw\(|mail_failed/);
  });
});
