// The server's own stores: idempotency keys, sessions, reset links, failed logins,
// spent captchas and the outbox.
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { sqliteStores } from './index.ts';
import { memoryDb } from '../../../testing/sqlite.ts';

const db: Db = memoryDb();
db.prepare(
  `INSERT INTO owners (id, username, email, first_name, last_name, language, password_hash, created_at) VALUES (1, 'a', 'a@example.be', 'A', 'A', 'nl', 'x', ''), (2, 'b', 'b@example.be', 'B', 'B', 'fr', 'x', '')`,
).run();
const stores = sqliteStores(db);
afterAll(() => db.close());

describe('idempotency', () => {
  const { idempotency } = stores;

  it('one claim per key and scope; the answer kept once done', () => {
    expect(idempotency.claim('k1', 'POST /visits', 'print', 1_000)).toBe(true);
    expect(idempotency.claim('k1', 'POST /visits', 'other', 1_001)).toBe(false);
    expect(idempotency.claim('k1', 'POST /consents', 'print', 1_001)).toBe(true);
    expect(idempotency.find('k1', 'POST /visits')).toEqual({ fingerprint: 'print', done: false, status: null, body: undefined });
    idempotency.complete('k1', 'POST /visits', 201, { id: 'x' });
    expect(idempotency.find('k1', 'POST /visits')).toEqual({ fingerprint: 'print', done: true, status: 201, body: { id: 'x' } });
    idempotency.complete('k1', 'POST /consents', 204, undefined);
    expect(idempotency.find('k1', 'POST /consents')).toMatchObject({ done: true, status: 204, body: undefined });
  });

  it('a released key may be claimed again; a forgotten one too', () => {
    idempotency.release('k1', 'POST /visits');
    expect(idempotency.find('k1', 'POST /visits')).toBeUndefined();
    expect(idempotency.claim('k1', 'POST /visits', 'print', 2_000)).toBe(true);
    idempotency.forgetBefore(1_500);
    expect(idempotency.find('k1', 'POST /consents')).toBeUndefined();
    expect(idempotency.find('k1', 'POST /visits')).toBeDefined();
  });
});

describe('sessions and reset links', () => {
  const { sessions, passwordResets } = stores;

  it('a session lasts until it expires, or until it is ended', () => {
    sessions.start('t1', 1, 1_000, 5_000);
    sessions.start('t2', 1, 1_000, 5_000);
    sessions.start('t3', 2, 1_000, 5_000);
    expect(sessions.find('t1', 4_999)).toEqual({ ownerId: 1, expiresAt: 5_000 });
    expect(sessions.find('t1', 5_000)).toBeUndefined();
    sessions.end('t1');
    expect(sessions.find('t1', 2_000)).toBeUndefined();
    sessions.endAll(1);
    expect(sessions.find('t2', 2_000)).toBeUndefined();
    expect(sessions.find('t3', 2_000)).toEqual({ ownerId: 2, expiresAt: 5_000 });
  });

  it('starting a session forgets the expired ones', () => {
    sessions.start('t4', 2, 6_000, 9_000);
    expect(db.prepare('SELECT token_hash FROM owner_sessions ORDER BY token_hash').pluck().all()).toEqual(['t4']);
  });

  it('a reset link works once, and not after it expires', () => {
    passwordResets.issue('r1', 2, 5_000);
    expect(passwordResets.ownerOf('r1', 4_999)).toBe(2);
    expect(passwordResets.ownerOf('r1', 5_000)).toBeUndefined();
    passwordResets.markUsed('r1', 2_000);
    expect(passwordResets.ownerOf('r1', 3_000)).toBeUndefined();
    expect(passwordResets.ownerOf('unknown', 0)).toBeUndefined();
  });
});

describe('login failures', () => {
  const { loginFailures } = stores;

  it('recent: newest first, within the window, at most the limit', () => {
    loginFailures.record(['account:a', 'ip:1'], 1_000, 0);
    loginFailures.record(['account:a'], 2_000, 0);
    loginFailures.record(['account:a'], 3_000, 0);
    expect(loginFailures.recent('account:a', 0, 10)).toEqual([3_000, 2_000, 1_000]);
    expect(loginFailures.recent('account:a', 0, 2)).toEqual([3_000, 2_000]);
    expect(loginFailures.recent('account:a', 1_000, 10)).toEqual([3_000, 2_000]);
    expect(loginFailures.recent('ip:1', 0, 10)).toEqual([1_000]);
  });

  it('recording forgets what no window sees; clear forgives one key', () => {
    loginFailures.record(['ip:2'], 4_000, 2_000);
    expect(loginFailures.recent('account:a', 0, 10)).toEqual([3_000]);
    expect(loginFailures.recent('ip:1', 0, 10)).toEqual([]);
    loginFailures.clear('account:a');
    expect(loginFailures.recent('account:a', 0, 10)).toEqual([]);
    expect(loginFailures.recent('ip:2', 0, 10)).toEqual([4_000]);
  });
});

describe('spent captchas', () => {
  it('a nonce is spent once, until its challenge expires', () => {
    const { spentCaptchas } = stores;
    expect(spentCaptchas.spend('n1', 5_000, 1_000)).toBe(true);
    expect(spentCaptchas.spend('n1', 5_000, 2_000)).toBe(false);
    expect(spentCaptchas.spend('n2', 5_000, 2_000)).toBe(true);
    expect(spentCaptchas.spend('n1', 9_000, 6_000)).toBe(true);
  });
});

describe('outbox', () => {
  it('keeps mails as sent and gives the latest first', () => {
    const { outbox } = stores;
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
    outbox.add(mail('first'));
    outbox.add(mail('second'));
    outbox.add({ ...mail('third'), headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const latest = outbox.latest(2);
    expect(latest.map((item) => item.subject)).toEqual(['third', 'second']);
    const { messageId: _id, ...shown } = mail('third');
    expect(latest[0]).toEqual({ id: 3, ...shown, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }, files: [] });
    expect(latest[1]!.headers).toEqual({});
  });

  it('keeps the files the server made for a mail, and only those', () => {
    const { outbox } = stores;
    const content = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    outbox.add({
      createdAt: '2024-01-01T10:00:00.000Z',
      kind: 'appointment.visitor',
      language: 'fr',
      from: 'Immo Demo <info@immo-demo.example>',
      to: 'an@example.be',
      replyTo: null,
      subject: 'Visite',
      text: 'Bonjour',
      html: '<p>Bonjour</p>',
      attachments: ['cv.pdf', 'visit.ics'],
      files: [{ filename: 'visit.ics', contentType: 'text/calendar', content }],
      messageId: null,
    });
    const [latest] = outbox.latest(1);
    expect(latest!.files).toEqual([{ name: 'visit.ics', contentType: 'text/calendar', url: `/demo/outbox/${latest!.id}/files/0` }]);
    expect(outbox.file(latest!.id, 0)).toEqual({ filename: 'visit.ics', contentType: 'text/calendar', content });
    expect(outbox.file(latest!.id, 1)).toBeUndefined();
  });
});

describe('health', () => {
  it('answers while the database does, throws once it is closed', () => {
    const closing = memoryDb();
    const { health } = sqliteStores(closing);
    expect(() => health.ping()).not.toThrow();
    closing.close();
    expect(() => health.ping()).toThrow();
  });
});
