// Several instances on one PostgreSQL database, as behind a load balancer: they start
// together (one migrates, one seeds), share what a visitor's next request may meet on
// the other (an idempotency key, a session, a slot's places, the mails one address may
// get a day), mail each digest once, and an instance killed while it delivers a mail loses
// none and sends none twice. Mail goes through a real SMTP server run by the test, which
// records what it accepts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentSlot } from '../../core/api/contract.ts';
import type { Property } from '../../core/property/types.ts';
import { startChildInstance } from '../testing/child-instance.ts';
import { validForms } from '../testing/fixtures.ts';
import { createTestDatabase, type TestPostgres } from '../testing/postgres.ts';
import { startSmtp, type TestSmtp } from '../testing/smtp.ts';
import { startServer, type TestServer } from '../testing/server.ts';
import { runDueDigests } from './alerts/schedule.ts';
import { sqlRepositories } from './repositories/sql/index.ts';

let database: TestPostgres;
let smtp: TestSmtp;
let a: TestServer;
let b: TestServer;
const dataDir = mkdtempSync(join(tmpdir(), 'agency-instances-'));
/** the instances' clock: the digest test sets it to a weekday morning */
let fixed: number | undefined;
const now = () => fixed ?? Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
  // the workers deliver what a request queued at once, and the rest only when a test says so
  const settings = { databaseUrl: database.url, dataDir, smtpUrl: smtp.url, adminToken: 'instances', deliveryPollMs: 3_600_000 };
  // started together on an empty database: one migrates and seeds, the other waits and finds it done
  [a, b] = await Promise.all([startServer(settings, { now }), startServer(settings, { now })]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const pg = () => a.app.database.db;
const rows = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) => Number((await query.executeTakeFirstOrThrow()).n);
const requestsFrom = (email: string) =>
  rows(pg().selectFrom('requests').select(({ fn }) => fn.countAll<number>().as('n')).where('email', '=', email));

/** A daily demand like a listing for sale, and a new listing it matches published through `publisher`: one alert waits for the digest. */
async function dailyAlertWaiting(publisher: TestServer, alert: { email: string; demandId: string; firstName: string; listingId: number; title: string }) {
  const template = (await (await a.call('/api/v1/properties?pageSize=1&goal=sale')).json()) as { items: { ID: number }[] };
  const base = (await a.app.stores.catalogue.stored(template.items[0]!.ID))!;
  const stamp = new Date().toISOString();
  const { email, firstName } = alert;
  await sqlRepositories(a.app.database).demands.add({
    id: alert.demandId,
    email,
    language: 'nl',
    frequency: 'daily',
    data: { goal: 'buy', propertyTypes: [base.WebID], zones: [base.Zip!], email, firstName, lastName: 'Daily' },
    createdAt: stamp,
    updatedAt: stamp,
  });
  const listing: Partial<Property> = { ID: alert.listingId, Title: { nl: alert.title }, Zip: base.Zip, City: base.City, RegionID: base.RegionID, WebID: base.WebID, Goal: 0, Status: 'available', Price: 100_000, PublishPrice: true };
  expect((await publisher.post('/api/v1/admin/listings', { property: listing }, { authorization: 'Bearer instances' })).status).toBe(201);
}

describe('two instances on one PostgreSQL database', () => {
  it('were migrated and seeded once', async () => {
    expect(await pg().selectFrom('meta').select('key').where('key', '=', 'seeded_at').execute()).toHaveLength(1);
    expect(await rows(pg().selectFrom('properties').select(({ fn }) => fn.countAll<number>().as('n')))).toBeGreaterThan(50);
    expect((await (await a.call('/api/v1/properties?pageSize=1')).json()).total).toBe((await (await b.call('/api/v1/properties?pageSize=1')).json()).total);
  });

  it('20 bookings racing for 3 places across both: exactly 3 confirmed', async () => {
    const slot = await pg()
      .selectFrom('calendar_slots as s')
      .innerJoin('properties as p', 'p.id', 's.property_id')
      .select(['s.id', 's.property_id'])
      .where('s.kind', '=', 'open_house')
      .where('s.places', '=', 3)
      .where('p.online', '=', 1)
      .where('p.status', '=', 'available')
      .where('s.start_ms', '>', Date.now() + 86_400_000)
      .orderBy('s.start_ms')
      .executeTakeFirstOrThrow();
    const free = (await (await a.call(`/api/v1/appointments?propertyId=${slot.property_id}`)).json()) as { slots: AppointmentSlot[] };
    expect(free.slots.find((candidate) => candidate.id === slot.id)).toMatchObject({ placesLeft: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? a : b).post('/api/v1/appointments', {
          propertyId: slot.property_id,
          slotId: slot.id,
          title: 'mr',
          firstName: 'Tom',
          lastName: `Wouters ${index}`,
          email: `race.${index}@example.be`,
          phone: '0486 55 21 09',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(await rows(pg().selectFrom('appointments').select(({ fn }) => fn.countAll<number>().as('n')).where('slot_id', '=', slot.id).where('status', '=', 'confirmed'))).toBe(3);
  });

  it("a moment of one property booked with another property's id is refused on PostgreSQL too, and nothing is booked", async () => {
    const open = await pg()
      .selectFrom('properties as p')
      .select('p.id')
      .where('p.online', '=', 1)
      .where('p.status', '=', 'available')
      .where('p.appointments', '=', 'open')
      .where((eb) => eb.exists(eb.selectFrom('calendar_slots as s').select('s.id').whereRef('s.property_id', '=', 'p.id')))
      .orderBy('p.id')
      .limit(2)
      .execute();
    const [first, second] = open.map((row) => row.id);
    const theirs = ((await (await b.call(`/api/v1/appointments?propertyId=${second}`)).json()) as { slots: AppointmentSlot[] }).slots[0]!;
    const email = 'other.property@example.be';
    const answer = await a.post('/api/v1/appointments', { propertyId: first, slotId: theirs.id, title: 'mr', firstName: 'Otto', lastName: 'Ander', email, phone: '0486 55 21 09' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'slot_not_found' });
    expect(await rows(pg().selectFrom('appointments').select(({ fn }) => fn.countAll<number>().as('n')).where('email', '=', email))).toBe(0);
  });

  it('a form posted twice with one idempotency key, once to each instance, is stored once', async () => {
    const form = { ...validForms({ sale: 1, rent: 1 })['site-contact'], email: 'twice.instances@example.be', remark: 'Eén vraag, twee keer verstuurd.' };
    const headers = { 'Idempotency-Key': `instances-${Date.now()}` };
    const [first, second] = await Promise.all([a.post('/api/v1/requests/site-contact', form, headers), b.post('/api/v1/requests/site-contact', form, headers)]);
    const answers = [first!, second!];
    // one stored it; the other waited for it (409, retry) or got its answer again
    expect(answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const retry = await (first!.status === 201 ? b : a).post('/api/v1/requests/site-contact', form, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await requestsFrom('twice.instances@example.be')).toBe(1);
  });

  it("sign-ups for one stranger's address racing across both: alike answers, the daily few mails", async () => {
    const email = 'flood.instances@example.be';
    const form = { ...validForms({ sale: 1, rent: 1 }).newsletter, email };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 ? a : b).post('/api/v1/requests/newsletter', form)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    await Promise.all([a.app.delivery.drain(), b.app.delivery.drain()]);
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(a.app.settings.mailsPerRecipient);
  });

  it('a session made on one instance is valid on the other, and ends on both', async () => {
    const login = await a.post('/api/v1/owner/session', { username: 'mpeeters', password: 'Eigenaar-Demo-1' });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const onB = await b.call('/api/v1/owner/session', { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { owner: { Username: string } }).owner.Username).toBe('mpeeters');
    expect((await b.call('/api/v1/owner/session', { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    expect((await a.call('/api/v1/owner/session', { headers: { cookie } })).status).toBe(401);
  });

  it('a daily digest is mailed once when both instances run their schedule at the same moment', async () => {
    const email = 'digest.instances@example.be';
    await dailyAlertWaiting(b, { email, demandId: 'demand-instances', firstName: 'Dora', listingId: 880_001, title: 'Nieuw in de buurt' });
    // a weekday morning in Brussels, after 08:00: the daily digest is due
    fixed = Date.parse('2031-03-04T09:30:00+01:00');
    try {
      const origins = { siteUrl: 'https://agency.example', apiOrigin: a.origin };
      const [ranOnA, ranOnB] = await Promise.all([runDueDigests(a.app, origins), runDueDigests(b.app, origins)]);
      expect([...ranOnA, ...ranOnB]).toEqual(['daily']);
      await Promise.all([a.app.delivery.drain(), b.app.delivery.drain()]);
      await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(1);
      // and not again that day, whichever instance looks
      expect(await runDueDigests(b.app, origins)).toEqual([]);
    } finally {
      fixed = undefined;
    }
  });

  it('a waiting alert is mailed once when both instances are asked to run the daily digest at the same moment', async () => {
    const email = 'digest.twice@example.be';
    await dailyAlertWaiting(a, { email, demandId: 'demand-digest-twice', firstName: 'Dina', listingId: 880_002, title: 'Nog eens nieuw' });
    const run = (server: TestServer) => server.post('/api/v1/admin/digests/daily', {}, { authorization: 'Bearer instances' });
    const answers = await Promise.all([run(a), run(b), run(a), run(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await Promise.all([a.app.delivery.drain(), b.app.delivery.drain()]);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(1);
    // and a listing told once stays told: a later run sends nothing more
    await run(b);
    await Promise.all([a.app.delivery.drain(), b.app.delivery.drain()]);
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('an instance killed while it delivers a mail: another one delivers it, and nothing is sent twice', async () => {
    const child = await startChildInstance({ DATABASE_URL: database.url, DATA_DIR: dataDir, SMTP_URL: smtp.url, SEED: '0', CAPTCHA: 'none', DELIVERY_POLL_MS: '60000', PUBLIC_URL: '' });
    const email = 'killed.instance@example.be';
    const ours = () => smtp.received.filter((mail) => mail.to.includes(email) || mail.subject?.includes('Killian Instance'));
    smtp.state.stall = true;
    const stalledBefore = smtp.state.stalled;
    // the child stores the request, commits its two mails and starts sending them: the mail server holds them
    const answer = fetch(`${child.origin}/api/v1/requests/site-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validForms({ sale: 1, rent: 1 })['site-contact'], firstName: 'Killian', lastName: 'Instance', email }),
    }).catch((error: unknown) => error);
    await expect.poll(() => smtp.state.stalled).toBeGreaterThan(stalledBefore);
    child.process.kill('SIGKILL');
    await new Promise((resolve) => child.process.once('exit', resolve));
    await answer;
    expect(await requestsFrom(email)).toBe(1);
    expect(ours()).toEqual([]);
    smtp.state.stall = false;
    // the other instances take the jobs the dead one held, once PostgreSQL has seen its connection go
    await expect
      .poll(
        async () => {
          await Promise.all([a.app.delivery.drain(), b.app.delivery.drain()]);
          return ours().length;
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    expect(await rows(pg().selectFrom('delivery_jobs').select(({ fn }) => fn.countAll<number>().as('n')))).toBe(0);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
