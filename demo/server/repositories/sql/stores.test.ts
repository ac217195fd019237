// The server's own stores, on SQLite and on PostgreSQL: idempotency keys, sessions,
// reset links, failed logins, spent captchas, the outbox, secrets, scheduled runs and the
// delivery queue. What must hold across instances (one claim, one spend, one taker) is
// also raced here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { ServerStores } from '../index.ts';
import type { TakeOptions } from '../delivery-jobs.ts';
import { sqlStores } from './index.ts';
import { addOwners, ENGINES } from '../../../testing/databases.ts';

describe.each(ENGINES)('stores on $name', ({ name, open }) => {
  let db: Database;
  let stores: ServerStores;
  beforeAll(async () => {
    db = await open();
    await addOwners(db);
    stores = sqlStores(db);
  });
  afterAll(() => db?.close());

  describe('idempotency', () => {
    it('one claim per key and scope; the answer kept once done', async () => {
      const { idempotency } = stores;
      expect(await idempotency.claim('k1', 'POST /visits', 'print', 1_000, 0)).toBe(true);
      expect(await idempotency.claim('k1', 'POST /visits', 'other', 1_001, 0)).toBe(false);
      expect(await idempotency.claim('k1', 'POST /consents', 'print', 1_001, 0)).toBe(true);
      expect(await idempotency.find('k1', 'POST /visits')).toEqual({ fingerprint: 'print', done: false, status: null, body: undefined });
      await idempotency.complete('k1', 'POST /visits', 201, { id: 'x' });
      expect(await idempotency.find('k1', 'POST /visits')).toEqual({ fingerprint: 'print', done: true, status: 201, body: { id: 'x' } });
      await idempotency.complete('k1', 'POST /consents', 204, undefined);
      expect(await idempotency.find('k1', 'POST /consents')).toMatchObject({ done: true, status: 204, body: undefined });
    });

    it('a released key may be claimed again; a forgotten one too', async () => {
      const { idempotency } = stores;
      await idempotency.release('k1', 'POST /visits');
      expect(await idempotency.find('k1', 'POST /visits')).toBeUndefined();
      expect(await idempotency.claim('k1', 'POST /visits', 'print', 2_000, 0)).toBe(true);
      await idempotency.forgetBefore(1_500);
      expect(await idempotency.find('k1', 'POST /consents')).toBeUndefined();
      expect(await idempotency.find('k1', 'POST /visits')).toBeDefined();
    });

    it('a claim left pending by an instance that stopped is taken over; a done one never', async () => {
      const { idempotency } = stores;
      expect(await idempotency.claim('k2', 'POST /visits', 'print', 1_000, 0)).toBe(true);
      expect(await idempotency.claim('k2', 'POST /visits', 'print', 5_000, 1_000)).toBe(false);
      expect(await idempotency.claim('k2', 'POST /visits', 'print', 5_000, 1_001)).toBe(true);
      await idempotency.complete('k2', 'POST /visits', 201, {});
      expect(await idempotency.claim('k2', 'POST /visits', 'print', 9_000, 9_000)).toBe(false);
    });

    it('of ten requests racing with one key, one claims it', async () => {
      const claims = await Promise.all(Array.from({ length: 10 }, () => stores.idempotency.claim('race', 'POST /requests/visit', 'print', 1_000, 0)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('sessions and reset links', () => {
    it('a session lasts until it expires, or until it is ended', async () => {
      const { sessions } = stores;
      await sessions.start('t1', 1, 1_000, 5_000);
      await sessions.start('t2', 1, 1_000, 5_000);
      await sessions.start('t3', 2, 1_000, 5_000);
      expect(await sessions.find('t1', 4_999)).toEqual({ ownerId: 1, expiresAt: 5_000 });
      expect(await sessions.find('t1', 5_000)).toBeUndefined();
      await sessions.end('t1');
      expect(await sessions.find('t1', 2_000)).toBeUndefined();
      await sessions.endAll(1);
      expect(await sessions.find('t2', 2_000)).toBeUndefined();
      expect(await sessions.find('t3', 2_000)).toEqual({ ownerId: 2, expiresAt: 5_000 });
    });

    it('starting a session forgets the expired ones', async () => {
      await stores.sessions.start('t4', 2, 6_000, 9_000);
      expect((await db.db.selectFrom('owner_sessions').select('token_hash').orderBy('token_hash').execute()).map((row) => row.token_hash)).toEqual(['t4']);
    });

    it('a reset link is spent once, and not after it expires', async () => {
      const { passwordResets } = stores;
      await passwordResets.issue('r1', 2, 5_000);
      await passwordResets.issue('r2', 1, 5_000);
      expect(await passwordResets.spend('r1', 5_000)).toBeUndefined();
      expect(await passwordResets.spend('unknown', 0)).toBeUndefined();
      const spends = await Promise.all(Array.from({ length: 5 }, () => passwordResets.spend('r2', 2_000)));
      expect(spends.filter((owner) => owner === 1)).toHaveLength(1);
      expect(await passwordResets.spend('r2', 3_000)).toBeUndefined();
    });
  });

  describe('login failures and send limits', () => {
    it('recent: newest first, within the window, at most the limit', async () => {
      const { loginFailures } = stores;
      await loginFailures.record(['account:a', 'ip:1'], 1_000, 0);
      await loginFailures.record(['account:a'], 2_000, 0);
      await loginFailures.record(['account:a'], 3_000, 0);
      expect(await loginFailures.recent('account:a', 0, 10)).toEqual([3_000, 2_000, 1_000]);
      expect(await loginFailures.recent('account:a', 0, 2)).toEqual([3_000, 2_000]);
      expect(await loginFailures.recent('account:a', 1_000, 10)).toEqual([3_000, 2_000]);
      expect(await loginFailures.recent('ip:1', 0, 10)).toEqual([1_000]);
    });

    it('recording forgets what no window sees; clear forgives one key', async () => {
      const { loginFailures } = stores;
      await loginFailures.record(['ip:2'], 4_000, 2_000);
      expect(await loginFailures.recent('account:a', 0, 10)).toEqual([3_000]);
      expect(await loginFailures.recent('ip:1', 0, 10)).toEqual([]);
      await loginFailures.clear('account:a');
      expect(await loginFailures.recent('account:a', 0, 10)).toEqual([]);
      expect(await loginFailures.recent('ip:2', 0, 10)).toEqual([4_000]);
    });

    it('sends are counted per key after a time', async () => {
      const { sendLimits } = stores;
      await sendLimits.record(['from:a', 'to:b'], 1_000, 0);
      await sendLimits.record(['from:a'], 2_000, 0);
      expect([await sendLimits.count('from:a', 0), await sendLimits.count('from:a', 1_000), await sendLimits.count('to:b', 0)]).toEqual([2, 1, 1]);
    });

    it('take: a send is counted while the key is under its limit, then refused until the window moves on', async () => {
      const { sendLimits } = stores;
      const takes = [];
      for (const now of [10_000, 11_000, 12_000, 13_000]) takes.push(await sendLimits.take('mail:c', 3, now - 5_000, now));
      expect(takes).toEqual([true, true, true, false]);
      expect(await sendLimits.count('mail:c', 0)).toBe(3);
      // a window that starts at 11 000 sees only the send at 12 000: two places again
      const later = [];
      for (let n = 0; n < 3; n++) later.push(await sendLimits.take('mail:c', 3, 11_000, 16_000));
      expect(later).toEqual([true, true, false]);
    });

    it('take: of many takers at once, on as many instances, no more than the limit pass', async () => {
      const takes = await Promise.all(Array.from({ length: 8 }, () => sqlStores(db).sendLimits.take('mail:d', 3, 0, 20_000)));
      expect(takes.filter(Boolean)).toHaveLength(3);
      expect(await stores.sendLimits.count('mail:d', 0)).toBe(3);
    });

    it('take in a transaction that is undone: nothing counted', async () => {
      await expect(
        db.transaction(async (sql) => {
          expect(await sqlStores(sql).sendLimits.take('mail:e', 1, 0, 20_000)).toBe(true);
          throw new Error('the request failed after the count');
        }),
      ).rejects.toThrow('the request failed');
      expect(await stores.sendLimits.take('mail:e', 1, 0, 20_000)).toBe(true);
    });
  });

  describe('spent captchas', () => {
    it('a nonce is spent once, until its challenge expires', async () => {
      const { spentCaptchas } = stores;
      expect(await spentCaptchas.spend('n1', 5_000, 1_000)).toBe(true);
      expect(await spentCaptchas.spend('n1', 5_000, 2_000)).toBe(false);
      expect(await spentCaptchas.spend('n2', 5_000, 2_000)).toBe(true);
      expect(await spentCaptchas.spend('n1', 9_000, 6_000)).toBe(true);
      const spends = await Promise.all(Array.from({ length: 5 }, () => spentCaptchas.spend('n3', 9_000, 6_000)));
      expect(spends.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('secrets and scheduled runs', () => {
    it('a secret is made once and read alike by every instance', async () => {
      const [first, second] = await Promise.all([sqlStores(db).secrets.get('links'), sqlStores(db).secrets.get('links')]);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toBe(first);
      expect(await stores.secrets.get('other')).not.toBe(first);
    });

    it('a run is claimed once per period, whoever asks', async () => {
      const { runs } = stores;
      expect(await runs.last('digest_daily')).toBeUndefined();
      const claims = await Promise.all(Array.from({ length: 4 }, () => sqlStores(db).runs.claim('digest_daily', '2024-03-04')));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await runs.last('digest_daily')).toBe('2024-03-04');
      expect(await runs.claim('digest_daily', '2024-03-04')).toBe(false);
      expect(await runs.claim('digest_daily', '2024-03-05')).toBe(true);
    });
  });

  describe('demand alerts', () => {
    it('a listing is told to a demand once: of two callers that read the same record, one wins', async () => {
      const { demandAlerts } = stores;
      expect(await demandAlerts.record('d1', 7)).toBeUndefined();
      const first = await Promise.all([demandAlerts.tell('d1', 7, undefined, 200_000, 1_000, 1_000), demandAlerts.tell('d1', 7, undefined, 200_000, 1_000, 1_000)]);
      expect(first.filter(Boolean)).toHaveLength(1);
      const known = await demandAlerts.record('d1', 7);
      expect(known).toEqual({ demandId: 'd1', propertyId: 7, price: 200_000, sentAt: 1_000 });
      // a price drop is told again, once, by whoever still reads the record as it was
      const again = await Promise.all([demandAlerts.tell('d1', 7, known, 180_000, 2_000, 2_000), demandAlerts.tell('d1', 7, known, 180_000, 2_000, 2_000)]);
      expect(again.filter(Boolean)).toHaveLength(1);
      expect(await demandAlerts.tell('d1', 7, known, 170_000, 3_000, 3_000)).toBe(false);
    });

    it('a queued listing is claimed by one digest only, at the price it has then', async () => {
      const { demandAlerts } = stores;
      expect(await demandAlerts.tell('d2', 8, undefined, 300_000, null, 1_000)).toBe(true);
      expect(await demandAlerts.tell('d2', 9, undefined, null, null, 1_000)).toBe(true);
      expect(await demandAlerts.queued()).toEqual(new Map([['d2', [8, 9]]]));
      const entries = [
        { propertyId: 8, price: 290_000 },
        { propertyId: 9, price: null },
      ];
      const [a, b] = await Promise.all([demandAlerts.claim('d2', entries, 5_000), demandAlerts.claim('d2', entries, 5_000)]);
      expect([...a!, ...b!].sort()).toEqual([8, 9]);
      expect(await demandAlerts.record('d2', 8)).toEqual({ demandId: 'd2', propertyId: 8, price: 290_000, sentAt: 5_000 });
      expect(await demandAlerts.claim('d2', entries, 6_000)).toEqual([]);
      expect(await demandAlerts.queued()).toEqual(new Map());
    });
  });

  describe('outbox', () => {
    const mail = (subject: string) => ({
      createdAt: '2024-01-01T10:00:00.000Z',
      kind: 'request.contact.visitor',
      language: 'nl',
      from: 'Immo Demo <info@immo-demo.example>',
      to: 'an@example.be',
      replyTo: null,
      subject,
      text: 'Dag An',
      html: '<p>Dag An</p>',
      attachments: ['cv.pdf'],
      messageId: null,
    });

    it('keeps mails as sent and gives the latest first', async () => {
      const { outbox } = stores;
      await outbox.add(mail('first'));
      await outbox.add(mail('second'));
      await outbox.add({ ...mail('third'), headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
      const latest = await outbox.latest(2);
      expect(latest.map((item) => item.subject)).toEqual(['third', 'second']);
      const { messageId: _id, ...shown } = mail('third');
      expect(latest[0]).toEqual({ id: 3, ...shown, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }, files: [] });
      expect(latest[1]!.headers).toEqual({});
    });

    it('keeps the files the server made for a mail, and only those', async () => {
      const { outbox } = stores;
      const content = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      await outbox.add({ ...mail('Visite'), attachments: ['cv.pdf', 'visit.ics'], files: [{ filename: 'visit.ics', contentType: 'text/calendar', content }] });
      const [latest] = await outbox.latest(1);
      expect(latest!.files).toEqual([{ name: 'visit.ics', contentType: 'text/calendar', url: `/demo/outbox/${latest!.id}/files/0` }]);
      expect(await outbox.file(latest!.id, 0)).toEqual({ filename: 'visit.ics', contentType: 'text/calendar', content });
      expect(await outbox.file(latest!.id, 1)).toBeUndefined();
    });
  });

  describe('delivery queue', () => {
    const options = (now: number, extra: Partial<TakeOptions> = {}): TakeOptions => ({
      worker: 'w1',
      now,
      leaseMs: 1_000,
      retryAt: (attempts, at) => (attempts >= 3 ? undefined : at + 100 * attempts),
      ...extra,
    });

    it('a job written in a transaction that rolls back does not exist', async () => {
      await expect(
        db.transaction(async (sql) => {
          await sqlStores(sql).deliveries.add({ kind: 'mail', payload: { to: 'lost@example.be' } }, 0);
          throw new Error('the record could not be stored');
        }),
      ).rejects.toThrow('could not be stored');
      expect(await stores.deliveries.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('delivers a due job once, with its local writes; a failure is retried later, then kept as failed', async () => {
      const { deliveries } = stores;
      const first = await deliveries.add({ kind: 'mail', payload: { n: 1 } }, 1_000);
      const second = await deliveries.add({ kind: 'mail', payload: { n: 2 } }, 1_000);
      expect(await deliveries.take(options(999), async () => undefined)).toBeUndefined();
      const delivered = await deliveries.take(options(1_000), async () => (sql) => sqlStores(sql).runs.claim('delivered', String(first)).then(() => undefined));
      expect(delivered).toMatchObject({ delivered: true, job: { id: first, kind: 'mail', payload: { n: 1 }, attempts: 0 } });
      expect(await stores.runs.last('delivered')).toBe(String(first));
      const failing = async () => {
        throw new Error('SMTP 451');
      };
      expect(await deliveries.take(options(1_000), failing)).toMatchObject({ delivered: false, retryAt: 1_100, job: { id: second } });
      expect(await deliveries.take(options(1_050), failing)).toBeUndefined();
      expect(await deliveries.take(options(1_100), failing)).toMatchObject({ delivered: false, retryAt: 1_300 });
      expect(await deliveries.take(options(1_300), failing)).toMatchObject({ delivered: false, retryAt: undefined });
      expect(await deliveries.take(options(99_000), failing)).toBeUndefined();
      expect(await deliveries.counts()).toEqual({ pending: 0, failed: 1 });
      expect(await deliveries.failed(10)).toEqual([{ id: second, kind: 'mail', payload: { n: 2 }, attempts: 3, createdAt: 1_000, lastError: 'SMTP 451' }]);

      // the agency's one more try: due now, its attempts kept, so a failure keeps it as failed again
      expect(await deliveries.find(second)).toMatchObject({ id: second, state: 'failed', attempts: 3 });
      expect(await deliveries.retry(second, 100_000)).toBe(true);
      expect(await deliveries.retry(second, 100_000)).toBe(false);
      expect(await deliveries.find(second)).toMatchObject({ state: 'pending', attempts: 3 });
      expect(await deliveries.take(options(100_000), failing)).toMatchObject({ delivered: false, retryAt: undefined, job: { id: second } });
      expect(await deliveries.find(second)).toMatchObject({ state: 'failed', attempts: 4 });
      // discarded by the agency: gone; a job still waiting is never discarded
      const waiting = await deliveries.add({ kind: 'mail', payload: { n: 3 } }, 200_000);
      expect(await deliveries.discard(waiting)).toBe(false);
      expect(await deliveries.discard(second)).toBe(true);
      expect(await deliveries.find(second)).toBeUndefined();
      expect(await deliveries.take(options(200_000), async () => undefined)).toMatchObject({ delivered: true, job: { id: waiting } });
      expect(await deliveries.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('takes a named job only when it is due and free', async () => {
      const { deliveries } = stores;
      const id = await deliveries.add({ kind: 'mail', payload: {} }, 2_000);
      const other = await deliveries.add({ kind: 'mail', payload: {} }, 2_000);
      expect(await deliveries.take(options(2_000, { id: other }), async () => undefined)).toMatchObject({ job: { id: other } });
      expect(await deliveries.take(options(2_000, { id: other }), async () => undefined)).toBeUndefined();
      expect(await deliveries.take(options(2_000, { id }), async () => undefined)).toMatchObject({ job: { id } });
    });

    it('workers racing for jobs each take another one: none is delivered twice', async () => {
      const { deliveries } = stores;
      const ids = await Promise.all(Array.from({ length: 6 }, (_, n) => deliveries.add({ kind: 'mail', payload: { n } }, 3_000)));
      const seen: number[] = [];
      const worker = async (name: string) => {
        for (;;) {
          const outcome = await sqlStores(db).deliveries.take(options(3_000, { worker: name }), async (job) => {
            seen.push(job.id);
            // a delivery takes a while: the others must not take this job meanwhile
            await new Promise((resolve) => setTimeout(resolve, 20));
          });
          if (!outcome) return;
        }
      };
      await Promise.all([worker('a'), worker('b'), worker('c')]);
      expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    });

    if (name === 'SQLite') {
      it('a lease that ran out frees the job; release frees a worker\'s jobs at once', async () => {
        const { deliveries } = stores;
        const id = await deliveries.add({ kind: 'mail', payload: {} }, 4_000);
        let held: (() => void) | undefined;
        const holding = deliveries.take(options(4_000, { worker: 'gone' }), () => new Promise<undefined>((resolve) => (held = () => resolve(undefined))));
        await expect.poll(() => held).toBeDefined();
        expect(await deliveries.take(options(4_500), async () => undefined)).toBeUndefined();
        expect(await deliveries.take(options(5_001), async () => undefined)).toMatchObject({ job: { id } });
        held!();
        await holding;
        const next = await deliveries.add({ kind: 'mail', payload: {} }, 6_000);
        const stalled = deliveries.take(options(6_000, { worker: 'stopping' }), () => new Promise<undefined>((resolve) => (held = () => resolve(undefined))));
        await expect.poll(async () => (await db.db.selectFrom('delivery_jobs').select('locked_by').where('id', '=', next).executeTakeFirst())?.locked_by).toBe('stopping');
        await deliveries.release('stopping');
        expect(await deliveries.take(options(6_000), async () => undefined)).toMatchObject({ job: { id: next } });
        held!();
        await stalled;
      });
    }
  });

  describe('health', () => {
    it('answers while the database does, throws once it is closed', async () => {
      const closing = await open();
      const { health } = sqlStores(closing);
      await expect(health.ping()).resolves.toBeUndefined();
      await closing.close();
      await expect(health.ping()).rejects.toThrow();
    });
  });
});
