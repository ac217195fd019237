// Uploads under load, as a burst of job applications meets them: each application raced
// against its own retry (one Idempotency-Key), more of them than the places and the line
// hold. Those that find the line full are told to come back (503 with Retry-After) and the
// widget's client comes back then; a twin that finds its key in progress is told to wait
// and gets the first one's answer. Every application is stored once and mailed once. A
// refused request lets its key go before its answer leaves, so a retry sent at once is
// taken.
import { request as httpRequest } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../core/api/client-all.ts';
import type { RequestBody } from '../../core/api/bodies.ts';
import { validForms } from '../testing/fixtures.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { UPLOAD_QUEUE, UPLOAD_RETRY_AFTER } from './uploads.ts';

const WORD_TYPES = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const cv = (name: string) =>
  new File([zipSync({ '[Content_Types].xml': strToU8(WORD_TYPES), 'word/document.xml': strToU8(`<w:document>${name}</w:document>`) })], 'cv.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
const application = (index: number): RequestBody<'job'> => ({ ...validForms({ sale: 1, rent: 1 }).job, email: `burst.${index}@example.be`, cv: cv(`applicant ${index}`) }) as RequestBody<'job'>;

const AT_ONCE = 2;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ uploadsAtOnce: AT_ONCE });
});
afterAll(() => server?.close());

/** Uploads whose bodies never finish: they hold the places until the test lets them go. */
function holdPlaces(count: number) {
  const port = new URL(server.origin).port;
  const held = Array.from({ length: count }, () => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/v1/requests/job',
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=cut', 'content-length': String(1024 * 1024) },
    });
    request.on('error', () => undefined);
    request.write('--cut\r\nContent-Disposition: form-data; name="data"\r\n\r\n{');
    return request;
  });
  return () => held.forEach((request) => request.destroy());
}

describe('a burst of job applications with their CVs', () => {
  it(`more than ${AT_ONCE} places and ${UPLOAD_QUEUE} waiting, each raced against its retry: all stored once, mailed once`, async () => {
    // one application alone: the mails an application makes
    const alone = createApiClient({ baseUrl: server.api });
    await alone.requests.send('job', application(0));
    const mailsOf = (mails: Awaited<ReturnType<TestServer['outbox']>>, email: string) =>
      mails
        .filter((mail) => mail.to === email || mail.replyTo === email)
        .map((mail) => mail.kind)
        .sort();
    const perApplication = mailsOf(await server.outbox(), 'burst.0@example.be');
    expect(perApplication.length).toBeGreaterThan(0);

    const answers: { status: number; retryAfter: string | null }[] = [];
    const waits: number[] = [];
    // the widget's client (core/api), its retries and their waits as in the browser
    const client = createApiClient({
      baseUrl: server.api,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
        return response;
      },
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    const release = holdPlaces(AT_ONCE);
    const count = UPLOAD_QUEUE / 2 + 8;
    let sends: Promise<[{ id: string }, { id: string }]>[];
    try {
      sends = Array.from({ length: count }, (_, index) => {
        const body = application(index + 1);
        const key = `burst-${index + 1}`;
        return Promise.all([client.requests.send('job', body, { idempotencyKey: key }), client.requests.send('job', body, { idempotencyKey: key })]);
      });
      // the places held and the line full: the last to come are told when to come back
      // (a hang guard, far above the work: eighty uploads reach a busy machine's server slowly)
      await expect.poll(() => answers.filter((answer) => answer.status === 503).length, { timeout: 120_000 }).toBeGreaterThan(0);
    } finally {
      release();
    }
    const created = await Promise.all(sends);
    // twins answer alike: the first one's answer, replayed
    for (const [first, second] of created) expect(second).toEqual(first);
    expect(new Set(created.map(([first]) => first.id)).size).toBe(count);
    // each refusal said when to come back, and the client came back no sooner
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.every((answer) => answer.retryAfter === String(UPLOAD_RETRY_AFTER))).toBe(true);
    expect(waits.filter((ms) => ms >= UPLOAD_RETRY_AFTER * 1000).length).toBeGreaterThanOrEqual(refused.length);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);

    const emails = Array.from({ length: count }, (_, index) => `burst.${index + 1}@example.be`);
    for (const email of emails) expect(server.count('requests', 'email = ?', email), email).toBe(1);
    await server.app.delivery.drain();
    const mails = await server.outbox();
    for (const email of emails) expect(mailsOf(mails, email), email).toEqual(perApplication);
  });

  it('a refused form lets its key go before its answer leaves: the same key, sent again at once, is read again', async () => {
    const body = { ...validForms({ sale: 1, rent: 1 }).job, email: 'not-an-address' };
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await server.post('/api/v1/requests/job', body, { 'Idempotency-Key': 'refused-again' });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: string }).error).toBe('validation');
    }
  });
});
